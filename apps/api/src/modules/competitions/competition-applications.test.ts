import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKILLS_MESSAGES, type Paged, type SkillsApplication } from '@portal/contract';
import { notifications, profiles, skillsApplications, users } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, make, type Made, type TestUser } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { competitionCast, type CompetitionCast } from './competitions.fixtures.js';

let t: TestContext;
let cast: CompetitionCast;
type Provider = Made<'skillProvider'>;
const BASE = '/api/skills/skillsapplications/';

beforeAll(async () => {
  t = await buildTestApp();
  cast = await competitionCast(t);
  await t.db.update(users).set({ lastName: 'Nakato' }).where(eq(users.id, cast.seeker.id));
  await t.db.update(profiles).set({ phoneNumber: '+256772123456' }).where(eq(profiles.userId, cast.seeker.id));
});

const { as, call } = httpFor(() => t);
const inPortal = (p: Provider, overrides: Parameters<typeof make.competition>[2] = {}) =>
  make.competition(t.db, p, { applicationLink: null, ...overrides });
const apply = async (user: TestUser | null, competition: unknown) => call('POST', BASE, user, { competition });
/** The notifications the main provider got under `title`. */
const providerNotes = (title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, cast.provider.user.id), eq(notifications.title, title)));
const list = async (user: TestUser | null, query = '') => call('GET', `${BASE}${query}`, user);

describe('POST /api/skills/skillsapplications/', () => {
  it('applies a job seeker and notifies the provider, in one go', async () => {
    const c = await inPortal(cast.provider, { competitionTitle: 'Youth Tiling Contest' });
    const res = await apply(cast.seeker, c.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      competition: c.id,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const notes = await providerNotes('New application: Youth Tiling Contest');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      body: 'Aisha Nakato applied to Youth Tiling Contest.',
      actionLink: '/skills-applications',
      seen: false,
    });
    const detail = await call('GET', `/api/skills/skillscompetition/${c.id}/`, cast.seeker);
    expect(detail.json()).toMatchObject({ has_applied: true });
  });

  it('takes multipart too', async () => {
    const c = await inPortal(cast.provider);
    const body = multipart({ competition: c.id });
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: body.payload,
      headers: { ...body.headers, ...(await as(cast.seeker)) },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses twice, an external link, an ended competition, an unknown or hidden one and a bad id', async () => {
    const c = await inPortal(cast.provider);
    expect((await apply(cast.seeker, c.id)).statusCode).toBe(201);
    const again = await apply(cast.seeker, c.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [SKILLS_MESSAGES.alreadyApplied] });

    const external = await make.competition(t.db, cast.provider, { applicationLink: 'https://register.example.ug/x' });
    expect((await apply(cast.seeker, external.id)).json()).toEqual({
      non_field_errors: [SKILLS_MESSAGES.externalApplication],
    });
    const ended = await inPortal(cast.provider, { startDate: dbDay(-5), endDate: dbDay(-1) });
    expect((await apply(cast.seeker, ended.id)).json()).toEqual({
      non_field_errors: [SKILLS_MESSAGES.applicationsClosed],
    });
    // Ending today is still open.
    expect(
      (await apply(cast.seeker, (await inPortal(cast.provider, { startDate: dbDay(-1), endDate: dbDay(0) })).id))
        .statusCode,
    ).toBe(201);

    const gone = await make.skillProvider(t.db, { deactivated: true });
    const hidden = await inPortal(gone);
    for (const id of [hidden.id, 999_999]) {
      const res = await apply(cast.seeker, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ competition: ['This competition does not exist or has been removed.'] });
    }
    for (const bad of ['abc', -3, undefined]) {
      const res = await apply(cast.seeker, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ competition: ['Choose a competition.'] });
    }
  });

  it('lets one of two racing applications through', async () => {
    const c = await inPortal(cast.provider);
    const racer = (await make.jobSeeker(t.db)).user;
    const [a, b] = await Promise.all([apply(racer, c.id), apply(racer, c.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect((a.statusCode === 400 ? a : b).json()).toEqual({ non_field_errors: [SKILLS_MESSAGES.alreadyApplied] });
    expect(await t.db.select().from(skillsApplications).where(eq(skillsApplications.competitionId, c.id))).toHaveLength(
      1,
    );
    const notes = await providerNotes(`New application: ${c.competitionTitle}`);
    expect(notes).toHaveLength(1);
  });

  it('is for job seekers: 403 for a company or a provider, 401 for a visitor', async () => {
    const c = await inPortal(cast.provider);
    for (const user of [cast.companyUser, cast.otherProvider.user]) {
      const res = await apply(user, c.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: SKILLS_MESSAGES.seekersOnly });
    }
    expect((await apply(null, c.id)).statusCode).toBe(401);
  });
});

