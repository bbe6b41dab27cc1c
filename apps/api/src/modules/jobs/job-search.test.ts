// The job search over its projection (decision 006): relevance ordering, and job_search / job_search_tally kept in
// step with every write to jobs, companies and applications, in the writer's transaction. Lists are read signed in,
// so no answer comes from the 5 s visitors' cache.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, JobCard, JobDetail, JobGroup } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { authHeaders, isoDay, lookupId, make, type TestUser } from '../../test/factories.js';
import { multipart, PNG_1PX } from '../../test/multipart.js';

let t: TestContext;
let reader: Record<string, string>;
const ids: Record<string, number> = {};

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/employer/jobs/?${query}`, headers: reader });
  expect(res.statusCode).toBe(200);
  return res.json() as Page<JobCard>;
}
const idsOf = async (query: string) => (await list(query)).results.map((j) => j.id);

/**
 * The projection is exactly what its own definition computes from jobs (job_search_rows, migration 0005), the tally
 * is exactly job_search counted per day and key, and the applications' copies agree too: nothing missing, stale or
 * extra.
 */
async function expectInStep() {
  const { rows: drift } = await t.db.execute<{ job_id: number }>(sql`
    (select * from job_search except select r.* from jobs j cross join lateral job_search_rows(j) r)
    union all
    (select r.* from jobs j cross join lateral job_search_rows(j) r except select * from job_search)`);
  expect(drift).toEqual([]);
  const { rows: tallyDrift } = await t.db.execute<{ dim: number }>(sql`
    with expected as (
      select k.dim, k.key, s.deadline, count(*)::int as n from job_search s
        cross join lateral job_search_tally_keys(s.category_id, s.district_id, s.city_id, s.function_area_id, s.contract_type_id, s.pay_high, s.pay_low) k
       group by 1, 2, 3
    )
    (select dim, key, deadline, n from job_search_tally where n <> 0 except select * from expected)
    union all
    (select * from expected except select dim, key, deadline, n from job_search_tally)`);
  expect(tallyDrift).toEqual([]);
  // Applications carry their job's company, and are counted per company and status.
  const { rows: applications } = await t.db.execute<{ id: number }>(sql`
    select a.id from job_applications a join jobs j on j.id = a.job_id where a.company_id is distinct from j.company_id`);
  expect(applications).toEqual([]);
  const { rows: applicationDrift } = await t.db.execute<{ company_id: number }>(sql`
    with expected as (select company_id, status, count(*)::int as n from job_applications group by 1, 2)
    (select company_id, status, n from job_application_tally where n <> 0 except select * from expected)
    union all
    (select * from expected except select company_id, status, n from job_application_tally)`);
  expect(applicationDrift).toEqual([]);
}

beforeAll(async () => {
  t = await buildTestApp();
  Object.assign(ids, {
    kampala: await lookupId(t.db, schema.districts, 'Kampala'),
    gulu: await lookupId(t.db, schema.districts, 'Gulu'),
    kampalaCity: await lookupId(t.db, schema.cities, 'Kampala'),
    welding: await lookupId(t.db, schema.jobCategories, 'Welding & Fabrication'),
    plumbing: await lookupId(t.db, schema.jobCategories, 'Plumbing'),
    area: await lookupId(t.db, schema.functionalAreas, 'Production & Operations'),
    fullTime: await lookupId(t.db, schema.contractTypes, 'Full Time'),
  });
  reader = await authHeaders(t.tokens, await make.user(t.db));
});

describe('relevance', () => {
  let company: { id: number };
  const j: Record<string, number> = {};

  beforeAll(async () => {
    company = await make.company(t.db, await make.user(t.db), { name: 'Relevance Works' });
    const post = async (
      key: string,
      title: string,
      minutes: number,
      description = '<p>Gates, windows and roof trusses.</p>',
    ) => {
      j[key] = (await make.job(t.db, company, { title, description, posted: ago(minutes) })).id;
    };
    // Newest last in relevance: the job that only mentions the words is the newest of all.
    await post('exact', 'Metal Fabricator', 50);
    await post('longer', 'Senior Metal Fabricator', 40);
    await post('partial', 'Steel Fabricator', 30, '<p>Cut and join metal sheets.</p>');
    await post('mention', 'Welder', 10, '<p>Works beside our metal fabricator team.</p>');
    await post('exact2', 'Metal Fabricator', 60);
    await post('other', 'Plumber', 5, '<p>Pipes and taps.</p>');
  });

  const scoped = (q: string) => `company=${company.id}&${q}`;

  it('puts the exact title first, then titles the words cover less of, then titles with some words, then mentions', async () => {
    expect(await idsOf(scoped('search=metal%20fabricator'))).toEqual([
      j.exact,
      j.exact2,
      j.longer,
      j.partial,
      j.mention,
    ]);
    // Case and word order do not matter; ties go to the newest.
    expect(await idsOf(scoped('search=Fabricator%20METAL&ordering=relevance'))).toEqual([
      j.exact,
      j.exact2,
      j.longer,
      j.partial,
      j.mention,
    ]);
    expect((await list(scoped('search=metal%20fabricator'))).count).toBe(5);
  });

  it('ranks by word prefixes as the search matches them', async () => {
    // "fabric" matches every Fabricator title: the two-word titles first (newest first), then the three-word one.
    expect(await idsOf(scoped('search=fabric'))).toEqual([j.partial, j.exact, j.exact2, j.longer, j.mention]);
  });

  it('is the default only when something is searched; an explicit ordering still wins', async () => {
    expect(await idsOf(scoped('search=metal%20fabricator&ordering=-posted'))).toEqual([
      j.mention,
      j.partial,
      j.longer,
      j.exact,
      j.exact2,
    ]);
    const newest = [j.other, j.mention, j.partial, j.longer, j.exact, j.exact2];
    expect(await idsOf(scoped(''))).toEqual(newest);
    // Without searchable words relevance is newest first: no words, only symbols, only stop words.
    expect(await idsOf(scoped('ordering=relevance'))).toEqual(newest);
    expect(await idsOf(scoped('search=%21%21%21'))).toEqual(newest);
    expect(await idsOf(scoped('search=the&ordering=relevance'))).toEqual(newest);
  });

  it('pages through the relevance order without repeating or skipping a job', async () => {
    const all = await idsOf(scoped('search=metal%20fabricator'));
    const paged = [
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2'))),
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2&page=2'))),
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2&page=3'))),
    ];
    expect(paged).toEqual(all);
    expect((await list(scoped('search=metal%20fabricator&page_size=2&page=3'))).next).toBeNull();
  });
});

describe('the projection stays in step', () => {
  let owner: TestUser;
  let company: Company;

  const asOwner = async () => authHeaders(t.tokens, owner);
  /** Registers (or, once deactivated, restores) the owner's company through the API. */
  const register = async (name: string) => {
    const [category] = await t.db.select().from(schema.companyCategories).limit(1);
    const logo = { filename: 'logo.png', contentType: 'image/png', content: PNG_1PX };
    const body = multipart({ name, category: [category!.id], no_of_employees: 9, address: 'Plot 9, Jinja Road', logo });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employer/companies/',
      payload: body.payload,
      headers: { ...body.headers, ...(await asOwner()) },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Company;
  };
  const form = (over: Record<string, unknown> = {}) => ({
    title: 'Projection Boilermaker',
    location: ids.kampala,
    city: ids.kampalaCity,
    job_category: ids.welding,
    function_area: ids.area,
    contract_type: ids.fullTime,
    available_positions: 1,
    min_pay: 700_000,
    max_pay: 900_000,
    submission_deadline: isoDay(20),
    description: '<p>Build and repair boilers and pressure vessels.</p>',
    qualifications: '<ul><li>Trade test certificate</li></ul>',
    application_procedure: '<p>Apply through the portal.</p>',
    ...over,
  });
  const counted = async (query: string) => {
    const page = await list(`${query}&page_size=100`);
    // The total (tallied or counted) agrees with the rows it totals.
    expect(page.count).toBe(page.results.length);
    return page.results.map((r) => r.id);
  };

  beforeAll(async () => {
    owner = await make.user(t.db);
    company = await register('Projection Boiler Co');
  });

  it('follows inserts, updates of title, category, district, pay and deadline, and deletes', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      payload: form(),
      headers: await asOwner(),
    });
    expect(posted.statusCode).toBe(201);
    const job = (posted.json() as JobDetail).id;
    await expectInStep();
    expect(await counted('search=boilermaker')).toEqual([job]);
    expect(await counted(`sector=${ids.welding}`)).toContain(job);
    expect(await counted(`location=${ids.kampala}`)).toContain(job);
    expect(await counted('min_pay=850000&max_pay=2000000')).toContain(job);

    const asOwnerHeaders = await asOwner();
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/employer/jobs/${job}/`, payload, headers: asOwnerHeaders });
    expect((await patch({ title: 'Projection Pipe Welder' })).statusCode).toBe(200);
    await expectInStep();
    expect(await counted('search=boilermaker')).toEqual([]);
    expect(await idsOf('search=pipe%20welder')).toContain(job);
    expect((await list('search=projection%20pipe%20welder')).results[0]?.id).toBe(job);

    expect((await patch({ job_category: ids.plumbing, location: ids.gulu, city: '' })).statusCode).toBe(200);
    await expectInStep();
    expect(await counted(`sector=${ids.welding}`)).not.toContain(job);
    expect(await counted(`sector=${ids.plumbing}`)).toContain(job);
    expect(await counted(`location=${ids.kampala}`)).not.toContain(job);
    expect(await counted(`location=${ids.gulu}`)).toContain(job);
    expect(await counted(`sector=${ids.plumbing}&location=${ids.gulu}`)).toEqual([job]);
    expect(await counted('city=kampala')).not.toContain(job);

    expect((await patch({ min_pay: 2_500_000, max_pay: 3_000_000 })).statusCode).toBe(200);
    await expectInStep();
    expect(await counted('min_pay=850000&max_pay=2000000')).not.toContain(job);
    expect(await counted('min_pay=2900000')).toEqual([job]);
    expect(await counted('max_pay=2600000&min_pay=2600000')).toEqual([job]);
    expect((await list(`company=${company.id}&ordering=-max_pay`)).results[0]).toMatchObject({
      id: job,
      max_pay: 3_000_000,
    });

    expect((await patch({ submission_deadline: isoDay(0) })).statusCode).toBe(200);
    await expectInStep();
    expect(await counted('ordering=submission_deadline')).toContain(job);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/employer/jobs/${job}/`, headers: await asOwner() });
    expect(del.statusCode).toBe(204);
    await expectInStep();
    expect(await counted(`sector=${ids.plumbing}`)).not.toContain(job);
    expect(await counted('min_pay=2900000')).toEqual([]);
    expect((await t.db.execute(sql`select 1 from job_search where job_id = ${job}`)).rows).toEqual([]);
  });

  it('drops a passed deadline at once, from the rows and from every total', async () => {
    const job = await make.job(t.db, company, {
      title: 'Projection Closing Today',
      submissionDeadline: isoDay(0),
      locationId: ids.gulu,
      minPay: 4_100_000,
      maxPay: 4_200_000,
    });
    await expectInStep();
    const before = (await list(`location=${ids.gulu}`)).count;
    expect(await counted('min_pay=4000000')).toEqual([job.id]);
    // The day after its deadline (moved back by hand: the clock stays where it is).
    await t.db
      .update(schema.jobs)
      .set({ submissionDeadline: isoDay(-1) })
      .where(eq(schema.jobs.id, job.id));
    await expectInStep();
    expect((await list(`location=${ids.gulu}`)).count).toBe(before - 1);
    expect(await counted('min_pay=4000000')).toEqual([]);
    expect(await idsOf('search=closing%20today')).toEqual([]);
    const groups = (
      await t.app.inject({ method: 'GET', url: '/api/employer/job-groups/?by=location', headers: reader })
    ).json() as JobGroup[];
    expect(groups.find((g) => g.id === ids.gulu)?.count).toBe(before - 1);
  });

  it("drops a deactivated company's jobs at once and restores them when it comes back", async () => {
    const job = await make.job(t.db, company, {
      title: 'Projection Boiler Inspector',
      jobCategoryId: ids.welding,
      locationId: ids.kampala,
    });
    await expectInStep();
    const total = (await list('')).count;
    const kampala = (await list(`location=${ids.kampala}`)).count;
    expect(await idsOf('search=boiler%20inspector')).toEqual([job.id]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/employer/companies/${company.id}/`,
      headers: await asOwner(),
    });
    expect(del.statusCode).toBe(204);
    await expectInStep();
    expect(await idsOf('search=boiler%20inspector')).toEqual([]);
    expect((await list('')).count).toBe(total - 1);
    expect((await list(`location=${ids.kampala}`)).count).toBe(kampala - 1);
    expect(await counted(`company=${company.id}`)).toEqual([]);

    expect((await register('Projection Boilers Restored')).id).toBe(company.id);
    await expectInStep();
    expect(await idsOf('search=boiler%20inspector')).toEqual([job.id]);
    // Renamed on the way back: found under its new name.
    expect(await idsOf('search=restored%20inspector')).toEqual([job.id]);
    expect((await list('')).count).toBe(total);
    expect((await list(`location=${ids.kampala}`)).count).toBe(kampala);
  });

  it('rewrites the cards when the company changes its logo or a lookup is renamed', async () => {
    const job = await make.job(t.db, company, { title: 'Projection Card Painter', functionAreaId: ids.area });
    const card = async () => (await list(`company=${company.id}&search=card%20painter`)).results[0];
    const before = (await card())?.logo;
    const body = multipart({ logo: { filename: 'new.png', contentType: 'image/png', content: PNG_1PX } });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/companies/${company.id}/`,
      payload: body.payload,
      headers: { ...body.headers, ...(await asOwner()) },
    });
    expect(patched.statusCode).toBe(200);
    await expectInStep();
    const logo = (patched.json() as Company).logo;
    expect(logo).not.toBe(before);
    expect((await card())?.logo).toBe(logo);

    const [area] = await t.db.select().from(schema.functionalAreas).where(eq(schema.functionalAreas.id, ids.area!));
    await t.db
      .update(schema.functionalAreas)
      .set({ name: `${area!.name} (renamed)` })
      .where(eq(schema.functionalAreas.id, ids.area!));
    await expectInStep();
    expect((await card())?.function_area).toEqual({ id: ids.area, name: `${area!.name} (renamed)` });
    await t.db.update(schema.functionalAreas).set({ name: area!.name }).where(eq(schema.functionalAreas.id, ids.area!));
    await expectInStep();
    expect((await card())?.id).toBe(job.id);
  });

  it('counts standing applications for "popular" as they are made, cancelled and made again', async () => {
    const job = await make.job(t.db, company, { title: 'Projection Popular Rigger' });
    const seekers = [await make.jobSeeker(t.db), await make.jobSeeker(t.db)];
    const apply = async (s: (typeof seekers)[number]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/job_seekers/job-applications/',
        payload: { job: job.id },
        headers: await authHeaders(t.tokens, s.user),
      });
    const applications = async () =>
      (await t.db.execute<{ applications: number }>(sql`select applications from job_search where job_id = ${job.id}`))
        .rows[0]?.applications;
    const first = await apply(seekers[0]!);
    expect(first.statusCode).toBe(201);
    expect((await apply(seekers[1]!)).statusCode).toBe(201);
    expect(await applications()).toBe(2);
    expect((await list(`company=${company.id}&ordering=popular`)).results[0]?.id).toBe(job.id);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/job_seekers/job-applications/${(first.json() as { id: number }).id}/`,
      payload: { status: 'Cancelled' },
      headers: await authHeaders(t.tokens, seekers[0]!.user),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await applications()).toBe(1);
    expect((await apply(seekers[0]!)).statusCode).toBe(201);
    expect(await applications()).toBe(2);
    await expectInStep();
  });

  it('keeps bulk writes in step too: many rows in one statement, a renamed company, a job moved by hand', async () => {
    const other = await make.company(t.db, await make.user(t.db), { name: 'Bulk Movers' });
    const rows = Array.from({ length: 25 }, (_, i) => ({
      companyId: other.id,
      title: `Bulk Job ${i}`,
      jobCategoryId: i % 2 ? ids.welding! : ids.plumbing!,
      functionAreaId: ids.area!,
      locationId: i % 3 ? ids.kampala! : ids.gulu!,
      description: '<p>One of many jobs loaded at once.</p>',
      qualifications: '<p>None.</p>',
      applicationProcedure: '<p>Apply.</p>',
      availablePositions: 1,
      minPay: 100_000 * i,
      maxPay: i % 4 ? 100_000 * i + 50_000 : -1,
      submissionDeadline: isoDay((i % 5) - 1),
    }));
    await t.db.insert(schema.jobs).values(rows);
    await expectInStep();
    // The documents were written out of the rows (the filler of migration 0005 got them there).
    const { rows: toast } = await t.db.execute<{ bytes: number }>(sql`
      select pg_relation_size(c.reltoastrelid) as bytes from pg_class c where c.relname = 'job_search'`);
    expect(toast[0]?.bytes).toBeGreaterThan(0);
    await t.db
      .update(schema.jobs)
      .set({ submissionDeadline: isoDay(3) })
      .where(eq(schema.jobs.companyId, other.id));
    await expectInStep();
    expect((await list(`company=${other.id}`)).count).toBe(25);
    await t.db.update(schema.companies).set({ name: 'Bulk Shifters' }).where(eq(schema.companies.id, other.id));
    await expectInStep();
    expect((await list(`search=shifters&company=${other.id}`)).count).toBe(25);
    const [moved] = await t.db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .where(eq(schema.jobs.companyId, other.id))
      .limit(1);
    await t.db.update(schema.jobs).set({ companyId: company.id }).where(eq(schema.jobs.id, moved!.id));
    await expectInStep();
    expect(await idsOf(`company=${company.id}&search=bulk`)).toEqual([moved!.id]);
    await t.db.delete(schema.companies).where(eq(schema.companies.id, other.id));
    await expectInStep();
    expect((await list(`company=${other.id}`)).count).toBe(0);
  });
});
