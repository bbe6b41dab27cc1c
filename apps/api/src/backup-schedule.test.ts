// The backups the portal takes by itself (issue 29): which nightly backups retention keeps, the nightly task (its
// folder, its record, its copy to BACKUP_S3_BUCKET and retention there), the Ministry's view of the last one, and the
// backup taken before migrations at start.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName } from './backup.js';
import {
  backupBeforeMigrations,
  backupsToKeep,
  nightlyBackup,
  recordBackup,
  S3_BACKUP_PREFIX,
} from './backup-schedule.js';
import { connect, MIGRATIONS_DIR, runMigrations } from './db/client.js';
import { backups } from './db/schema/index.js';
import { scheduledTasks } from './scheduled-tasks.js';
import { buildTestApp, createBlankDatabase, PUBLIC_URL, type TestContext } from './test/app.js';
import { make, type TestUser } from './test/factories.js';
import { httpFor } from './test/http.js';
import { startTestS3 } from './test/s3.js';

const DAY_MS = 86_400_000;
/** A nightly backup's name and time, `daysAgo` days before `from` (02:30 in Kampala is 23:30 UTC the day before). */
const nightlyAt = (from: Date, daysAgo: number) => {
  const at = new Date(from.getTime() - daysAgo * DAY_MS);
  return { name: backupFileName('nightly', at), at };
};
const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'portal-backups-'));

describe('retention of nightly backups (pure)', () => {
  // Sunday 29 November 2026, 02:30 in Kampala (UTC+3).
  const sunday = new Date('2026-11-28T23:30:00Z');

  it('keeps the newest of each of the last 7 days and of each of the last 4 Sundays, nothing else', () => {
    const taken = Array.from({ length: 40 }, (_, daysAgo) => nightlyAt(sunday, daysAgo));
    const kept = [...backupsToKeep(taken)].sort();
    // Days 0-6, and the Sundays 0, 7, 14 and 21 days back.
    expect(kept).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 14, 21].map((d) => nightlyAt(sunday, d).name).sort());
  });

  it('counts days in Kampala and keeps the newest backup of a day', () => {
    const early = { name: 'a', at: new Date('2026-11-28T21:30:00Z') }; // Sunday 00:30 in Kampala
    const late = { name: 'b', at: new Date('2026-11-29T20:00:00Z') }; // Sunday 23:00 in Kampala
    const saturday = { name: 'c', at: new Date('2026-11-28T20:59:00Z') }; // Saturday 23:59 in Kampala
    expect(backupsToKeep([early, late, saturday])).toEqual(new Set(['b', 'c']));
  });

  it('never deletes backups for days the machine was off: the last 7 days that have one are kept', () => {
    const taken = [0, 30, 60, 61, 62, 63, 64, 65, 66, 70].map((d) => nightlyAt(sunday, d));
    const kept = backupsToKeep(taken);
    // The seven newest days that have one, plus the Sundays among the rest (70 days back).
    expect([...kept].sort()).toEqual([0, 30, 60, 61, 62, 63, 64, 70].map((d) => nightlyAt(sunday, d).name).sort());
  });
});

let t: TestContext;
let ministry: TestUser;
let jobSeeker: TestUser;
const { call } = httpFor(() => t);
let s3: Awaited<ReturnType<typeof startTestS3>>;

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  jobSeeker = await make.user(t.db, { groups: ['JobSeeker'] });
  s3 = await startTestS3('portal-backups');
});
afterAll(() => s3.close());