describe('GET /api/skills/skillsapplications/ and /{id}/', () => {
  it('lists the applications to own competitions, newest first, with the applicant; filters by competition', async () => {
    const p = await make.skillProvider(t.db, { title: 'Listing Skills Trust' });
    const c1 = await inPortal(p, { competitionTitle: 'Solar Install Cup' });
    const c2 = await inPortal(p, { competitionTitle: 'Hair Styling Cup' });
    const other = (await make.jobSeeker(t.db, { firstName: '' })).user;
    await t.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, other.id));
    const a1 = await make.skillsApplication(t.db, c1, cast.seeker, new Date(Date.now() - 3 * 86_400_000));
    const a2 = await make.skillsApplication(t.db, c2, cast.seeker, new Date(Date.now() - 86_400_000));
    const a3 = await make.skillsApplication(t.db, c1, other, new Date(Date.now() - 2 * 86_400_000));
    await make.skillsApplication(t.db, await inPortal(cast.otherProvider), cast.seeker);

    const res = await list(p.user);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<SkillsApplication>;
    expect(page.count).toBe(3);
    expect(page.results.map((a) => a.id)).toEqual([a2.id, a3.id, a1.id]);
    expect(page.results[0]).toEqual({
      id: a2.id,
      competition: c2.id,
      competition_title: 'Hair Styling Cup',
      applicant_name: 'Aisha Nakato',
      applicant_email: cast.seeker.email,
      applicant_phone: '+256772123456',
      created: new Date(a2.created).toISOString(),
    });
    expect(page.results[1]).toMatchObject({ applicant_name: other.username, applicant_phone: null });

    expect(
      ((await list(p.user, `?competition=${c1.id}`)).json() as Paged<SkillsApplication>).results.map((a) => a.id),
    ).toEqual([a3.id, a1.id]);
    expect((await list(p.user, `?competition=${c1.id}&page_size=1&page=2`)).json()).toMatchObject({
      count: 2,
      next: null,
      previous: `${PUBLIC_URL}${BASE}?competition=${c1.id}&page_size=1`,
    });
    expect((await list(p.user, '?page=3&page_size=2')).statusCode).toBe(404);
    expect((await list(p.user, '?competition=abc')).statusCode).toBe(400);
    // Another provider's competition filters to nothing.
    expect((await list(cast.otherProvider.user, `?competition=${c1.id}`)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect(
      ((await list(cast.otherProvider.user)).json() as Paged<SkillsApplication>).results.map((a) => a.competition),
    ).not.toContain(c1.id);
  });

  it('is for skills providers: 403 for a seeker or a company, 401 for a visitor', async () => {
    for (const user of [cast.seeker, cast.companyUser]) {
      const res = await list(user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: SKILLS_MESSAGES.notProvider });
    }
    expect((await list(null)).statusCode).toBe(401);
  });

  it('reads and deletes one application for its provider only; others 404, a visitor 401', async () => {
    const c = await inPortal(cast.provider, { competitionTitle: 'Carpentry Cup' });
    const a = await make.skillsApplication(t.db, c, cast.seeker);
    const url = `${BASE}${a.id}/`;
    const read = await call('GET', url, cast.provider.user);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: a.id,
      competition: c.id,
      competition_title: 'Carpentry Cup',
      applicant_name: 'Aisha Nakato',
    });
    for (const stranger of [cast.otherProvider.user, cast.seeker, cast.companyUser]) {
      expect((await call('GET', url, stranger)).statusCode).toBe(404);
      expect((await call('DELETE', url, stranger)).statusCode).toBe(404);
    }
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect((await call('GET', `${BASE}0/`, cast.provider.user)).statusCode).toBe(400);

    const del = await call('DELETE', url.slice(0, -1), cast.provider.user);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', url, cast.provider.user)).statusCode).toBe(404);
    expect((await call('GET', `/api/skills/skillscompetition/${c.id}/`, cast.seeker)).json()).toMatchObject({
      has_applied: false,
    });
  });

  it('hides the applications of a deactivated provider from them until restored', async () => {
    const p = await make.skillProvider(t.db);
    const c = await inPortal(p);
    const a = await make.skillsApplication(t.db, c, cast.seeker);
    const del = await call('DELETE', `/api/skills/skill-provider/${p.id}/`, p.user);
    expect(del.statusCode).toBe(204);
    expect((await list(p.user)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}${a.id}/`, p.user)).statusCode).toBe(404);
    const back = await call('POST', '/api/skills/skill-provider/', p.user, {
      title: 'Back again',
      location: 'Kampala',
      description: 'Restored.',
    });
    expect(back.statusCode).toBe(201);
    expect(((await list(p.user)).json() as Paged<SkillsApplication>).results.map((r) => r.id)).toEqual([a.id]);
  });
});

describe("GET and DELETE /api/skills/my-applications/: the applicant's own", () => {
  it('lists only the caller’s applications, newest first, and lets them withdraw one while the competition is open', async () => {
    const mine = (await make.jobSeeker(t.db, { firstName: 'Moses' })).user;
    const first = await inPortal(cast.provider, { competitionTitle: 'Plumbing Skills Challenge' });
    const second = await inPortal(cast.otherProvider, { competitionTitle: 'Northern Carpentry Cup' });
    // An application to a competition that has ended since.
    const ended = await inPortal(cast.provider, {
      competitionTitle: 'Last Year Welding Cup',
      startDate: dbDay(-5),
      endDate: dbDay(-1),
    });
    await t.db
      .insert(skillsApplications)
      .values({ competitionId: ended.id, userId: mine.id, created: new Date(Date.now() - 86_400_000) });
    for (const c of [first, second]) expect((await apply(mine, c.id)).statusCode).toBe(201);
    await apply(cast.seeker, first.id);

    const res = await call('GET', '/api/skills/my-applications/', mine);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<{
      id: number;
      competition: number;
      competition_title: string;
      can_withdraw: boolean;
    }>;
    expect(page.count).toBe(3);
    expect(page.results.map((a) => a.competition_title)).toEqual([
      'Northern Carpentry Cup',
      'Plumbing Skills Challenge',
      'Last Year Welding Cup',
    ]);
    expect(page.results.map((a) => a.can_withdraw)).toEqual([true, true, false]);

    // Another user cannot withdraw it (404), nor can a visitor (401); an ended one stays.
    const target = page.results[0]!;
    expect((await call('DELETE', `/api/skills/my-applications/${target.id}/`, cast.seeker)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/skills/my-applications/${target.id}/`, null)).statusCode).toBe(401);
    const closed = await call('DELETE', `/api/skills/my-applications/${page.results[2]!.id}/`, mine);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ non_field_errors: [SKILLS_MESSAGES.cannotWithdraw] });

    expect((await call('DELETE', `/api/skills/my-applications/${target.id}/`, mine)).statusCode).toBe(204);
    const after = (await call('GET', '/api/skills/my-applications/', mine)).json() as Paged<{ id: number }>;
    expect(after.results.map((a) => a.id)).not.toContain(target.id);
    // The other seeker's application is untouched.
    expect(
      (
        (await call('GET', '/api/skills/my-applications/', cast.seeker)).json() as Paged<{ competition: number }>
      ).results.map((a) => a.competition),
    ).toContain(first.id);
    expect((await call('GET', '/api/skills/my-applications/', null)).statusCode).toBe(401);
  });
});
