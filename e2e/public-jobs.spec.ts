// The public jobs portal in a real browser on the demo data: search from the home page, job detail, applying,
// favourites, the salary slider and the sort, and every list page at a phone's width and a desktop's.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expireAccessToken, loginAs } from './support/session';
import { DRAWER_CONTROLS, filterControls, filterLinks, filtersInUrl, setEveryFilter } from './support/jobs';
import { JOB_FILTER_NAMES, JOB_FILTERS } from '../packages/contract/src/job-filters';

interface Job {
  id: number;
  title: string;
  job_link: string | null;
  is_open: boolean;
  location: { id: number; name: string };
}

async function openJobs(request: APIRequestContext, query = ''): Promise<Job[]> {
  const res = await request.get(`/api/employer/jobs/?page_size=100${query}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { results: Job[] }).results;
}

/** An open job without an external link that the demo seeker has not applied to (asked with a session of its own). */
async function jobToApplyFor(request: APIRequestContext): Promise<Job> {
  const tokens = (await (
    await request.post('/api/account/login', { data: { username: DEMO.seeker, password: DEMO_PASSWORD } })
  ).json()) as { access: string };
  for (const job of await openJobs(request)) {
    if (job.job_link || !job.is_open) continue;
    const detail = await request.get(`/api/employer/jobs/${job.id}/`, {
      headers: { Authorization: `JWT ${tokens.access}` },
    });
    const body = (await detail.json()) as { has_applied: boolean; is_favourite: boolean };
    if (!body.has_applied && !body.is_favourite) return job;
  }
  throw new Error('the demo data has no open job left to apply for');
}

/** The number in '{count} jobs found' (or 0 for 'No jobs found'). */
async function foundCount(page: Page): Promise<number> {
  const status = page.getByText(/^(\d+ jobs? found|No jobs found)$/);
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  return text.startsWith('No') ? 0 : Number(text.split(' ')[0]);
}

test('a visitor searches from the home page, opens a job and is offered Register and apply or Log in to apply', async ({
  page,
  request,
}) => {
  // A keyword and a district that have a job without an external link, so the visitor sees both.
  const welders = (await openJobs(request, '&search=welder')).filter((j) => !j.job_link);
  const target = welders[0];
  expect(target).toBeTruthy();
  const { location } = target!;
  const expected = (await (await request.get(`/api/employer/jobs/?search=welder&location=${location.id}`)).json()) as {
    count: number;
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Find over \d+ opportunities$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Kampala \d+ jobs?$/ })).toHaveAttribute(
    'href',
    /\/jobs\?location=\d+$/,
  );
  await expect(page.getByRole('link', { name: /^Fort Portal \d+ jobs?$/ })).toHaveAttribute(
    'href',
    '/jobs?city=Fort+Portal',
  );

  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByLabel('Keywords').fill('welder');
  await search.getByLabel('Location').selectOption(String(location.id));
  await search.getByRole('button', { name: 'Find Job' }).click();

  await expect(page).toHaveURL(new RegExp(`/jobs\\?search=welder&location=${location.id}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Job results for "welder" in ${location.name}` }),
  ).toBeVisible();
  expect(await foundCount(page)).toBe(expected.count);

  await page.locator(`a[href="/job-detail/${target!.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/job-detail/${target!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Summary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register and apply' })).toHaveAttribute(
    'href',
    `/register?next=${encodeURIComponent(`/job-detail/${target!.id}?apply=1`)}`,
  );
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/job-detail/${target!.id}?apply=1`)}`,
  );
  // Search engines get a JobPosting.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe(target!.title);

  // A visitor's favourite asks them to log in and stays unchecked.
  const save = page.getByRole('checkbox', { name: `Save ${target!.title}` });
  await save.click();
  await expect(page.getByText('Log in to add jobs to your favourites!')).toBeVisible();
  await expect(save).not.toBeChecked();

  // A job that does not exist says so.
  await page.goto('/job-detail/99999999');
  await expect(page.getByText('This job does not exist or has been removed.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
});

test('opened at another name than PUBLIC_URL, the pictures come from the page’s own origin, none blocked', async ({
  page,
  baseURL,
}) => {
  // The tests' PUBLIC_URL is 127.0.0.1 (playwright.config.ts): the same server reached as localhost.
  const otherName = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${otherName}/jobs`);
  const logo = page.getByRole('article').locator('img[src*="/media/"]').first();
  await expect(logo).toHaveAttribute('src', /^\/media\//);
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the demo job seeker applies for a job and finds it under Applied Jobs', async ({ page, request }) => {
  const job = await jobToApplyFor(request);
  await loginAs(page, DEMO.seeker);
  await page.goto(`/job-detail/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Update CV' })).toHaveAttribute('href', '/jobs-my-resume');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();

  await expect(page.getByText('Your application has been successfully submitted!')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs-applied-job$/);
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ Applied Jobs?$/ })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/job-detail/${job.id}"]`) })
    .first();
  await expect(row).toContainText('Under Review');
  await expect(row.getByRole('button', { name: `Cancel application for ${job.title}` })).toBeVisible();

  // Back on the job, the seeker is told they applied (even after the short-lived access token expired).
  await expireAccessToken(page);
  await page.goto(`/job-detail/${job.id}`);
  await expect(page.getByText('You have applied for this job')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
});

