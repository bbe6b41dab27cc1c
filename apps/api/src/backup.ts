// Logical backups and their restore (issue 29, decision 021; here rather than in lib/, which may not import modules): one .tar.gz holding every table of the public schema,
// read in one REPEATABLE READ snapshot, and the stored files its rows name. pg_dump cannot be used: the embedded
// server is PostgreSQL 18 and no pg_dump of that version ships with it.
//
// The archive, in order: backup.json (format, time, migration state, the tables in load order), tables/<name>/<n>.rows
// (each row as its record literal, `t::text`, one JSON string a line, in chunks of a few MB), sequences.json, files/<key>
// (each file's bytes), manifest.json (row counts, sha256 of each table's lines, the files' count, bytes and sha256).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { MIGRATIONS_DIR, runMigrations, type Database } from './db/client.js';
import { refreshPortalStats } from './modules/lookups/index.js';
import { refreshInsightsSummary } from './modules/ministry/index.js';
import { contentTypeOf, looksLikeFileKey, readAll, type Storage } from './lib/storage.js';
import { readTar, TAR_END, tarHeader, tarPadding } from './lib/tar.js';

export const BACKUP_FORMAT = 1;

/**
 * Tables a restore rebuilds rather than loads. The search projection and its tallies are written by the triggers of
 * the tables they derive from (migration 0005) as those are loaded: rows with their filler (decision 006), counts
 * that agree with the rows. The home page's figures and the insights summary are recomputed after the load.
 */
export const DERIVED_TABLES = [
  'job_search',
  'job_search_tally',
  'job_application_tally',
  'portal_stats',
  'insight_summary',
  'insight_days',
  'insight_pay',
  'insight_delays',
  'insight_seekers',
  'insight_skills',
] as const;
/**
 * Abuse counters that live an hour to a day (lib/rate-limits.ts, the login lock-out): nothing a person entered, and a
 * restored portal starts them afresh. (pg-boss's queue lives in its own schema and is recreated at start.)
 */
export const TRANSIENT_TABLES = ['rate_limit_counters', 'login_failures'] as const;
const NOT_BACKED_UP = new Set<string>([...DERIVED_TABLES, ...TRANSIENT_TABLES]);

/** A table's lines are cut into archive entries of about this size (each is read whole by the restore). */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Rows fetched from the cursor, and rows inserted by one statement. */
const BATCH_ROWS = 2000;

export type MigrationState = { count: number; lastHash: string; lastCreatedAt: number };
type Header = { format: number; createdAt: string; migrations: MigrationState; tables: string[] };
export type Manifest = Header & {
  tableRows: Record<string, { rows: number; bytes: number; sha256: string }>;
  sequences: Array<{ name: string; lastValue: string }>;
  files: { count: number; bytes: number; sha256: string; missing: string[] };
};

export type DatabaseTarget = { pool: pg.Pool; db: Database };

const ident = (name: string) => `public."${name.replace(/"/g, '""')}"`;

/** Every ordinary table of the public schema. */
async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`);
  return rows.map((r) => r.name);
}

/** `tables` with every table after the tables its foreign keys point to, so a load never breaks a reference. */
async function inDependencyOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`);
  const wanted = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) if (wanted.has(child) && wanted.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0)
      throw new Error(`the foreign keys of ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** The last migration drizzle's bookkeeping says was applied, or null on a database never migrated. */
async function appliedMigrations(client: pg.ClientBase): Promise<MigrationState | null> {
  const [table] = (
    await client.query<{ name: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as name`)
  ).rows;
  if (!table?.name) return null;
  const { rows } = await client.query<{ count: string; hash: string; created_at: string }>(`
    select count(*) over () as count, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const last = rows[0];
  return last ? { count: Number(last.count), lastHash: last.hash, lastCreatedAt: Number(last.created_at) } : null;
}

/** The sequences owned by the columns of `tables` (serial and identity columns), with their current value. */
async function ownedSequences(
  client: pg.ClientBase,
  tables: string[],
): Promise<Array<{ name: string; lastValue: string }>> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select s.relname as name, q.last_value::text as last_value
       from pg_class s join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_sequences q on q.schemaname = 'public' and q.sequencename = s.relname
      where s.relkind = 'S' and t.relname = any($1) order by 1`,
    [tables],
  );
  // A sequence never used has no value to keep: the restored one is fresh too.
  return rows.flatMap((r) => (r.last_value === null ? [] : [{ name: r.name, lastValue: r.last_value }]));
}

