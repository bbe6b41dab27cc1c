import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, TRAINER_MESSAGES, UPLOAD_LIMITS, type Paged, type Training } from '@portal/contract';
import { contractTypes, trainings } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, isoDay, lookupId, make, type Made, type TestUser } from '../../test/factories.js';
import { NOT_AN_IMAGE, PDF, PNG_1PX, type Part } from '../../test/multipart.js';

let t: TestContext;
let owner: Made<'trainer'>;
let rival: Made<'trainer'>;
let seeker: TestUser;
let employer: TestUser;
let fullTime: number;

const png = { filename: 'banner.png', contentType: 'image/png', content: PNG_1PX };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await make.trainer(t.db, { firstName: 'Grace', lastName: 'Akello' });
  rival = await make.trainer(t.db, { firstName: 'Peter', lastName: 'Okello' });
  seeker = (await make.jobSeeker(t.db)).user;
  employer = await make.user(t.db, { groups: ['Company'] });
  await make.company(t.db, employer);
  fullTime = await lookupId(t.db, contractTypes, 'Full Time');
});

const { call, send, sendCutOff, expectOnlyOwnerChanges } = httpFor(() => t);
const validForm = (): Record<string, Part | Part[]> => ({
  title: 'Solar Installation Bootcamp',
  description: 'Two weeks of practical solar work.',
  location: 'Nakawa, Kampala',
  date: isoDay(14),
  time: '09:30',
  max_no_participants: 25,
  fees: 150_000,
  registration_link: 'https://register.example.ug/bootcamp',
  contract_type: fullTime,
  logo: png,
});
const post = (user: TestUser | null, fields: Record<string, Part | Part[] | undefined> = {}) =>
  send('POST', '/api/trainings/trainings/', user, { ...validForm(), ...fields });
const list = async (user: TestUser | null, query = '') => call('GET', `/api/trainings/trainings/${query}`, user);
const ids = (res: { json: () => unknown }) => (res.json() as Paged<Training>).results.map((r) => r.id);
const storedKey = (url: string | null) => url!.slice(`${PUBLIC_URL}/media/`.length);

