// Recommended jobs (issue 15) for the demo job seeker, on a phone and a laptop: "Jobs for you" on the dashboard with
// how well each job fits and why, and the jobs page's "Jobs for you" tab with every one of them. Axe clean.
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';
import { expect, test } from './support/test';

for (const width of [360, 1280]) {
  test(`at ${width} px the job seeker sees the jobs that fit them on the dashboard and in the jobs page's tab`, async ({
    page,
  }) => {
    await atWidth(page, width);
    await loginAs(page, DEMO.seeker, { path: '/dashboard' });
    const panel = page.getByRole('region', { name: 'Jobs for you' });
    await expect(panel.getByText(/^\d+% fit$/).first()).toBeVisible();
    await expect(
      panel.getByText(/Matches your skills|In your field|In your district|In your town/).first(),
    ).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('link', { name: /^See all \d+ jobs for you$/ }).click();
    await expect(page).toHaveURL(/\/jobs\?tab=for-you$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Jobs for you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jobs for you', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^\d+% fit$/).first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Back to every job.
    await page.getByRole('link', { name: 'All jobs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Job results/ })).toBeVisible();
  });
}
