// Axe on every page of the career counsellor area, at a phone's width and a desktop's: no serious or critical violations.
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';

for (const width of [360, 1280]) {
  test(`the career counsellor pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
    await loginAs(page, DEMO.counsellor);
    for (const path of ['/counsellor-profile', '/counselling-center', '/career-resources', '/post-career-resource', '/career-events', '/post-career-event']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, { landmarks: true });
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
        await expectAccessible(page, { landmarks: true });
      });
    }
    // A failed submit: the messages beside the fields and under the form.
    await test.step('/post-career-event with errors', async () => {
      await page.goto('/post-career-event');
      await page.getByRole('main').getByRole('button', { name: 'Post Career Event' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expectAccessible(page, { landmarks: true });
    });
  });

  test(`/become-career-counsellor at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    // A user without the Career Counsellor account type sees the form.
    await loginAs(page, DEMO.seeker);
    await page.goto('/become-career-counsellor');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page, { landmarks: true });
  });
}
