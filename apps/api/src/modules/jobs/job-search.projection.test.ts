// The job search's projection (decision 006): job_search / job_search_tally kept in step with every write to jobs,
// companies and applications, in the writer's transaction. Relevance ordering: job-search.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, JobDetail, JobGroup } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { authHeaders, isoDay, lookupId, make, type TestUser } from '../../test/factories.js';
import { multipart, PNG_1PX } from '../../test/multipart.js';
import { jobSearchTestKit } from './job-search.fixtures.js';

const kit = jobSearchTestKit();
const { read, list, idsOf } = kit;
const ids: Record<string, number> = {};

/**
 * The projection is exactly what its own definition computes from jobs (job_search_rows, migration 0005), the tally
 * is exactly job_search counted per day and key, and the applications' copies agree too: nothing missing, stale or
 * extra.
 */
async function expectInStep() {
  const { rows: drift } = await kit.t.db.execute<{ job_id: number }>(sql`
    (select * from job_search except select r.* from jobs j cross join lateral job_search_rows(j) r)
    union all
    (select r.* from jobs j cross join lateral job_search_rows(j) r except select * from job_search)`);
  expect(drift).toEqual([]);
  const { rows: tallyDrift } = await kit.t.db.execute<{ dim: number }>(sql`
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
  const { rows: applications } = await kit.t.db.execute<{ id: number }>(sql`
    select a.id from job_applications a join jobs j on j.id = a.job_id where a.company_id is distinct from j.company_id`);
  expect(applications).toEqual([]);
  const { rows: applicationDrift } = await kit.t.db.execute<{ company_id: number }>(sql`
    with expected as (select company_id, status, count(*)::int as n from job_applications group by 1, 2)
    (select company_id, status, n from job_application_tally where n <> 0 except select * from expected)
    union all
    (select * from expected except select company_id, status, n from job_application_tally)`);
  expect(applicationDrift).toEqual([]);
}

beforeAll(async () => {
  Object.assign(ids, {
    kampala: await lookupId(kit.t.db, schema.districts, 'Kampala'),
    gulu: await lookupId(kit.t.db, schema.districts, 'Gulu'),
    kampalaCity: await lookupId(kit.t.db, schema.cities, 'Kampala'),
    welding: await lookupId(kit.t.db, schema.jobCategories, 'Welding & Fabrication'),
    plumbing: await lookupId(kit.t.db, schema.jobCategories, 'Plumbing'),
    area: await lookupId(kit.t.db, schema.functionalAreas, 'Production & Operations'),
    fullTime: await lookupId(kit.t.db, schema.contractTypes, 'Full Time'),
  });
});

describe('the projection stays in step', () => {
  let owner: TestUser;
  let company: Company;

  const asOwner = async () => authHeaders(kit.t.tokens, owner);
  /** Registers (or, once deactivated, restores) the owner's company through the API. */
  const register = async (name: string) => {
    const [category] = await kit.t.db.select().from(schema.companyCategories).limit(1);
    const logo = { filename: 'logo.png', contentType: 'image/png', content: PNG_1PX };
    const body = multipart({ name, category: [category!.id], no_of_employees: 9, address: 'Plot 9, Jinja Road', logo });
    const res = await kit.t.app.inject({
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
    owner = await make.user(kit.t.db);
    company = await register('Projection Boiler Co');
  });

  it('follows inserts, updates of title, category, district, pay and deadline, and deletes', async () => {
    const posted = await kit.t.app.inject({
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
      kit.t.app.inject({ method: 'PATCH', url: `/api/employer/jobs/${job}/`, payload, headers: asOwnerHeaders });
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

    const del = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/employer/jobs/${job}/`,
      headers: await asOwner(),
    });
    expect(del.statusCode).toBe(204);
    await expectInStep();
    expect(await counted(`sector=${ids.plumbing}`)).not.toContain(job);
    expect(await counted('min_pay=2900000')).toEqual([]);
    expect((await kit.t.db.execute(sql`select 1 from job_search where job_id = ${job}`)).rows).toEqual([]);
  });

  it('drops a passed deadline at once, from the rows and from every total', async () => {
    const job = await make.job(kit.t.db, company, {
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
    await kit.t.db
      .update(schema.jobs)
      .set({ submissionDeadline: isoDay(-1) })
      .where(eq(schema.jobs.id, job.id));
    await expectInStep();
    expect((await list(`location=${ids.gulu}`)).count).toBe(before - 1);
    expect(await counted('min_pay=4000000')).toEqual([]);
    expect(await idsOf('search=closing%20today')).toEqual([]);
    const groups = (await read('/api/employer/job-groups/?by=location')).json() as JobGroup[];
    expect(groups.find((g) => g.id === ids.gulu)?.count).toBe(before - 1);
  });

  it("drops a deactivated company's jobs at once and restores them when it comes back", async () => {
    const job = await make.job(kit.t.db, company, {
      title: 'Projection Boiler Inspector',
      jobCategoryId: ids.welding,
      locationId: ids.kampala,
    });
    await expectInStep();
    const total = (await list('')).count;
    const kampala = (await list(`location=${ids.kampala}`)).count;
    expect(await idsOf('search=boiler%20inspector')).toEqual([job.id]);

    const del = await kit.t.app.inject({
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
    const job = await make.job(kit.t.db, company, { title: 'Projection Card Painter', functionAreaId: ids.area });
    const card = async () => (await list(`company=${company.id}&search=card%20painter`)).results[0];
    const before = (await card())?.logo;
    const body = multipart({ logo: { filename: 'new.png', contentType: 'image/png', content: PNG_1PX } });
    const patched = await kit.t.app.inject({
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

    const [area] = await kit.t.db.select().from(schema.functionalAreas).where(eq(schema.functionalAreas.id, ids.area!));
    await kit.t.db
      .update(schema.functionalAreas)
      .set({ name: `${area!.name} (renamed)` })
      .where(eq(schema.functionalAreas.id, ids.area!));
    await expectInStep();
    expect((await card())?.function_area).toEqual({ id: ids.area, name: `${area!.name} (renamed)` });
    await kit.t.db
      .update(schema.functionalAreas)
      .set({ name: area!.name })
      .where(eq(schema.functionalAreas.id, ids.area!));
    await expectInStep();
    expect((await card())?.id).toBe(job.id);
  });

  it('counts standing applications for "popular" as they are made, cancelled and made again', async () => {
    const job = await make.job(kit.t.db, company, { title: 'Projection Popular Rigger' });
    const seekers = [await make.jobSeeker(kit.t.db), await make.jobSeeker(kit.t.db)];
    const apply = async (s: (typeof seekers)[number]) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/job_seekers/job-applications/',
        payload: { job: job.id },
        headers: await authHeaders(kit.t.tokens, s.user),
      });
    const applications = async () =>
      (
        await kit.t.db.execute<{ applications: number }>(
          sql`select applications from job_search where job_id = ${job.id}`,
        )
      ).rows[0]?.applications;
    const first = await apply(seekers[0]!);
    expect(first.statusCode).toBe(201);
    expect((await apply(seekers[1]!)).statusCode).toBe(201);
    expect(await applications()).toBe(2);
    expect((await list(`company=${company.id}&ordering=popular`)).results[0]?.id).toBe(job.id);
    const cancel = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/job_seekers/job-applications/${(first.json() as { id: number }).id}/`,
      payload: { status: 'Cancelled' },
      headers: await authHeaders(kit.t.tokens, seekers[0]!.user),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await applications()).toBe(1);
    expect((await apply(seekers[0]!)).statusCode).toBe(201);
    expect(await applications()).toBe(2);
    await expectInStep();
  });

  it('keeps bulk writes in step too: many rows in one statement, a renamed company, a job moved by hand', async () => {
    const other = await make.company(kit.t.db, await make.user(kit.t.db), { name: 'Bulk Movers' });
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
    await kit.t.db.insert(schema.jobs).values(rows);
    await expectInStep();
    // The documents were written out of the rows (the filler of migration 0005 got them there).
    const { rows: toast } = await kit.t.db.execute<{ bytes: number }>(sql`
      select pg_relation_size(c.reltoastrelid) as bytes from pg_class c where c.relname = 'job_search'`);
    expect(toast[0]?.bytes).toBeGreaterThan(0);
    await kit.t.db
      .update(schema.jobs)
      .set({ submissionDeadline: isoDay(3) })
      .where(eq(schema.jobs.companyId, other.id));
    await expectInStep();
    expect((await list(`company=${other.id}`)).count).toBe(25);
    await kit.t.db.update(schema.companies).set({ name: 'Bulk Shifters' }).where(eq(schema.companies.id, other.id));
    await expectInStep();
    expect((await list(`search=shifters&company=${other.id}`)).count).toBe(25);
    const [moved] = await kit.t.db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .where(eq(schema.jobs.companyId, other.id))
      .limit(1);
    await kit.t.db.update(schema.jobs).set({ companyId: company.id }).where(eq(schema.jobs.id, moved!.id));
    await expectInStep();
    expect(await idsOf(`company=${company.id}&search=bulk`)).toEqual([moved!.id]);
    await kit.t.db.delete(schema.companies).where(eq(schema.companies.id, other.id));
    await expectInStep();
    expect((await list(`company=${other.id}`)).count).toBe(0);
  });
});
