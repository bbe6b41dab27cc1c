// People's data in the browser: the privacy notice and terms from the footer, "Privacy and my data" from the sidebar,
// the download of everything held, and the deletion of the account.
import { expect, test, type Page } from './support/test';
import { atWidth, expectAccessible } from './support/axe';
import { toast } from './support/forms';
import { loginAs, newVerifiedUser } from './support/session';

const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('at 360 px, the footer links to the privacy notice and the terms of use', async ({ page }) => {
  await atWidth(page, 360);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expectAccessible(page);
  await fitsWidth(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

test('a user downloads (the page at 360 px) their data, then deletes their account and can no longer sign in', async ({
  page,
}) => {
  const { email, password } = await newVerifiedUser(page.request, 'leaving', 'Carpentry#2026');
  await loginAs(page, email, { password });
  await page.getByRole('link', { name: 'Privacy and my data' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and my data' })).toBeVisible();
  await atWidth(page, 360);
  await expectAccessible(page);
  await fitsWidth(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tvet-portal-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your password' }).fill('not-my-password');
  await page.getByLabel('I understand that my account and my data will be deleted for good').check();
  await remove.click();
  await expect(page.getByText('The password is not right.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await remove.click();
  await toast(page, 'Your account and your personal data have been deleted.');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  const form = page.getByRole('main');
  // At 360 px the form offers the phone number first (issue 33).
  await form.getByRole('button', { name: 'E-mail', exact: true }).click();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Unable to log in with the provided credentials.')).toBeVisible();
});
