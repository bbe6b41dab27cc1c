// Axe on every page of the employer area, at a phone's width and a desktop's: no serious or critical violations.
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';

for (const width of [360, 1280]) {
  test(`the employer pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
    await loginAs(page, DEMO.company);
    for (const path of ['/company-profile', '/company-post-job', '/company-manage-job', '/company-manage-job-applications', '/company-dashboard', '/company-resume']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, { landmarks: true });
      });
    }
  });

  test(`/become-company at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    // A user without the Company account type sees the form.
    await loginAs(page, DEMO.seeker);
    await page.goto('/become-company');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page, { landmarks: true });
  });
}
