// Axe on the public catalogue pages (a list and a detail of each kind, the information hub, about us, the skills
// hub), loaded with the demo data, at a phone's width and a desktop's: no serious or critical violations.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { atWidth, expectAccessible } from './support/axe';

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(`${path}?page_size=1`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { results: { id: number }[] };
  const id = body.results[0]?.id;
  expect(id).toBeTruthy();
  return id!;
}

type Ready = (page: Page) => Promise<void>;

const listReady =
  (heading: RegExp): Ready =>
  async (page) => {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  };

const detailReady =
  (summary: string): Ready =>
  async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: summary })).toBeVisible();
  };

const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string>; ready: Ready }[] = [
  { name: 'trainings', path: async () => '/trainings', ready: listReady(/trainings? found$/) },
  {
    name: 'training detail',
    path: async (r) => `/training-detail/${await firstId(r, '/api/trainings/trainings/')}`,
    ready: async (page) => {
      await detailReady('Training Summary')(page);
      await expect(page.getByRole('heading', { name: 'Related Trainings' })).toBeVisible();
    },
  },
  { name: 'competitions', path: async () => '/skills-competitions', ready: listReady(/competitions? found$/) },
  { name: 'competition detail', path: async (r) => `/competition-detail/${await firstId(r, '/api/skills/skillscompetition/')}`, ready: detailReady('Competition Summary') },
  { name: 'career events', path: async () => '/events', ready: listReady(/career events? found$/) },
  { name: 'event detail', path: async (r) => `/event-detail/${await firstId(r, '/api/careers/careerevent/')}`, ready: detailReady('Event Summary') },
  { name: 'counselling centres', path: async () => '/counselling-centers', ready: listReady(/centres? found$/) },
  { name: 'counselling centre', path: async (r) => `/counselling-centers/${await firstId(r, '/api/careers/counsellingcenter/')}`, ready: detailReady('Visit the centre') },
  {
    name: 'information hub',
    path: async () => '/information-hub',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Career Resources' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Company and Employee Policies' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Employer Framework' }).getByRole('link').first()).toBeVisible();
    },
  },
  { name: 'about us', path: async () => '/about-us', ready: async (page) => void (await expect(page.getByRole('heading', { name: 'How to get started' })).toBeVisible()) },
  { name: 'skills hub', path: async () => '/skills', ready: async (page) => void (await expect(page.getByText(/\d+ upcoming trainings?/)).toBeVisible()) },
  {
    name: 'empty search',
    path: async () => '/events?search=zzqx',
    ready: async (page) => void (await expect(page.getByRole('heading', { name: 'No career events found' })).toBeVisible()),
  },
];

for (const width of [360, 1280]) {
  for (const p of PAGES) {
    test(`${p.name} at ${width} px has no serious accessibility violations`, async ({ page, request }) => {
      // Transitions off: axe must not measure contrast halfway through a fade.
      await atWidth(page, width);
      await page.goto(await p.path(request));
      await expect(page.getByRole('banner')).toBeVisible();
      await p.ready(page);
      await expectAccessible(page);
    });
  }
}
