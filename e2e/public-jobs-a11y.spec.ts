// Axe on the jobs pages (home, search, a job, companies, groups, internships, applied jobs) at a phone's width and a
// desktop's, with their data loaded: no serious or critical violations.
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';

for (const width of [360, 1280]) {
  test(`the public jobs pages at ${width} px have no serious accessibility violations`, async ({ page, request }) => {
    // Transitions and counters off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
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
      await expectAccessible(page);
    }
  });

  test(`applied jobs at ${width} px have no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    await loginAs(page, DEMO.seeker);
    await page.goto('/jobs-applied-job');
    await expect(page.getByRole('heading', { level: 1, name: /^\d+ Applied Jobs?$/ })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);
  });
}
