// The restore drill (issue 29): a database with every kind of row and its files is backed up, restored into a blank
// database and an empty media folder, and the two portals compared: every table's rows, every file's bytes, and the
// answers of the API to a search, a job, a seeker's applications and the Ministry's insights.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db/client.js';
import * as schema from './db/schema/index.js';
import { DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { refreshPortalStats } from './modules/lookups/index.js';
import { refreshInsightsSummary } from './modules/ministry/index.js';
import { buildTestApp, createBlankDatabase, PUBLIC_URL, storedFiles, type TestContext } from './test/app.js';
import { lookupId } from './test/factories.js';
import { backup, restore, RestoreRefused, TRANSIENT_TABLES, type Manifest } from './backup.js';
import { hashPassword } from './lib/passwords.js';
import { TAR_END, tarHeader, tarPadding } from './lib/tar.js';

let source: TestContext;
let restored: TestContext;
let manifest: Manifest;
const tokens: Record<string, string> = {};
const backupDir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const archive = path.join(backupDir, 'portal.tar.gz');
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

beforeAll(async () => {
  source = await buildTestApp();
  const accounts = await seedDemo(source.db, { hashPassword, storage: source.storage, publicUrl: PUBLIC_URL });
  for (const [i, account] of accounts.entries()) {
    const login = await source.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: `10.41.0.${i + 1}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: account.email, password: DEMO_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    tokens[account.group] = (login.json() as { access: string }).access;
  }
  // What the demo data lacks: a job alert and a delivery, a report, an audit entry.
  const [seeker] = await source.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.email} like 'jobseeker@%'`);
  const [ministry] = await source.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.email} like 'ministry@%'`);
  const [job] = await source.db.select({ id: schema.jobs.id, title: schema.jobs.title }).from(schema.jobs).limit(1);
  if (!seeker || !ministry || !job) throw new Error('the demo data has no seeker, Ministry user or job');
  const [alert] = await source.db
    .insert(schema.jobAlerts)
    .values({
      userId: seeker.id,
      name: 'Welding in Kampala',
      search: 'weld',
      frequency: 'daily',
      unsubscribeToken: 'drill-unsubscribe-token',
    })
    .returning();
  if (!alert) throw new Error('no alert');
  await source.db.insert(schema.jobAlertDeliveries).values({ alertId: alert.id, jobId: job.id });
  await source.db
    .insert(schema.jobReports)
    .values({ jobId: job.id, reporterId: seeker.id, reason: 'fees_asked', details: 'Asked for a "registration fee"' });
  await source.db.insert(schema.ministryAuditLog).values({
    actorId: ministry.id,
    actorName: 'Ruth Nabirye',
    action: 'job.unpublish',
    targetType: 'job',
    targetId: job.id,
    target: `Job ${job.id}: ${job.title}`,
    reason: 'drill',
  });
  await refreshPortalStats(source.db);
  await refreshInsightsSummary(source.db);

  manifest = await backup(source, source.storage, archive);
  // The restored portal signs with the same secret: the source's tokens open it too.
  restored = await buildTestApp({ database: await createBlankDatabase(), secret: source.secret });
  await restore(restored, restored.storage, archive, { storageEmpty: async () => storedFiles(restored).length === 0 });
}, 240_000);

/** Every table of the public schema with its row count and a checksum of its content. */
async function tableContents(t: TestContext): Promise<Record<string, { rows: number; md5: string | null }>> {
  const { rows: tables } = await t.pool.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const contents: Record<string, { rows: number; md5: string | null }> = {};
  for (const { name } of tables) {
    // A refresh's time is when it ran, not what it holds; the transient counters are not backed up (backup.ts).
    if ((TRANSIENT_TABLES as readonly string[]).includes(name)) continue;
    const value =
      name === 'portal_stats' || name === 'insight_summary'
        ? `(to_jsonb(t) - 'refreshed_at' - 'took_ms')::text`
        : 't::text';
    const { rows } = await t.pool.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(string_agg(${value}, '|' order by ${value})) as md5 from "${name}" t`,
    );
    contents[name] = rows[0] ?? { rows: 0, md5: null };
  }
  return contents;
}

const get = (t: TestContext, url: string, group?: string) =>
  t.app.inject({ method: 'GET', url, headers: group ? { authorization: `JWT ${tokens[group]}` } : {} });

