// The restore of a backup (backup.ts, backup-format.ts) into an empty database and file store: the schema at the
// backup's migrations, every table loaded and checked against the manifest in one transaction, then the newer
// migrations and the derived tables rebuilt (here rather than in lib/, which may not import modules).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { MIGRATIONS_DIR, runMigrations } from './db/client.js';
import { refreshPortalStats } from './modules/lookups/index.js';
import { refreshInsightsSummary } from './modules/ministry/index.js';
import { contentTypeOf, looksLikeFileKey, type Storage } from './lib/storage.js';
import { readTar } from './lib/tar.js';
import { appliedMigrations, BACKUP_FORMAT, BATCH_ROWS, ident, publicTables } from './backup-format.js';
import type { DatabaseTarget, Header, Manifest } from './backup-format.js';

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
