import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyCard, JobCard, JobDetail, JobGroup } from '@portal/contract';
import {
  cities,
  companyCategories,
  companyCategoryLinks,
  contractTypes,
  districts,
  favoriteJobs,
  jobApplications,
  jobCategories,
  jobs,
  skillsCategories,
} from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { authHeaders, createCompany, createJob, createUser, lookupId, type TestUser, isoDay } from '../../test/factories.js';
import { JOB_GROUPS_CACHE_MS, JOB_LIST_CACHE_MS } from './employer.routes.js';

let t: TestContext;
const ids: Record<string, number> = {};
let seeker: TestUser;
let other: TestUser;

const day = isoDay;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
async function list(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/employer/jobs/${query}`, headers });
  return { res, body: res.json() as Page<JobCard> };
}
const titles = (p: Page<JobCard>) => p.results.map((j) => j.title);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const kampala = await lookupId(db, districts, 'Kampala');
  const gulu = await lookupId(db, districts, 'Gulu');
  const welding = await lookupId(db, jobCategories, 'Welding & Fabrication');
  const electrical = await lookupId(db, jobCategories, 'Electrical Installation');
  const plumbing = await lookupId(db, jobCategories, 'Plumbing');
  const internship = await lookupId(db, contractTypes, 'Internship');
  const fullTime = await lookupId(db, contractTypes, 'Full Time');
  const kampalaCity = await lookupId(db, cities, 'Kampala');
  Object.assign(ids, { kampala, gulu, welding, electrical, plumbing });

  const owner = await createUser(db, { groups: ['Company'] });
  const owner2 = await createUser(db, { groups: ['Company'] });
  const owner3 = await createUser(db, { groups: ['Company'] });
  const acme = await createCompany(db, owner, { name: 'Acme Steel Works', logo: 'logos/acme.png' });
  const bright = await createCompany(db, owner2, { name: 'Bright Power Ltd' });
  const gone = await createCompany(db, owner3, { name: 'Gone Fabricators', deactivatedAt: new Date() });
  const [metal] = await db.select().from(companyCategories).where(eq(companyCategories.name, 'Manufacturing'));
  await db.insert(companyCategoryLinks).values({ companyId: acme.id, categoryId: metal!.id });
  Object.assign(ids, { acme: acme.id, bright: bright.id, gone: gone.id });

  const welder = await createJob(db, acme, {
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
  const electrician = await createJob(db, bright, {
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
  const plumber = await createJob(db, acme, {
    title: 'Plumber',
    description: '<p>Plumbing and pipe fitting.</p>',
    jobCategoryId: plumbing,
    locationId: kampala,
    minPay: null,
    maxPay: null,
    submissionDeadline: day(20),
    posted: ago(3),
  });
  const fabricator = await createJob(db, bright, {
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
  const closed = await createJob(db, acme, { title: 'Closed Welder', submissionDeadline: day(-1), posted: ago(30) });
  const hidden = await createJob(db, gone, { title: 'Hidden Welder', posted: ago(1) });
  Object.assign(ids, { welder: welder.id, electrician: electrician.id, plumber: plumber.id, fabricator: fabricator.id, closed: closed.id, hidden: hidden.id });

  // Popularity: the plumber has two standing applications, the electrician one, a cancelled one does not count.
  seeker = await createUser(db, { groups: ['JobSeeker'] });
  other = await createUser(db, { groups: ['JobSeeker'] });
  const third = await createUser(db);
  await db.insert(jobApplications).values([
    { jobId: plumber.id, userId: seeker.id },
    { jobId: plumber.id, userId: other.id },
    { jobId: electrician.id, userId: other.id },
    { jobId: welder.id, userId: third.id, status: 'Cancelled' },
    { jobId: welder.id, userId: other.id, status: 'Cancelled' },
    { jobId: fabricator.id, userId: third.id, status: 'Cancelled' },
  ]);
});

describe('GET /api/employer/jobs/', () => {
  it('lists open jobs of active companies, newest first, as cards', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(titles(body)).toEqual(['Welder & Fitter', 'Electrician Intern', 'Plumber', 'Steel Fabricator']);
    const welder = body.results[0]!;
    expect(welder).toMatchObject({
      id: ids.welder,
      company: ids.acme,
      company_name: 'Acme Steel Works',
      logo: `${PUBLIC_URL}/media/logos/acme.png`,
      available_positions: 2,
      contract_type: { name: 'Full Time' },
      min_pay: 500_000,
      max_pay: 800_000,
      location: { id: ids.kampala, name: 'Kampala' },
      city: { name: 'Kampala' },
      category: { id: ids.welding, name: 'Welding & Fabrication' },
      function_area: { name: 'Production & Operations' },
      submission_deadline: day(10),
      application_deadline: day(10),
      job_link: null,
      is_open: true,
    });
    expect(new Date(welder.posted).toISOString()).toBe(welder.posted);
    const fabricator = body.results[3]!;
    expect(fabricator).toMatchObject({ max_pay: null, logo: null, city: null, job_link: 'https://careers.example.ug/fabricator' });
    expect(body.results[2]).toMatchObject({ contract_type: null, min_pay: null, max_pay: null });
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/employer/jobs?search=plumb' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(1);
  });

  it('searches by word prefix over title, company and description: "weld" finds the Welder and the welding job', async () => {
    const { body } = await list('?search=weld');
    expect(titles(body).sort()).toEqual(['Steel Fabricator', 'Welder & Fitter']);
    expect((await list('?search=Acme%20plumb')).body.results.map((j) => j.id)).toEqual([ids.plumber]);
    expect((await list('?search=electrician%20gulu')).body.count).toBe(0);
  });

  it('treats tsquery syntax in the search box as plain words and ignores a box with no words', async () => {
    const hostile = await list(`?search=${encodeURIComponent("weld:* | ! & ( ) ' \\ <->")}`);
    expect(hostile.res.statusCode).toBe(200);
    expect(hostile.body.count).toBe(2);
    const symbols = await list(`?search=${encodeURIComponent('&&& !!!')}`);
    expect(symbols.body.count).toBe(4);
    // Only stop words: nothing left to search for, so nothing is filtered (as in the other lists).
    expect((await list('?search=the')).body.count).toBe(4);
  });

  it('combines sector and location (district id)', async () => {
    expect(titles((await list(`?sector=${ids.welding}&location=${ids.kampala}`)).body)).toEqual(['Welder & Fitter']);
    expect(titles((await list(`?sector=${ids.welding}&location=${ids.gulu}`)).body)).toEqual(['Steel Fabricator']);
    expect((await list(`?sector=${ids.plumbing}&location=${ids.gulu}`)).body.count).toBe(0);
  });

  it('filters by city name without regard to case, company, function area and contract type name', async () => {
    expect(titles((await list('?city=kampala')).body)).toEqual(['Welder & Fitter']);
    expect(titles((await list(`?company=${ids.bright}`)).body)).toEqual(['Electrician Intern', 'Steel Fabricator']);
    expect(titles((await list('?contract_type=internship')).body)).toEqual(['Electrician Intern']);
    expect((await list('?contract_type=Nonexistent')).body.count).toBe(0);
    const area = (await list()).body.results[0]!.function_area.id;
    expect((await list(`?function_area=${area}`)).body.count).toBe(4);
  });

  it('filters by the salary range (overlap); jobs stating no pay drop out once a bound is given', async () => {
    // 250k–600k overlaps the Welder (500k–800k) and the Electrician (200k–300k).
    expect(titles((await list('?min_pay=250000&max_pay=600000')).body)).toEqual(['Welder & Fitter', 'Electrician Intern']);
    // At least 900k: only the Fabricator (min 1m, max not stated).
    expect(titles((await list('?min_pay=900000')).body)).toEqual(['Steel Fabricator']);
    expect(titles((await list('?max_pay=250000')).body)).toEqual(['Electrician Intern']);
    expect((await list('?min_pay=0')).body.count).toBe(3);
  });

  it('orders by deadline, pay and popularity, with ties broken by the newest id', async () => {
    expect(titles((await list('?ordering=submission_deadline')).body)).toEqual(['Steel Fabricator', 'Electrician Intern', 'Welder & Fitter', 'Plumber']);
    expect(titles((await list('?ordering=-submission_deadline')).body)).toEqual(['Plumber', 'Welder & Fitter', 'Electrician Intern', 'Steel Fabricator']);
    expect(titles((await list('?ordering=-max_pay')).body)).toEqual(['Welder & Fitter', 'Electrician Intern', 'Steel Fabricator', 'Plumber']);
    expect(titles((await list('?ordering=min_pay')).body)).toEqual(['Electrician Intern', 'Welder & Fitter', 'Steel Fabricator', 'Plumber']);
    expect(titles((await list('?ordering=posted')).body)).toEqual(['Steel Fabricator', 'Plumber', 'Electrician Intern', 'Welder & Fitter']);
    // Plumber 2, Electrician 1, then the jobs with only cancelled applications by id, newest first.
    expect(titles((await list('?ordering=popular')).body)).toEqual(['Plumber', 'Electrician Intern', 'Steel Fabricator', 'Welder & Fitter']);
    expect(titles((await list('?ordering=popular&page_size=1&page=2')).body)).toEqual(['Electrician Intern']);
    const bad = await list('?ordering=salary');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body).toHaveProperty('ordering');
  });

  it('pages like DRF: next/previous links, count over all pages, a page past the end is 404', async () => {
    const first = await list('?page_size=3&search=');
    expect(first.body.count).toBe(4);
    expect(first.body.results).toHaveLength(3);
    expect(first.body.next).toBe(`${PUBLIC_URL}/api/employer/jobs/?page_size=3&search=&page=2`);
    const second = await list('?page_size=3&page=2');
    expect(second.body.results.map((j) => j.title)).toEqual(['Steel Fabricator']);
    expect(second.body.previous).toBe(`${PUBLIC_URL}/api/employer/jobs/?page_size=3`);
    expect(second.body.next).toBeNull();
    const past = await list('?page_size=3&page=3');
    expect(past.res.statusCode).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
    const empty = await list('?search=astronaut');
    expect(empty.res.statusCode).toBe(200);
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it.each(['?page_size=101', '?page_size=0', '?page=0', '?page=abc', '?sector=abc', '?location=-1', '?min_pay=lots'])('refuses %s with 400', async (q) => {
    const { res } = await list(q);
    expect(res.statusCode).toBe(400);
  });

  it('hides closed jobs and jobs of deactivated companies, and leaves them out of every count', async () => {
    const all = (await list('?page_size=100')).body.results.map((j) => j.id);
    expect(all).not.toContain(ids.closed);
    expect(all).not.toContain(ids.hidden);
    // The hidden (deactivated) and closed welders are in Kampala, Welding & Fabrication, like the open Welder.
    const kampalaWelding = await list(`?location=${ids.kampala}&sector=${ids.welding}`);
    expect(kampalaWelding.body).toMatchObject({ count: 1, results: [{ id: ids.welder }] });
    expect((await list(`?location=${ids.kampala}`)).body.count).toBe(2);
    expect((await list('?search=welder')).body.count).toBe(1);
    expect((await list('?ordering=popular')).body.count).toBe(4);
  });
});

describe('GET /api/employer/jobs/{id}/', () => {
  const detail = (id: number | string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/employer/jobs/${id}/`, headers });

  it('answers the whole job with rich text as stored, and false/null caller fields for a visitor', async () => {
    const res = await detail(ids.welder!);
    expect(res.statusCode).toBe(200);
    const job = res.json() as JobDetail;
    expect(job).toMatchObject({
      id: ids.welder,
      title: 'Welder & Fitter',
      job_category: { id: ids.welding, name: 'Welding & Fabrication' },
      category: { id: ids.welding, name: 'Welding & Fabrication' },
      description: '<p>Fabricate gates, windows and steel structures.</p>',
      qualifications: '<ul><li>Trade test certificate</li></ul>',
      application_procedure: '<p>Apply through the portal.</p>',
      company_address: 'Plot 1, Jinja Road, Kampala',
      has_applied: false,
      is_favourite: false,
      favourite_id: null,
    });
  });

  it("tells the signed-in caller whether they applied and saved it (a cancelled application doesn't count)", async () => {
    const [fav] = await t.db.insert(favoriteJobs).values({ jobId: ids.plumber!, userId: seeker.id }).returning();
    const mine = (await detail(ids.plumber!, await authHeaders(t.tokens, seeker))).json() as JobDetail;
    expect(mine).toMatchObject({ has_applied: true, is_favourite: true, favourite_id: fav!.id });
    const visitor = (await detail(ids.plumber!)).json() as JobDetail;
    expect(visitor).toMatchObject({ has_applied: false, is_favourite: false, favourite_id: null });
    const cancelled = (await detail(ids.welder!, await authHeaders(t.tokens, other))).json() as JobDetail;
    expect(cancelled.has_applied).toBe(false);
  });

  it('still shows a closed job (is_open false) but not the job of a deactivated company', async () => {
    const closed = await detail(ids.closed!);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ is_open: false, submission_deadline: day(-1) });
    const hidden = await detail(ids.hidden!);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 400 for an id that is not a number and 404 for an unknown one; a stale token is ignored', async () => {
    expect((await detail('abc')).statusCode).toBe(400);
    expect((await detail('0')).statusCode).toBe(400);
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await detail(ids.welder!, { authorization: 'JWT not.a.token' })).statusCode).toBe(200);
  });
});

