// Axe on every page of the trainer area, at a phone's width and a desktop's: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const TRAINER = 'trainer@demo.tvet.ug';
const SEEKER = 'jobseeker@demo.tvet.ug';
const PASSWORD = 'Demo@2026pass';

async function login(page: Page, username: string) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  // At a phone's width the header's Logout sits in the closed menu: leaving /login is the sign.
  await expect(page).not.toHaveURL(/\/login/);
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`the trainer pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await login(page, TRAINER);
    for (const path of ['/trainer-dashboard', '/trainer-post-training', '/trainer-manage-training', '/trainer-profile', '/dashboard']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectNoSeriousViolations(page);
      });
    }
    await test.step('/trainer-post-training?edit= with the errors shown', async () => {
      await page.goto('/trainer-manage-training');
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit training' })).toBeVisible();
      await page.getByLabel(/^Title/).fill('');
      await page.getByRole('button', { name: 'Update Training' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
    await test.step('the delete confirmation', async () => {
      await page.goto('/trainer-manage-training');
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await expect(page.getByRole('dialog', { name: 'Delete Training!' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  });

  test(`/become-trainer at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    // A user without the Trainer account type sees the form.
    await login(page, SEEKER);
    await page.goto('/become-trainer');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectNoSeriousViolations(page);
    // The trainer pages offer to create the account instead.
    await page.goto('/trainer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainer account needed' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