/** The storage keys the rows of `tables` name (any text column holding a value shaped as a key, as the export reads them). */
async function referencedKeys(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying') and table_name = any($1)`,
    [tables],
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns)
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), `"${c.column_name.replace(/"/g, '""')}"`]);
  const keys = new Set<string>();
  for (const [table, cols] of byTable) {
    const { rows } = await client.query<{ v: string }>(
      `select distinct v from (select unnest(array[${cols.join(', ')}]::text[]) as v from ${ident(table)}) s where v like '%/%.%'`,
    );
    for (const { v } of rows) if (looksLikeFileKey(v)) keys.add(v);
  }
  return [...keys].sort();
}

/** Writes tar entries into a gzip file, waiting when the file falls behind. */
function archiveWriter(file: string) {
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, createWriteStream(file));
  const write = async (bytes: Buffer) => {
    if (!gzip.write(bytes)) await once(gzip, 'drain');
  };
  return {
    async entry(name: string, body: Buffer, mtime: Date) {
      await write(tarHeader(name, body.length, mtime));
      await write(body);
      await write(tarPadding(body.length));
    },
    async end() {
      gzip.end(TAR_END);
      await done;
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => undefined);
    },
  };
}

/** A backup's file name: `<prefix>-<UTC time>.tar.gz` (`portal-` on demand, `nightly-` and `pre-migrate-` by the portal). */
export const backupFileName = (prefix: string, at: Date) =>
  `${prefix}-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** The time a name made by backupFileName holds, or null when `name` is not one with that prefix. */
export function backupFileTime(prefix: string, name: string): Date | null {
  const match = /^(.+)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/.exec(name);
  if (match?.[1] !== prefix) return null;
  const [, , day, h, m, s, ms] = match;
  const at = new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Where `npm run db:backup` writes when no --out is given: `$DATA_DIR/backups/portal-<UTC time>.tar.gz`. */
export const defaultBackupFile = (dataDir: string, at = new Date()) =>
  path.join(dataDir, 'backups', backupFileName('portal', at));

/**
 * Writes a backup of the database and the files its rows name into `file` (written as `file.partial`, renamed when
 * complete). The rows are read in one REPEATABLE READ READ ONLY transaction: every table as of one moment. The files
 * are read while it is open; uploads are stored before their row commits and deleted after it, so a file named by the
 * snapshot exists unless it was deleted since (such keys are listed in the manifest's `files.missing`).
 */
export async function backup(
  target: DatabaseTarget,
  storage: Storage,
  file: string,
  log: (m: string) => void = () => undefined,
): Promise<Manifest> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = archiveWriter(partial);
  const client = await target.pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = await appliedMigrations(client);
    if (!migrations) throw new Error('the database has no migrations applied: there is nothing to back up');
    const tables = await inDependencyOrder(
      client,
      (await publicTables(client)).filter((t) => !NOT_BACKED_UP.has(t)),
    );
    const createdAt = new Date();
    const header: Header = { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), migrations, tables };
    await out.entry('backup.json', Buffer.from(JSON.stringify(header, null, 2)), createdAt);

    const tableRows: Manifest['tableRows'] = {};
    for (const table of tables) {
      const hash = createHash('sha256');
      let rows = 0;
      let bytes = 0;
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      let chunkNo = 0;
      const flush = async () => {
        if (chunkBytes === 0 && chunkNo > 0) return;
        await out.entry(`tables/${table}/${String(chunkNo++).padStart(6, '0')}.rows`, Buffer.concat(chunk), createdAt);
        chunk = [];
        chunkBytes = 0;
      };
      await client.query(`declare backup_rows no scroll cursor for select t::text as row from ${ident(table)} t`);
      for (;;) {
        const { rows: batch } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from backup_rows`);
        if (batch.length === 0) break;
        for (const { row } of batch) {
          const line = Buffer.from(`${JSON.stringify(row)}\n`);
          hash.update(line);
          chunk.push(line);
          chunkBytes += line.length;
          bytes += line.length;
          rows++;
        }
        if (chunkBytes >= CHUNK_BYTES) await flush();
      }
      await client.query('close backup_rows');
      await flush();
      tableRows[table] = { rows, bytes, sha256: hash.digest('hex') };
    }
    log(`${tables.length} tables, ${Object.values(tableRows).reduce((n, t) => n + t.rows, 0)} rows`);

    const sequences = await ownedSequences(client, tables);
    await out.entry('sequences.json', Buffer.from(JSON.stringify(sequences)), createdAt);

    const filesHash = createHash('sha256');
    const files: Manifest['files'] = { count: 0, bytes: 0, sha256: '', missing: [] };
    for (const key of await referencedKeys(client, tables)) {
      const stored = await storage.get(key);
      if (!stored) {
        files.missing.push(key);
        continue;
      }
      const body = await readAll(stored.body);
      filesHash.update(`${key}\0`).update(body);
      await out.entry(`files/${key}`, body, createdAt);
      files.count++;
      files.bytes += body.length;
    }
    files.sha256 = filesHash.digest('hex');
    await client.query('commit');
    log(
      `${files.count} files, ${files.bytes} bytes${files.missing.length ? `; ${files.missing.length} named by rows but not stored` : ''}`,
    );

    const manifest: Manifest = { ...header, tableRows, sequences, files };
    await out.entry('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)), createdAt);
    await out.end();
    await rename(partial, file);
    return manifest;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    await out.abort();
    await rm(partial, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

/** A restore that would overwrite data (or cannot reproduce the backup's schema): the message says what to do. */
export class RestoreRefused extends Error {}

/** Whether any table of the public schema holds a row. */
async function hasRows(client: pg.ClientBase): Promise<boolean> {
  const tables = await publicTables(client);
  if (tables.length === 0) return false;
  const { rows } = await client.query<{ any: boolean }>(
    `select ${tables.map((t) => `exists (select 1 from ${ident(t)})`).join(' or ')} as any`,
  );
  return rows[0]?.any ?? false;
}

/** Whether any table of the database's public schema holds a row (e.g. before migrations: is there anything to lose). */
export async function databaseHasRows(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    return await hasRows(client);
  } finally {
    client.release();
  }
}

/** The archive's entries one by one (`next()` the following entry, null at the end). */
function entriesOf(file: string) {
  const gunzip = createGunzip();
  const source = new PassThrough();
  void pipeline(createReadStream(file), gunzip, source).catch((err: unknown) => source.destroy(err as Error));
  const entries = readTar(source);
  return {
    next: async () => {
      const next = await entries.next();
      return next.done ? null : next.value;
    },
    close: () => {
      source.destroy();
    },
  };
}

/**
 * Restores a backup into an empty database (`force`: one whose tables are emptied first) and `storage`: applies the
 * migrations up to the backup's, loads every table in one transaction in dependency order (its triggers rebuild the
 * search projection and tallies), sets the sequences, writes the files back, checks every count and checksum against
 * the manifest before committing, then applies the newer migrations this code has and rebuilds the home page's
 * figures and the insights summary. `storageEmpty`: whether the file store holds nothing (refused otherwise, unless
 * forced).
 */
export async function restore(
  target: DatabaseTarget,
  storage: Storage,
  file: string,
  opts: { force?: boolean; storageEmpty?: () => Promise<boolean>; log?: (m: string) => void } = {},
): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const archive = entriesOf(file);
  try {
    const first = await archive.next();
    if (first?.name !== 'backup.json')
      throw new RestoreRefused(`${file} is not a portal backup (it does not start with backup.json)`);
    const header = JSON.parse(first.body.toString('utf8')) as Header;
    if (header.format !== BACKUP_FORMAT)
      throw new RestoreRefused(
        `${file} is a backup of format ${header.format}; this version reads format ${BACKUP_FORMAT}`,
      );
    const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const at = known.find(
      (m) => m.folderMillis === header.migrations.lastCreatedAt && m.hash === header.migrations.lastHash,
    );
    if (!at)
      throw new RestoreRefused(
        `the backup was taken at a schema this version of the portal does not know (${header.migrations.count} migrations, the last of ${new Date(header.migrations.lastCreatedAt).toISOString()}); restore it with the version that took it or a newer one`,
      );

    const check = await target.pool.connect();
    try {
      const applied = await appliedMigrations(check);
      if (applied && applied.lastCreatedAt > header.migrations.lastCreatedAt)
        throw new RestoreRefused(
          `the target database has a newer schema (${applied.count} migrations) than the backup (${header.migrations.count}); restore into an empty database`,
        );
      const occupied = (await hasRows(check)) || (opts.storageEmpty ? !(await opts.storageEmpty()) : false);
      if (occupied && !opts.force)
        throw new RestoreRefused(
          'the target is not empty (its database has rows or its file store has files); restore into an empty one, or pass --force to replace what it holds',
        );
    } finally {
      check.release();
    }
    await runMigrations(target, { upTo: at.folderMillis });
    log(`schema at the backup's ${header.migrations.count} migrations`);

    const client = await target.pool.connect();
    try {
      await client.query('begin');
      // --force: what the target held goes, the derived tables included (they are rebuilt as the tables load).
      const all = await publicTables(client);
      await client.query(`truncate ${all.map(ident).join(', ')} restart identity cascade`);

      const loaded: Manifest['tableRows'] = {};
      const hashes = new Map<string, ReturnType<typeof createHash>>();
      const columnsOf = new Map<string, string[]>();
      const filesHash = createHash('sha256');
      const files = { count: 0, bytes: 0 };
      let manifest: Manifest | null = null;
      for (let entry = await archive.next(); entry; entry = await archive.next()) {
        const tableChunk = /^tables\/([^/]+)\/\d+\.rows$/.exec(entry.name);
        if (tableChunk?.[1]) {
          const table = tableChunk[1];
          if (!header.tables.includes(table))
            throw new Error(`the archive holds rows of ${table}, which its header does not list`);
          let columns = columnsOf.get(table);
          if (!columns) {
            const { rows } = await client.query<{ name: string }>(
              `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
              [ident(table)],
            );
            columns = rows.map((r) => `"${r.name.replace(/"/g, '""')}"`);
            columnsOf.set(table, columns);
          }
          const hash = hashes.get(table) ?? createHash('sha256');
          hashes.set(table, hash);
          hash.update(entry.body);
          const lines = entry.body
            .toString('utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as string);
          const stats = loaded[table] ?? { rows: 0, bytes: 0, sha256: '' };
          stats.rows += lines.length;
          stats.bytes += entry.body.length;
          loaded[table] = stats;
          // Each line is the row's record literal: cast back to the table's row type, its columns inserted as they were
          // (ids included; `overriding system value` for identity columns).
          const insert = `insert into ${ident(table)} (${columns.join(', ')}) overriding system value
            select ${columns.map((c) => `(r).${c}`).join(', ')} from (select x::${ident(table)} as r from unnest($1::text[]) as x) s`;
          for (let i = 0; i < lines.length; i += BATCH_ROWS)
            await client.query(insert, [lines.slice(i, i + BATCH_ROWS)]);
        } else if (entry.name === 'sequences.json') {
          for (const s of JSON.parse(entry.body.toString('utf8')) as Manifest['sequences']) {
            await client.query(`select setval($1::regclass, $2::bigint, true)`, [ident(s.name), s.lastValue]);
          }
        } else if (entry.name.startsWith('files/')) {
          const key = entry.name.slice('files/'.length);
          if (!looksLikeFileKey(key)) throw new Error(`the archive holds a file with an unsafe key: ${key}`);
          filesHash.update(`${key}\0`).update(entry.body);
          await storage.put(key, entry.body, contentTypeOf(key));
          files.count++;
          files.bytes += entry.body.length;
        } else if (entry.name === 'manifest.json') {
          manifest = JSON.parse(entry.body.toString('utf8')) as Manifest;
        } else {
          throw new Error(`the archive holds an unknown entry: ${entry.name}`);
        }
      }
      if (!manifest) throw new Error('the archive is incomplete: it has no manifest.json');
      for (const [table, expected] of Object.entries(manifest.tableRows)) {
        const got = loaded[table] ?? { rows: 0, bytes: 0, sha256: '' };
        got.sha256 = hashes.get(table)?.digest('hex') ?? createHash('sha256').digest('hex');
        if (got.rows !== expected.rows || got.sha256 !== expected.sha256)
          throw new Error(
            `the archive's ${table} does not match its manifest (${got.rows} rows read, ${expected.rows} written)`,
          );
      }
      if (files.count !== manifest.files.count || filesHash.digest('hex') !== manifest.files.sha256)
        throw new Error("the archive's files do not match its manifest");
      await client.query('commit');
      log(
        `${Object.keys(loaded).length} tables, ${Object.values(loaded).reduce((n, t) => n + t.rows, 0)} rows and ${files.count} files restored`,
      );
      await rebuildDerived(target, log);
      return manifest;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  } finally {
    archive.close();
  }
}

/** After the load: this code's newer migrations, then what the job queue would otherwise compute on its next ticks. */
async function rebuildDerived(target: DatabaseTarget, log: (m: string) => void): Promise<void> {
  await runMigrations(target);
  await refreshPortalStats(target.db);
  await refreshInsightsSummary(target.db);
  await target.db.execute(sql`analyze`);
  log('search projection, home page figures and insights summary rebuilt');
}
