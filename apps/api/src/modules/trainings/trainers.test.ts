import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAINER_MESSAGES, type Paged, type Trainer, type TrainerDashboard, type Training } from '@portal/contract';
import { skillsCategories, trainers } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { dbDay, make, type TestUser } from '../../test/factories.js';
import type { Part } from '../../test/multipart.js';

let t: TestContext;
let categoryIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  categoryIds = (
    await t.db.select({ id: skillsCategories.id }).from(skillsCategories).orderBy(skillsCategories.id).limit(2)
  ).map((c) => c.id);
});

const { call, send, groupsOf, expectDeactivated, expectOwnerOnly, sendCutOff } = httpFor(() => t);
const register = (user: TestUser | null, fields: Record<string, Part | Part[]> = {}) =>
  send('POST', '/api/trainings/trainers/', user, {
    skill_category: categoryIds,
    address: 'Plot 7, Mbarara Road',
    ...fields,
  });
const publicTitles = async () =>
  (
    (await call('GET', '/api/trainings/trainings/?scope=public&page_size=100', null)).json() as Paged<Training>
  ).results.map((r) => r.title);

describe('GET /api/trainings/skillscategories/', () => {
  it('lists skills categories by name for anyone, up to 100 a page', async () => {
    const res = await call('GET', '/api/trainings/skillscategories/?page_size=100', null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Paged<{ id: number; name: string }>;
    const all = await t.db.select().from(skillsCategories);
    expect(body.count).toBe(all.length);
    expect(body.count).toBeGreaterThan(0);
    // With its names in Swahili and Luganda beside the English (decision 027).
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      names: { sw: expect.any(String), lg: expect.any(String) },
    });
    const names = body.results.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call('GET', '/api/trainings/skillscategories?page_size=1', null)).json()).toMatchObject({
      count: all.length,
      results: [{ name: names[0] }],
    });
    expect((await call('GET', '/api/trainings/skillscategories/?page_size=101', null)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/trainings/skillscategories/',
          headers: { authorization: 'JWT stale' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/trainings/trainers/', () => {
  it('registers the trainer with their categories and gives the Trainer group', async () => {
    const user = await make.user(t.db);
    expect(await groupsOf(user)).not.toContain('Trainer');
    const res = await register(user);
    expect(res.statusCode).toBe(201);
    const trainer = res.json() as Trainer;
    expect(trainer).toMatchObject({ id: expect.any(Number), address: 'Plot 7, Mbarara Road', user: user.id });
    expect(trainer.skill_category.map((c) => c.id).sort()).toEqual([...categoryIds].sort());
    expect(trainer.skill_category[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(await groupsOf(user)).toContain('Trainer');
    const list = (await call('GET', '/api/trainings/trainers/', user)).json() as Paged<Trainer>;
    expect(list).toEqual({ count: 1, next: null, previous: null, results: [trainer] });
  });

  it('takes JSON too, and one category repeated counts once', async () => {
    const user = await make.user(t.db);
    const res = await call('POST', '/api/trainings/trainers', user, {
      skill_category: [categoryIds[0], categoryIds[0]],
      address: '  Gulu  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ address: 'Gulu', skill_category: [{ id: categoryIds[0] }] });
  });

  it('refuses a second trainer record, unknown categories, missing and over-long fields; nothing half-written', async () => {
    const user = await make.user(t.db);
    expect((await register(user)).statusCode).toBe(201);
    const again = await register(user);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [TRAINER_MESSAGES.alreadyTrainer] });

    const other = await make.user(t.db);
    const unknown = await register(other, { skill_category: [categoryIds[0]!, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ skill_category: [TRAINER_MESSAGES.noSuchCategory] });
    const huge = await register(other, { skill_category: ['99999999999'] });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['skill_category']);
    const notNumber = await register(other, { skill_category: ['abc'] });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toEqual({ skill_category: ['A valid integer is required.'] });
    const missing = await register(other, { skill_category: [], address: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      skill_category: ['Choose at least one skill category'],
      address: ['Address is required'],
    });
    const long = await register(other, { address: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ address: ['Ensure this field has no more than 255 characters.'] });
    expect((await register(other, { address: 'x'.repeat(255) })).statusCode).toBe(201);
    const third = await make.user(t.db);
    await register(third, { skill_category: [999_999] });
    expect(await t.db.select().from(trainers).where(eq(trainers.userId, third.id))).toHaveLength(0);
    expect(await groupsOf(third)).not.toContain('Trainer');
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const user = await make.user(t.db);
    const res = await sendCutOff('/api/trainings/trainers/', user, 'name="address"\r\n\r\nPlot');
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    expect((await register(null)).statusCode).toBe(401);
    expect((await call('GET', '/api/trainings/trainers/', null)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/trainings/trainers/', headers: { authorization: 'JWT stale' } })
      ).json(),
    ).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('/api/trainings/trainers/{id}/', () => {
  it('reads, replaces and patches for the owner only; another trainer, a seeker, a company and a visitor cannot', async () => {
    const owner = await make.user(t.db);
    const trainer = (await register(owner)).json() as Trainer;
    const otherTrainer = (await make.trainer(t.db)).user;
    const seeker = (await make.jobSeeker(t.db)).user;
    const employer = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, employer);
    const url = `/api/trainings/trainers/${trainer.id}/`;

    expect((await call('GET', url, owner)).json()).toEqual(trainer);
    await expectOwnerOnly('/api/trainings/trainers/', trainer.id, [otherTrainer, seeker, employer], {
      put: { skill_category: [categoryIds[0]], address: 'Taken' },
      patch: { address: 'Taken' },
    });
    expect((await call('GET', '/api/trainings/trainers/999999/', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/trainings/trainers/abc/', owner)).statusCode).toBe(400);

    const patched = await call('PATCH', url, owner, { address: 'Plot 9, Nakawa' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...trainer, address: 'Plot 9, Nakawa' });
    const patchedCats = await call('PATCH', url, owner, { skill_category: [categoryIds[1]] });
    expect(patchedCats.json()).toMatchObject({ address: 'Plot 9, Nakawa', skill_category: [{ id: categoryIds[1] }] });
    const emptyPatch = await call('PATCH', url, owner, { skill_category: [] });
    expect(emptyPatch.statusCode).toBe(400);
    expect(emptyPatch.json()).toEqual({ skill_category: ['Choose at least one skill category'] });
    const badPatch = await call('PATCH', url, owner, { skill_category: [999_999] });
    expect(badPatch.json()).toEqual({ skill_category: [TRAINER_MESSAGES.noSuchCategory] });

    const put = await send('PUT', url, owner, { skill_category: [categoryIds[0]!], address: 'Plot 1, Jinja' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: trainer.id,
      address: 'Plot 1, Jinja',
      skill_category: [{ id: categoryIds[0] }],
    });
    const badPut = await call('PUT', url, owner, { address: 'Plot 1, Jinja' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toEqual({ skill_category: ['Choose at least one skill category'] });
    const longPut = await call('PATCH', url, owner, { address: 'y'.repeat(256) });
    expect(longPut.json()).toEqual({ address: ['Ensure this field has no more than 255 characters.'] });
  });

  it('deactivates: group gone, trainings hidden, data kept; registering again restores both', async () => {
    const owner = await make.user(t.db);
    const trainer = (await register(owner)).json() as Trainer;
    const training = await make.training(t.db, trainer, { title: 'Motorcycle Repair Intake' });
    expect(await publicTitles()).toContain('Motorcycle Repair Intake');

    const del = await call('DELETE', `/api/trainings/trainers/${trainer.id}/`, owner);
    expect(del.statusCode).toBe(204);
    expect(await groupsOf(owner)).not.toContain('Trainer');
    expect(await publicTitles()).not.toContain('Motorcycle Repair Intake');
    expect((await call('GET', `/api/trainings/trainings/${training.id}/`, null)).statusCode).toBe(404);
    await expectDeactivated('/api/trainings/trainers/', owner, trainer.id);
    // No longer a trainer: the shared list path answers the public list, and own trainings are out of reach.
    const list = (await call('GET', '/api/trainings/trainings/', owner)).json() as Paged<Training>;
    expect(list.results.map((r) => r.id)).not.toContain(training.id);
    expect((await call('PATCH', `/api/trainings/trainings/${training.id}/`, owner, { title: 'X' })).statusCode).toBe(
      404,
    );
    const [kept] = await t.db.select().from(trainers).where(eq(trainers.id, trainer.id));
    expect(kept?.deactivatedAt).not.toBeNull();

    const again = await register(owner, { address: 'Plot 2, Gulu', skill_category: [categoryIds[1]!] });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: trainer.id,
      address: 'Plot 2, Gulu',
      skill_category: [{ id: categoryIds[1] }],
    });
    expect(await groupsOf(owner)).toContain('Trainer');
    expect(await publicTitles()).toContain('Motorcycle Repair Intake');
    expect((await call('GET', `/api/trainings/trainings/${training.id}/`, null)).statusCode).toBe(200);
  });
});

describe('GET /api/trainings/trainer-dashboard/', () => {
  it("counts the caller's trainings, upcoming and past, the places offered and the next training", async () => {
    const trainer = await make.trainer(t.db);
    await make.training(t.db, trainer, { title: 'Later', date: dbDay(9), maxNoParticipants: 20 });
    const soon = await make.training(t.db, trainer, {
      title: 'Today',
      date: dbDay(0),
      time: '07:00:00',
      maxNoParticipants: 12,
    });
    await make.training(t.db, trainer, { title: 'Unlimited', date: dbDay(3), maxNoParticipants: -1 });
    await make.training(t.db, trainer, { title: 'Old', date: dbDay(-4), maxNoParticipants: 50 });
    // Another trainer's training counts for them only.
    await make.training(t.db, await make.trainer(t.db), { date: dbDay(1), maxNoParticipants: 500 });

    const res = await call('GET', '/api/trainings/trainer-dashboard/', trainer.user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      trainer_id: trainer.id,
      trainings: 4,
      upcoming: 3,
      past: 1,
      places_offered: 32,
      next_training: { id: soon.id, title: 'Today', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    } satisfies Record<keyof TrainerDashboard, unknown>);
  });

  it('answers null places when no upcoming training sets a limit, zeros for non-trainers, 401 for visitors', async () => {
    const trainer = await make.trainer(t.db);
    await make.training(t.db, trainer, { date: dbDay(2), maxNoParticipants: -1 });
    expect((await call('GET', '/api/trainings/trainer-dashboard', trainer.user)).json()).toMatchObject({
      trainings: 1,
      upcoming: 1,
      places_offered: null,
    });
    const empty = { trainer_id: null, trainings: 0, upcoming: 0, past: 0, places_offered: null, next_training: null };
    const seeker = (await make.jobSeeker(t.db)).user;
    expect((await call('GET', '/api/trainings/trainer-dashboard/', seeker)).json()).toEqual(empty);
    const gone = await make.trainer(t.db, { deactivated: true });
    await make.training(t.db, gone, { date: dbDay(2) });
    expect((await call('GET', '/api/trainings/trainer-dashboard/', gone.user)).json()).toEqual(empty);
    const fresh = await make.trainer(t.db);
    expect((await call('GET', '/api/trainings/trainer-dashboard/', fresh.user)).json()).toEqual({
      ...empty,
      trainer_id: fresh.id,
    });
    expect((await call('GET', '/api/trainings/trainer-dashboard/', null)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the trainer paths', async () => {
    const res = await call('GET', '/api/docs/json', null);
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/trainings/skillscategories/',
        '/api/trainings/trainers/',
        '/api/trainings/trainers/{id}/',
        '/api/trainings/trainer-dashboard/',
        '/api/trainings/trainings/{id}/',
      ]),
    );
  });
});