describe('the nightly backup', () => {
  it('is the job queue’s task: writes the backup into the folder, records it, and thins the older nightly ones', async () => {
    const dir = scratchDir();
    const now = new Date();
    const old = Array.from({ length: 12 }, (_, i) => nightlyAt(now, i + 1).name);
    for (const name of old) writeFileSync(path.join(dir, name), 'an older backup');
    const preMigrate = backupFileName('pre-migrate', new Date(now.getTime() - 90 * DAY_MS));
    writeFileSync(path.join(dir, preMigrate), 'kept until deleted by hand');

    const task = scheduledTasks(t.db, {
      publicUrl: PUBLIC_URL,
      backup: { target: t, storage: t.storage, settings: { dir, s3: null } },
    }).find((x) => x.name === 'nightly-backup');
    expect(task?.cron).toBe('30 2 * * *');
    await task?.run();

    const files = readdirSync(dir);
    const taken = files.filter((f) => !old.includes(f) && f !== preMigrate);
    expect(taken).toEqual([expect.stringMatching(/^nightly-.*\.tar\.gz$/)]);
    // Today's, the six newest older days', the Sunday's among the rest (retention above), and the pre-migrate one.
    const keep = backupsToKeep([{ name: String(taken[0]), at: now }, ...old.map((_, i) => nightlyAt(now, i + 1))]);
    expect(files.sort()).toEqual([...keep, preMigrate].sort());
    expect(keep.size).toBeLessThan(old.length + 1); // some were deleted

    const res = await call('GET', '/api/ministry/backups/', ministry);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      last: {
        file_name: taken[0],
        kind: 'nightly',
        created: expect.any(String),
        size_bytes: expect.any(Number),
        location: 'local',
        ok: true,
        error: null,
      },
    });
    expect(res.json().last.size_bytes).toBeGreaterThan(1000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the backup to BACKUP_S3_BUCKET under backups/ and thins the bucket the same way', async () => {
    const dir = scratchDir();
    const client = s3.client();
    const now = new Date();
    const old = Array.from({ length: 10 }, (_, i) => nightlyAt(now, i + 1).name);
    for (const name of old)
      await client.send(
        new PutObjectCommand({ Bucket: 'portal-backups', Key: `${S3_BACKUP_PREFIX}${name}`, Body: 'an older backup' }),
      );

    const record = await nightlyBackup(t, t.storage, { dir, s3: s3.settings }, { s3Client: client });
    expect(record).toMatchObject({ location: 'local+s3', error: null });

    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'portal-backups', Prefix: S3_BACKUP_PREFIX }));
    const inBucket = (listed.Contents ?? []).map((o) => o.Key?.slice(S3_BACKUP_PREFIX.length)).sort();
    expect(inBucket).toContain(record.fileName);
    const keep = backupsToKeep([{ name: record.fileName, at: now }, ...old.map((_, i) => nightlyAt(now, i + 1))]);
    expect(inBucket).toEqual([...keep].sort());
    expect(keep.size).toBeLessThan(old.length + 1);
    const object = (listed.Contents ?? []).find((o) => o.Key === `${S3_BACKUP_PREFIX}${record.fileName}`);
    expect(object?.Size).toBe(record.sizeBytes);

    expect((await call('GET', '/api/ministry/backups/', ministry)).json().last).toMatchObject({
      file_name: record.fileName,
      location: 'local+s3',
      ok: true,
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('records a copy that failed, keeps the local backup, and fails the job so the queue retries it', async () => {
    const dir = scratchDir();
    const missingBucket = { ...s3.settings, bucket: 'no-such-bucket' };
    await expect(nightlyBackup(t, t.storage, { dir, s3: missingBucket }, { s3Client: s3.client() })).rejects.toThrow(
      /no-such-bucket/,
    );
    const last = (await call('GET', '/api/ministry/backups/', ministry)).json().last;
    expect(last).toMatchObject({
      location: 'local',
      ok: false,
      error: expect.stringMatching(/not copied to the bucket no-such-bucket/),
    });
    expect(existsSync(path.join(dir, last.file_name))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('GET /api/ministry/backups/', () => {
  it('is the Ministry’s only', async () => {
    expect((await call('GET', '/api/ministry/backups/', null)).statusCode).toBe(401);
    const refused = await call('GET', '/api/ministry/backups/', jobSeeker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: expect.any(String) });
  });

  it('says null before the first backup', async () => {
    await t.db.delete(backups);
    expect((await call('GET', '/api/ministry/backups/', ministry)).json()).toEqual({ last: null });
  });
});

describe('the backup before migrations at start', () => {
  it('is taken when migrations are pending and the database holds rows, and only then', async () => {
    const blank = await createBlankDatabase();
    const handle = connect(blank.url, 2);
    const dir = scratchDir();
    try {
      const settings = { dir, s3: null };
      // Empty, nothing migrated: nothing to lose.
      expect(await backupBeforeMigrations(handle, t.storage, settings)).toBeNull();
      // The previous version's schema, with rows: an upgrade to this one backs it up first.
      const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      await runMigrations(handle, { upTo: migrations.at(-2)?.folderMillis ?? 0 });
      expect(await backupBeforeMigrations(handle, t.storage, settings)).toBeNull();
      await make.user(handle.db);
      const record = await backupBeforeMigrations(handle, t.storage, settings);
      expect(record).toMatchObject({
        kind: 'pre-migrate',
        location: 'local',
        error: null,
        fileName: expect.stringMatching(/^pre-migrate-.*\.tar\.gz$/),
      });
      expect(readdirSync(dir)).toEqual([record?.fileName]);
      // Stored once the schema has the table.
      await runMigrations(handle);
      if (record) await recordBackup(handle.db, record);
      expect((await handle.db.select().from(backups)).map((b) => b.fileName)).toEqual([record?.fileName]);
      // Migrated: no backup at the next start.
      expect(await backupBeforeMigrations(handle, t.storage, settings)).toBeNull();
    } finally {
      await handle.close();
      await blank.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
