// Recommended jobs against fixtures: the ranking (skills with prefix and synonym tolerance, sector, town and district,
// education, recency), the reasons in words, jobs applied to and closed jobs left out, and job seekers only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, RecommendedJob, RecommendedTrainings } from '@portal/contract';
import { cities, districts, education, jobApplications, jobCategories, skills } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { dbDay, isoDay, lookupId, make, type Made } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { WELDING_DIPLOMA } from './matching.fixtures.js';

let t: TestContext;
const { call } = httpFor(() => t);
let seeker: Made<'jobSeeker'>;
const jobs: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const gulu = await lookupId(t.db, districts, 'Gulu');
  const kampala = await lookupId(t.db, districts, 'Kampala');
  const guluTown = await lookupId(t.db, cities, 'Gulu');
  const catering = await lookupId(t.db, jobCategories, 'Catering & Hotel Management');
  const accounting = await lookupId(t.db, jobCategories, 'Accounting & Finance');

  // A welder in Gulu town with a diploma, who lists "Arc welding"; sector Welding & Fabrication (the factory's).
  seeker = await make.jobSeeker(t.db, { profile: { districtId: gulu, cityId: guluTown } });
  await t.db.insert(skills).values({ userId: seeker.user.id, name: 'Arc welding' });
  await t.db.insert(education).values({ userId: seeker.user.id, ...WELDING_DIPLOMA });

  const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
  const plain = { description: '<p>Daily work on site.</p>', qualifications: '<p>Experience preferred.</p>' };
  // Everything fits: skill, sector, town, the diploma it asks for, posted today.
  jobs.best = (
    await make.job(t.db, company, {
      title: 'Welder',
      locationId: gulu,
      cityId: guluTown,
      qualifications: '<p>Diploma in welding</p>',
    })
  ).id;
  // The same trade by another name (fabricator ~ welding), in the sector, in Kampala, twenty days old (a third of the recency points).
  jobs.synonym = (
    await make.job(t.db, company, { ...plain, title: 'Metal Fabricator', locationId: kampala, posted: daysAgo(20) })
  ).id;
  // Only the district.
  jobs.district = (
    await make.job(t.db, company, { ...plain, title: 'Cook', locationId: gulu, jobCategoryId: catering })
  ).id;
  // Nothing in common: not recommended.
  jobs.unrelated = (
    await make.job(t.db, company, { ...plain, title: 'Accountant', locationId: kampala, jobCategoryId: accounting })
  ).id;
  // Applied to, and closed: left out.
  jobs.applied = (await make.job(t.db, company, { title: 'Welder (night shift)', locationId: gulu })).id;
  await t.db.insert(jobApplications).values({ jobId: jobs.applied, userId: seeker.user.id });
  jobs.closed = (
    await make.job(t.db, company, { title: 'Welder', locationId: gulu, submissionDeadline: isoDay(-1) })
  ).id;
  await t.db.execute(sql`analyze`);
});

