// Axe on the signed-in area (dashboard, basic information, saved jobs, notifications, applied jobs) with its
// sidebar, and on the sidebar's drawer on a phone: no serious or critical violations at 360 and 1280 px.
import { expect, test, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';

/** Each page, and what shows once its data has loaded. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard', ready: (page) => expect(page.getByRole('link', { name: /^My Jobs/ })).toBeVisible() },
  { path: '/profile', ready: (page) => expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible() },
  { path: '/favorite-jobs', ready: (page) => expect(page.getByRole('heading', { level: 1, name: /^\d+ Saved Jobs?$/ })).toBeVisible() },
  { path: '/jobs-alerts', ready: (page) => expect(page.getByRole('link', { name: 'Welcome to the TVET skills and jobs portal' })).toBeVisible() },
  { path: '/jobs-applied-job', ready: (page) => expect(page.getByRole('heading', { level: 1, name: /^\d+ Applied Jobs?$/ })).toBeVisible() },
];

for (const width of [360, 1280]) {
  for (const { path, ready } of PAGES) {
    test(`${path} with the sidebar at ${width} px has no serious accessibility violations`, async ({ page }) => {
      // Transitions off: axe must not measure contrast halfway through a fade.
      await atWidth(page, width);
      await loginAs(page, DEMO.seeker);
      await page.goto(path);
      await ready(page);
      if (width > 760) await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'My account menu' })).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('the sidebar drawer at 360 px has no serious accessibility violations', async ({ page }) => {
  await atWidth(page, 360);
  await loginAs(page, DEMO.seeker);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^My Jobs/ })).toBeVisible();
  // On a phone the sidebar folds away so the page gets the full width.
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'My account menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await expectAccessible(page);

  // Following a link closes the drawer.
  await drawer.getByRole('link', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/favorite-jobs$/);
  await expect(drawer).toBeHidden();
});

test('the sidebar at 1280 px sits beside the page and marks the open page', async ({ page }) => {
  await atWidth(page, 1280);
  await loginAs(page, DEMO.seeker);
  await page.goto('/jobs-alerts');
  await expect(page.getByRole('button', { name: 'My account menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});
