// The ministry's insights against fixtures whose figures are counted by hand: totals, the district and sector
// breakdowns, small-group suppression, the filters, skills demand and supply, education levels, the medians, the
// CSV; and the Ministry account type only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@portal/contract';
import { cities, districts, education, jobApplications, jobCategories, skills } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { isoDay, lookupId, make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
let ministry: TestUser;
const ids: Record<string, number> = {};
const { call } = httpFor(() => t);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  Object.assign(ids, {
    kampala: await lookupId(t.db, districts, 'Kampala'),
    gulu: await lookupId(t.db, districts, 'Gulu'),
    guluTown: await lookupId(t.db, cities, 'Gulu'),
    welding: await lookupId(t.db, jobCategories, 'Welding & Fabrication'),
    electrical: await lookupId(t.db, jobCategories, 'Electrical Installation'),
  });

  // Six seekers in Kampala (welding; five list "Arc welding", one a diploma), two in Gulu (electrical).
  const kampalaSeekers = [];
  for (let i = 0; i < 6; i++) kampalaSeekers.push(await make.jobSeeker(t.db));
  const guluSeekers = [];
  for (let i = 0; i < 2; i++) {
    const s = await make.jobSeeker(t.db, { profile: { districtId: ids.gulu!, cityId: ids.guluTown! } });
    await t.db.execute(
      sql`update job_seeker_categories set job_category_id = ${ids.electrical} where job_seeker_id = ${s.id}`,
    );
    guluSeekers.push(s);
  }
  for (const s of kampalaSeekers.slice(0, 5))
    await t.db.insert(skills).values({ userId: s.user.id, name: 'Arc welding' });
  await t.db.insert(education).values({
    userId: kampalaSeekers[0]!.user.id,
    school: 'Kyambogo University',
    certification: 'Diploma in Mechanical Engineering',
    totalScore: 3.5,
    grades: 'CGPA',
    startDate: '2018-01-01',
    endDate: '2020-12-01',
  });

  // Jobs posted 10 days ago: three welding jobs in Kampala (pay 600k-900k, 400k, none; 2 + 3 + 1 positions), one
  // electrical job in Gulu (1,000,000). One job posted 400 days ago (outside the default twelve months).
  const owner = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, owner);
  const posted = daysAgo(10);
  const k1 = await make.job(t.db, company, {
    title: 'Welder',
    posted,
    description: '<p>Welding of steel gates and frames.</p>',
  });
  const k2 = await make.job(t.db, company, {
    title: 'Fabricator',
    posted,
    minPay: 400_000,
    maxPay: -1,
    availablePositions: 3,
  });
  const k3 = await make.job(t.db, company, {
    title: 'Helper',
    posted,
    minPay: null,
    maxPay: null,
    availablePositions: 1,
  });
  const g1 = await make.job(t.db, company, {
    title: 'Electrician',
    posted,
    locationId: ids.gulu!,
    jobCategoryId: ids.electrical!,
    minPay: 1_000_000,
    maxPay: 1_000_000,
    availablePositions: 1,
    description: '<p>Electrical installation in new houses.</p>',
  });
  await make.job(t.db, company, { title: 'Old welder job', posted: daysAgo(400), submissionDeadline: isoDay(-300) });

  // Applications 5 days after posting: six to Kampala jobs (one accepted after 2 more days, one cancelled), two to Gulu.
  const applied = daysAgo(5);
  const kampalaJobs = [k1, k1, k2, k2, k3, k3];
  for (const [i, s] of kampalaSeekers.entries()) {
    await t.db.insert(jobApplications).values({
      jobId: kampalaJobs[i]!.id,
      userId: s.user.id,
      created: applied,
      updatedAt: applied,
      status: i === 5 ? 'Cancelled' : 'Under Review',
    });
  }
  await t.db.execute(
    sql`update job_applications set status = 'Accepted', updated_at = created + interval '2 days' where user_id = ${kampalaSeekers[0]!.user.id}`,
  );
  for (const s of guluSeekers)
    await t.db
      .insert(jobApplications)
      .values({ jobId: g1.id, userId: s.user.id, created: applied, updatedAt: applied });
  const refreshed = await call('POST', '/api/ministry/insights/refresh/', ministry);
  expect(refreshed.statusCode, refreshed.body).toBe(200);
});

