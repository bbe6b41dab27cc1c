// The connection pool, and the embedded server when no DATABASE_URL is given.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql, type Logger } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { startEmbeddedPostgres, type Supervision } from './embedded.js';
import { queryRows } from './typed-sql.js';
import { PORTAL_TIME_ZONE } from '@portal/contract';

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
 * The settings every session of the portal's role runs with, kept as the role's defaults (ALTER ROLE … SET, applied
 * by runMigrations) rather than as connection options, which a pooler such as PgBouncer in transaction mode does not
 * pass on. TimeZone: Uganda's clock for what a person reads from SQL (psql, logs); no query depends on it, since a
 * server connection behind PgBouncer keeps the zone it was opened with: every date rule names Kampala's zone itself
 * (lib/dates.ts, issue 28). random_page_cost: the working set is in memory (or on SSD), where an index
 * page costs about what a sequential one does; at the default 4 the planner preferred reading the whole job_search
 * table to its GIN and filter indexes for searches matching a few percent of it (decision 006). jit: compiling a plan
 * costs tens of milliseconds, more than any query of this app runs.
 */
export const SESSION_DEFAULTS = { TimeZone: PORTAL_TIME_ZONE, random_page_cost: '1.1', jit: 'off' } as const;

/** The advisory lock migrations and the demo seeding take, so instances starting together take turns. */
export const SETUP_LOCK = 7224001;

/** `logger`: told every statement Drizzle sends, with its parameters (the tests read the plans of what a request ran). */
export function connect(url: string, max = 10, opts: { logger?: Logger } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, ...(opts.logger ? { logger: opts.logger } : {}) });
  return { db, pool, url, close: () => pool.end() };
}

/**
 * Applies pending migrations and the role's session defaults, in one transaction under a transaction-level advisory
 * lock (it holds through PgBouncer in transaction mode, where a session lock could land on another server
 * connection): instances that start together take turns, and the second finds nothing left to do.
 */
export async function runMigrations({ db }: { db: Database }, opts: { upTo?: number } = {}): Promise<void> {
  // `upTo`: the last migration to apply (its folderMillis), for a restore that loads a backup taken at that state.
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).filter(
    (m) => opts.upTo === undefined || m.folderMillis <= opts.upTo,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    // Drizzle's own bookkeeping (its migrator's table and rule: a migration newer than the last applied one runs),
    // applied here in this transaction: drizzle's migrate() opens a transaction of its own, which inside this one
    // would commit early and drop the lock.
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    // created_at is a bigint (milliseconds), which the parser above makes a number.
    const [last] = await queryRows(
      tx,
      { created_at: sql<number>`created_at` },
      sql`from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    for (const migration of migrations) {
      if (last && Number(last.created_at) >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    for (const [name, value] of Object.entries(SESSION_DEFAULTS)) {
      // New sessions of the role start with it; this one (which the pool keeps) is set now.
      await tx.execute(sql.raw(`alter role current_user set ${name} = '${value}'`));
      await tx.execute(sql.raw(`set ${name} = '${value}'`));
    }
  });
}

/**
 * For a process that does not migrate (an instance started with MIGRATE_ON_START=0, the create-user command): refuses
 * a database the migrations have not reached, or not all of them, with the step to take instead of the first query's
 * `relation "groups" does not exist`. Drizzle's bookkeeping table (runMigrations above) says what has been applied.
 */
/** How many of this code's migrations the database lacks, of how many, and when the last applied one was made (0: none). */
export async function pendingMigrations({
  db,
}: {
  db: Database;
}): Promise<{ pending: number; total: number; lastApplied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const [bookkeeping] = await queryRows(
    db,
    { name: sql<string | null>`to_regclass('drizzle.__drizzle_migrations')::text` },
    (list) => sql`select ${list}`,
  );
  let lastApplied = 0;
  if (bookkeeping?.name) {
    const [last] = await queryRows(
      db,
      { created_at: sql<string | null>`max(created_at)::text` },
      sql`from drizzle.__drizzle_migrations`,
    );
    lastApplied = Number(last?.created_at ?? 0);
  }
  return {
    pending: migrations.filter((migration) => migration.folderMillis > lastApplied).length,
    total: migrations.length,
    lastApplied,
  };
}

export async function assertMigrated({ db }: { db: Database }): Promise<void> {
  const { pending, total, lastApplied } = await pendingMigrations({ db });
  if (pending === 0) return;
  const state =
    lastApplied === 0
      ? 'the database has no migrations applied'
      : `the database lacks ${pending} of ${total} migrations`;
  throw new Error(
    `${state}: run \`npm run db:migrate\` first (\`node apps/api/dist/migrate-cli.js\` in the image), or start with MIGRATE_ON_START=1`,
  );
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
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax?: number | undefined;
  log: Log;
  /** The embedded server's restarts after a crash (an external server is its operator's to supervise). */
  supervision?: Supervision;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connect(opts.databaseUrl, opts.poolMax ?? 10);
  const server = await startEmbeddedPostgres(opts.dataDir, opts.log, opts.supervision);
  const handle = connect(server.url, opts.poolMax ?? embeddedPoolSize());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
