// Shared set-up of the public job list tests: companies, jobs (open, closed, hidden, linked out), applications for popularity.
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { JobCard, Paged } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { isoDay, lookupId, make, type TestUser } from '../../test/factories.js';

export function jobListTestKit() {
  let t: TestContext;
  const ids: Record<string, number> = {};
  let seeker: TestUser;
  let other: TestUser;

  const day = isoDay;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

  async function list(query = '', headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/jobs/${query}`, headers });
    return { res, body: res.json() as Paged<JobCard> };
  }
  const titles = (p: Paged<JobCard>) => p.results.map((j) => j.title);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.db;
    const kampala = await lookupId(db, schema.districts, 'Kampala');
    const gulu = await lookupId(db, schema.districts, 'Gulu');
    const welding = await lookupId(db, schema.jobCategories, 'Welding & Fabrication');
    const electrical = await lookupId(db, schema.jobCategories, 'Electrical Installation');
    const plumbing = await lookupId(db, schema.jobCategories, 'Plumbing');
    const internship = await lookupId(db, schema.contractTypes, 'Internship');
    const fullTime = await lookupId(db, schema.contractTypes, 'Full Time');
    const kampalaCity = await lookupId(db, schema.cities, 'Kampala');
    Object.assign(ids, { kampala, gulu, welding, electrical, plumbing });

    const owner = await make.user(db, { groups: ['Company'] });
    const owner2 = await make.user(db, { groups: ['Company'] });
    const owner3 = await make.user(db, { groups: ['Company'] });
    const acme = await make.company(db, owner, { name: 'Acme Steel Works', logo: 'logos/acme.png' });
    const bright = await make.company(db, owner2, { name: 'Bright Power Ltd' });
    const gone = await make.company(db, owner3, { name: 'Gone Fabricators', deactivatedAt: new Date() });
    const [metal] = await db
      .select()
      .from(schema.companyCategories)
      .where(eq(schema.companyCategories.name, 'Manufacturing'));
    await db.insert(schema.companyCategoryLinks).values({ companyId: acme.id, categoryId: metal!.id });
    Object.assign(ids, { acme: acme.id, bright: bright.id, gone: gone.id });

    const welder = await make.job(db, acme, {
      title: '<strong>Welder</strong> &amp; Fitter',
      jobCategoryId: welding,
      locationId: kampala,
      cityId: kampalaCity,
      contractTypeId: fullTime,
      minPay: 500_000,
      maxPay: 800_000,
      submissionDeadline: day(10),
      posted: ago(1),
    });
    const electrician = await make.job(db, bright, {
      title: 'Electrician Intern',
      description: '<p>Wiring of domestic installations.</p>',
      jobCategoryId: electrical,
      locationId: gulu,
      contractTypeId: internship,
      minPay: 200_000,
      maxPay: 300_000,
      submissionDeadline: day(5),
      posted: ago(2),
    });
    const plumber = await make.job(db, acme, {
      title: 'Plumber',
      description: '<p>Plumbing and pipe fitting.</p>',
      jobCategoryId: plumbing,
      locationId: kampala,
      minPay: null,
      maxPay: null,
      submissionDeadline: day(20),
      posted: ago(3),
    });
    const fabricator = await make.job(db, bright, {
      title: 'Steel Fabricator',
      description: '<p>Welding of gates.</p>',
      jobCategoryId: welding,
      locationId: gulu,
      contractTypeId: fullTime,
      minPay: 1_000_000,
      maxPay: -1, // the form's "not stated"
      submissionDeadline: day(0), // closes today: still open
      posted: ago(4),
      jobLink: 'https://careers.example.ug/fabricator',
    });
    const closed = await make.job(db, acme, { title: 'Closed Welder', submissionDeadline: day(-1), posted: ago(30) });
    const hidden = await make.job(db, gone, { title: 'Hidden Welder', posted: ago(1) });
    Object.assign(ids, {
      welder: welder.id,
      electrician: electrician.id,
      plumber: plumber.id,
      fabricator: fabricator.id,
      closed: closed.id,
      hidden: hidden.id,
    });

    // Popularity: the plumber has two standing applications, the electrician one, a cancelled one does not count.
    seeker = await make.user(db, { groups: ['JobSeeker'] });
    other = await make.user(db, { groups: ['JobSeeker'] });
    const third = await make.user(db);
    await db.insert(schema.jobApplications).values([
      { jobId: plumber.id, userId: seeker.id },
      { jobId: plumber.id, userId: other.id },
      { jobId: electrician.id, userId: other.id },
      { jobId: welder.id, userId: third.id, status: 'Cancelled' },
      { jobId: welder.id, userId: other.id, status: 'Cancelled' },
      { jobId: fabricator.id, userId: third.id, status: 'Cancelled' },
    ]);
  });

  return {
    get t() {
      return t;
    },
    get seeker() {
      return seeker;
    },
    get other() {
      return other;
    },
    ids,
    day,
    ago,
    titles,
    list,
  };
}
