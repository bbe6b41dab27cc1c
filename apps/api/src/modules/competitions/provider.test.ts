import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKILLS_MESSAGES, type Competition, type Paged, type SkillProvider } from '@portal/contract';
import { skillProviders } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';

let t: TestContext;
const BASE = '/api/skills/skill-provider/';
const FIELDS = {
  title: 'Uganda Welders Guild',
  location: 'Katwe, Kampala',
  description: 'We run welding contests for young artisans.',
};

beforeAll(async () => {
  t = await buildTestApp();
});

const { call, send, groupsOf, expectDeactivated, expectOwnerOnly, sendCutOff } = httpFor(() => t);
const register = (user: TestUser | null, fields: Record<string, string> = {}) =>
  send('POST', BASE, user, { ...FIELDS, ...fields });
const ownList = async (user: TestUser | null) => call('GET', BASE, user);

describe('POST /api/skills/skill-provider/', () => {
  it('registers the provider (multipart) and gives the SkillProvider group; the own list holds it', async () => {
    const user = await make.user(t.db);
    const res = await register(user);
    expect(res.statusCode).toBe(201);
    const provider = res.json() as SkillProvider;
    expect(provider).toEqual({ id: expect.any(Number), ...FIELDS, user: user.id });
    expect(await groupsOf(user)).toContain('SkillProvider');
    expect((await ownList(user)).json()).toEqual({ count: 1, next: null, previous: null, results: [provider] });
  });

  it('takes JSON too, trimmed', async () => {
    const user = await make.user(t.db);
    const res = await call('POST', BASE, user, {
      title: '  Gulu Skills Hub ',
      location: 'Gulu',
      description: 'Tailoring contests.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Gulu Skills Hub', location: 'Gulu' });
  });

  it('refuses a second record, missing fields and over-long ones, writing nothing', async () => {
    const user = await make.user(t.db);
    expect((await register(user)).statusCode).toBe(201);
    const again = await register(user);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [SKILLS_MESSAGES.alreadyProvider] });

    const other = await make.user(t.db);
    const missing = await register(other, { title: '', location: ' ', description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      title: ['Title is required'],
      location: ['Location is required'],
      description: ['Please write a brief description about yourself'],
    });
    const long = await register(other, { title: 'x'.repeat(256), location: 'y'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      title: ['Ensure this field has no more than 255 characters.'],
      location: ['Ensure this field has no more than 255 characters.'],
    });
    expect(await t.db.select().from(skillProviders).where(eq(skillProviders.userId, other.id))).toHaveLength(0);
    expect(await groupsOf(other)).not.toContain('SkillProvider');
  });

  it('lets one of two racing first registrations through', async () => {
    const user = await make.user(t.db);
    const [a, b] = await Promise.all([register(user), register(user)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toEqual({ non_field_errors: [SKILLS_MESSAGES.alreadyProvider] });
  });

  it('needs a signed-in caller; broken multipart is a 400', async () => {
    expect((await register(null)).statusCode).toBe(401);
    expect((await ownList(null)).statusCode).toBe(401);
    const user = await make.user(t.db);
    const broken = await sendCutOff(BASE, user, 'name="title"\r\n\r\nhalf');
    expect(broken.statusCode).toBe(400);
  });
});

describe('/api/skills/skill-provider/{id}/', () => {
  it('reads, replaces and patches for the owner only; another provider, a seeker, a company and a visitor cannot', async () => {
    const owner = await make.user(t.db);
    const provider = (await register(owner)).json() as SkillProvider;
    const otherProvider = (await make.skillProvider(t.db)).user;
    const seeker = (await make.jobSeeker(t.db)).user;
    const companyUser = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, companyUser);
    const url = `${BASE}${provider.id}/`;

    expect((await call('GET', url, owner)).json()).toEqual(provider);
    expect((await call('GET', url.slice(0, -1), owner)).statusCode).toBe(200);
    await expectOwnerOnly(BASE, provider.id, [otherProvider, seeker, companyUser], {
      put: FIELDS,
      patch: { title: 'Taken' },
    });

    const patched = await call('PATCH', url, owner, { location: 'Ndeeba, Kampala' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...provider, location: 'Ndeeba, Kampala' });

    const replaced = { title: 'Welders Guild UG', location: 'Jinja', description: 'Contests in metalwork.' };
    const put = await send('PUT', url, owner, replaced);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: provider.id, ...replaced, user: owner.id });

    const badPut = await call('PUT', url, owner, { title: 'Only a title' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toEqual({
      location: ['Location is required'],
      description: ['Please write a brief description about yourself'],
    });
    const badPatch = await call('PATCH', url, owner, { description: '' });
    expect(badPatch.json()).toEqual({ description: ['Please write a brief description about yourself'] });
    expect((await call('GET', `${BASE}0/`, owner)).statusCode).toBe(400);
  });

  it('deactivates: group gone, competitions hidden, data kept; registering again restores both', async () => {
    const owner = await make.user(t.db);
    const provider = (await register(owner)).json() as SkillProvider;
    const competition = await make.competition(t.db, provider, { competitionTitle: 'Masonry Masters Contest' });
    const publicTitles = async () =>
      (
        (
          await call('GET', '/api/skills/skillscompetition/?scope=public&search=masonry', null)
        ).json() as Paged<Competition>
      ).results.map((c) => c.id);
    expect(await publicTitles()).toEqual([competition.id]);

    const del = await call('DELETE', `${BASE}${provider.id}/`, owner);
    expect(del.statusCode).toBe(204);
    expect(await groupsOf(owner)).not.toContain('SkillProvider');
    expect(await publicTitles()).toEqual([]);
    expect((await call('GET', `/api/skills/skillscompetition/${competition.id}/`, null)).statusCode).toBe(404);
    await expectDeactivated(BASE, owner, provider.id);
    // Its own competitions are out of reach too, and posting needs the record again.
    expect(
      (await call('PATCH', `/api/skills/skillscompetition/${competition.id}/`, owner, { location: 'Gulu' })).statusCode,
    ).toBe(404);
    const [kept] = await t.db.select().from(skillProviders).where(eq(skillProviders.id, provider.id));
    expect(kept?.deactivatedAt).not.toBeNull();

    const again = await register(owner, { title: 'Uganda Welders Guild (2026)' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: provider.id, title: 'Uganda Welders Guild (2026)' });
    expect(await groupsOf(owner)).toContain('SkillProvider');
    expect(await publicTitles()).toEqual([competition.id]);
    expect((await call('GET', `/api/skills/skillscompetition/${competition.id}/`, null)).json()).toMatchObject({
      provider_name: 'Uganda Welders Guild (2026)',
    });
  });
});
