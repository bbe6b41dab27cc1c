import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKILLS_MESSAGES, UPLOAD_LIMITS, type Competition, type Paged } from '@portal/contract';
import { skillsApplications, skillsCompetitions } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, isoDay, make, type TestUser } from '../../test/factories.js';
import { NOT_AN_IMAGE, PDF, PNG_1PX, type Part } from '../../test/multipart.js';
import { competitionCast, type CompetitionCast } from './competitions.fixtures.js';

let t: TestContext;
let cast: CompetitionCast;
const BASE = '/api/skills/skillscompetition/';
const png = { filename: 'logo.png', contentType: 'image/png', content: PNG_1PX };

beforeAll(async () => {
  t = await buildTestApp();
  cast = await competitionCast(t);
});

const { call, send, sendCutOff, expectOnlyOwnerChanges } = httpFor(() => t);
const form = (overrides: Record<string, Part> = {}) => ({
  competition_title: 'National Youth Welding Challenge',
  description: 'Compete for tool kits and an industrial placement.',
  guidelines: 'Bring protective wear.',
  location: 'Kampala',
  start_date: isoDay(5),
  end_date: isoDay(7),
  application_link: 'https://register.example.ug/welding',
  logo: png,
  ...overrides,
});
const post = (user: TestUser | null, overrides: Record<string, Part> = {}) => send('POST', BASE, user, form(overrides));
const mediaFile = (url: string | null) => path.join(t.mediaDir, (url ?? '').slice(`${PUBLIC_URL}/media/`.length));

