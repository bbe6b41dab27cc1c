import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGE, type JobCard, type JobDetail, type Paged } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { isoDay, jobForm, lookupId, make, type jobFormLookups, type TestUser } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

let t: TestContext;
let owner: TestUser;
let rival: TestUser;
let seeker: TestUser;
let noCompany: TestUser;
let company: { id: number };
let rivalCompany: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await make.user(t.db, { groups: ['Company'] });
  rival = await make.user(t.db, { groups: ['Company'] });
  noCompany = await make.user(t.db);
  seeker = (await make.jobSeeker(t.db)).user;
  company = await make.company(t.db, owner, { name: 'Acme Steel Works' });
  rivalCompany = await make.company(t.db, rival, { name: 'Rival Fabricators' });
  Object.assign(ids, {
    kampala: await lookupId(t.db, schema.districts, 'Kampala'),
    gulu: await lookupId(t.db, schema.districts, 'Gulu'),
    kampalaCity: await lookupId(t.db, schema.cities, 'Kampala'),
    welding: await lookupId(t.db, schema.jobCategories, 'Welding & Fabrication'),
    area: await lookupId(t.db, schema.functionalAreas, 'Production & Operations'),
    fullTime: await lookupId(t.db, schema.contractTypes, 'Full Time'),
  });
});

const { as, call, expectOnlyOwnerChanges } = httpFor(() => t);
const form = (over: Record<string, unknown> = {}) => jobForm(ids as Awaited<ReturnType<typeof jobFormLookups>>, over);
const post = async (user: TestUser | null, payload: Record<string, unknown>) =>
  call('POST', '/api/employer/jobs/', user, payload);

