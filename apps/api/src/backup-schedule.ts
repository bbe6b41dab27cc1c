// The backups the portal takes by itself (issue 29, decision 021): nightly through the job queue (scheduled-tasks.ts)
// and before migrations at start (server.ts), each written by backup.ts's backup(), recorded in the `backups` table
// (the Ministry's "last backup" and /metrics read it), copied to BACKUP_S3_BUCKET under backups/<name> when set, and
// thinned to the last 7 days and 4 Sundays there and in the folder.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { BackupKind, BackupStatus } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { backup, backupFileName, backupFileTime, type DatabaseTarget } from './backup.js';
import { databaseHasRows } from './backup-restore.js';
import { pendingMigrations, type Database } from './db/client.js';
import { backups } from './db/schema/index.js';
import { PORTAL_TIME_ZONE } from './lib/dates.js';
import { describeError } from './lib/loggable-error.js';
import { s3Client, type S3Settings } from './lib/s3-storage.js';
import type { Storage } from './lib/storage.js';

/** Where the portal's own backups go (config.backup). */
export type BackupSettings = { dir: string; s3: S3Settings | null };
/** The prefix of the objects in BACKUP_S3_BUCKET. */
export const S3_BACKUP_PREFIX = 'backups/';
/** What retention keeps: the newest backup of each of the last this many days that have one… */
export const KEEP_DAILY = 7;
/** …and of each of the last this many Sundays (Kampala) that have one. */
export const KEEP_WEEKLY = 4;

const kampalaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The nightly backups to keep of `taken` (names and times): the newest of each of the KEEP_DAILY most recent Kampala
 * days that have one, and of each of the KEEP_WEEKLY most recent Sundays that have one. Days without a backup (the
 * machine was off) are not counted, so a pause never deletes the backups taken before it.
 */
export function backupsToKeep(taken: ReadonlyArray<{ name: string; at: Date }>): Set<string> {
  const newestOfDay = new Map<string, string>();
  for (const b of [...taken].sort((x, y) => y.at.getTime() - x.at.getTime())) {
    const day = kampalaDay.format(b.at);
    if (!newestOfDay.has(day)) newestOfDay.set(day, b.name);
  }
  const days = [...newestOfDay.entries()]; // newest day first (Map keeps insertion order)
  const sundays = days.filter(([day]) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0);
  return new Set([...days.slice(0, KEEP_DAILY), ...sundays.slice(0, KEEP_WEEKLY)].map(([, name]) => name));
}

/** The nightly backups among `names` (others, pre-migrate ones or those taken by hand, are never thinned) and those to delete. */
function toDelete(names: string[]): string[] {
  const nightly = names.flatMap((name) => {
    const at = backupFileTime('nightly', name);
    return at ? [{ name, at }] : [];
  });
  const keep = backupsToKeep(nightly);
  return nightly.filter((b) => !keep.has(b.name)).map((b) => b.name);
}

async function thinFolder(dir: string): Promise<void> {
  for (const name of toDelete(await readdir(dir))) await rm(path.join(dir, name), { force: true });
}

async function s3Names(client: S3Client, bucket: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: S3_BACKUP_PREFIX, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(S3_BACKUP_PREFIX.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** Copies `file` to the bucket as backups/<name>, then thins the bucket's nightly backups as the folder's. */
async function copyToS3(client: S3Client, bucket: string, file: string): Promise<void> {
  // One PUT of the bytes read whole: a streamed body is sent aws-chunked with a trailing checksum, which not every
  // S3-compatible store decodes (the test server stores the framing). A backup is tens of MB at 100,000 jobs.
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: `${S3_BACKUP_PREFIX}${path.basename(file)}`,
      Body: await readFile(file),
      ContentType: 'application/gzip',
    }),
  );
  for (const name of toDelete(await s3Names(client, bucket))) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${S3_BACKUP_PREFIX}${name}` }));
  }
}

export type BackupRecord = typeof backups.$inferInsert;

/**
 * Takes a backup into `settings.dir` (then to the bucket, then thins both) and says how it went; never throws: a
 * failure is the record's `error`. Not recorded here: before migrations the `backups` table may not exist yet.
 */
export async function takeBackup(
  target: DatabaseTarget,
  storage: Storage,
  settings: BackupSettings,
  kind: BackupKind,
  opts: { at?: Date; s3Client?: S3Client } = {},
): Promise<BackupRecord> {
  const createdAt = opts.at ?? new Date();
  const fileName = backupFileName(kind, createdAt);
  const file = path.join(settings.dir, fileName);
  const record: BackupRecord = { fileName, kind, createdAt, sizeBytes: null, location: 'local', error: null };
  try {
    await backup(target, storage, file);
    record.sizeBytes = (await stat(file)).size;
    if (kind === 'nightly') await thinFolder(settings.dir);
  } catch (err) {
    return { ...record, error: describeError(err) };
  }
  if (!settings.s3) return record;
  try {
    await copyToS3(opts.s3Client ?? s3Client(settings.s3), settings.s3.bucket, file);
    return { ...record, location: 'local+s3' };
  } catch (err) {
    // The local backup stands; the record says the copy is missing.
    return {
      ...record,
      error: `written to this machine, but not copied to the bucket ${settings.s3.bucket}: ${describeError(err)}`,
    };
  }
}

export async function recordBackup(db: Database, record: BackupRecord): Promise<void> {
  await db.insert(backups).values(record);
}

/** The nightly task: a backup, recorded; a failed one fails the job (the queue retries it) once it is recorded. */
export async function nightlyBackup(
  target: DatabaseTarget,
  storage: Storage,
  settings: BackupSettings,
  opts: { s3Client?: S3Client } = {},
): Promise<BackupRecord> {
  const record = await takeBackup(target, storage, settings, 'nightly', opts);
  await recordBackup(target.db, record);
  if (record.error) throw new Error(`nightly backup: ${record.error}`);
  return record;
}

/** The latest backup the portal made, failed or not (GET /api/ministry/backups/). */
export async function backupStatus(db: Database): Promise<BackupStatus> {
  const [row] = await db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id)).limit(1);
  if (!row) return { last: null };
  return {
    last: {
      file_name: row.fileName,
      kind: row.kind,
      created: row.createdAt.toISOString(),
      size_bytes: row.sizeBytes,
      location: row.location,
      ok: row.error === null,
      error: row.error,
    },
  };
}

/**
 * Before the migrations at start (embedded mode): when this code brings migrations the database lacks and it holds
 * rows, a `pre-migrate-<time>` backup to roll back to (docs/deploy.md "Upgrades"). Returns its record, to store once
 * migrated (the `backups` table may be one of the pending migrations), or null when none was needed. Throws when the
 * backup failed: the migrations are not run without one.
 */
export async function backupBeforeMigrations(
  target: DatabaseTarget,
  storage: Storage,
  settings: BackupSettings,
): Promise<BackupRecord | null> {
  const { pending } = await pendingMigrations(target);
  if (pending === 0 || !(await databaseHasRows(target.pool))) return null;
  const record = await takeBackup(target, storage, { ...settings, s3: null }, 'pre-migrate');
  if (record.error)
    throw new Error(
      `the backup before migrating failed, so the ${pending} pending migrations were not applied: ${record.error}`,
    );
  return record;
}
