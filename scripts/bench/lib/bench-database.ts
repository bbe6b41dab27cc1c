// The database a benchmark runs on: the portal's embedded PostgreSQL in a throw-away folder (or BENCH_DATA_DIR, or the
// folder the caller names: kept and reused), migrated and with the lookup lists, the pool the portal itself opens, and
// one clean-up for all of it. close() stops the pool and the server early (the folder stays until cleanup()), so the
// built portal can start on the same DATA_DIR (bench:pages, bench:soak).
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, embeddedPoolSize, runMigrations } from '../../../apps/api/src/db/client.js';
import { startEmbeddedPostgres } from '../../../apps/api/src/db/embedded.js';
import { loadLookups } from '../../../apps/api/src/db/seed/lookups.js';

export async function openBenchDatabase(name: string, options: { dir?: string } = {}) {
  const named = options.dir ?? process.env.BENCH_DATA_DIR;
  const keep = named ? path.resolve(named) : undefined;
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  chmodSync(dir, 0o755); // the embedded server runs as `postgres` when we are root
  const work = mkdtempSync(path.join(tmpdir(), `bench-${name}-work-`));
  const log = { info: () => undefined, warn: (m: string) => process.stderr.write(`${m}\n`) };
  /** Run last first by cleanup(): what the benchmark starts after the database (its app, its servers) adds itself here. */
  const cleanups: (() => Promise<unknown>)[] = [];
  /** Runs what was added to `cleanups` so far, last first; what is added later runs in a later close(). */
  const close = async () => {
    for (const c of cleanups.splice(0).reverse())
      await c().catch((err: unknown) => process.stderr.write(`${String(err)}\n`));
  };
  const cleanup = async () => {
    await close();
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
    return { dir, work, keep, handle, cleanups, close, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
