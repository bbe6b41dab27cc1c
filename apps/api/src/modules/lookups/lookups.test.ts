import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalStats } from '@portal/contract';
import { profiles, testimonials } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, TEST_CONTACT, type TestContext } from '../../test/app.js';
import { refreshPortalStats } from './lookups.service.js';
import { dbDay, make } from '../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('lookup lists', () => {
  // Names whose order is the same under any collation the database may use.
  const IN_ORDER: Record<string, string[]> = {
    'job-categories': ['Accounting & Finance', 'Administration', 'Agriculture & Agribusiness', 'Welding & Fabrication'],
    districts: ['Arua', 'Gulu', 'Kampala', 'Mbarara'],
    cities: ['Arua', 'Gulu', 'Kampala', 'Mbarara'],
    'functional-areas': ['Administration & Office Support', 'Customer Service', 'Management', 'Teaching & Instruction'],
    'marital-status': ['Divorced', 'Married', 'Separated', 'Single', 'Widowed'],
    'contract-types': ['Apprenticeship', 'Contract', 'Full Time', 'Internship', 'Part Time', 'Temporary', 'Volunteer'],
  };

  it.each(Object.keys(IN_ORDER))(
    '/api/common/%s/ answers a public array ordered by name, cacheable for an hour with an ETag',
    async (name) => {
      const res = await get(`/api/common/${name}/`);
      expect(res.statusCode).toBe(200);
      const names = (res.json() as { id: number; name: string }[]).map((r) => r.name);
      const expected = IN_ORDER[name] ?? [];
      expect(names.filter((n) => expected.includes(n))).toEqual(expected);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    },
  );

  type Translated = { id: number; name: string; names: { sw?: string; lg?: string } };

  it.each([
    ['/api/common/contract-types/', 'Full Time', { sw: 'Muda wote', lg: 'Ekiseera kyonna' }],
    ['/api/common/job-categories/', 'Plumbing', { sw: 'Ufundi bomba', lg: "Okuteeka payipu z'amazzi" }],
    ['/api/common/functional-areas/', 'Production & Operations', { sw: 'Uzalishaji na uendeshaji' }],
    ['/api/common/marital-status/', 'Widowed', { sw: 'Mjane', lg: 'Nnamwandu' }],
    ['/api/employer/categories/?page_size=100', 'Oil & Gas', { sw: 'Mafuta na gesi', lg: 'Amafuta ne ggaasi' }],
    ['/api/trainings/skillscategories/?page_size=100', 'Arts & Crafts', { sw: 'Sanaa na kazi za mikono' }],
    ['/api/careers/careerservices/?page_size=100', 'Career Guidance', { sw: 'Mwongozo wa taaluma' }],
  ])('%s gives every seeded row its names in Swahili and Luganda beside the English name', async (url, name, names) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Translated[] | { results: Translated[] };
    const rows = Array.isArray(body) ? body : body.results;
    expect(rows.find((r) => r.name === name)?.names).toMatchObject(names);
    // Every row the portal seeds has both (a row a test made itself may have none).
    const seeded = rows.filter((r) => Object.keys(r.names).length > 0);
    expect(seeded.length).toBeGreaterThan(4);
    for (const r of seeded) {
      expect(r.names.sw, r.name).toMatch(/\S/);
      expect(r.names.lg, r.name).toMatch(/\S/);
    }
  });

  it('answers districts and towns by their proper names only, without names in other languages', async () => {
    for (const url of ['/api/common/districts/', '/api/common/cities/']) {
      const [first] = (await get(url)).json() as Record<string, unknown>[];
      expect(first).not.toHaveProperty('names');
    }
  });

  it('answers 304 with no body to a matching If-None-Match (also weak, also in a list), 200 to a stale one', async () => {
    const first = await get('/api/common/districts/');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get('/api/common/districts', { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    const stale = await get('/api/common/districts/', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives each city its district id, and lists the contract types', async () => {
    const cities = (await get('/api/common/cities/')).json() as { id: number; name: string; district: number }[];
    const districts = (await get('/api/common/districts/')).json() as { id: number; name: string }[];
    const gulu = cities.find((c) => c.name === 'Gulu');
    expect(gulu).toEqual({
      id: expect.any(Number),
      name: 'Gulu',
      district: districts.find((d) => d.name === 'Gulu')?.id,
    });
    const types = ((await get('/api/common/contract-types/')).json() as { name: string }[]).map((c) => c.name);
    expect(types).toEqual(expect.arrayContaining(['Full Time', 'Internship', 'Apprenticeship']));
  });
});

describe('GET /api/common/stats/', () => {
  // What the job queue runs every minute (scheduled-tasks.ts).
  const refresh = () => refreshPortalStats(t.db);
  const stats = async () => (await get('/api/common/stats/')).json() as PortalStats;

  it('counts open jobs, upcoming trainings, open competitions, upcoming events and hiring companies, like the lists', async () => {
    // Never refreshed yet (a fresh portal): the figures are computed and stored on the way.
    const empty = await get('/api/common/stats/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ open_jobs: 0, trainings: 0, competitions: 0, events: 0, companies: 0 });
    expect(empty.headers['cache-control']).toBe('public, max-age=60');

    const a = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    const b = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    const closedOnly = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    const deactivated = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), {
      deactivatedAt: new Date(),
    });
    await make.job(t.db, a);
    await make.job(t.db, a, { submissionDeadline: isoDay(1) });
    await make.job(t.db, b);
    await make.job(t.db, b, { unpublishedAt: new Date(), unpublishReason: 'Asks applicants for a fee.' });
    await make.job(t.db, closedOnly, { submissionDeadline: isoDay(-3) });
    await make.job(t.db, deactivated);

    const trainer = await make.trainer(t.db);
    const goneTrainer = await make.trainer(t.db, { deactivated: true });
    await make.training(t.db, trainer, { date: dbDay(3) });
    await make.training(t.db, trainer, { date: dbDay(0) });
    await make.training(t.db, trainer, { date: dbDay(-1) });
    await make.training(t.db, goneTrainer);

    const provider = await make.skillProvider(t.db);
    await make.competition(t.db, provider);
    await make.competition(t.db, provider, { startDate: dbDay(-5), endDate: dbDay(-1) });
    await make.competition(t.db, await make.skillProvider(t.db, { deactivated: true }));

    await make.careerEvent(t.db, { eventDate: dbDay(2) });
    await make.careerEvent(t.db, { eventDate: dbDay(40) });
    await make.careerEvent(t.db, { eventDate: dbDay(-2) });

    await refresh();
    const figures = await stats();
    expect(figures).toEqual({ open_jobs: 3, trainings: 2, competitions: 1, events: 2, companies: 2 });
    // The same rules as the public lists.
    expect((await get('/api/employer/jobs/')).json().count).toBe(figures.open_jobs);
    expect((await get('/api/employer/job-groups/?by=company')).json()).toHaveLength(figures.companies);
    expect((await get('/api/trainings/trainings/')).json().count).toBe(figures.trainings);
    expect((await get('/api/skills/skillscompetition/')).json().count).toBe(figures.competitions);
    expect((await get('/api/careers/careerevent/')).json().count).toBe(figures.events);
  });

  it('counts a newly posted job at once; the other figures follow at the next refresh', async () => {
    await refresh();
    const before = await stats();

    const hiring = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    await make.job(t.db, hiring);
    await make.training(t.db, await make.trainer(t.db), { date: dbDay(1) });
    await make.competition(t.db, await make.skillProvider(t.db));
    await make.careerEvent(t.db, { eventDate: dbDay(1) });

    // Open jobs are read live from the search projection's tally; the stored figures are as of the last refresh.
    expect(await stats()).toEqual({ ...before, open_jobs: before.open_jobs + 1 });

    await refresh();
    expect(await stats()).toEqual({
      open_jobs: before.open_jobs + 1,
      trainings: before.trainings + 1,
      competitions: before.competitions + 1,
      events: before.events + 1,
      companies: before.companies + 1,
    });
  });
});