describe('GET /api/employer/job-groups/', () => {
  const groups = async (by: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/job-groups/?by=${by}` });
    return { res, body: res.json() as JobGroup[] };
  };
  const countOf = (rows: JobGroup[], name: string) => rows.find((g) => g.name === name)?.count;

  it('counts open jobs per category, every category listed (zeros too), by name, cacheable for a minute', async () => {
    const { res, body } = await groups('category');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const all = await t.db.select({ name: jobCategories.name }).from(jobCategories).orderBy(asc(jobCategories.name));
    expect(body.map((g) => g.name)).toEqual(all.map((c) => c.name));
    expect(countOf(body, 'Welding & Fabrication')).toBe(2);
    expect(countOf(body, 'Electrical Installation')).toBe(1);
    expect(countOf(body, 'Plumbing')).toBe(1);
    expect(countOf(body, 'Health Care')).toBe(0);
    expect(body.reduce((s, g) => s + g.count, 0)).toBe((await list()).body.count);
  });

  it('counts per district, city, function area and contract type', async () => {
    const location = (await groups('location')).body;
    expect(countOf(location, 'Kampala')).toBe(2);
    expect(countOf(location, 'Gulu')).toBe(2);
    expect(location.length).toBe((await t.db.select().from(districts)).length);
    expect(countOf((await groups('city')).body, 'Kampala')).toBe(1);
    expect(countOf((await groups('contract_type')).body, 'Full Time')).toBe(2);
    expect(countOf((await groups('contract_type')).body, 'Internship')).toBe(1);
    expect((await groups('function_area')).body.reduce((s, g) => s + g.count, 0)).toBe(4);
  });

  it('lists only companies with open jobs, most jobs first', async () => {
    const { body } = await groups('company');
    expect(body).toEqual([
      { id: ids.acme, name: 'Acme Steel Works', count: 2 },
      { id: ids.bright, name: 'Bright Power Ltd', count: 2 },
    ]);
  });

  it("counts open jobs matching each of the trainings' skills categories", async () => {
    const { body } = await groups('skill');
    expect(body.length).toBe((await t.db.select().from(skillsCategories)).length);
    // "Plumbing & Pipe Fitting" matches the plumber: all three words are in its text.
    expect(countOf(body, 'Plumbing & Pipe Fitting')).toBe(1);
    expect(body.every((g) => g.count >= 0)).toBe(true);
  });

  it('refuses an unknown grouping', async () => {
    const { res, body } = await groups('salary');
    expect(res.statusCode).toBe(400);
    expect(body).toHaveProperty('by');
  });
});

describe('GET /api/employer/company-directory/', () => {
  const directory = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/employer/company-directory/${query}` });
    return { res, body: res.json() as Page<CompanyCard> };
  };

  it('lists active companies by name with their categories and open job counts', async () => {
    const { res, body } = await directory();
    expect(res.statusCode).toBe(200);
    expect(body.count).toBe(2);
    expect(body.results).toEqual([
      {
        id: ids.acme,
        name: 'Acme Steel Works',
        logo: `${PUBLIC_URL}/media/logos/acme.png`,
        address: 'Plot 1, Jinja Road, Kampala',
        no_of_employees: 25,
        category: [{ id: expect.any(Number), name: 'Manufacturing' }],
        open_jobs: 2,
      },
      expect.objectContaining({ id: ids.bright, name: 'Bright Power Ltd', category: [], open_jobs: 2 }),
    ]);
  });

  it('filters by first letter (any case) and 0-9, and searches names as plain substrings', async () => {
    const owner = await createUser(t.db);
    await createCompany(t.db, owner, { name: '3D Print Hub' });
    expect((await directory('?letter=b')).body.results.map((c) => c.name)).toEqual(['Bright Power Ltd']);
    expect((await directory('?letter=A')).body.results.map((c) => c.name)).toEqual(['Acme Steel Works']);
    expect((await directory('?letter=0-9')).body.results.map((c) => c.name)).toEqual(['3D Print Hub']);
    expect((await directory('?letter=G')).body.count).toBe(0);
    expect((await directory('?search=POWER')).body.results.map((c) => c.name)).toEqual(['Bright Power Ltd']);
    expect((await directory('?search=%25')).body.count).toBe(0);
    expect((await directory('?letter=AB')).res.statusCode).toBe(400);
    expect((await directory('?page=9')).res.statusCode).toBe(404);
  });
});

