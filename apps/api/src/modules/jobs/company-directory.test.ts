// Job groups, the company directory and the anonymous answer cache.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyCard, JobGroup, Paged } from '@portal/contract';
import { districts, jobCategories, jobs, skillsCategories } from '../../db/schema/index.js';
import { PUBLIC_URL } from '../../test/app.js';
import { authHeaders, make } from '../../test/factories.js';
import { VISITOR_CACHE_S } from '../../lib/response-cache.js';
import { JOB_GROUPS_CACHE_MS } from './jobs.routes.js';
import { jobListTestKit } from './employer.fixtures.js';

const kit = jobListTestKit();
const { ids, titles, list } = kit;

describe('GET /api/employer/job-groups/', () => {
  const groups = async (by: string) => {
    const res = await kit.t.app.inject({ method: 'GET', url: `/api/employer/job-groups/?by=${by}` });
    return { res, body: res.json() as JobGroup[] };
  };
  const countOf = (rows: JobGroup[], name: string) => rows.find((g) => g.name === name)?.count;

  it('counts open jobs per category, every category listed (zeros too), by name, cacheable for a minute', async () => {
    const { res, body } = await groups('category');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const all = await kit.t.db
      .select({ name: jobCategories.name })
      .from(jobCategories)
      .orderBy(asc(jobCategories.name));
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
    expect(location.length).toBe((await kit.t.db.select().from(districts)).length);
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
    expect(body.length).toBe((await kit.t.db.select().from(skillsCategories)).length);
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
    const res = await kit.t.app.inject({ method: 'GET', url: `/api/employer/company-directory/${query}` });
    return { res, body: res.json() as Paged<CompanyCard> };
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
    const owner = await make.user(kit.t.db);
    await make.company(kit.t.db, owner, { name: '3D Print Hub' });
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
    const owner = await make.user(kit.t.db);
    const company = await make.company(kit.t.db, owner, { name: 'Cached Co' });
    await make.job(kit.t.db, company, { title: 'First' });
    const url = `?company=${company.id}`;
    const first = await list(url);
    expect(first.body.count).toBe(1);
    expect(first.res.headers['x-cache']).toBeUndefined();

    await make.job(kit.t.db, company, { title: 'Second' });
    const cached = await list(url);
    expect(cached.res.headers['x-cache']).toBe('HIT');
    expect(cached.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.res.body).toBe(first.res.body);
    expect((await list(url, await authHeaders(kit.t.tokens, kit.seeker))).body.count).toBe(2);

    vi.setSystemTime(Date.now() + VISITOR_CACHE_S * 1000);
    const refreshed = await list(url);
    expect(refreshed.res.headers['x-cache']).toBeUndefined();
    expect(titles(refreshed.body)).toEqual(['Second', 'First']);
    expect((await list(url)).res.headers['x-cache']).toBe('HIT');
  });

  it('keeps only 200 answers: a page that no longer exists is a 404 once the copy is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await make.user(kit.t.db);
    const company = await make.company(kit.t.db, owner);
    const jobsOf = [await make.job(kit.t.db, company), await make.job(kit.t.db, company)];
    const url = `?company=${company.id}&page_size=1&page=2`;
    expect((await list(url)).res.statusCode).toBe(200);
    await kit.t.db.delete(jobs).where(eq(jobs.id, jobsOf[0]!.id));
    expect((await list(url)).res.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + VISITOR_CACHE_S * 1000);
    expect((await list(url)).res.statusCode).toBe(404);
    expect((await list(url)).res.statusCode).toBe(404);
    expect((await list('?page_size=0')).res.statusCode).toBe(400);
    expect((await list('?page_size=0')).res.headers['x-cache']).toBeUndefined();
  });

  it('replays the group counts with their Cache-Control and how long the copy has been kept (Age)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A URL no earlier test asked for, so the copy's age is this test's alone.
    const url = '/api/employer/job-groups/?by=function_area&fresh=1';
    const first = await kit.t.app.inject({ method: 'GET', url });
    vi.setSystemTime(Date.now() + 30_000);
    const again = await kit.t.app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.headers.age).toBe('30');
    expect(again.body).toBe(first.body);
    vi.setSystemTime(Date.now() + JOB_GROUPS_CACHE_MS);
    expect((await kit.t.app.inject({ method: 'GET', url })).headers['x-cache']).toBeUndefined();
  });
});
