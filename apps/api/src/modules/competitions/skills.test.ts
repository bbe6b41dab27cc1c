import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@portal/contract';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, make } from '../../test/factories.js';

let t: TestContext;
const ids: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const provider = await make.skillProvider(t.db, { title: 'Uganda Skills Council' });
  const gone = await make.skillProvider(t.db, { deactivated: true });
  /** A competition of the provider from `start` to `end` (days from today), posted `age` days ago unless left out. */
  type Dates = { start: number; end: number; age?: number } & Parameters<typeof make.competition>[2];
  const competition = async (competitionTitle: string, { start, end, age, ...more }: Dates) =>
    (
      await make.competition(t.db, provider, {
        competitionTitle,
        startDate: dbDay(start),
        endDate: dbDay(end),
        ...(age === undefined ? {} : { createdAt: daysAgo(age) }),
        ...more,
      })
    ).id;
  ids.welding = await competition('National Youth Welding Challenge', {
    start: 10,
    end: 12,
    age: 4,
    logo: 'competitions/logos/weld.png',
  });
  ids.baking = await competition('Bakery Skills Contest', { start: 3, end: 20, age: 1, location: 'Mbarara City' });
  ids.running = await competition('Tailoring Showcase', { start: -1, end: 0, age: 9 });
  ids.ended = await competition('Welding Past Edition', { start: -10, end: -8 });
  ids.hidden = (await make.competition(t.db, gone, { competitionTitle: 'Welding Hidden Contest' })).id;
});

const list = async (query = '') => t.app.inject({ method: 'GET', url: `/api/skills/skillscompetition/${query}` });
const titles = (body: { results: Competition[] }) => body.results.map((r) => r.competition_title);

describe('GET /api/skills/skillscompetition/', () => {
  it('lists competitions that have not ended, of active providers, newest first by default', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(titles(res.json())).toEqual([
      'Bakery Skills Contest',
      'National Youth Welding Challenge',
      'Tailoring Showcase',
    ]);
  });

  it('sorts by start date and by end date (the freshness select)', async () => {
    const orders = {
      start_date: ['Tailoring Showcase', 'Bakery Skills Contest', 'National Youth Welding Challenge'],
      end_date: ['Tailoring Showcase', 'National Youth Welding Challenge', 'Bakery Skills Contest'],
    };
    for (const [ordering, expected] of Object.entries(orders)) {
      expect(titles((await list(`?ordering=${ordering}`)).json()), ordering).toEqual(expected);
    }
    expect((await list('?ordering=fees')).statusCode).toBe(400);
  });

  it('searches by word prefix over title, location, description and guidelines', async () => {
    expect(titles((await list('?search=weld')).json())).toEqual(['National Youth Welding Challenge']);
    expect(titles((await list('?search=mbarara')).json())).toEqual(['Bakery Skills Contest']);
    expect((await list('?search=protect')).json().count).toBe(3); // every guideline mentions protective wear
  });

  it('pages, with 404 "Invalid page." past the end and 400 for a page size over 100', async () => {
    const p2 = (await list('?page_size=2&page=2')).json();
    expect(p2).toMatchObject({
      count: 3,
      next: null,
      previous: `${PUBLIC_URL}/api/skills/skillscompetition/?page_size=2`,
    });
    expect(p2.results).toHaveLength(1);
    const past = await list('?page_size=2&page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    // Above the maximum, DRF's max_page_size: brought down to 100, not refused.
    expect((await list('?page_size=500')).statusCode).toBe(200);
  });
});

describe('GET /api/skills/skillscompetition/{id}/', () => {
  it('answers the competition with its provider name and logo URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/skills/skillscompetition/${ids.welding}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.welding,
      competition_title: 'National Youth Welding Challenge',
      description: '<p>Compete for tool kits and an industrial placement.</p>',
      guidelines: '<ul><li>Bring protective wear.</li></ul>',
      location: 'Kampala',
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      application_link: 'https://register.example.ug/welding',
      logo: `${PUBLIC_URL}/media/competitions/logos/weld.png`,
      provider_name: 'Uganda Skills Council',
      has_applied: false,
    });
  });

  it('keeps ended competitions readable, hides a deactivated provider’s, 404 unknown, 400 bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/skills/skillscompetition/${ids.ended}` })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/skills/skillscompetition/${ids.hidden}/` })).json()).toEqual(
      { detail: 'Not found.' },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/skills/skillscompetition/424242/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/skills/skillscompetition/-1/' })).statusCode).toBe(400);
  });
});
