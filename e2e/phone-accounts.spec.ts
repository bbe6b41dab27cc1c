// Accounts by phone number (issue 33) in a real browser: at 360 px a visitor signs up with a mobile number, enters the
// code the (fake) SMS gateway received, and is signed in.
import { expect, test } from './support/test';
import { atWidth } from './support/axe';
import { lastSmsCode } from './support/sms';

test('at 360 px a visitor signs up with a phone number, enters the SMS code and is signed in', async ({ page }) => {
  await atWidth(page, 360);
  const nine = `77${String(Date.now()).slice(-7)}`;
  const phone = `+256${nine}`;

  await page.goto('/register');
  // On a phone the phone number is offered first.
  await expect(page.getByRole('button', { name: 'Phone number', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/^Phone number/).fill(`0${nine.slice(0, 3)} ${nine.slice(3)}`);
  await page.getByLabel(/^First name/).fill('Sarah');
  await page.getByLabel(/^Last name/).fill('Nakato');
  await page.getByLabel(/^Password/).fill('Tailoring#2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/verify-phone\?phone=%2B256\d{9}$/);
  await expect(page.getByRole('button', { name: 'Send the code again' })).toBeVisible();
  await page.getByLabel(/^Code/).fill(await lastSmsCode(phone));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(page.locator('[data-toast]').filter({ hasText: 'Your phone number has been verified.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();
});

test("an SMS's short link to a job opens the job's page", async ({ page, request }) => {
  const jobs = (await (await request.get('/api/employer/jobs/?page_size=1')).json()) as { results: { id: number }[] };
  const id = jobs.results[0]!.id;
  const short = await request.get(`/j/${id}`, { maxRedirects: 0 });
  expect(short.status()).toBe(301);
  expect(short.headers()['location']).toBe(`/job-detail/${id}`);
  expect((await request.get('/j/abc', { maxRedirects: 0 })).status()).toBe(404);
  await page.goto(`/j/${id}`);
  await expect(page).toHaveURL(new RegExp(`/job-detail/${id}$`));
});
