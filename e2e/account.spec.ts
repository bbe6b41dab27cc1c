// The account journey in a real browser: register → mail over SMTP → activate → log in → protected page with a
// transparently refreshed access token → log out (the refresh token is revoked).
import { expect, test } from './support/test';
import { waitForMail } from './support/mailbox';
import { expireAccessToken } from './support/session';

test('a visitor registers, activates by mail, logs in, survives token expiry and logs out', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@example.ug`;
  const password = 'Welding#2026';

  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Account created successfully, please check your email for account activation!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The mail arrived over SMTP; its link verifies the account on the server and lands on the web page.
  const mail = await waitForMail(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/account\/verify-email\/\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account-activated$/);
  await expect(page.getByText(/your account has been activated/)).toBeVisible();

  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // After the access token expires (made so at once rather than waiting out its 4 s), the protected page still
  // loads, through one refresh.
  const firstRefresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await expireAccessToken(page);
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/account/token/refresh/') && r.status() === 200);
  await page.goto('/account-type-picker');
  await refreshed;
  await expect(page).toHaveURL(/\/account-type-picker$/);
  await expect(page.getByText(/Step 1 of 2/)).toBeVisible();
  const secondRefresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(secondRefresh).not.toBe(firstRefresh);

  // Log out: the session is gone from the browser and its refresh token no longer works on the server.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const reuse = await request.post('/api/account/token/refresh/', { data: { refresh: secondRefresh } });
  expect(reuse.status()).toBe(401);
  expect((await reuse.json()).code).toBe('token_not_valid');

  // A protected page now sends the visitor to the login page with the spec's alert.
  await page.goto('/jobs-change-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Login before you proceed.')).toBeVisible();
});
