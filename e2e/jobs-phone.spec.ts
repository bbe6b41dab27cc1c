// The job search on a cheap phone's screen (360×780): the first job shows without scrolling, already in the
// server's HTML; the filters open from a button into a drawer and apply in one step; paging brings the reader to
// the results heading, not to the top of the page; nothing is wider than the screen and nothing shifts.
import { expect, test, type APIRequestContext } from './support/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { smallTouchTargets } from './support/touch-targets';

/** Two full pages of welders, so page 2 is long enough to scroll its heading to the top. */
const WELDER_JOBS = 20;
const PHONE = { width: 360, height: 780 };
const SEARCH = '/jobs?search=welder';

/** Enough open jobs matching "welder": the demo data has a few; the demo company posts the rest. */
async function ensureWelderJobs(request: APIRequestContext) {
  const count = async () =>
    ((await (await request.get('/api/employer/jobs/?search=welder&page_size=1')).json()) as { count: number }).count;
  const have = await count();
  if (have >= WELDER_JOBS) return;
  const { access } = (await (
    await request.post('/api/account/login', { data: { username: DEMO.company, password: DEMO_PASSWORD } })
  ).json()) as { access: string };
  const list = async (path: string) => (await (await request.get(path)).json()) as { id: number; name: string }[];
  const districts = await list('/api/common/districts/');
  const categories = await list('/api/common/job-categories/');
  const areas = await list('/api/common/functional-areas/');
  const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  for (let i = have; i < WELDER_JOBS; i++) {
    const res = await request.post('/api/employer/jobs/', {
      headers: { Authorization: `JWT ${access}` },
      data: {
        title: `Welder ${i + 1} (phone search)`,
        location: districts.find((d) => d.name === 'Kampala')?.id ?? districts[0]!.id,
        job_category: categories.find((c) => c.name === 'Welding & Fabrication')?.id ?? categories[0]!.id,
        function_area: areas[0]!.id,
        available_positions: 1,
        min_pay: 500_000,
        max_pay: 800_000,
        submission_deadline: deadline,
        description: '<p>Weld and fabricate steel gates, frames and roofing trusses.</p>',
        qualifications: '<p>A certificate in welding.</p>',
        application_procedure: '<p>Apply through the portal.</p>',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Anonymous job lists are cached for a few seconds: wait until the new jobs are counted.
  await expect.poll(count, { timeout: 15_000 }).toBeGreaterThanOrEqual(WELDER_JOBS);
}

test.beforeAll(async ({ request }) => {
  await ensureWelderJobs(request);
});

test('before any JavaScript runs, the server-rendered search fits a phone and shows the first job', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SEARCH);
  const card = page.locator('main article').first();
  await expect(card).toBeVisible();
  // Its top within the first 500 px of the 780: the search, Filters and Sort above it are a thumb's 44 px high (issue 32).
  expect((await card.boundingBox())!.y).toBeLessThan(500);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  // The sidebar's panel is in the HTML for wide screens, hidden on a phone by CSS.
  await expect(page.getByRole('heading', { name: 'Filter jobs' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('on a phone the first job shows at once, the filters open from a button and paging goes to the results heading', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(SEARCH);

  const firstCard = page.locator('main article').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(470);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Tight cards: three of them fit in one screen's height.
  const cards = page.locator('main article');
  const firstTop = (await cards.nth(0).boundingBox())!.y;
  const third = (await cards.nth(2).boundingBox())!;
  expect(third.y + third.height - firstTop).toBeLessThanOrEqual(PHONE.height);
  // Hydration and the data changed nothing on screen.
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  // Relevance is the order of a keyword search, when the API offers it.
  const sort = page.getByLabel('Sort by');
  if (await sort.locator('option[value="relevance"]').count()) await expect(sort).toHaveValue('relevance');

  // The filters: a button on a phone, a drawer that applies its draft in one step.
  await expect(page.getByRole('heading', { name: 'Filter jobs', level: 2 })).toBeHidden();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters');
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filter jobs' });
  await expect(drawer).toBeVisible();
  const districtId = await drawer
    .getByLabel('District')
    .locator('option', { hasText: /^Kampala$/ })
    .getAttribute('value');
  // The drawer's controls (its close, the checkboxes), drawn by now, fit a thumb too (layout-widths measures pages).
  await expect(drawer.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await smallTouchTargets(page)).toEqual([]);
  await drawer.getByLabel('District').selectOption({ label: 'Kampala' });
  await expect(page).not.toHaveURL(/location=/);
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`search=welder.*location=${districtId}`));
  await expect(filters).toHaveAccessibleName('Filters 1 active');
  await expect(page.getByRole('heading', { level: 2, name: 'Job results for "welder" in Kampala' })).toBeVisible();
  // Clear in the drawer, then Apply: the district goes, the keywords stay.
  await filters.click();
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await expect(drawer.getByLabel('District')).toHaveValue('');
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(page).toHaveURL(/search=welder/);
  await expect(filters).toHaveAccessibleName('Filters');

  // Page 2 from the pager at the foot of the list: the results heading comes to the top and takes the focus.
  const heading = page.getByRole('heading', { level: 2, name: /^Job results for "welder"$/ });
  await expect(heading).toBeVisible();
  await page.getByRole('navigation', { name: 'Job result pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(
    page.getByRole('navigation', { name: 'Job result pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(80);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('on a desktop the filter panel stays beside the results, with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { name: 'Filter jobs', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const panel = (await page.getByRole('heading', { name: 'Filter jobs', level: 2 }).boundingBox())!;
  const card = (await page.locator('main article').first().boundingBox())!;
  expect(card.x).toBeGreaterThan(panel.x + panel.width);
});
