// The built portal as its own process for a benchmark (bench:web, bench:soak, bench:pages): on the embedded PostgreSQL
// with the demo data in a throw-away data folder, or on a kept benchmark database (a DATA_DIR, without demo data),
// whatever this shell points the portal at; stopping a process the benchmark started; and what the portal's
// processes cost (CPU time and memory from /proc, Linux only). Types: portal-process.d.mts.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
 * Builds what is stale (BENCH_BUILD=0: uses the build as it is, which must exist), then starts
 * `node apps/api/dist/server.js` on a free port; resolves once it answers. Without `dataDir`: the demo data in a
 * throw-away data folder, which `stop()` removes. With `dataDir` (a kept benchmark database, whose embedded server
 * must be stopped): that DATA_DIR with DEMO_DATA=0, left in place. `env`: extra settings.
 */
export async function startPortal({ env: extra = {}, say, dataDir: kept }) {
  if (process.env.BENCH_BUILD === '0') {
    for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'])
      if (!existsSync(path.join(root, file)))
        throw new Error(`BENCH_BUILD=0 and there is no ${file}: build first (npm run build)`);
  } else buildIfStale((what) => say(`[bench] ${what}`));
  const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  // The embedded PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  say(
    `[bench] starting the portal on ${origin} with ${kept ? 'the database (no demo data)' : 'demo data'} in ${dataDir}`,
  );
  const {
    DATABASE_URL: _db,
    SMTP_URL: _smtp,
    JWT_SECRET: _secret,
    S3_BUCKET: _s3,
    METRICS_PORT: _metrics,
    ...env
  } = process.env;
  // BENCH_PROFILE=<folder>: the portal writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const server = spawn(process.execPath, [...profile, path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: kept ? '0' : '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${origin}/api/ready`, server, 180_000);
  } catch (err) {
    await stopProcess(server);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    origin,
    server,
    dataDir,
    stop: async () => {
      await stopProcess(server);
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fields of /proc/<pid>/stat after the command name (the 3rd field, state, is [0]); empty if it has gone. */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return [];
  }
}

/** The postmaster of a data folder's embedded PostgreSQL and every process it started (backends, checkpointer, WAL writer, …). */
export function postgresPids(dataDir) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    // The parent pid is the 4th field, after the command name in parentheses.
    .filter((d) => Number(statFields(d)[1]) === postmaster)
    .map(Number);
  return [postmaster, ...children];
}

let clockTicks;
const ticksToMs = (ticks) => {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return (ticks * 1000) / clockTicks;
};

/** CPU time (user + system, ms) a process has used so far, its threads included; 0 if it has gone. */
export function cpuMsOf(pid) {
  const f = statFields(pid);
  return f.length ? ticksToMs(Number(f[11]) + Number(f[12])) : 0;
}

/**
 * CPU time (ms) a data folder's PostgreSQL has used so far: all its processes, and (through the postmaster's
 * cutime + cstime) those of its processes that have exited, so a backend that ends during a run is counted too.
 */
export function postgresCpuMs(dataDir) {
  const [postmaster, ...children] = postgresPids(dataDir);
  if (postmaster === undefined) return 0;
  const f = statFields(postmaster);
  const own = f.length ? ticksToMs(Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) : 0;
  return children.reduce((sum, pid) => sum + cpuMsOf(pid), own);
}

/** The connection URL of a data folder's running embedded PostgreSQL (its port from postmaster.pid, its password file). */
export function postgresUrlOf(dataDir) {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]?.trim()}/postgres`;
}
