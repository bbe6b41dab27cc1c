// The installable app on a bad connection (issue 17): with the service worker in control, the jobs a person saved,
// their applications and a job they opened stay readable offline under a "You are offline" banner; applying
// offline is queued and sent when the connection returns; logging out forgets the person's copies.
import { DEMO } from './support/accounts';
import { freshJob } from './support/jobs';
import { authHeader, loginAs } from './support/session';
import { expect, test, type Page } from './support/test';

/** Waits until the service worker controls the page (a first visit installs it; the next load is controlled). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest makes the portal installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Uganda TVET Skills & Jobs Portal',
    start_url: '/',
    display: 'standalone',
    theme_color: '#075c4a',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons)
    expect((await request.get((icon as unknown as { src: string }).src)).ok()).toBe(true);
});

test('offline: saved jobs, applied jobs and an opened job stay readable; an application waits and is sent back online', async ({
  page,
  context,
  request,
}) => {
  const saved = await freshJob(request, `Offline saved welder ${Date.now()}`);
  const toApply = await freshJob(request, `Offline apply carpenter ${Date.now()}`);
  const seeker = await authHeader(request, DEMO.seeker);
  expect(
    (await request.post('/api/job_seekers/favorite-jobs/', { headers: seeker, data: { job: saved } })).status(),
  ).toBe(201);

  await loginAs(page, DEMO.seeker, { path: '/' });
  await underServiceWorker(page);
  // Seen once online: the saved jobs, the applications, the job to apply for.
  await page.goto('/favorite-jobs');
  await expect(page.getByText(/Offline saved welder/)).toBeVisible();
  await page.goto('/jobs-applied-job');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/job-detail/${toApply}`);
  await expect(page.getByRole('heading', { level: 1, name: /Offline apply carpenter/ })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/favorite-jobs');
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await expect(page.getByText(/Offline saved welder/)).toBeVisible();
  await page.goto('/jobs-applied-job');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page never opened on this phone says so, instead of an error, and lists what is saved here, each opening offline.
  await page.goto('/trainings');
  const notSaved = page.getByTestId('offline-page');
  await expect(notSaved.getByRole('heading', { level: 1, name: 'This page is not saved on this phone' })).toBeVisible();
  await expect(notSaved.getByRole('link', { name: 'Your applications' })).toBeVisible();
  await expect(notSaved.getByRole('link', { name: /^Offline apply carpenter/ })).toBeVisible();
  await notSaved.getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page.getByText(/Offline saved welder/)).toBeVisible();

  await page.goto(`/job-detail/${toApply}`);
  await expect(page.getByRole('heading', { level: 1, name: /Offline apply carpenter/ })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByText('You are offline. Your application will be sent when you are back online.'),
  ).toBeVisible();
  const applications = async () =>
    (
      (await (
        await request.get('/api/job_seekers/job-applications/?page_size=100', {
          headers: await authHeader(request, DEMO.seeker),
        })
      ).json()) as { results: { job: number }[] }
    ).results.filter((a) => a.job === toApply).length;
  expect(await applications()).toBe(0);
  // The job no longer offers Apply Now while the application waits on the phone.
  await expect(page.getByRole('button', { name: 'Queued — sends when you are online' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  await context.setOffline(false);
  // Sent once the portal sees the connection back (the browser event, or its check every few seconds).
  await expect(page.getByText(/Your application for “Offline apply carpenter .*” was sent\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect.poll(applications).toBe(1);
  await expect(page.getByRole('button', { name: 'Queued — sends when you are online' })).toHaveCount(0);

  // Logging out forgets what was kept for this person.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('portal-api-signed-in')))
    .toBe(false);
});