describe('POST /api/trainings/trainings/', () => {
  it('cleans the description on write (the detail page shows it as HTML)', async () => {
    const res = await post(owner.user, {
      description: '<p onclick="steal()">Hands-on <em>solar</em> work</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Training).description).toBe('<p>Hands-on <em>solar</em> work</p>');
  });

  it('posts a training for the trainer, with its banner, and it shows in the public list', async () => {
    const res = await post(owner.user);
    expect(res.statusCode).toBe(201);
    const training = res.json() as Training;
    expect(training).toEqual({
      id: expect.any(Number),
      title: 'Solar Installation Bootcamp',
      description: 'Two weeks of practical solar work.',
      location: 'Nakawa, Kampala',
      date: isoDay(14),
      time: '09:30:00',
      fees: 150_000,
      max_no_participants: 25,
      registration_link: 'https://register.example.ug/bootcamp',
      logo: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/media/trainings/logos/[0-9a-f-]+\\.png$`)),
      contract_type: { name: 'Full Time' },
      trainer_name: 'Grace Akello',
    });
    expect((await call('GET', training.logo!.slice(PUBLIC_URL.length), null)).statusCode).toBe(200);
    expect(ids(await list(null))).toContain(training.id);
    expect((await call('GET', `/api/trainings/trainings/${training.id}/`, null)).json()).toEqual(training);
  });

  it('takes no banner, no contract type, no limit (-1) and no fee (0); JSON works too', async () => {
    const res = await post(owner.user, { logo: undefined, contract_type: '', max_no_participants: -1, fees: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ logo: null, contract_type: null, max_no_participants: -1, fees: 0 });
    const { logo: _logo, ...fields } = validForm();
    const json = await call('POST', '/api/trainings/trainings', owner.user, { ...fields, date: isoDay(0) });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ date: isoDay(0), contract_type: { name: 'Full Time' } });
  });

  it('enforces every rule of the training form with its message', async () => {
    const empty = await send('POST', '/api/trainings/trainings/', owner.user, { title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      title: ['Title is required'],
      description: ['Enter description'],
      location: ['You must enter location'],
      date: ['Training date is required'],
      time: ['You must enter training start time'],
      max_no_participants: ['Enter the maximum number of participants'],
      fees: ['You must enter fees'],
      registration_link: ['Registration Link is Required'],
    });
    const bad = await post(owner.user, {
      description: ' ab ',
      max_no_participants: -2,
      fees: 'free',
      registration_link: 'register here',
      date: isoDay(-1),
      time: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      description: ['Description too short'],
      max_no_participants: ['Invalid input'],
      fees: ['Invalid fees'],
      registration_link: ['Enter a valid URL.'],
      date: ['Training date cannot be in the past'],
      time: ['Enter a valid time (HH:MM).'],
    });
    expect((await post(owner.user, { fees: -2, max_no_participants: '1.5' })).json()).toEqual({
      fees: ['Invalid fees'],
      max_no_participants: ['Invalid input'],
    });
    expect((await post(owner.user, { date: '2030-02-30' })).json()).toEqual({
      date: ['Enter a valid date (yyyy-MM-dd).'],
    });
    expect((await post(owner.user, { registration_link: 'ftp://files.example.ug/x' })).json()).toEqual({
      registration_link: ['Enter a valid URL.'],
    });
    expect((await post(owner.user, { title: 't'.repeat(256), location: 'l'.repeat(256) })).json()).toEqual({
      title: ['Ensure this field has no more than 255 characters.'],
      location: ['Ensure this field has no more than 255 characters.'],
    });
    expect((await post(owner.user, { contract_type: 999_999 })).json()).toEqual({
      contract_type: ['Choose a contract type from the list.'],
    });
    expect((await post(owner.user, { contract_type: 'abc' })).json()).toEqual({
      contract_type: ['A valid integer is required.'],
    });
  });

  it('takes images only as the banner, within the size limit', async () => {
    const text = await post(owner.user, {
      logo: { filename: 'banner.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ logo: [FIELD_MESSAGES.imageOnly] });
    const pdf = await post(owner.user, {
      logo: { filename: 'banner.pdf', contentType: 'application/pdf', content: PDF },
    });
    expect(pdf.json()).toEqual({ logo: [FIELD_MESSAGES.imageOnly] });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(UPLOAD_LIMITS.image + 1 - PNG_1PX.length)]);
    const tooBig = await post(owner.user, { logo: { filename: 'banner.png', contentType: 'image/png', content: big } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ logo: [`${FIELD_MESSAGES.fileTooLarge} The limit is 2 MB.`] });
    const huge = await post(owner.user, {
      logo: { filename: 'banner.png', contentType: 'image/png', content: Buffer.alloc(UPLOAD_LIMITS.document + 1) },
    });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['logo']);
    const broken = await sendCutOff('/api/trainings/trainings/', owner.user, 'name="title"\r\n\r\nHalf');
    expect(broken.statusCode).toBe(400);
    expect(await t.db.select().from(trainings).where(eq(trainings.title, 'Half'))).toHaveLength(0);
  });

  it('is for trainers only: 403 for a seeker, a company, a group without a trainer record and a deactivated trainer; 401 for visitors', async () => {
    const groupOnly = await make.user(t.db, { groups: ['Trainer'] });
    const gone = await make.trainer(t.db, { deactivated: true });
    for (const user of [seeker, employer, groupOnly, gone.user]) {
      const res = await post(user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: TRAINER_MESSAGES.notTrainer });
    }
    expect((await post(null)).statusCode).toBe(401);
    // The refused banner was not kept.
    expect(await t.db.select().from(trainings).where(eq(trainings.trainerId, gone.id))).toHaveLength(0);
  });
});

describe('GET /api/trainings/trainings/ with scope', () => {
  it("gives a trainer their own trainings, past ones too, newest first; scope=public gives everyone's upcoming ones", async () => {
    const trainer = await make.trainer(t.db);
    const other = await make.trainer(t.db);
    const old = await make.training(t.db, trainer, {
      title: 'Past intake',
      date: dbDay(-30),
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    });
    const next = await make.training(t.db, trainer, {
      title: 'Next intake',
      date: dbDay(2),
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    });
    const later = await make.training(t.db, trainer, {
      title: 'Later intake',
      date: dbDay(40),
      createdAt: new Date(Date.now() - 1 * 86_400_000),
    });
    const theirs = await make.training(t.db, other, { date: dbDay(1) });

    const own = await list(trainer.user, '?page_size=10');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(ids(own)).toEqual([later.id, next.id, old.id]);
    expect(ids(await list(trainer.user, '?scope=own&ordering=date'))).toEqual([old.id, next.id, later.id]);
    expect(ids(await list(trainer.user, '?search=next'))).toEqual([next.id]);
    const paged = (await list(trainer.user, '?page_size=2&page=2')).json() as Paged<Training>;
    expect(paged).toMatchObject({ count: 3, next: null, results: [{ id: old.id }] });
    expect((await list(trainer.user, '?page=3&page_size=2')).statusCode).toBe(404);

    const pub = await list(trainer.user, '?scope=public&page_size=100');
    expect(ids(pub)).toEqual(expect.arrayContaining([next.id, later.id, theirs.id]));
    expect(ids(pub)).not.toContain(old.id);
    expect(ids(await list(other.user, '?page_size=100'))).toEqual([theirs.id]);
  });

  it('gives everyone else the public list; scope=own needs the Trainer group (403) and a sign-in (401)', async () => {
    const trainer = await make.trainer(t.db);
    const past = await make.training(t.db, trainer, { date: dbDay(-2) });
    for (const user of [seeker, employer, null]) {
      const res = await list(user, '?page_size=100');
      expect(res.statusCode).toBe(200);
      expect(ids(res)).not.toContain(past.id);
      expect((await list(user, '?scope=public')).statusCode).toBe(200);
    }
    for (const user of [seeker, employer]) {
      const res = await list(user, '?scope=own');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: TRAINER_MESSAGES.notTrainer });
    }
    expect((await list(null, '?scope=own')).statusCode).toBe(401);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/trainings/trainings/?scope=own',
      headers: { authorization: 'JWT stale' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'token_not_valid' });
    const bad = await list(seeker, '?scope=mine');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ scope: ['Choose own or public.'] });
    expect((await list(null, '?ordering=title')).json()).toEqual({
      ordering: ['Choose one of: date, -date, -created, fees'],
    });
  });
});

describe('/api/trainings/trainings/{id}/', () => {
  const url = (id: number) => `/api/trainings/trainings/${id}/`;

  it('replaces the whole training for its trainer; the banner may stay, a new one replaces the old file', async () => {
    const created = (await post(owner.user)).json() as Training;
    const oldKey = storedKey(created.logo);
    const { logo: _logo, ...fields } = validForm();
    const put = await send('PUT', url(created.id), owner.user, {
      ...fields,
      title: 'Solar Bootcamp (May)',
      contract_type: undefined,
      date: isoDay(-3),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      title: 'Solar Bootcamp (May)',
      date: isoDay(-3),
      contract_type: null,
      logo: created.logo,
    });
    expect(await t.storage.get(oldKey)).not.toBeNull();

    const withLogo = await send('PUT', url(created.id), owner.user, { ...fields, logo: png });
    expect(withLogo.statusCode).toBe(200);
    const newLogo = (withLogo.json() as Training).logo;
    expect(newLogo).not.toBe(created.logo);
    expect(await t.storage.get(oldKey)).toBeNull();
    expect(await t.storage.get(storedKey(newLogo))).not.toBeNull();

    const partial = await send('PUT', url(created.id), owner.user, { title: 'Only a title' });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json()).sort()).toEqual([
      'date',
      'description',
      'fees',
      'location',
      'max_no_participants',
      'registration_link',
      'time',
    ]);
    const badLogo = await send('PUT', url(created.id), owner.user, {
      ...fields,
      logo: { filename: 'x.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    expect(badLogo.json()).toEqual({ logo: [FIELD_MESSAGES.imageOnly] });
  });

  it('patches only the given fields, with the same rules', async () => {
    const created = (await post(owner.user)).json() as Training;
    const patched = await call('PATCH', url(created.id), owner.user, { fees: 0, time: '14:00' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...created, fees: 0, time: '14:00:00' });
    const cleared = await call('PATCH', url(created.id), owner.user, { contract_type: null });
    expect(cleared.json()).toMatchObject({ contract_type: null, fees: 0 });
    const bad = await call('PATCH', url(created.id), owner.user, {
      title: ' ',
      description: 'a',
      fees: '',
      registration_link: 'nope',
      max_no_participants: -5,
      contract_type: 999_999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      title: ['Title is required'],
      description: ['Description too short'],
      fees: ['You must enter fees'],
      registration_link: ['Enter a valid URL.'],
      max_no_participants: ['Invalid input'],
    });
    expect((await call('PATCH', url(created.id), owner.user, { contract_type: 999_999 })).json()).toEqual({
      contract_type: ['Choose a contract type from the list.'],
    });
    const logoOnly = await send('PATCH', url(created.id), owner.user, { logo: png });
    expect(logoOnly.statusCode).toBe(200);
    expect(await t.storage.get(storedKey(created.logo))).toBeNull();
  });

  it('deletes the training and its banner file', async () => {
    const created = (await post(owner.user)).json() as Training;
    const del = await call('DELETE', url(created.id), owner.user);
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(trainings).where(eq(trainings.id, created.id))).toHaveLength(0);
    expect(await t.storage.get(storedKey(created.logo))).toBeNull();
    expect((await call('GET', url(created.id), null)).statusCode).toBe(404);
    expect((await call('DELETE', url(created.id), owner.user)).statusCode).toBe(404);
  });

  it('is for the owning trainer only: another trainer, a seeker and a company get 404, a visitor 401; anyone may read', async () => {
    const created = (await post(owner.user)).json() as Training;
    const { logo: _logo, ...fields } = validForm();
    await expectOnlyOwnerChanges(url(created.id), [rival.user, seeker, employer], {
      put: fields,
      patch: { title: 'Taken' },
    });
    for (const stranger of [rival.user, seeker, employer]) {
      expect((await call('GET', url(created.id), stranger)).statusCode).toBe(200);
      expect(ids(await list(stranger, '?scope=public&page_size=100'))).toContain(created.id);
    }
    expect(ids(await list(rival.user, '?page_size=100'))).not.toContain(created.id);
    expect((await call('PATCH', url(999_999), owner.user, { title: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/trainings/trainings/abc/', owner.user)).statusCode).toBe(400);
    expect((await call('GET', url(created.id), null)).json()).toMatchObject({
      title: 'Solar Installation Bootcamp',
    });
  });
});