test('an employer without a job seeker account is offered to create one instead of applying', async ({
  page,
  request,
}) => {
  const job = await jobToApplyFor(request);
  await loginAs(page, DEMO.company);
  await page.goto(`/job-detail/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(
    page.getByText('Create a job seeker account before you apply for jobs: employers read your profile and CV.'),
  ).toBeVisible();
  // The new account leads back to this job, its apply dialog open.
  await expect(page.getByRole('link', { name: 'Create a job seeker account' })).toHaveAttribute(
    'href',
    `/become-job-seeker?next=${encodeURIComponent(`/job-detail/${job.id}?apply=1`)}`,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the demo job seeker saves and removes favourites from a card and from the job page', async ({
  page,
  request,
}) => {
  const job = await jobToApplyFor(request);
  await loginAs(page, DEMO.seeker);

  // From a card: the job is on the first page when searched by its own title in its own district.
  const listUrl = `/jobs?search=${encodeURIComponent(job.title)}&location=${job.location.id}`;
  await page.goto(listUrl);
  const card = page.locator('article').filter({ has: page.locator(`a[href="/job-detail/${job.id}"]`) });
  const box = card.getByRole('checkbox', { name: `Save ${job.title}` });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('Job added to your favourites successfully!')).toBeVisible();
  await expect(box).toBeChecked();
  await page.reload();
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('Favourite job deleted successfully!')).toBeVisible();
  await expect(box).not.toBeChecked();
  await page.reload();
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await expect(box).not.toBeChecked();

  // From the job page.
  await page.goto(`/job-detail/${job.id}`);
  const save = page.getByRole('checkbox', { name: `Save ${job.title}` });
  await expect(save).not.toBeChecked();
  await save.check();
  await expect(page.getByText('Job added to your favourites successfully!').first()).toBeVisible();
  await page.reload();
  await expect(save).toBeChecked();
  await save.uncheck();
  await expect(save).not.toBeChecked();
  // The box clears at once; the reload waits for the server's answer.
  await expect(page.getByText('Favourite job deleted successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(save).not.toBeChecked();
});

test('the sort select and the salary slider change the results', async ({ page }) => {
  await page.goto('/jobs');
  const all = await foundCount(page);
  expect(all).toBeGreaterThan(10);

  await page.getByLabel('Sort by').selectOption('-max_pay');
  await expect(page).toHaveURL(/ordering=-max_pay/);
  // Highest pay first: the pays on the page never go up.
  await expect(page.locator('article').first()).toBeVisible();
  await expect
    .poll(async () => {
      const pays = (await page.locator('article dd').allTextContents())
        .filter((t) => /^(Up to )?UGX [\d,]+( – [\d,]+)? \/ month$/.test(t))
        .map((t) => Number(/([\d,]+) \/ month$/.exec(t)![1]!.replace(/\D/g, '')));
      return pays.length > 1 && pays.every((p, i) => i === 0 || p <= (pays[i - 1] ?? 0));
    })
    .toBe(true);

  // Twenty steps of UGX 50,000 on the minimum thumb: only jobs paying UGX 1,000,000 or more.
  const thumb = page.getByRole('slider', { name: 'Minimum salary' });
  await thumb.focus();
  for (let i = 0; i < 20; i++) await thumb.press('ArrowRight');
  await expect(page).toHaveURL(/min_pay=1000000/);
  await expect(page).toHaveURL(/ordering=-max_pay/);
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  const filtered = await foundCount(page);
  expect(filtered).toBeGreaterThan(0);

  // Clearing the filters brings every job back and the slider home.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/min_pay/);
  await expect.poll(() => foundCount(page)).toBe(all);
  await expect(thumb).toHaveAttribute('aria-valuenow', '0');
});

test('every filter set, Clear filters leaves none: in the side panel and in the phone’s drawer', async ({ page }) => {
  // Every filter of the contract's definition (support/jobs.ts): the panel's fields set by hand, the others by a link.
  const panel = page.getByRole('region', { name: 'Filter jobs' });
  await page.goto('/jobs');
  const empty = await filterControls(panel);

  await page.goto(`/jobs?${filterLinks()}`);
  await setEveryFilter(panel);
  await expect.poll(() => filtersInUrl(page)).toEqual(JOB_FILTER_NAMES);
  const set = await filterControls(panel);
  for (const name of JOB_FILTER_NAMES)
    if (JOB_FILTERS[name].control.type !== 'searchBar') expect([name, set[name]]).not.toEqual([name, empty[name]]);
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => filtersInUrl(page)).toEqual([]);
  await expect.poll(() => filterControls(panel)).toEqual(empty);

  // On a phone the drawer clears its draft; Apply leaves the typed words and nothing else.
  await page.setViewportSize({ width: 360, height: 780 });
  const filters = page.getByRole('button', { name: /^Filters/ });
  const drawer = page.getByRole('dialog', { name: 'Filter jobs' });
  await page.goto(`/jobs?${filterLinks()}`);
  await filters.click();
  await setEveryFilter(drawer);
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await expect.poll(() => filtersInUrl(page)).toEqual(JOB_FILTER_NAMES);
  await expect(filters).toHaveAccessibleName(`Filters ${DRAWER_CONTROLS} active`);
  await filters.click();
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => filterControls(drawer)).toEqual(empty);
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  const searchBar = JOB_FILTER_NAMES.filter((name) => JOB_FILTERS[name].control.type === 'searchBar');
  await expect.poll(() => filtersInUrl(page)).toEqual(searchBar);
  // The keywords show in the search bar, not in the Filters count.
  await expect(filters).toHaveAccessibleName('Filters');
});

for (const width of [360, 1280]) {
  test(`the list pages show results at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
    expect(await foundCount(page)).toBeGreaterThan(0);
    await expect(page.locator('article').first()).toBeVisible();
    expect(await page.locator('article').count()).toBe(10);
    await expect(
      page.getByRole('navigation', { name: 'Job result pages' }).getByRole('button', { name: 'Page 2' }),
    ).toBeVisible();

    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ compan(y|ies) found$/ })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Names starting with A', exact: true }).click();
    await expect(page).toHaveURL(/letter=A/);
    await expect
      .poll(async () => {
        const names = await page.locator('article h3').allTextContents();
        return names.length > 0 && names.every((n) => n.trim().toUpperCase().startsWith('A'));
      })
      .toBe(true);

    await page.goto('/category-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs by Category' })).toBeVisible();
    const group = page
      .getByRole('main')
      .getByRole('link', { name: /\d+ jobs?$/ })
      .first();
    await expect(group).toBeVisible();
    await expect(group).toHaveAttribute('href', /^\/jobs\?sector=\d+$/);

    await page.goto('/company-internships');
    await expect(page.getByRole('heading', { level: 1, name: 'Internships' })).toBeVisible();
    expect(await foundCount(page)).toBeGreaterThan(0);
    const badges = await page.locator('article').getByText('Internship', { exact: true }).count();
    expect(badges).toBe(await page.locator('article').count());
  });
}
