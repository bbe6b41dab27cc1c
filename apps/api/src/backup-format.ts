// The backup archive's format, shared by the backup (backup.ts) and its restore (backup-restore.ts). In order:
// backup.json (format, time, migration state, the tables in load order), tables/<name>/<n>.rows (each row as its
// record literal, `t::text`, one JSON string a line, in chunks of a few MB), sequences.json, files/<key> (each file's
// bytes), manifest.json (row counts, sha256 of each table's lines, the files' count, bytes and sha256).
import type pg from 'pg';
import type { Database } from './db/client.js';

export const BACKUP_FORMAT = 1;

/** Rows fetched from the cursor, and rows inserted by one statement. */
export const BATCH_ROWS = 2000;

export type MigrationState = { count: number; lastHash: string; lastCreatedAt: number };
export type Header = { format: number; createdAt: string; migrations: MigrationState; tables: string[] };
export type Manifest = Header & {
  tableRows: Record<string, { rows: number; bytes: number; sha256: string }>;
  sequences: Array<{ name: string; lastValue: string }>;
  files: { count: number; bytes: number; sha256: string; missing: string[] };
};

export type DatabaseTarget = { pool: pg.Pool; db: Database };

export const ident = (name: string) => `public."${name.replace(/"/g, '""')}"`;

/** Every ordinary table of the public schema. */
export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`);
  return rows.map((r) => r.name);
}

/** The last migration drizzle's bookkeeping says was applied, or null on a database never migrated. */
export async function appliedMigrations(client: pg.ClientBase): Promise<MigrationState | null> {
  const [table] = (
    await client.query<{ name: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as name`)
  ).rows;
  if (!table?.name) return null;
  const { rows } = await client.query<{ count: string; hash: string; created_at: string }>(`
    select count(*) over () as count, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const last = rows[0];
  return last ? { count: Number(last.count), lastHash: last.hash, lastCreatedAt: Number(last.created_at) } : null;
}