const get = async (query = '') => {
  const res = await call('GET', `/api/ministry/insights/${query}`, ministry);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Insights;
};

describe('GET /api/ministry/insights/', () => {
  it('counts the period’s jobs, positions, applications, seekers and companies from the tables', async () => {
    const data = await get();
    expect(data.period.to).toBe(isoDay(0));
    expect(data.period.interval).toBe('month');
    expect(data.totals).toMatchObject({
      jobs_posted: 4,
      positions: 2 + 3 + 1 + 1,
      applications: 7,
      accepted: 1,
      job_seekers: 8,
      new_job_seekers: 8,
      companies: 1,
      open_jobs: 4,
    });
    expect(data.definitions.open_jobs).toMatch(/open now/i);
  });

  it('breaks the figures down by district and sector, withholding people counts under five', async () => {
    const data = await get();
    const kampala = data.by_district.find((d) => d.id === ids.kampala);
    const gulu = data.by_district.find((d) => d.id === ids.gulu);
    // Kampala: median of the pay midpoints 750,000 and 400,000 (the third states none).
    expect(kampala).toMatchObject({
      name: 'Kampala',
      jobs: 3,
      positions: 6,
      applications: 5,
      seekers: 6,
      median_pay: 575_000,
    });
    expect(gulu).toMatchObject({ jobs: 1, positions: 1, applications: null, seekers: null, median_pay: 1_000_000 });
    expect(data.by_sector.find((s) => s.id === ids.welding)).toMatchObject({ jobs: 3, applications: 5, seekers: 6 });
    expect(data.by_sector.find((s) => s.id === ids.electrical)).toMatchObject({
      jobs: 1,
      applications: null,
      seekers: null,
    });
  });

  it('filters by district and by sector, and withholds the filtered people totals under five', async () => {
    const gulu = await get(`?district=${ids.gulu}`);
    expect(gulu.filters.district).toEqual({ id: ids.gulu, name: 'Gulu' });
    expect(gulu.totals).toMatchObject({
      jobs_posted: 1,
      positions: 1,
      open_jobs: 1,
      applications: null,
      job_seekers: null,
    });
    const welding = await get(`?sector=${ids.welding}`);
    expect(welding.totals).toMatchObject({ jobs_posted: 3, applications: 5, job_seekers: 6 });
  });

  it('takes a period: jobs outside it are not counted, and a short period is shown per week', async () => {
    const old = await get(`?from=${isoDay(-420)}&to=${isoDay(-380)}`);
    expect(old.totals).toMatchObject({ jobs_posted: 1, applications: 0, new_job_seekers: 0 });
    expect(old.period.interval).toBe('week');
    const recent = await get(`?from=${isoDay(-30)}&to=${isoDay(0)}`);
    expect(recent.over_time.reduce((n, p) => n + p.jobs_posted, 0)).toBe(4);
    expect(recent.over_time.reduce((n, p) => n + (p.applications ?? 0), 0)).toBe(7);
  });

  it('sets skills asked for in open jobs next to skills seekers list, and the highest education', async () => {
    const data = await get();
    const welding = data.skills_supply.find((s) => s.skill === 'arc welding');
    // "arc welding" matches the job whose text says "Welding" (both words needed: "arc" is in none), five seekers.
    expect(welding).toMatchObject({ seekers: 5 });
    expect(data.skills_demand.find((s) => s.skill === 'welding')).toMatchObject({ jobs: 1, seekers: 5, gap: -4 });
    expect(data.skills_demand.find((s) => s.skill === 'electrical installation')).toMatchObject({
      jobs: 1,
      seekers: null,
    });
    // One diploma (withheld: one person), seven with none listed.
    expect(data.education_levels).toEqual([
      { level: 'Diploma', seekers: null },
      { level: 'None listed', seekers: 7 },
    ]);
  });

  it('gives the medians: 5 days to a first application, 2 days to a decision', async () => {
    const data = await get();
    expect(data.time_to_first_application).toEqual({ median_days: 5, jobs: 4 });
    expect(data.application_to_decision).toEqual({ median_days: 2, decisions: 1 });
  });

  it('reads the summary, which says how fresh it is, and counts new records once rebuilt', async () => {
    const before = await get();
    expect(before.refreshed_every_minutes).toBe(5);
    const owner = await make.user(t.db, { groups: ['Company'] });
    const late = await make.job(t.db, await make.company(t.db, owner), { title: 'Late welder', posted: daysAgo(1) });
    expect((await get()).totals.jobs_posted).toBe(before.totals.jobs_posted);
    // Two rebuilds asked at once take turns; both answer, and the second is satisfied by or follows the first.
    const [a, b] = await Promise.all([
      call('POST', '/api/ministry/insights/refresh/', ministry),
      call('POST', '/api/ministry/insights/refresh/', ministry),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = await get();
    expect(after.totals.jobs_posted).toBe((before.totals.jobs_posted ?? 0) + 1);
    expect(Date.parse(after.generated_at)).toBeGreaterThan(Date.parse(before.generated_at));
    expect(after.generated_at).toBe(
      a.json().generated_at > b.json().generated_at ? a.json().generated_at : b.json().generated_at,
    );
    await t.db.execute(sql`delete from jobs where id = ${late.id}`);
    await call('POST', '/api/ministry/insights/refresh/', ministry);
    expect((await get()).totals.jobs_posted).toBe(before.totals.jobs_posted);
  });

  it('refuses a period that ends before it starts, and a bad date', async () => {
    const res = await call('GET', `/api/ministry/insights/?from=${isoDay(0)}&to=${isoDay(-5)}`, ministry);
    expect(res.statusCode).toBe(400);
    expect(res.json().from[0]).toMatch(/start of the period/);
    expect((await call('GET', '/api/ministry/insights/?from=2026-02-30', ministry)).statusCode).toBe(400);
    expect((await call('GET', '/api/ministry/insights/?district=abc', ministry)).statusCode).toBe(400);
    // At most five years, also when only the start is given.
    expect((await call('GET', '/api/ministry/insights/?from=2000-01-01', ministry)).json().from[0]).toMatch(
      /five years/,
    );
  });

  it('exports the same figures as CSV, with withheld cells in words, and records the export', async () => {
    const res = await call('GET', `/api/ministry/insights.csv?district=${ids.gulu}`, ministry);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tvet-insights-/);
    expect(res.body).toContain('District,Gulu');
    expect(res.body).toContain('jobs_posted,1,Jobs posted in the period');
    expect(res.body).toContain('applications,fewer than 5,');
    const log = (await call('GET', '/api/ministry/audit-log/?action=export_insights', ministry)).json();
    expect(log.results[0]).toMatchObject({ action: 'export_insights', actor: ministry.email });
    expect(log.results[0].target).toContain('Gulu');
  });

  it('answers the Ministry account type only', async () => {
    for (const group of ['JobSeeker', 'Company', 'Trainer', 'SkillProvider', 'CarrierCouncillor'] as const) {
      const other = await make.user(t.db, { groups: [group] });
      const res = await call('GET', '/api/ministry/insights/', other);
      expect(res.statusCode, group).toBe(403);
      expect((await call('GET', '/api/ministry/insights.csv', other)).statusCode, group).toBe(403);
      expect((await call('POST', '/api/ministry/insights/refresh/', other)).statusCode, group).toBe(403);
    }
    expect((await call('GET', '/api/ministry/insights/', await make.user(t.db))).statusCode).toBe(403);
    expect((await call('GET', '/api/ministry/insights/', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/ministry/insights/refresh/', null)).statusCode).toBe(401);
  });
});
