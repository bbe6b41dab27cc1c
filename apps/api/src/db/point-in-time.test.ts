// The second restore drill (issue 29, docs/deploy.md "Recovery plan"): point-in-time recovery from a base backup and
// the WAL archive, with the machine's PostgreSQL 15 and the same archive_command / restore_command the recovery plan
// gives. A cluster archives its WAL, a base backup is taken, row A is written, the moment is noted (a time and a named
// restore point), row B is written; the base backup restored to that moment has A and not B.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded.js';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const REQUIRED = ['initdb', 'pg_ctl', 'postgres', 'pg_basebackup'];
const missingBinaries = REQUIRED.filter((b) => !existsSync(path.join(PG_BIN, b)));
if (missingBinaries.length > 0)
  console.warn(
    `point-in-time drill skipped: PostgreSQL 15's ${missingBinaries.join(', ')} not in ${PG_BIN} (.ci/run installs postgresql-15)`,
  );

// PostgreSQL refuses to run as root: as root, the clusters' folders belong to `postgres` and its tools run as it.
const isRoot = process.getuid?.() === 0;
const postgresIds = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
  gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
});

function pgTool(tool: string, args: string[]): string {
  const command = path.join(PG_BIN, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Settings appended to a cluster's postgresql.conf: later lines win, so a restored copy can override the original's. */
const configure = (dataDir: string, settings: Record<string, string | number>) =>
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    Object.entries(settings)
      .map(([name, value]) => `${name} = '${String(value).replace(/'/g, "''")}'\n`)
      .join(''),
  );

describe.skipIf(missingBinaries.length > 0)('point-in-time recovery from a base backup and the WAL archive', () => {
  let root = '';
  let archive = '';
  let base = '';
  let recoveryTime = '';
  const running: string[] = [];

  async function start(dataDir: string, port: number) {
    pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
    running.push(dataDir);
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return client;
  }

  function stop(dataDir: string) {
    pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running.splice(running.indexOf(dataDir), 1);
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-pitr-'));
    archive = path.join(root, 'archive');
    base = path.join(root, 'base');
    const primary = path.join(root, 'primary');
    mkdirSync(archive);
    if (isRoot) {
      const { uid, gid } = postgresIds();
      chownSync(root, uid, gid);
      chownSync(archive, uid, gid);
    }
    // Trust on 127.0.0.1 and the socket (initdb's default pg_hba.conf also lets them replicate, for pg_basebackup).
    pgTool('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    const port = await freePort();
    configure(primary, {
      port,
      listen_addresses: '127.0.0.1',
      unix_socket_directories: root,
      wal_level: 'replica',
      archive_mode: 'on',
      // docs/deploy.md's archive_command, with this test's archive folder.
      archive_command: `test ! -f ${archive}/%f && cp %p ${archive}/%f`,
      fsync: 'off', // a throw-away cluster: no need to wait for the disk
    });
    const client = await start(primary, port);
    try {
      await client.query('create table drill (label text primary key)');
      pgTool('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        base,
        '--checkpoint=fast',
        '--wal-method=none',
        '--no-sync',
      ]);
      await client.query("insert into drill values ('A')");
      // The moment to return to: after A's commit and before B's.
      const noted = await client.query<{ at: string }>(
        "select clock_timestamp()::text as at, pg_create_restore_point('before-b')",
      );
      recoveryTime = noted.rows[0]!.at;
      await sleep(10); // B's commit timestamp strictly after the noted time, whatever the clock's resolution
      await client.query("insert into drill values ('B')");
      const switched = await client.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal');
      const segment = switched.rows[0]!.wal;
      // Archived when the archiver has copied the segment holding B (archive_command runs asynchronously).
      for (let i = 0; i < 300 && !existsSync(path.join(archive, segment)); i++) await sleep(50);
      expect(existsSync(path.join(archive, segment))).toBe(true);
    } finally {
      await client.end();
    }
    stop(primary);
  });

  afterAll(() => {
    for (const dataDir of [...running]) {
      try {
        pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Restores the base backup into a new folder, recovering from the archive up to `target`, and returns its rows. */
  async function restoreTo(name: string, target: Record<string, string>): Promise<string[]> {
    const restored = path.join(root, name);
    cpSync(base, restored, { recursive: true, preserveTimestamps: true });
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', restored]);
    const port = await freePort();
    configure(restored, {
      port,
      archive_mode: 'off', // the restored copy must not write into the original's archive
      // docs/deploy.md's restore_command, with this test's archive folder.
      restore_command: `cp ${archive}/%f %p`,
      ...target,
      recovery_target_action: 'promote',
    });
    writeFileSync(path.join(restored, 'recovery.signal'), '');
    if (isRoot) execFileSync('chown', ['postgres:postgres', path.join(restored, 'recovery.signal')]);
    const client = await start(restored, port);
    try {
      // Promoted once it has replayed up to the target: then it takes writes, and its rows are those at the target.
      let inRecovery = true;
      for (let i = 0; i < 300 && inRecovery; i++) {
        inRecovery = (await client.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]!.r;
        if (inRecovery) await sleep(50);
      }
      expect(inRecovery).toBe(false);
      await client.query("insert into drill values ('after the restore')");
      const rows = await client.query<{ label: string }>('select label from drill order by label');
      return rows.rows.map((r) => r.label);
    } finally {
      await client.end();
      stop(restored);
    }
  }

  it('recovers to a time between two writes: the first is there, the second is not', async () => {
    expect(await restoreTo('by-time', { recovery_target_time: recoveryTime })).toEqual(['A', 'after the restore']);
  });

  it('recovers to a named restore point between two writes: the first is there, the second is not', async () => {
    expect(await restoreTo('by-name', { recovery_target_name: 'before-b' })).toEqual(['A', 'after the restore']);
  });
});
