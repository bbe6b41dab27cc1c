// The public job list and a job's page: filters, ordering, paging, what visitors and signed-in users see.
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@portal/contract';
import { favoriteJobs } from '../../db/schema/index.js';
import { PUBLIC_URL } from '../../test/app.js';
import { authHeaders } from '../../test/factories.js';
import { jobListTestKit } from './employer.fixtures.js';

const kit = jobListTestKit();
const { ids, day, titles, list } = kit;

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
    expect(fabricator).toMatchObject({
      max_pay: null,
      logo: null,
      city: null,
      job_link: 'https://careers.example.ug/fabricator',
    });
    expect(body.results[2]).toMatchObject({ contract_type: null, min_pay: null, max_pay: null });
  });

  it('answers without the trailing slash too', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/employer/jobs?search=plumb' });
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
    expect(titles((await list('?min_pay=250000&max_pay=600000')).body)).toEqual([
      'Welder & Fitter',
      'Electrician Intern',
    ]);
    // At least 900k: only the Fabricator (min 1m, max not stated).
    expect(titles((await list('?min_pay=900000')).body)).toEqual(['Steel Fabricator']);
    expect(titles((await list('?max_pay=250000')).body)).toEqual(['Electrician Intern']);
    expect((await list('?min_pay=0')).body.count).toBe(3);
  });

  it('orders by deadline, pay and popularity, with ties broken by the newest id', async () => {
    expect(titles((await list('?ordering=submission_deadline')).body)).toEqual([
      'Steel Fabricator',
      'Electrician Intern',
      'Welder & Fitter',
      'Plumber',
    ]);
    expect(titles((await list('?ordering=-submission_deadline')).body)).toEqual([
      'Plumber',
      'Welder & Fitter',
      'Electrician Intern',
      'Steel Fabricator',
    ]);
    expect(titles((await list('?ordering=-max_pay')).body)).toEqual([
      'Welder & Fitter',
      'Electrician Intern',
      'Steel Fabricator',
      'Plumber',
    ]);
    expect(titles((await list('?ordering=min_pay')).body)).toEqual([
      'Electrician Intern',
      'Welder & Fitter',
      'Steel Fabricator',
      'Plumber',
    ]);
    expect(titles((await list('?ordering=posted')).body)).toEqual([
      'Steel Fabricator',
      'Plumber',
      'Electrician Intern',
      'Welder & Fitter',
    ]);
    // Plumber 2, Electrician 1, then the jobs with only cancelled applications by id, newest first.
    expect(titles((await list('?ordering=popular')).body)).toEqual([
      'Plumber',
      'Electrician Intern',
      'Steel Fabricator',
      'Welder & Fitter',
    ]);
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

  it.each([
    '?page_size=0',
    '?page_size=-5',
    '?page_size=ten',
    '?page=0',
    '?page=abc',
    '?sector=abc',
    '?location=-1',
    '?min_pay=lots',
  ])('refuses %s with 400', async (q) => {
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
  const detail = (id: number | string, headers: Record<string, string> = {}) =>
    kit.t.app.inject({ method: 'GET', url: `/api/employer/jobs/${id}/`, headers });

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
    const [fav] = await kit.t.db
      .insert(favoriteJobs)
      .values({ jobId: ids.plumber!, userId: kit.seeker.id })
      .returning();
    const mine = (await detail(ids.plumber!, await authHeaders(kit.t.tokens, kit.seeker))).json() as JobDetail;
    expect(mine).toMatchObject({ has_applied: true, is_favourite: true, favourite_id: fav!.id });
    const visitor = (await detail(ids.plumber!)).json() as JobDetail;
    expect(visitor).toMatchObject({ has_applied: false, is_favourite: false, favourite_id: null });
    const cancelled = (await detail(ids.welder!, await authHeaders(kit.t.tokens, kit.other))).json() as JobDetail;
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
