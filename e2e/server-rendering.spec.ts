// The public pages arrive rendered (apps/web/src/entry-server.tsx): readable with JavaScript off, with the job's
// structured data in the HTML, and hydrated in the browser without a mismatch.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { countRenders, renderCounts } from './support/render-counter';

interface JobCard {
  id: number;
  title: string;
}

async function firstJob(request: APIRequestContext, query = ''): Promise<JobCard> {
  const res = await request.get(`/api/employer/jobs/?page_size=1${query}`);
  expect(res.ok()).toBeTruthy();
  const job = ((await res.json()) as { results: JobCard[] }).results[0];
  if (!job) throw new Error(`no open job for "${query}" in the demo data`);
  return job;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a job detail page carries the job, its title and its JobPosting data', async ({ page, request }) => {
    const job = await firstJob(request);
    const res = await page.goto(`/job-detail/${job.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.title).toBe(job.title);
  });

  test('a search page carries its first page of results', async ({ page, request }) => {
    const job = await firstJob(request, '&search=welder');
    await page.goto('/jobs?search=welder');
    await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();
  });

  test('an unknown job and an unknown page answer 404 with a page to read', async ({ page }) => {
    const missingJob = await page.goto('/job-detail/2147483000');
    expect(missingJob?.status()).toBe(404);
    const missingPage = await page.goto('/no-such-page');
    expect(missingPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('public pages hydrate without a mismatch or a script error', async ({ page, request }) => {
  const job = await firstJob(request);
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(msg.text())))
      problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${page.url()}: ${err.message}`));
  const paths = [
    '/',
    '/jobs?search=welder',
    `/job-detail/${job.id}`,
    '/trainings',
    '/skills-competitions',
    '/events',
    '/counselling-centers',
    '/information-hub',
    '/sw/jobs?search=welder',
    `/lg/job-detail/${job.id}`,
    '/lg',
  ];
  for (const path of paths) {
    await page.goto(path);
    // Hydrated: the router has taken over, so a client-side link click does not reload the document.
    await page.waitForFunction(
      () => document.querySelector('#root')?.hasChildNodes() && 'hydrated' in document.documentElement.dataset,
    );
  }
  expect(problems).toEqual([]);
});

/** Components React may render again after hydrating a public page (a page's own small updates). */
const MAX_RENDERED_AGAIN = 3;

async function rendersAfterHydration(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // What effects and resolved lazy parts schedule has run once the browser has nothing left to do.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })));
  const [hydration, ...after] = await renderCounts(page);
  return {
    hydrated: hydration?.mounted ?? 0,
    renderedAgain: after.reduce((sum, c) => sum + c.rendered, 0),
    names: after.flatMap((c) => c.names),
    mountedAfter: after.reduce((sum, c) => sum + c.mounted, 0),
  };
}

test('public pages render almost nothing again after hydrating', async ({ page, request }) => {
  const first = async (path: string) =>
    ((await (await request.get(`${path}?page_size=1`)).json()) as { results: { id: number }[] }).results[0]?.id;
  const paths = [
    '/',
    '/jobs',
    `/job-detail/${await first('/api/employer/jobs/')}`,
    '/trainings',
    `/trainings/${await first('/api/trainings/trainings/')}`,
    '/skills-competitions',
    '/events',
    '/companies',
    '/category-location-jobs',
  ];
  await countRenders(page);
  for (const path of paths) {
    const counts = await rendersAfterHydration(page, path);
    // The figures, for the run's report.
    const { names, ...figures } = counts;
    test.info().annotations.push({ type: path, description: JSON.stringify(figures) });
    expect(counts.hydrated, `${path} was hydrated`).toBeGreaterThan(20);
    expect
      .soft(counts.renderedAgain, `${path}: components rendered again after hydration: ${names.join(', ')}`)
      .toBeLessThanOrEqual(MAX_RENDERED_AGAIN);
  }
});

test('a rendered page paints with what it has: its own CSS inline, its scripts asked for after the first frame', async ({
  request,
}) => {
  const res = await request.get('/jobs?search=welder');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  // One linked stylesheet (the entry's, shared by every page); the page's own are inline.
  expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  expect(head).toContain('<style>');
  // No script the parser would fetch before the first paint.
  expect(html).not.toMatch(/<script type="module"[^>]*src=/);
  expect(html).not.toContain('rel="modulepreload"');
  // The loader starts the entry after a frame, allowed by its hash (the same bytes go to every visitor: no nonce).
  const loader = html.slice(html.indexOf('<script>requestAnimationFrame('));
  expect(loader).toMatch(/^<script>[^<]*"\/assets\/index-[\w-]+\.js"/);
  const code = /^<script>([^<]*)<\/script>/.exec(loader)?.[1] ?? '';
  const policy = res.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(policy).not.toContain('nonce-');
});

test("a visitor's page is reused for a few seconds, here and by a shared cache, whatever the data saver says", async ({
  request,
}) => {
  const url = `/jobs?search=electric&page_size=10&reuse=${Date.now()}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  // s-maxage is VISITOR_CACHE_SECONDS: 1 s on the test server (playwright.config.ts), 5 s unless told.
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30');
  expect(first.headers()['x-cache']).toBe('MISS');
  const again = await request.get(url);
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(await again.text()).toBe(await first.text());
  // The data saver's copy is another page (no pictures), kept apart.
  const lite = await request.get(url, { headers: { cookie: 'data_saver=1' } });
  expect(lite.headers()['x-cache']).toBe('MISS');
  expect(await lite.text()).toContain('data-data-saver="on"');
  // A signed-in area is the app's shell, never kept by a shared cache.
  expect((await request.get('/dashboard')).headers()['cache-control']).toBe('no-cache');
});