describe('a backup restored into an empty database and media folder', () => {
  it('holds every table with the same rows, the derived ones rebuilt (the search projection with its filler)', async () => {
    const before = await tableContents(source);
    const after = await tableContents(restored);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    for (const table of [
      'jobs',
      'job_applications',
      'job_alerts',
      'job_alert_deliveries',
      'job_reports',
      'ministry_audit_log',
      'users',
      'job_search',
      'job_search_tally',
      'insight_days',
    ]) {
      expect(before[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(manifest.tableRows.job_reports?.rows).toBe(1);
    // The next id of every backed-up table is the original's.
    const sequences = async (t: TestContext) =>
      (
        await t.pool.query<{ name: string; value: string | null }>(
          `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
        )
      ).rows.filter((s) => manifest.sequences.some((m) => m.name === s.name));
    expect(manifest.sequences.length).toBeGreaterThan(10);
    expect(await sequences(restored)).toEqual(await sequences(source));
    // Every projection row was written with its filler, not loaded as it was stored (decision 006).
    const { rows } = await restored.pool.query<{ padded: number; total: number }>(
      `select count(*) filter (where toast_pad is not null)::int as padded, count(*)::int as total from job_search`,
    );
    expect(rows[0]?.padded).toBe(rows[0]?.total);
  });

  it('holds every file the rows name, byte for byte', () => {
    const files = storedFiles(source);
    expect(files.length).toBeGreaterThan(0);
    expect(manifest.files).toMatchObject({ count: files.length, missing: [] });
    expect(storedFiles(restored)).toEqual(files);
    for (const key of files)
      expect(
        readFileSync(path.join(restored.mediaDir, key)).equals(readFileSync(path.join(source.mediaDir, key))),
        key,
      ).toBe(true);
  });

  it("answers the API as the original did: a search with words and filters, a job, a seeker's applications, the insights", async () => {
    const kampala = await lookupId(source.db, schema.districts, 'Kampala');
    const search = `/api/employer/jobs/?search=weld&location=${kampala}&ordering=relevance`;
    const found = await get(source, search);
    expect(found.statusCode).toBe(200);
    const jobId = (found.json() as { results: Array<{ id: number }> }).results[0]?.id;
    expect(jobId).toBeDefined();
    const applications = await get(source, '/api/job_seekers/job-applications/', 'JobSeeker');
    expect((applications.json() as { count: number }).count).toBeGreaterThan(0);
    for (const [url, group] of [
      [search, undefined],
      ['/api/employer/jobs/?search=electrical%20installation&ordering=-posted', undefined],
      [`/api/employer/jobs/${jobId}/`, undefined],
      ['/api/job_seekers/job-applications/', 'JobSeeker'],
    ] as const) {
      const [a, b] = [await get(source, url, group), await get(restored, url, group)];
      expect(b.statusCode, url).toBe(a.statusCode);
      expect(b.json(), url).toEqual(a.json());
    }
    // The insights are the same figures; only when the summary was computed differs.
    const withoutFreshness = (body: unknown) =>
      JSON.parse(JSON.stringify(body), (key, value: unknown) =>
        key === 'generated_at' ? undefined : value,
      ) as unknown;
    const [a, b] = [
      await get(source, '/api/ministry/insights/', 'Ministry'),
      await get(restored, '/api/ministry/insights/', 'Ministry'),
    ];
    expect(a.statusCode).toBe(200);
    expect(withoutFreshness(b.json())).toEqual(withoutFreshness(a.json()));
  });

  it('is refused over a database that holds rows, unless forced', async () => {
    const usersBefore = (await restored.pool.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n;
    await restored.pool.query(`update users set first_name = 'Changed' where email like 'jobseeker@%'`);
    const refused = restore(restored, restored.storage, archive);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(/not empty.*--force/);
    expect(
      (await restored.pool.query<{ n: number }>(`select count(*)::int as n from users where first_name = 'Changed'`))
        .rows[0]?.n,
    ).toBe(1);

    await restore(restored, restored.storage, archive, { force: true });
    expect(
      (await restored.pool.query<{ n: number }>(`select count(*)::int as n from users where first_name = 'Changed'`))
        .rows[0]?.n,
    ).toBe(0);
    expect((await restored.pool.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n).toBe(
      usersBefore,
    );
    expect((await tableContents(restored)).jobs).toEqual((await tableContents(source)).jobs);
  });

  it('is refused when taken at a schema newer than this code knows', async () => {
    const header = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: { count: 99, lastHash: 'unknown', lastCreatedAt: Date.parse('2099-01-01') },
      tables: [],
    };
    const body = Buffer.from(JSON.stringify(header));
    const newer = path.join(backupDir, 'newer.tar.gz');
    writeFileSync(
      newer,
      gzipSync(
        Buffer.concat([tarHeader('backup.json', body.length, new Date()), body, tarPadding(body.length), TAR_END]),
      ),
    );
    const blank = await createBlankDatabase();
    const target = connect(blank.url, 1);
    try {
      await expect(restore(target, restored.storage, newer)).rejects.toThrow(
        /schema this version of the portal does not know \(99 migrations/,
      );
      // Nothing was applied to the target.
      expect((await target.pool.query(`select to_regclass('drizzle.__drizzle_migrations') as t`)).rows[0]).toEqual({
        t: null,
      });
    } finally {
      await target.close();
      await blank.drop();
    }
  });
});