describe('GET /api/common/testimonials/', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    const author = await make.user(t.db, { firstName: 'Brian' });
    await t.db.update(profiles).set({ profilePic: 'profile-pics/brian.png' }).where(eq(profiles.userId, author.id));
    const rows = await t.db
      .insert(testimonials)
      .values([
        {
          user: 'Aisha N.',
          userProfilePic: 'testimonials/aisha.jpg',
          text: 'I found a tailoring job in two weeks.',
          createdAt: daysAgo(20),
        },
        { user: 'Brian O.', userId: author.id, text: 'The welding course got me hired.', createdAt: daysAgo(3) },
        { user: 'Grace A.', text: 'Hiring apprentices is easy here.', createdAt: daysAgo(10) },
      ])
      .returning();
    ids = rows.map((r) => r.id);
  });

  it('answers an array, newest first, with picture URLs (the author’s profile picture when none was saved)', async () => {
    const res = await get('/api/common/testimonials/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids[1],
        user: 'Brian O.',
        user_profile_pic: `${PUBLIC_URL}/media/profile-pics/brian.png`,
        text: 'The welding course got me hired.',
      },
      { id: ids[2], user: 'Grace A.', user_profile_pic: null, text: 'Hiring apprentices is easy here.' },
      {
        id: ids[0],
        user: 'Aisha N.',
        user_profile_pic: `${PUBLIC_URL}/media/testimonials/aisha.jpg`,
        text: 'I found a tailoring job in two weeks.',
      },
    ]);
  });

  it('answers one testimonial; 404 unknown, 400 bad id', async () => {
    expect((await get(`/api/common/testimonials/${ids[0]}`)).json()).toMatchObject({ user: 'Aisha N.' });
    expect((await get('/api/common/testimonials/99999/')).statusCode).toBe(404);
    expect((await get('/api/common/testimonials/abc/')).statusCode).toBe(400);
  });
});

describe('GET /api/common/contact/', () => {
  it("answers the portal team's configured contact to anyone", async () => {
    const res = await get('/api/common/contact/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(TEST_CONTACT);
  });
});
