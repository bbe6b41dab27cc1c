// Logical backups (issue 29, decision 021): one .tar.gz holding every table of the public schema, read in one
// REPEATABLE READ snapshot, and the stored files its rows name (the format: backup-format.ts). pg_dump cannot be used:
// the embedded server is PostgreSQL 18 and no pg_dump of that version ships with it. The restore is backup-restore.ts;
// this file is the entry for both.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { readAll, looksLikeFileKey, type Storage } from './lib/storage.js';
import { TAR_END, tarHeader, tarPadding } from './lib/tar.js';
import { appliedMigrations, BACKUP_FORMAT, BATCH_ROWS, ident, publicTables } from './backup-format.js';
import type { DatabaseTarget, Header, Manifest } from './backup-format.js';

export { restore, RestoreRefused } from './backup-restore.js';
export type { DatabaseTarget, Manifest } from './backup-format.js';

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
