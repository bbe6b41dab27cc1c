// The connection pool, and the embedded server when no DATABASE_URL is given.
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

export function connect(url: string, max = 10): DatabaseHandle {
  // Uganda's clock for current_date and now()::date, whatever the server's default: a job closes at the end of its
  // deadline day in Kampala.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: '-c TimeZone=Africa/Kampala' });
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

/** Opens the configured database, starting the embedded server when there is no URL. */
export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string; log: Log }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connect(opts.databaseUrl);
  const server = await startEmbeddedPostgres(opts.dataDir, opts.log);
  const handle = connect(server.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
