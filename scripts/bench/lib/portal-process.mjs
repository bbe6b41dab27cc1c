// The built portal as its own process for a benchmark (bench:web, bench:soak): on the embedded PostgreSQL with the demo
// data in a throw-away data folder, whatever this shell points the portal at; and stopping a process the benchmark
// started.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../lib/build-if-stale.mjs';

export const root = path.resolve(import.meta.dirname, '../../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal stopped (exit ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a process this script started (with `group`, the process group it leads) and waits for it to exit. */
export function stopProcess(child, group = false) {
  const signal = (name) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    if (group) signal('SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signal('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal('SIGTERM');
  });
}

/**
 * Builds what is stale, then starts `node apps/api/dist/server.js` on a free port with the demo data; resolves once it
 * answers. `env`: extra settings. The caller stops it with `stop()` (the data folder goes with it).
 */
export async function startPortal({ env: extra = {}, say }) {
  buildIfStale((what) => say(`[bench] ${what}`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  // The embedded PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  say(`[bench] starting the portal on ${origin} with demo data in ${dataDir}`);
  const { DATABASE_URL: _db, SMTP_URL: _smtp, JWT_SECRET: _secret, S3_BUCKET: _s3, METRICS_PORT: _metrics, ...env } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${origin}/api/ready`, server, 180_000);
  } catch (err) {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    origin,
    server,
    dataDir,
    stop: async () => {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