describe('POST /api/employer/jobs/', () => {
  it("posts a job for the caller's company (JSON) and answers the detail", async () => {
    const res = await post(owner, form());
    expect(res.statusCode).toBe(201);
    const job = res.json() as JobDetail;
    expect(job).toMatchObject({
      title: 'Welder & Fitter',
      company: company.id,
      company_name: 'Acme Steel Works',
      location: { id: ids.kampala, name: 'Kampala' },
      city: { id: ids.kampalaCity },
      job_category: { id: ids.welding },
      contract_type: { name: 'Full Time' },
      min_pay: 500_000,
      max_pay: 800_000,
      job_link: null,
      is_open: true,
    });
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(200);
  });

  it('takes multipart too, with pay left out when not given', async () => {
    const body = form({ min_pay: '', max_pay: '', city: '', contract_type: '' });
    const parts = multipart(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      payload: parts.payload,
      headers: { ...parts.headers, ...(await as(owner)) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ min_pay: null, max_pay: null, city: null, contract_type: null });
  });

  it('sanitises the rich text: scripts and event handlers disappear', async () => {
    const res = await post(
      owner,
      form({ description: '<p onclick="steal()">Fabricate steel gates and windows.</p><script>alert(1)</script>' }),
    );
    expect(res.statusCode).toBe(201);
    const { description } = res.json() as JobDetail;
    expect(description).toBe('<p>Fabricate steel gates and windows.</p>');
  });

  it('is for companies only: no company → 403, a visitor → 401', async () => {
    const res = await post(noCompany, form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Create your company profile first.' });
    expect((await post(seeker, form())).statusCode).toBe(403);
    expect((await post(null, form())).statusCode).toBe(401);
  });

  const rules: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['title missing', { title: '' }, { title: ['Enter job title'] }],
    ['title short', { title: 'ab' }, { title: ['Job title too short'] }],
    ['title too long', { title: 'x'.repeat(256) }, { title: ['Enter valid job title'] }],
    ['location missing', { location: '' }, { location: ['Location is required'] }],
    ['category missing', { job_category: undefined }, { job_category: ['Job category is required'] }],
    ['function area missing', { function_area: null }, { function_area: ['Function area is required'] }],
    [
      'positions not a number',
      { available_positions: 'many' },
      { available_positions: ['Enter valid available positions'] },
    ],
    ['positions 0', { available_positions: 0 }, { available_positions: ['Enter valid available positions'] }],
    ['min pay negative', { min_pay: -5 }, { min_pay: ['Enter valid min pay'] }],
    ['max pay -2', { max_pay: -2 }, { max_pay: ['Invalid max value'] }],
    [
      'max below min',
      { min_pay: 900_000, max_pay: 100_000 },
      { max_pay: ['Maximum pay cannot be less than minimum pay'] },
    ],
    [
      'deadline yesterday',
      { submission_deadline: isoDay(-1) },
      { submission_deadline: ['Deadline date cannot be earlier than today'] },
    ],
    [
      'description of 10 characters',
      { description: '<p><b>Short text</b></p>' },
      { description: ['Job description too short. Enter at least 15 characters'] },
    ],
    [
      'description only a script',
      { description: '<script>alert("a long enough text")</script>' },
      { description: ['Enter Job Description'] },
    ],
    [
      'qualifications empty',
      { qualifications: '<p> </p>' },
      { qualifications: ['You must enter required qualifications'] },
    ],
    [
      'procedure empty',
      { application_procedure: '' },
      { application_procedure: ['You must enter application procedure'] },
    ],
    ['bad job link', { job_link: 'not a link' }, { job_link: ['Enter a valid URL.'] }],
    // Issue 28: only http(s) links, served to every client, where a script link would run in whoever follows it.
    ['javascript: job link', { job_link: 'javascript:alert(document.cookie)' }, { job_link: ['Enter a valid URL.'] }],
    ['data: job link', { job_link: 'data:text/html,<script>alert(1)</script>' }, { job_link: ['Enter a valid URL.'] }],
    ['unknown location', { location: 999_999 }, { location: ['Choose a location from the list.'] }],
    ['location 0', { location: 0 }, { location: ['Location is required'] }],
    ['unknown category', { job_category: 999_999 }, { job_category: ['Choose a job category from the list.'] }],
    ['unknown function area', { function_area: 999_999 }, { function_area: ['Choose a function area from the list.'] }],
    ['unknown contract type', { contract_type: 999_999 }, { contract_type: ['Choose a contract type from the list.'] }],
  ];
  it.each(rules)('refuses %s with its message', async (_name, over, expected) => {
    const before = await t.db.$count(schema.jobs);
    const res = await post(owner, form(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await t.db.$count(schema.jobs)).toBe(before);
  });

  // Impossible days were taken by the deadline's old check (JavaScript rolls 2099-02-31 over to March) and then refused by the database.
  it.each(['2026-02-31', '2099-02-31', '2099-04-31', '2099-13-01'])(
    'refuses the impossible deadline %s with the date message and writes nothing',
    async (day) => {
      const before = await t.db.$count(schema.jobs);
      const res = await post(owner, form({ submission_deadline: day }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ submission_deadline: [DATE_MESSAGE] });
      expect(await t.db.$count(schema.jobs)).toBe(before);
    },
  );

  it('answers the same message for an impossible day in another date field (a CV education date)', async () => {
    const before = await t.db.$count(schema.education);
    const payload = {
      school: 'Kireka TI',
      certification: 'Certificate',
      total_score: '3.5',
      grades: 'CGPA',
      start_date: '2016-02-30',
      end_date: '2018-01-01',
    };
    const res = await call('POST', '/api/job_seekers/education/', seeker, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ start_date: [DATE_MESSAGE] });
    expect(await t.db.$count(schema.education)).toBe(before);
  });

  it('refuses a city that is not in the chosen district', async () => {
    const res = await post(owner, form({ location: ids.gulu }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ city: ['Choose a city in the selected location.'] });
  });

  it('accepts max pay -1 (not stated) whatever the min pay', async () => {
    const res = await post(owner, form({ min_pay: 900_000, max_pay: -1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ min_pay: 900_000, max_pay: null });
  });
});

describe('PUT, PATCH and DELETE /api/employer/jobs/{id}/', () => {
  it('lets only the owning company change or delete a job', async () => {
    const job = await make.job(t.db, company, { title: 'Steel Fixer' });
    const url = `/api/employer/jobs/${job.id}/`;
    await expectOnlyOwnerChanges(url, [rival, seeker, noCompany], { put: form(), patch: { title: 'Hijacked' } });
    // The company's own view of the job too.
    for (const user of [rival, seeker, noCompany])
      expect((await call('GET', `/api/employer/company-jobs/${job.id}/`, user)).statusCode).toBe(404);
    expect((await call('GET', `/api/employer/company-jobs/${job.id}/`, null)).statusCode).toBe(401);
    const [stored] = await t.db.select().from(schema.jobs).where(eq(schema.jobs.id, job.id));
    expect(stored?.title).toBe('Steel Fixer');
  });

  it('PATCH merges into the stored job and checks the whole; PUT replaces it', async () => {
    const job = await make.job(t.db, company, { title: 'Steel Fixer', minPay: 400_000, maxPay: 600_000 });
    const url = `/api/employer/jobs/${job.id}/`;
    const patched = await call('PATCH', url, owner, {
      title: 'Senior Steel Fixer',
      description: '<p>Lead a crew<img src=x onerror=alert(1)> of steel fixers.</p>',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Senior Steel Fixer',
      min_pay: 400_000,
      max_pay: 600_000,
      description: '<p>Lead a crew of steel fixers.</p>',
    });
    const crossed = await call('PATCH', url, owner, { min_pay: 700_000 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ max_pay: ['Maximum pay cannot be less than minimum pay'] });
    const cleared = await call('PATCH', url, owner, { min_pay: '', max_pay: null });
    expect(cleared.json()).toMatchObject({ min_pay: null, max_pay: null });

    const put = await t.app.inject({
      method: 'PUT',
      url,
      payload: form({ title: 'Rebar Fixer' }),
      headers: await as(owner),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Rebar Fixer', min_pay: 500_000, available_positions: 3 });
    const partialPut = await call('PUT', url, owner, { title: 'Only a title' });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json()).toHaveProperty('location');

    const own = await call('GET', `/api/employer/company-jobs/${job.id}/`, owner);
    expect(own.json()).toMatchObject({ id: job.id, title: 'Rebar Fixer' });
  });

  it('keeps an unchanged past deadline on PATCH, but refuses a new past one', async () => {
    const old = await make.job(t.db, company, { title: 'Closed Welder', submissionDeadline: isoDay(-10) });
    const url = `/api/employer/jobs/${old.id}/`;
    const ok = await call('PATCH', url, owner, { available_positions: 5 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ available_positions: 5, submission_deadline: isoDay(-10), is_open: false });
    const moved = await call('PATCH', url, owner, { submission_deadline: isoDay(-2) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ submission_deadline: ['Deadline date cannot be earlier than today'] });
    const reopened = await call('PATCH', url, owner, { submission_deadline: isoDay(3) });
    expect(reopened.json()).toMatchObject({ is_open: true });
  });

  it('DELETE removes the job with its applications and saved rows', async () => {
    const job = await make.job(t.db, company);
    await t.db.insert(schema.jobApplications).values({ jobId: job.id, userId: seeker.id });
    await t.db.insert(schema.favoriteJobs).values({ jobId: job.id, userId: seeker.id });
    const res = await call('DELETE', `/api/employer/jobs/${job.id}/`, owner);
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(schema.jobApplications, eq(schema.jobApplications.jobId, job.id))).toBe(0);
    expect(await t.db.$count(schema.favoriteJobs, eq(schema.favoriteJobs.jobId, job.id))).toBe(0);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(404);
  });
});

describe('GET /api/employer/company-jobs/', () => {
  it("lists the caller's company's jobs only, closed ones too, newest first", async () => {
    const fresh = await make.user(t.db, { groups: ['Company'] });
    const mine = await make.company(t.db, fresh);
    const a = await make.job(t.db, mine, { title: 'First', posted: new Date(Date.now() - 3_600_000) });
    const closed = await make.job(t.db, mine, { title: 'Closed', submissionDeadline: isoDay(-1) });
    await make.job(t.db, rivalCompany, { title: 'Not mine' });
    const res = await call('GET', '/api/employer/company-jobs/?page_size=1', fresh);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<JobCard>;
    expect(page.count).toBe(2);
    expect(page.results.map((j) => j.id)).toEqual([closed.id]);
    expect(page.results[0]).toMatchObject({ is_open: false });
    const second = (
      await call('GET', '/api/employer/company-jobs/?page_size=1&page=2', fresh)
    ).json() as Paged<JobCard>;
    expect(second.results.map((j) => j.id)).toEqual([a.id]);
    expect((await call('GET', '/api/employer/company-jobs/?page=3&page_size=1', fresh)).statusCode).toBe(404);
    expect((await call('GET', `/api/employer/company-jobs/${closed.id}/`, fresh)).json()).toMatchObject({
      title: 'Closed',
    });
  });

  it('is empty for a seeker and 401 for a visitor', async () => {
    expect((await call('GET', '/api/employer/company-jobs/', seeker)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await call('GET', '/api/employer/company-jobs/', null)).statusCode).toBe(401);
  });
});
