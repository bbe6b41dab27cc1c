// The Ministry's USSD simulator (issue 33): the demo job seeker's number dials the menu, which knows them (their main
// menu at once, no language question), and 1 opens Find jobs. Axe clean with the phone's screen open, at 360 px.
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { loginAs } from './support/session';
import { expect, test } from './support/test';

/** The demo job seeker's verified number (apps/api/src/db/seed/demo/job-seeker.ts). */
const DEMO_SEEKER_PHONE = '+256772000001';

test('the ministry dials the USSD menu as the demo job seeker and opens Find jobs', async ({ page }) => {
  await atWidth(page, 360);
  await loginAs(page, DEMO.ministry, { path: '/ministry/ussd-simulator' });
  await expect(page.getByRole('heading', { level: 1, name: 'USSD simulator' })).toBeVisible();

  await page.getByLabel('Phone number').fill(DEMO_SEEKER_PHONE);
  await page.getByRole('button', { name: 'Dial' }).click();
  const screen = page.getByRole('status', { name: 'Phone screen' });
  await expect(screen).toContainText('1 Find jobs');
  await expect(screen).toContainText('0 Help');
  await expectAccessible(page);

  await page.getByLabel('Your answer').fill('1');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(screen).toContainText('Choose a trade or type a word:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen).toBeHidden();
});
