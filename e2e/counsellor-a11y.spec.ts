// Axe on every page of the career counsellor area, at a phone's width and a desktop's: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const COUNSELLOR = 'counsellor@demo.tvet.ug';
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
  test(`the career counsellor pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await login(page, COUNSELLOR);
    for (const path of ['/counsellor-profile', '/counselling-center', '/career-resources', '/post-career-resource', '/career-events', '/post-career-event']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectNoSeriousViolations(page);
      });
    }
    // The edit forms, opened from the tables' first rows.
    for (const [list, form] of [
      ['/career-resources', 'Edit Career Resource'],
      ['/career-events', 'Edit Career Event'],
    ] as const) {
      await test.step(`${list} → ${form}`, async () => {
        await page.goto(list);
        await page.getByRole('link', { name: /^Edit / }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: form })).toBeVisible();
        await expect(page.getByLabel(/^Title|^Resource Title/).first()).not.toHaveValue('');
        await expectNoSeriousViolations(page);
      });
    }
    // A failed submit: the messages beside the fields and under the form.
    await test.step('/post-career-event with errors', async () => {
      await page.goto('/post-career-event');
      await page.getByRole('main').getByRole('button', { name: 'Post Career Event' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });

  test(`/become-career-counsellor at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    // A user without the Career Counsellor account type sees the form.
    await login(page, SEEKER);
    await page.goto('/become-career-counsellor');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
