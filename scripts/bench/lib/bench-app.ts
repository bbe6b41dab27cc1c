// The portal's API over HTTP on a free port, on a benchmark's database, and a signed access token for any user: what
// the benchmarks that measure a signed-in call share. Closed by the benchmark database's clean-up.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../../../apps/api/src/app.js';
import type { Database } from '../../../apps/api/src/db/client.js';
import { freePort } from '../../../apps/api/src/db/embedded.js';
import { fileSigner } from '../../../apps/api/src/lib/signed-files.js';
import { diskStorage } from '../../../apps/api/src/lib/storage.js';
import { tokenService } from '../../../apps/api/src/lib/tokens.js';

export async function startBenchApp(bench: {
  dir: string;
  work: string;
  handle: { db: Database };
  cleanups: (() => Promise<unknown>)[];
}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('hex');
  const tokens = tokenService(secret, { access: 3600, refresh: 3600 });
  const app = await buildApp({
    config: { publicUrl: origin, webDistDir: path.join(bench.work, 'no-web-build'), logLevel: 'warn' },
    db: bench.handle.db,
    storage: diskStorage(path.join(bench.dir, 'media')),
    tokens,
    files: fileSigner(secret, origin),
  });
  await app.listen({ port, host: '127.0.0.1' });
  bench.cleanups.push(() => app.close());
  /** `JWT <access>` for the user `id` with this e-mail address. */
  const authorizationFor = async (id: number, email: string) =>
    `JWT ${await tokens.signAccess({ id, username: email, email, firstName: 'Bench', verified: true, tokenVersion: 0 })}`;
  return { origin, authorizationFor };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