describe('the anonymous answer cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers visitors from a copy for up to 5 s, while signed-in callers always get a fresh answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createUser(t.db);
    const company = await createCompany(t.db, owner, { name: 'Cached Co' });
    await createJob(t.db, company, { title: 'First' });
    const url = `?company=${company.id}`;
    const first = await list(url);
    expect(first.body.count).toBe(1);
    expect(first.res.headers['x-cache']).toBeUndefined();

    await createJob(t.db, company, { title: 'Second' });
    const cached = await list(url);
    expect(cached.res.headers['x-cache']).toBe('HIT');
    expect(cached.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.res.body).toBe(first.res.body);
    expect((await list(url, await authHeaders(t.tokens, seeker))).body.count).toBe(2);

    vi.setSystemTime(Date.now() + JOB_LIST_CACHE_MS);
    const refreshed = await list(url);
    expect(refreshed.res.headers['x-cache']).toBeUndefined();
    expect(titles(refreshed.body)).toEqual(['Second', 'First']);
    expect((await list(url)).res.headers['x-cache']).toBe('HIT');
  });

  it('keeps only 200 answers: a page that no longer exists is a 404 once the copy is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createUser(t.db);
    const company = await createCompany(t.db, owner);
    const jobsOf = [await createJob(t.db, company), await createJob(t.db, company)];
    const url = `?company=${company.id}&page_size=1&page=2`;
    expect((await list(url)).res.statusCode).toBe(200);
    await t.db.delete(jobs).where(eq(jobs.id, jobsOf[0]!.id));
    expect((await list(url)).res.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + JOB_LIST_CACHE_MS);
    expect((await list(url)).res.statusCode).toBe(404);
    expect((await list(url)).res.statusCode).toBe(404);
    expect((await list('?page_size=1000')).res.statusCode).toBe(400);
    expect((await list('?page_size=1000')).res.headers['x-cache']).toBeUndefined();
  });

  it('replays the group counts with their Cache-Control and how long the copy has been kept (Age)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A URL no earlier test asked for, so the copy's age is this test's alone.
    const url = '/api/employer/job-groups/?by=function_area&fresh=1';
    const first = await t.app.inject({ method: 'GET', url });
    vi.setSystemTime(Date.now() + 30_000);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.headers.age).toBe('30');
    expect(again.body).toBe(first.body);
    vi.setSystemTime(Date.now() + JOB_GROUPS_CACHE_MS);
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
  });
});