describe('POST /api/skills/skillscompetition/', () => {
  it('posts a competition with its logo for the provider, answering the public shape', async () => {
    const res = await post(cast.provider.user);
    expect(res.statusCode).toBe(201);
    const c = res.json() as Competition;
    const { logo: _logo, ...fields } = form();
    // The form's fields as sent, the logo as a link to the stored picture.
    expect(c).toEqual({
      id: expect.any(Number),
      ...fields,
      logo: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/media/competitions/logos/[0-9a-f-]+\\.png$`)),
      provider_name: 'Uganda Skills Council',
      has_applied: false,
    });
    expect((await call('GET', c.logo!.slice(PUBLIC_URL.length), null)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}${c.id}/`, null)).json()).toEqual(c);
  });

  it('cleans the description and guidelines on write (they are shown as HTML)', async () => {
    const res = await post(cast.provider.user, {
      description: '<p onclick="steal()">Win a <strong>tool kit</strong></p><script>alert(1)</script>',
      guidelines: '<img src=x onerror="alert(1)"><p>Bring boots</p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      description: '<p>Win a <strong>tool kit</strong></p>',
      guidelines: '<p>Bring boots</p>',
    });
  });

  it('takes an empty application link as "apply in the portal" and JSON without a logo', async () => {
    const empty = await post(cast.provider.user, { application_link: '', competition_title: 'Bakery Skills Contest' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ application_link: null, competition_title: 'Bakery Skills Contest' });
    const { logo: _logo, application_link: _link, ...json } = form();
    const res = await call('POST', BASE, cast.provider.user, { ...json, competition_title: '  Tailoring Showcase  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ competition_title: 'Tailoring Showcase', application_link: null, logo: null });
  });

  it('enforces every rule of the form with its message', async () => {
    const bad = async (overrides: Record<string, Part>) => {
      const res = await post(cast.provider.user, overrides);
      expect(res.statusCode).toBe(400);
      return res.json() as Record<string, string[]>;
    };
    expect(
      await bad({ competition_title: '', description: '', guidelines: '', location: '', start_date: '', end_date: '' }),
    ).toEqual({
      competition_title: ['Competition title is required'],
      description: ['Enter description'],
      guidelines: ['Enter guidelines'],
      location: ['You must enter location'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
    expect(await bad({ description: 'ab', guidelines: ' x ' })).toEqual({
      description: ['Description too short'],
      guidelines: ['Guidelines too short'],
    });
    expect(await bad({ application_link: 'register here' })).toEqual({
      application_link: ['Please enter Application URL'],
    });
    expect(await bad({ application_link: 'ftp://files.example.ug/x' })).toEqual({
      application_link: ['Please enter Application URL'],
    });
    expect(await bad({ start_date: isoDay(-1), end_date: isoDay(3) })).toEqual({
      start_date: ['Start date cannot be in the past'],
    });
    expect(await bad({ start_date: isoDay(6), end_date: isoDay(5) })).toEqual({
      end_date: ['End date cannot be earlier than the start date'],
    });
    expect(await bad({ end_date: '2026-02-30' })).toEqual({ end_date: ['Enter a valid date (yyyy-MM-dd).'] });
    expect(await bad({ competition_title: 'x'.repeat(256), location: 'y'.repeat(256) })).toEqual({
      competition_title: ['Ensure this field has no more than 255 characters.'],
      location: ['Ensure this field has no more than 255 characters.'],
    });
    // A start date of today is not in the past.
    expect((await post(cast.provider.user, { start_date: isoDay(0), end_date: isoDay(0) })).statusCode).toBe(201);
  });

  it('takes only an image as the logo, within the size limit; broken multipart is a 400', async () => {
    const count = async () =>
      (
        await t.db
          .select({ id: skillsCompetitions.id })
          .from(skillsCompetitions)
          .where(eq(skillsCompetitions.providerId, cast.provider.id))
      ).length;
    const before = await count();
    const asPdf = await post(cast.provider.user, {
      logo: { filename: 'logo.pdf', contentType: 'application/pdf', content: PDF },
    });
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json()).toEqual({
      logo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    const asText = await post(cast.provider.user, {
      logo: { filename: 'logo.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    expect(asText.statusCode).toBe(400);
    expect(asText.json()).toHaveProperty('logo');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(UPLOAD_LIMITS.image + 1 - PNG_1PX.length)]);
    const tooBig = await post(cast.provider.user, {
      logo: { filename: 'big.png', contentType: 'image/png', content: big },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ logo: ['The file is too large. The limit is 2 MB.'] });
    const broken = await sendCutOff(
      BASE,
      cast.provider.user,
      'name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    );
    expect(broken.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is for skills providers: 403 for a seeker, a company and a deactivated provider; 401 for a visitor', async () => {
    const gone = await make.skillProvider(t.db, { deactivated: true });
    for (const user of [cast.seeker, cast.companyUser, gone.user]) {
      const res = await post(user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: SKILLS_MESSAGES.notProvider });
    }
    // The group alone is not enough: a record is needed.
    const groupOnly = await make.user(t.db, { groups: ['SkillProvider'] });
    expect((await post(groupOnly)).statusCode).toBe(403);
    expect((await post(null)).statusCode).toBe(401);
  });
});

describe('GET /api/skills/skillscompetition/ scope', () => {
  it('gives a provider their own competitions (ended ones too) without scope, the public list with scope=public', async () => {
    const p = await make.skillProvider(t.db, { title: 'Scope Skills Trust' });
    const mine = await make.competition(t.db, p, { competitionTitle: 'Scope Open Contest' });
    const ended = await make.competition(t.db, p, {
      competitionTitle: 'Scope Past Contest',
      startDate: dbDay(-10),
      endDate: dbDay(-8),
    });
    const theirs = await make.competition(t.db, cast.otherProvider, { competitionTitle: 'Scope Their Contest' });
    const ids = async (user: TestUser | null, query: string) => {
      const res = await call('GET', `${BASE}${query}`, user);
      expect(res.statusCode).toBe(200);
      return (res.json() as Paged<Competition>).results.map((c) => c.id);
    };
    expect(await ids(p.user, '?search=scope')).toEqual([mine.id, ended.id].sort((a, b) => b - a));
    expect(await ids(p.user, '?scope=own&search=scope&ordering=end_date')).toEqual([ended.id, mine.id]);
    expect(await ids(p.user, '?page_size=100')).not.toContain(theirs.id);
    expect((await ids(p.user, '?scope=public&search=scope')).sort()).toEqual([mine.id, theirs.id].sort());
    for (const user of [cast.seeker, cast.companyUser, null]) {
      expect((await ids(user, '?search=scope')).sort()).toEqual([mine.id, theirs.id].sort());
    }
  });

  it('answers scope=own with 403 without the group, 401 for a visitor and token_not_valid for a stale token; an unknown scope is a 400', async () => {
    const forbidden = await call('GET', `${BASE}?scope=own`, cast.seeker);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: SKILLS_MESSAGES.notProvider });
    const visitor = await call('GET', `${BASE}?scope=own`, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    // The client refreshes on token_not_valid: an expired session must not get the public list in its own table.
    const stale = await t.app.inject({
      method: 'GET',
      url: `${BASE}?scope=own`,
      headers: { authorization: 'JWT stale' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'token_not_valid' });
    const bad = await call('GET', `${BASE}?scope=mine`, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ scope: ['Choose own or public.'] });
  });

  it('says has_applied for the signed-in applicant only, in the list and the detail', async () => {
    const c = await make.competition(t.db, cast.otherProvider, {
      competitionTitle: 'Applied Plumbing Cup',
      applicationLink: null,
    });
    await make.skillsApplication(t.db, c, cast.seeker);
    const row = async (user: TestUser | null) =>
      ((await call('GET', `${BASE}?search=applied plumbing`, user)).json() as Paged<Competition>).results[0];
    expect((await row(cast.seeker))?.has_applied).toBe(true);
    expect((await row(null))?.has_applied).toBe(false);
    expect((await row(cast.companyUser))?.has_applied).toBe(false);
    expect((await call('GET', `${BASE}${c.id}/`, cast.seeker)).json()).toMatchObject({ has_applied: true });
    expect((await call('GET', `${BASE}${c.id}/`, null)).json()).toMatchObject({
      has_applied: false,
    });
  });
});

describe('/api/skills/skillscompetition/{id}/', () => {
  it('replaces (PUT) and changes (PATCH) for the owning provider only; others 404, a visitor 401', async () => {
    const created = (await post(cast.provider.user)).json() as Competition;
    const url = `${BASE}${created.id}/`;
    const { logo: _logo, ...fields } = form();
    const strangers = [cast.otherProvider.user, cast.seeker, cast.companyUser];
    await expectOnlyOwnerChanges(url, strangers, { put: fields, patch: { location: 'Gulu' } });

    const put = await send('PUT', url, cast.provider.user, {
      ...fields,
      competition_title: 'Welding Challenge 2026',
      location: 'Jinja',
      application_link: '',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      ...created,
      competition_title: 'Welding Challenge 2026',
      location: 'Jinja',
      application_link: null,
    });
    const partialPut = await send('PUT', url, cast.provider.user, { competition_title: 'Only a title' });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json()).toMatchObject({
      description: ['Enter description'],
      start_date: ['Start date is required'],
    });

    const patched = await send('PATCH', url, cast.provider.user, {
      guidelines: 'Bring your own gloves.',
      application_link: 'https://apply.example.ug/w',
    });
    expect(patched.statusCode).toBe(200);
    // What the PUT left, with the two fields changed.
    expect(patched.json()).toEqual({
      ...(put.json() as Competition),
      guidelines: 'Bring your own gloves.',
      application_link: 'https://apply.example.ug/w',
    });
    const json = await call('PATCH', url.slice(0, -1), cast.provider.user, { location: 'Mbale' });
    expect(json.json()).toMatchObject({ location: 'Mbale', guidelines: 'Bring your own gloves.' });
  });

  it('checks the dates of a PATCH against the stored ones; an old start date may stay on PUT', async () => {
    const c = await make.competition(t.db, cast.provider, { startDate: isoDay(10), endDate: isoDay(12) });
    const url = `${BASE}${c.id}/`;
    const endFirst = await send('PATCH', url, cast.provider.user, { end_date: isoDay(9) });
    expect(endFirst.statusCode).toBe(400);
    expect(endFirst.json()).toEqual({ end_date: ['End date cannot be earlier than the start date'] });
    const startLate = await send('PATCH', url, cast.provider.user, { start_date: isoDay(13) });
    expect(startLate.json()).toEqual({ end_date: ['End date cannot be earlier than the start date'] });
    const both = await send('PATCH', url, cast.provider.user, { start_date: isoDay(20), end_date: isoDay(19) });
    expect(both.json()).toEqual({ end_date: ['End date cannot be earlier than the start date'] });
    const moved = await send('PATCH', url, cast.provider.user, { start_date: isoDay(12), end_date: isoDay(14) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start_date: isoDay(12), end_date: isoDay(14) });
    const bad = await send('PATCH', url, cast.provider.user, { description: 'ab', application_link: 'nope' });
    expect(bad.json()).toEqual({
      description: ['Description too short'],
      application_link: ['Please enter Application URL'],
    });

    const running = await make.competition(t.db, cast.provider, { startDate: dbDay(-3), endDate: dbDay(2) });
    const { logo: _logo, ...fields } = form({ start_date: isoDay(-3), end_date: isoDay(2) });
    const keep = await send('PUT', `${BASE}${running.id}/`, cast.provider.user, fields);
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ start_date: isoDay(-3) });
  });

  it('replaces the logo (the old file goes after the commit) and refuses a non-image', async () => {
    const created = (await post(cast.provider.user)).json() as Competition;
    const url = `${BASE}${created.id}/`;
    expect(existsSync(mediaFile(created.logo))).toBe(true);
    const text = await send('PATCH', url, cast.provider.user, {
      logo: { filename: 'x.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    expect(text.statusCode).toBe(400);
    expect(existsSync(mediaFile(created.logo))).toBe(true);
    const replaced = await send('PATCH', url, cast.provider.user, { logo: png });
    expect(replaced.statusCode).toBe(200);
    const logo = (replaced.json() as Competition).logo;
    expect(logo).not.toBe(created.logo);
    expect(existsSync(mediaFile(logo))).toBe(true);
    expect(existsSync(mediaFile(created.logo))).toBe(false);
    // A failed write keeps the stored logo and leaves no new file behind.
    const logos = () => readdirSync(path.dirname(mediaFile(logo))).length;
    const before = logos();
    const failed = await send('PATCH', url, cast.provider.user, { end_date: '2000-01-01', logo: png });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ end_date: ['End date cannot be earlier than the start date'] });
    expect(existsSync(mediaFile(logo))).toBe(true);
    expect(logos()).toBe(before);
  });

  it('deletes for the owner with its applications and logo; then 404', async () => {
    const created = (await post(cast.provider.user, { application_link: '' })).json() as Competition;
    await make.skillsApplication(t.db, created, cast.seeker);
    const url = `${BASE}${created.id}/`;
    const del = await call('DELETE', url, cast.provider.user);
    expect(del.statusCode).toBe(204);
    expect(existsSync(mediaFile(created.logo))).toBe(false);
    expect(
      await t.db.select().from(skillsApplications).where(eq(skillsApplications.competitionId, created.id)),
    ).toHaveLength(0);
    expect((await call('GET', url, null)).statusCode).toBe(404);
    expect((await call('DELETE', url, cast.provider.user)).statusCode).toBe(404);
  });
});
