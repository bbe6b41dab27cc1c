// The database a benchmark runs on: the portal's embedded PostgreSQL in a throw-away folder (or BENCH_DATA_DIR, kept
// and reused), migrated and with the lookup lists, the pool the portal itself opens, and one clean-up for all of it.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, embeddedPoolSize, runMigrations } from '../../../apps/api/src/db/client.js';
import { startEmbeddedPostgres } from '../../../apps/api/src/db/embedded.js';
import { loadLookups } from '../../../apps/api/src/db/seed/lookups.js';

export async function openBenchDatabase(name: string) {
  const keep = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  chmodSync(dir, 0o755); // the embedded server runs as `postgres` when we are root
  const work = mkdtempSync(path.join(tmpdir(), `bench-${name}-work-`));
  const log = { info: () => undefined, warn: (m: string) => process.stderr.write(`${m}\n`) };
  /** Run last first by cleanup(): what the benchmark starts after the database (its app, its servers) adds itself here. */
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch((err: unknown) => process.stderr.write(`${String(err)}\n`));
    rmSync(work, { recursive: true, force: true });
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    // The portal's own layout: $DATA_DIR/pg (and its password file), so `DATA_DIR=<dir> npm start` opens this database.
    const server = await startEmbeddedPostgres(dir, log);
    cleanups.push(() => server.stop());
    // The pool the portal opens on its embedded server.
    const handle = connect(server.url, embeddedPoolSize());
    cleanups.push(() => handle.close());
    await runMigrations(handle);
    await loadLookups(handle.db);
    return { dir, work, keep, handle, cleanups, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
