import { beforeAll, describe, expect, it } from 'vitest';
import type { Training } from '@portal/contract';
import { contractTypes } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { authHeaders, dbDay, lookupId, make } from '../../test/factories.js';

let t: TestContext;
const ids: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const joseph = await make.trainer(t.db, { firstName: 'Joseph', lastName: 'Ssemakula' });
  const nameless = await make.trainer(t.db, { firstName: '', lastName: '' });
  const gone = await make.trainer(t.db, { deactivated: true });
  const fullTime = await lookupId(t.db, contractTypes, 'Full Time');

  /** A training `day` days from today with `fees`, posted `age` days ago (and any other column given). */
  type Posted = { day: number; fees: number; age: number } & Parameters<typeof make.training>[2];
  const training = async (trainer: { id: number }, title: string, { day, age, ...more }: Posted) =>
    (await make.training(t.db, trainer, { title, date: dbDay(day), createdAt: daysAgo(age), ...more })).id;
  ids.solar = await training(joseph, 'Solar PV Installation', {
    day: 5,
    fees: 300_000,
    age: 5,
    logo: 'trainings/logos/solar.png',
    contractTypeId: fullTime,
  });
  ids.welding = await training(joseph, 'Welding Basics', {
    day: 20,
    fees: 0,
    age: 1,
    location: 'Gulu training centre',
  });
  ids.tailoring = await training(joseph, 'Tailoring Advanced', { day: 2, fees: 500_000, age: 3 });
  ids.today = await training(nameless, 'Hairdressing Today', { day: 0, fees: 100_000, age: 2, time: '14:00:00' });
  ids.past = (await make.training(t.db, joseph, { title: 'Solar Past Intake', date: dbDay(-3) })).id;
  ids.hidden = (await make.training(t.db, gone, { title: 'Solar Hidden Course', date: dbDay(4) })).id;
});

const list = async (query = '') => t.app.inject({ method: 'GET', url: `/api/trainings/trainings/${query}` });
const titles = (body: { results: Training[] }) => body.results.map((r) => r.title);

describe('GET /api/trainings/trainings/', () => {
  it('lists upcoming trainings of active trainers, soonest first, in the paged shape', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 4, next: null, previous: null });
    expect(titles(body)).toEqual([
      'Hairdressing Today',
      'Tailoring Advanced',
      'Solar PV Installation',
      'Welding Basics',
    ]);
    expect(titles(body)).not.toContain('Solar Past Intake');
    expect(titles(body)).not.toContain('Solar Hidden Course');
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trainings/trainings?page_size=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(4);
  });

  it('searches by word prefix over title and location, every word required', async () => {
    expect(titles((await list('?search=sol')).json())).toEqual(['Solar PV Installation']);
    expect(titles((await list('?search=Weld%20bas')).json())).toEqual(['Welding Basics']);
    expect(titles((await list('?search=gulu')).json())).toEqual(['Welding Basics']);
    expect((await list('?search=solar%20welding')).json().count).toBe(0);
  });

  it('treats tsquery operators in the search box as plain text, never as syntax', async () => {
    const res = await list(`?search=${encodeURIComponent("solar & !(pv | ') :*")}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Solar PV Installation']);
    const onlySymbols = await list(`?search=${encodeURIComponent('&|!():*')}`);
    expect(onlySymbols.statusCode).toBe(200);
    expect(onlySymbols.json().count).toBe(4);
    const stopWords = await list('?search=the');
    expect(stopWords.statusCode).toBe(200);
    expect(stopWords.json().count).toBe(4);
  });

  it('orders by -date, fees and -created', async () => {
    expect(titles((await list('?ordering=-date')).json())).toEqual([
      'Welding Basics',
      'Solar PV Installation',
      'Tailoring Advanced',
      'Hairdressing Today',
    ]);
    expect(titles((await list('?ordering=fees')).json())).toEqual([
      'Welding Basics',
      'Hairdressing Today',
      'Solar PV Installation',
      'Tailoring Advanced',
    ]);
    expect(titles((await list('?ordering=-created')).json())).toEqual([
      'Welding Basics',
      'Hairdressing Today',
      'Tailoring Advanced',
      'Solar PV Installation',
    ]);
    const bad = await list('?ordering=title');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ordering: ['Choose one of: date, -date, -created, fees'] });
  });

  it('pages with next and previous links, and 404 "Invalid page." past the end', async () => {
    const p1 = (await list('?page_size=3&search=')).json();
    expect(p1.count).toBe(4);
    expect(p1.results).toHaveLength(3);
    expect(p1.next).toBe(`${PUBLIC_URL}/api/trainings/trainings/?page_size=3&search=&page=2`);
    const p2 = (await list('?page_size=3&page=2')).json();
    expect(titles(p2)).toEqual(['Welding Basics']);
    expect(p2.previous).toBe(`${PUBLIC_URL}/api/trainings/trainings/?page_size=3`);
    expect(p2.next).toBeNull();
    const past = await list('?page_size=3&page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await list('?search=nothing-like-this&page=1')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('brings a page size over 100 down to 100 (DRF max_page_size) and refuses one under 1 and a page under 1', async () => {
    const big = await list('?page_size=101&page=1');
    expect(big.statusCode).toBe(200);
    expect(big.json()).toEqual((await list('?page_size=100&page=1')).json());
    expect(Object.keys((await list('?page_size=0')).json())).toEqual(['page_size']);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?page=abc')).json()).toEqual({ page: ['A valid page number is required.'] });
  });

  it('is public, and a stale token does not matter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/trainings/trainings/',
      headers: { authorization: 'JWT not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/trainings/trainings/{id}/', () => {
  it('answers the training with its trainer, contract type and logo URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/trainings/trainings/${ids.solar}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Training;
    expect(body).toEqual({
      id: ids.solar,
      title: 'Solar PV Installation',
      description: '<p>Hands-on practical course with a certificate of attendance.</p>',
      location: 'Nakawa training centre',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: '09:00:00',
      fees: 300_000,
      max_no_participants: 20,
      registration_link: 'https://register.example.ug/solar',
      logo: `${PUBLIC_URL}/media/trainings/logos/solar.png`,
      contract_type: { name: 'Full Time' },
      trainer_name: 'Joseph Ssemakula',
    });
  });

  it('never shows a trainer without a name by their e-mail address: "Trainer" instead; no logo is null', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/trainings/trainings/${ids.today}` });
    const body = res.json() as Training;
    expect(body.trainer_name).toBe('Trainer');
    // No e-mail address anywhere in the public detail or list (issue 12: personal data in public lists).
    expect(res.body).not.toMatch(/@example\.ug/);
    expect((await list('?page_size=100')).body).not.toMatch(/@example\.ug/);
    expect(body.logo).toBeNull();
    expect(body.contract_type).toBeNull();
  });

  it('keeps past trainings readable, hides a deactivated trainer’s, 404 for unknown ids, 400 for bad ones', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/trainings/trainings/${ids.past}/` })).statusCode).toBe(200);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/trainings/trainings/${ids.hidden}/` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not found.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/trainings/trainings/999999/' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/trainings/trainings/abc/' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['id']);
    expect((await t.app.inject({ method: 'GET', url: '/api/trainings/trainings/99999999999/' })).statusCode).toBe(400);
  });

  it('serves a signed-in caller the same', async () => {
    const trainer = await make.trainer(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trainings/trainings/${ids.solar}/`,
      headers: await authHeaders(t.tokens, trainer.user),
    });
    expect(res.statusCode).toBe(200);
  });
});
