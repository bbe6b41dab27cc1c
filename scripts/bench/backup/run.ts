// Backup and restore benchmark (npm run bench:backup): what `npm run db:backup` and `npm run db:restore` cost at the
// jobs benchmark's size (BENCH_JOBS jobs, 100,000 by default, from lib/jobs-data.ts), the figure behind the recovery
// plan's RTO (docs/deploy.md "Recovery plan"). Not part of `npm test`.
//
// Prints the backup's time and archive size, the restore's time into an empty database on the same server (its
// checks of every table's count and checksum against the manifest included, and the rebuild of what is derived), and
// then checks the restore: every table's row count, and the API's answers (BENCH_SEARCHES distinct job searches from a
// fixed seed, and the first page of a popular job's detail) byte for byte, the original against the restored portal.
//
//   npm run bench:backup                                 # a throw-away database, generated (several minutes)
//   BENCH_DATA_DIR=/tmp/bench npm run bench:backup       # reuse the database bench:jobs kept there
//   BENCH_SEARCHES=200 npm run bench:backup              # compare more answers (default 100)
import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backup, restore, TRANSIENT_TABLES } from '../../../apps/api/src/backup.js';
import { connect, type DatabaseHandle } from '../../../apps/api/src/db/client.js';
import { diskStorage } from '../../../apps/api/src/lib/storage.js';
import { startBenchApp } from '../lib/bench-app.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { prepareJobsData } from '../lib/jobs-data.js';
import { postgresUrlOf } from '../lib/portal-process.mjs';
import { distinctSearches, searchLookups } from '../lib/search-mix.js';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100);
const SEED = 20_261_127;
if (!Number.isInteger(SEARCHES) || SEARCHES < 1) throw new Error('BENCH_SEARCHES must be a whole number of at least 1');

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every table of the public schema and its row count, but the transient counters a backup leaves out (backup.ts). */
async function rowCounts(handle: DatabaseHandle): Promise<Map<string, number>> {
  const { rows: tables } = await handle.pool.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    if ((TRANSIENT_TABLES as readonly string[]).includes(name)) continue;
    const { rows } = await handle.pool.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts.set(name, rows[0]?.n ?? 0);
  }
  return counts;
}

const bench = await openBenchDatabase('backup');
const { dir, work, handle, cleanups, cleanup } = bench;
let failures = 0;
try {
  say(await prepareJobsData(handle.db, dir));
  const archive = path.join(work, 'backup.tar.gz');
  const sourceStorage = diskStorage(path.join(dir, 'media'));

  let started = performance.now();
  const manifest = await backup(handle, sourceStorage, archive);
  const backupMs = performance.now() - started;
  const rowsBackedUp = Object.values(manifest.tableRows).reduce((sum, t) => sum + t.rows, 0);
  say(
    `backup:  ${seconds(backupMs)}, ${megabytes(statSync(archive).size)} (${rowsBackedUp} rows in ${Object.keys(manifest.tableRows).length} tables, ${manifest.files.count} files)`,
  );

  // An empty database on the same server: what a restore with DATABASE_URL starts from.
  const restoredDb = `portal_restored_${process.pid}`;
  await handle.pool.query(`create database ${restoredDb}`);
  const restoredUrl = new URL(postgresUrlOf(dir));
  restoredUrl.pathname = `/${restoredDb}`;
  const restored = connect(restoredUrl.toString(), 4);
  cleanups.push(async () => {
    await restored.close();
    await handle.pool.query(`drop database if exists ${restoredDb}`);
  });
  const restoredStorage = diskStorage(path.join(work, 'restored-media'));
  started = performance.now();
  await restore(restored, restoredStorage, archive);
  say(
    `restore: ${seconds(performance.now() - started)} into an empty database (the manifest's counts and checksums checked, the derived tables rebuilt)`,
  );

  // The rows: every table's count, the original against the restored.
  const [before, after] = [await rowCounts(handle), await rowCounts(restored)];
  const differing = [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
  for (const t of differing) say(`  ${t}: ${before.get(t)} rows, restored ${after.get(t)}`);
  say(
    `rows:    ${differing.length === 0 ? 'identical' : `${differing.length} tables DIFFER`} (${before.size} tables, ${[...before.values()].reduce((a, b) => a + b, 0)} rows)`,
  );
  failures += differing.length;

  // The answers: the same requests to a portal on each database.
  const original = await startBenchApp(bench);
  const copy = await startBenchApp({ dir, work, handle: restored, cleanups });
  const { lookups } = await searchLookups(handle.db);
  const [popular] = (
    await handle.db.execute<{ id: number }>(
      sql`select job_id as id from job_applications group by 1 order by count(*) desc limit 1`,
    )
  ).rows;
  const urls = [
    ...(await distinctSearches(handle.db, lookups, { count: SEARCHES, seed: SEED })).map(
      (p) => `/api/employer/jobs/?${p}`,
    ),
    ...(popular ? [`/api/employer/jobs/${popular.id}/`] : []),
  ];
  // Each portal writes its own address into the links it answers (logos, pages): compared without it.
  const answer = async (origin: string, url: string) => {
    const res = await fetch(`${origin}${url}`);
    return `${res.status} ${(await res.text()).replaceAll(origin, 'ORIGIN')}`;
  };
  let differ = 0;
  for (const url of urls) {
    const [a, b] = [await answer(original.origin, url), await answer(copy.origin, url)];
    if (a !== b) {
      differ += 1;
      let at = 0;
      while (a[at] === b[at]) at++;
      if (differ <= 5)
        say(
          `  ${url}: the answers differ at ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 40), at + 80))} / ${JSON.stringify(b.slice(Math.max(0, at - 40), at + 80))}`,
        );
    }
  }
  say(
    `answers: ${differ === 0 ? 'identical' : `${differ} DIFFER`} (${urls.length} requests: ${urls.length - (popular ? 1 : 0)} job searches${popular ? ', a job' : ''})`,
  );
  failures += differ;
} finally {
  await cleanup();
}
// Explicitly: the clean-up's handles (the embedded server's) may otherwise decide the exit code.
process.exit(failures > 0 ? 1 : 0);