const recommended = async () => {
  const res = await call('GET', '/api/job_seekers/recommended-jobs/', seeker.user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<RecommendedJob>;
};

describe('GET /api/job_seekers/recommended-jobs/', () => {
  it('ranks the open jobs by fit and says why, leaving out jobs applied to, closed or unrelated', async () => {
    const data = await recommended();
    expect(data.results.map((j) => j.id)).toEqual([jobs.best, jobs.synonym, jobs.district]);
    expect(data.count).toBe(3);
    const [best, synonym, district] = data.results;
    expect(best!.match.reasons).toEqual([
      'Matches your skills: Arc welding',
      'In your field: Welding & Fabrication',
      'In your town: Gulu',
      'Your education fits what it asks for: Diploma',
      'Posted this week',
    ]);
    // 15 skill + 20 sector + 15 district + 5 town + 10 education + 5 new.
    expect(best!.match.score).toBe(70);
    expect(synonym!.match.reasons).toEqual([
      'Matches your skills: Arc welding',
      'In your field: Welding & Fabrication',
    ]);
    expect(synonym!.match.score).toBe(15 + 20 + 2);
    expect(district!.match.reasons).toEqual(['In your district: Gulu', 'Posted this week']);
    // The card is the search's own.
    expect(best).toMatchObject({ title: 'Welder', location: { name: 'Gulu' }, is_open: true });
  });

  it('answers job seekers only', async () => {
    expect((await call('GET', '/api/job_seekers/recommended-jobs/', null)).statusCode).toBe(401);
    const employer = await make.user(t.db, { groups: ['Company'] });
    expect((await call('GET', '/api/job_seekers/recommended-jobs/', employer)).statusCode).toBe(403);
    // Another seeker gets their own list (Kampala, welding), not this one's: the Gulu cook is not theirs.
    const other = await make.jobSeeker(t.db);
    const theirs = (
      await call('GET', '/api/job_seekers/recommended-jobs/', other.user)
    ).json() as Paged<RecommendedJob>;
    expect(theirs.results.map((j) => j.id)).not.toContain(jobs.district);
    expect(theirs.results.map((j) => j.id)).toContain(jobs.applied);
  });
});

describe('GET /api/job_seekers/recommended-trainings/', () => {
  it('offers trainings and competitions teaching what employers in the seeker’s field ask for and the seeker does not list', async () => {
    const welder = await make.jobSeeker(t.db); // sector Welding & Fabrication
    await t.db.insert(skills).values({ userId: welder.user.id, name: 'Arc welding' });
    const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    // Open jobs of the welder's sector: two ask for solar installation, three for welding (which the welder lists).
    for (const title of ['Solar Technician', 'Solar Installer']) {
      await make.job(t.db, company, {
        title,
        description: '<p>Solar installation on rooftops; welding of frames.</p>',
      });
    }
    await make.job(t.db, company, { title: 'Gate Welder', description: '<p>Welding of gates.</p>' });
    // Another sector's demand does not count for the welder.
    await make.job(t.db, company, {
      title: 'Plumber',
      description: '<p>Plumbing in new houses.</p>',
      jobCategoryId: await lookupId(t.db, jobCategories, 'Accounting & Finance'),
    });

    const trainer = await make.trainer(t.db);
    const course = await make.training(t.db, trainer, { title: 'Solar installation for technicians', date: dbDay(5) });
    await make.training(t.db, trainer, { title: 'Solar installation (last year)', date: dbDay(-30) });
    await make.training(t.db, trainer, { title: 'Plumbing basics', date: dbDay(5) });
    const provider = await make.skillProvider(t.db);
    const contest = await make.competition(t.db, provider, {
      competitionTitle: 'Solar Installation Challenge',
      startDate: dbDay(20),
      endDate: dbDay(22),
    });

    const ministry = await make.user(t.db, { groups: ['Ministry'] });
    expect((await call('POST', '/api/ministry/insights/refresh/', ministry)).statusCode).toBe(200);
    const res = await call('GET', '/api/job_seekers/recommended-trainings/', welder.user);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as RecommendedTrainings;
    expect(data.skills_in_demand[0]).toEqual({ skill: 'solar installation', jobs: 2 });
    expect(data.skills_in_demand.map((d) => d.skill)).not.toContain('welding');
    expect(data.skills_in_demand.map((d) => d.skill)).not.toContain('plumbing');
    expect(data.results).toEqual([
      {
        kind: 'training',
        id: course.id,
        title: 'Solar installation for technicians',
        date: isoDay(5),
        location: expect.any(String),
        skill: 'solar installation',
        reason: 'Employers in your field ask for: solar installation',
      },
      {
        kind: 'competition',
        id: contest.id,
        title: 'Solar Installation Challenge',
        date: isoDay(20),
        location: expect.any(String),
        skill: 'solar installation',
        reason: 'Employers in your field ask for: solar installation',
      },
    ]);

    expect((await call('GET', '/api/job_seekers/recommended-trainings/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/job_seekers/recommended-trainings/', ministry)).statusCode).toBe(403);
  });
});
