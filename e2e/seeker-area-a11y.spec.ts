// Axe on the signed-in area (dashboard, basic information, saved jobs, notifications, applied jobs) with its
// sidebar, and on the sidebar's drawer on a phone: no serious or critical violations at 360 and 1280 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const SEEKER = 'jobseeker@demo.tvet.ug';
const PASSWORD = 'Demo@2026pass';

async function login(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(SEEKER);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  // The header's Logout sits in its menu on a phone: wait for the login page to be left instead.
  await expect(page).not.toHaveURL(/\/login$/);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

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
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await login(page);
      await page.goto(path);
      await ready(page);
      if (width > 760) await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'My account menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
}

test('the sidebar drawer at 360 px has no serious accessibility violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 800 });
  await login(page);
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
  await expectNoSeriousViolations(page);

  // Following a link closes the drawer.
  await drawer.getByRole('link', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/favorite-jobs$/);
  await expect(drawer).toBeHidden();
});

test('the sidebar at 1280 px sits beside the page and marks the open page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto('/jobs-alerts');
  await expect(page.getByRole('button', { name: 'My account menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);
});
