// The connection pool, and the embedded server when no DATABASE_URL is given.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { startEmbeddedPostgres } from './embedded.js';

export type Database = NodePgDatabase<typeof schema>;
/** The SQLSTATE of a failed query (Drizzle wraps the driver's error, which carries the code, as its cause). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A transaction handle, accepted wherever a whole workflow must commit or roll back together. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

// DATE columns come back as 'yyyy-MM-dd' strings (the wire format), not as Dates shifted by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);
// bigint counts fit comfortably in a JS number for this portal.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

export type DatabaseHandle = { db: Database; pool: pg.Pool; url: string; close: () => Promise<void> };

/**
 * Per-connection settings. TimeZone: Uganda's clock for current_date and now()::date, whatever the server's default
 * (a job closes at the end of its deadline day in Kampala). random_page_cost: the working set is in memory (or on
 * SSD), where an index page costs about what a sequential one does; at the default 4 the planner preferred reading
 * the whole job_search table to its GIN and filter indexes for searches matching a few percent of it (decision 006).
 * jit: compiling a plan costs tens of milliseconds, more than any query of this app runs.
 */
const SESSION_OPTIONS = '-c TimeZone=Africa/Kampala -c random_page_cost=1.1 -c jit=off';

export function connect(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: SESSION_OPTIONS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/** Applies pending migrations; an advisory lock makes instances that start together take turns. */
export async function runMigrations({ db, pool }: { db: Database; pool: pg.Pool }): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock(7224001)');
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockHolder.query('select pg_advisory_unlock(7224001)').catch(() => undefined);
    lockHolder.release();
  }
}

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Connections to the embedded server, which shares this machine's cores with the API: two per core. More queries at
 * once than that only take turns on the same cores; measured on 2 cores with the jobs search mix (decision 006), a
 * pool of 4 answered 40 % more requests a second than one of 10 (PostgreSQL spent 4.1 ms of CPU a request instead
 * of 5.8).
 */
export const embeddedPoolSize = () => 2 * availableParallelism();

/** Opens the configured database, starting the embedded server when there is no URL. */
export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string; log: Log }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connect(opts.databaseUrl);
  const server = await startEmbeddedPostgres(opts.dataDir, opts.log);
  const handle = connect(server.url, embeddedPoolSize());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
