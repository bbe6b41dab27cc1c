// Axe on the jobs pages (home, search, a job, companies, groups, internships, applied jobs) at a phone's width and a
// desktop's, with their data loaded: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

async function expectNoSeriousViolations(page: Page) {
  // Every skeleton gone: axe checks the page people read, not its placeholder.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`the public jobs pages at ${width} px have no serious accessibility violations`, async ({ page, request }) => {
    // Transitions and counters off: axe must not measure contrast halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const jobs = (await (await request.get('/api/employer/jobs/?page_size=1')).json()) as { results: { id: number }[] };
    const jobId = jobs.results[0]?.id;
    expect(jobId).toBeTruthy();

    const pages: Array<[string, RegExp | string]> = [
      ['/', /^Find over \d+ opportunities$/],
      ['/jobs', 'Browse Jobs'],
      [`/job-detail/${jobId}`, /.+/],
      ['/companies', 'Companies'],
      ['/category-jobs', 'Jobs by Category'],
      ['/company-internships', 'Internships'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });

  test(`applied jobs at ${width} px have no serious accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Log in at the default desktop width (the phone layout keeps Logout in the menu), then narrow the window.
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByLabel('Username').fill('jobseeker@demo.tvet.ug');
    await form.getByLabel(/^Password/).fill('Demo@2026pass');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/jobs-applied-job');
    await expect(page.getByRole('heading', { level: 1, name: /^\d+ Applied Jobs?$/ })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
