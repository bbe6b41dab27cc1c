// Axe on the header, login and register pages, at a phone's width and a desktop's: no serious or critical violations.
import { expect, test } from './support/test';
import { atWidth, expectAccessible } from './support/axe';

for (const width of [360, 1280]) {
  for (const path of ['/login', '/register', '/forgot-password', '/verify-account']) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
    });
  }

  test(`the login modal and header menu at ${width} px have no serious accessibility violations`, async ({ page }) => {
    // Transitions off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
    await page.goto('/register');
    if (width <= 760) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: /Login/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectAccessible(page);
  });
}
