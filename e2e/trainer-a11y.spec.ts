// Axe on every page of the trainer area, at a phone's width and a desktop's: no serious or critical violations.
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';

for (const width of [360, 1280]) {
  test(`the trainer pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
    await loginAs(page, DEMO.trainer);
    for (const path of ['/trainer-dashboard', '/trainer-post-training', '/trainer-manage-training', '/trainer-profile', '/dashboard']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, { landmarks: true });
      });
    }
    await test.step('/trainer-post-training?edit= with the errors shown', async () => {
      await page.goto('/trainer-manage-training');
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit training' })).toBeVisible();
      await page.getByLabel(/^Title/).fill('');
      await page.getByRole('button', { name: 'Update Training' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectAccessible(page, { landmarks: true });
    });
    await test.step('the delete confirmation', async () => {
      await page.goto('/trainer-manage-training');
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await expect(page.getByRole('dialog', { name: 'Delete Training!' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  });

  test(`/become-trainer at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    // A user without the Trainer account type sees the form.
    await loginAs(page, DEMO.seeker);
    await page.goto('/become-trainer');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page, { landmarks: true });
    // The trainer pages offer to create the account instead.
    await page.goto('/trainer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainer account needed' })).toBeVisible();
    await expectAccessible(page, { landmarks: true });
  });
}
