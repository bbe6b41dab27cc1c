// The embedded PostgreSQL belongs to the app: first start initialises it, later starts reuse it, a clean signal
// stops it, and after a SIGKILL the next start finds the orphaned server and loses no acknowledged write.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const isRoot = process.getuid?.() === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

type Running = { child: ChildProcess; port: number; output: () => string; viaRunuser: boolean };

/** Starts the real server (src/server.ts through tsx), optionally as another OS user. */
async function startServer(dataDir: string, asUser?: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '300',
    TRUST_PROXY: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const node = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const child = asUser
    ? spawn('runuser', ['-u', asUser, '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...node], {
        cwd: API_DIR,
      })
    : spawn(node[0]!, node.slice(1), { cwd: API_DIR, env });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 90_000;
  while (!out.includes('serving on')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await sleep(100);
  }
  return { child, port, output: () => out, viaRunuser: Boolean(asUser) };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

const postmasterPid = (dataDir: string) => {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function stopCleanly(server: Running, dir: string, signal: NodeJS.Signals) {
  const pid = postmasterPid(dir)!;
  server.child.kill(signal);
  await exited(server.child);
  // runuser re-raises the signal once the app has exited; the app itself exits 0.
  if (server.viaRunuser) expect(server.child.signalCode ?? server.child.exitCode).toBe(signal);
  else expect(server.child.exitCode).toBe(0);
  for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  expect(alive(pid)).toBe(false);
  expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
}

let visitors = 0;
/** Registers an account, each as a visitor of its own address (registrations are limited per address). */
async function register(port: number, username: string): Promise<number> {
  visitors++;
  const res = await fetch(`http://127.0.0.1:${port}/api/account/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${visitors >> 8}.${visitors & 255}` },
    body: JSON.stringify({ username, password: 'Durable#2026' }),
  });
  return res.status;
}

const dirs: string[] = [];
function dataDir(owner?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
  chmodSync(dir, 0o755);
  if (owner) {
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// The external-database run (TEST_DATABASE_URL) covers the API; the embedded server is tested in the embedded run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded PostgreSQL', () => {
  it(
    'keeps every acknowledged write across a SIGKILL mid-load, and stops the orphaned server on the next start',
    { timeout: 240_000 },
    async () => {
      const dir = dataDir();
      const first = await startServer(dir);
      expect(first.output()).toContain('initialising the embedded PostgreSQL');

      // Load: several writers at once; kill the app while they are still writing.
      const acknowledged: string[] = [];
      let n = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const name = `durable-${n++}@example.ug`;
          try {
            if ((await register(first.port, name)) === 201) acknowledged.push(name);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.length < 25) await sleep(20);
      const orphan = postmasterPid(dir);
      first.child.kill('SIGKILL');
      await exited(first.child);
      stop = true;
      await Promise.all(writers);
      expect(orphan).not.toBeNull();
      expect(alive(orphan!)).toBe(true); // PostgreSQL outlives the killed app: the next start must deal with it

      const second = await startServer(dir);
      expect(second.output()).toContain('left running');
      expect(second.output()).not.toContain('initialising');
      expect(alive(orphan!)).toBe(false);
      expect(postmasterPid(dir)).not.toBe(orphan);
      // Every acknowledged account is there: registering it again is refused as taken.
      for (const name of acknowledged) expect(await register(second.port, name)).toBe(400);

      // SIGINT and SIGTERM stop the app and its server cleanly; the next start reuses the data.
      await stopCleanly(second, dir, 'SIGINT');
      const third = await startServer(dir);
      expect(third.output()).not.toContain('left running');
      expect(await register(third.port, acknowledged[0]!)).toBe(400);
      await stopCleanly(third, dir, 'SIGTERM');
    },
  );

  it(
    'restarts its PostgreSQL after a kill -9 of the postmaster, not ready meanwhile, and answers again by itself',
    { timeout: 180_000 },
    async () => {
      const dir = dataDir();
      const server = await startServer(dir);
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const killed = postmasterPid(dir)!;
      process.kill(killed, 'SIGKILL');

      const seen: number[] = [];
      const deadline = Date.now() + 90_000;
      while (!(seen.includes(503) && seen.at(-1) === 200)) {
        if (Date.now() > deadline) throw new Error(`not back: ${seen.join(' ')}\n${server.output()}`);
        seen.push(
          await fetch(`${base}/api/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        );
        // Alive all the while: a liveness probe must not kill a process that is bringing its database back.
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        await sleep(50);
      }
      expect(server.output()).toContain('restarting it');
      expect(postmasterPid(dir)).not.toBe(killed);
      expect(await register(server.port, 'after-restart@example.ug')).toBe(201);
      await stopCleanly(server, dir, 'SIGINT');
    },
  );

  // As root, prove the non-root path by running the app as the `postgres` user; when the suite itself runs as
  // an ordinary user, the test above already is that proof.
  it.runIf(isRoot)('runs as an ordinary (non-root) user too', { timeout: 120_000 }, async () => {
    const dir = dataDir('postgres');
    const server = await startServer(dir, 'postgres');
    expect(await register(server.port, 'ordinary@example.ug')).toBe(201);
    // runuser passes SIGTERM on to the app.
    await stopCleanly(server, dir, 'SIGTERM');
  });
});
