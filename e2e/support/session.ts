// Signing in for a test. `loginAs` asks the API for a token pair and stores it the way the app does
// (apps/web/src/lib/storage.ts), so a test starts signed in without driving the login form; the form itself is
// driven by the tests about it (account.spec.ts; `submitLoginForm` for the visitor sent to log in). Each call logs in
// afresh: refresh tokens rotate, so a stored pair shared between tests would be spent by the first one to refresh.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { storedUser, storeSession } from './stored-session';
import { waitForMail } from './mailbox';
import { expect } from './test';

type TokenPair = { access: string; refresh: string };

/** A token pair for this account, from POST /api/account/login. */
export async function tokensFor(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const res = await request.post('/api/account/login', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TokenPair;
}

/** Signs the page's browser context in as this account, then opens `path` (where the login form leads: /dashboard). */
export async function loginAs(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, path = '/dashboard' }: { password?: string; path?: string | null } = {},
) {
  const { access, refresh } = await tokensFor(page.request, email, password);
  // Any page of the portal's origin will do to reach its localStorage; robots.txt is the lightest.
  await page.goto('/robots.txt');
  await page.evaluate(storeSession, { access, refresh, user: storedUser(access) });
  if (path) await page.goto(path);
}

/** Makes the stored access token expired (as if its 4 s had passed), so the next call must refresh it. */
export async function expireAccessToken(page: Page) {
  await page.evaluate(() => {
    const access = localStorage.getItem('access_token');
    if (!access) throw new Error('no session to expire');
    const [head, body] = access.split('.');
    const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    // The signature no longer matches: the server refuses it as token_not_valid, exactly as an expired one.
    localStorage.setItem('access_token', `${head}.${encoded}.x`);
  });
}

/** Registers an account through the API and activates it with the link of the mail it receives. */
export async function newVerifiedUser(request: APIRequestContext, prefix: string, password = 'Carpentry#2026') {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ug`;
  // Each as a visitor of its own (the test server trusts 127.0.0.1 as a proxy): registrations are limited per address.
  const visitor = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const res = await request.post('/api/account/register/', {
    multipart: { username: email, email, password },
    headers: { 'x-forwarded-for': visitor },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/account\/verify-email\/\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  expect((await request.get(link!)).ok()).toBeTruthy();
  return { email, password };
}

/** The Authorization header of a fresh login (the test server's access tokens live a few seconds). */
export async function authHeader(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const { access } = await tokensFor(request, email, password);
  return { Authorization: `JWT ${access}` };
}

/** Fills and sends the login form already on screen (e.g. after a protected page sent the visitor there). */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('main');
  // On a phone the form offers the phone number first (issue 33).
  await form.getByRole('button', { name: 'E-mail', exact: true }).click();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}
