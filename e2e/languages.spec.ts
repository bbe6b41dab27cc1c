// Uganda's languages (issue 17): the language menu switches the interface to Swahili or Luganda, each language's pages
// have their own URLs (`/sw/jobs`, issue 27), the choice survives a reload and sends bare URLs to it, the server renders
// public pages in it, form errors follow it, and every language stays accessible.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { authHeader, loginAs } from './support/session';
import { expect, test, type Page } from './support/test';

// The lookup names (decision 027): a job card's contract type and the category filter's options, as seeded.
const CONTRACT_TYPES = {
  sw: /^(Muda wote|Muda wa sehemu|Mkataba|Mafunzo kwa vitendo|Uanagenzi|Muda mfupi|Kujitolea)$/,
  lg: /^(Ekiseera kyonna|Ekiseera ekitono|Endagaano|Okwegezaamu emirimu|Okuyiga omulimu ku mukugu|Okumala akaseera|Bwannakyewa)$/,
};

async function choose(page: Page, currentLabel: string, language: 'en' | 'sw' | 'lg') {
  const { pathname } = new URL(page.url());
  await page.getByLabel(currentLabel, { exact: true }).selectOption(language);
  // The same page, in that language's URLs.
  const appPath = pathname.replace(/^\/(sw|lg)(?=\/|$)/, '') || '/';
  const expected = language === 'en' ? appPath : `/${language}${appPath === '/' ? '' : appPath}`;
  await expect(page).toHaveURL((url) => url.pathname === expected);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('Swahili: the header, a job card and a form error, kept across a reload, accessible', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Language', 'sw');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jisajili' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Ingia' })).toBeVisible();
  await expect(
    header.getByRole('navigation', { name: 'Kuu', exact: true }).getByRole('link', { name: 'Kazi', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kazi Maarufu' })).toBeVisible();
  // A job card's facts, and its contract type from the lookup list.
  await expect(page.getByRole('article').first().getByText('Mshahara', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByText(CONTRACT_TYPES.sw).first()).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Kazi Maarufu' })).toBeVisible();

  // The contract's own rule, checked in the browser, in Swahili.
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Ingia' }).click();
  await expect(page.getByText('Jina la mtumiaji linahitajika')).toBeVisible();
  await expect(page.getByText('Nenosiri linahitajika')).toBeVisible();
  await expectAccessible(page);
  await choose(page, 'Lugha', 'en');
});

test('Luganda: the jobs page and the sign-up form, accessible; back to English', async ({ page }) => {
  // Jobs of one contract type: every card names it (other tests' jobs, newest first, may have none).
  await page.goto('/jobs?contract_type=Full+Time');
  await choose(page, 'Language', 'lg');
  await expect(page.getByRole('heading', { level: 1, name: 'Laba Emirimu' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Emirimu \d+ gizuuliddwa|Omulimu 1 guzuuliddwa/ }),
  ).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Omusaala', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByText(CONTRACT_TYPES.lg).first()).toBeVisible();
  // The category filter lists the job categories in Luganda (the value stays the row's id).
  await expect(page.getByRole('option', { name: 'Obubazzi', exact: true }).first()).toBeAttached();
  await expectAccessible(page);

  await page.goto('/register');
  await page.getByRole('main').getByRole('button', { name: 'Weewandiise' }).click();
  await expect(page.getByText('Email yeetaagibwa')).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Olulimi', 'en');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign Up' })).toBeVisible();
});

test('a bare URL goes to the language of the cookie, else of the browser; each language has its URLs and hydrates without a change', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const sw = await request.get('/jobs', { headers: { cookie: 'lang=sw', 'accept-language': 'lg' }, maxRedirects: 0 });
  expect(sw.status()).toBe(302);
  expect(sw.headers().location).toBe('/sw/jobs');
  expect(sw.headers().vary).toMatch(/Accept-Language/);
  const swPage = await request.get('/sw/jobs');
  const swHtml = await swPage.text();
  expect(swHtml).toContain('<html lang="sw"');
  expect(swHtml).toContain('Vinjari Kazi');
  // The server renders the lookup names in the page's language too: a category filter's option.
  expect(swHtml).toContain('>Useremala</option>');
  // Every language's copy named for search engines.
  expect(swHtml).toContain(`<link rel="alternate" hreflang="lg" href="${baseURL}/lg/jobs">`);
  expect(swHtml).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/jobs">`);

  const lg = await request.get('/jobs', { headers: { 'accept-language': 'lg-UG,lg;q=0.9,en;q=0.8' } });
  expect(lg.url()).toBe(`${baseURL}/lg/jobs`);
  expect(await lg.text()).toContain('Laba Emirimu');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL ?? '' }]);
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/sw\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vinjari Kazi' })).toBeVisible();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  // Any error during hydration (a mismatch is React's #418, a failed hydration #423) shows on the console.
  expect(errors).toEqual([]);
  // The app's links stay in the language.
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Kuu', exact: true })
    .getByRole('link', { name: 'Mafunzo' })
    .click();
  await expect(page).toHaveURL(/\/sw\/trainings$/);
});

test('beyond the jobs pages: a catalogue page rendered by the server, and a signed-in area, whose login keeps the choice for mails', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const trainings = await request.get('/trainings', { headers: { cookie: 'lang=sw' } });
  expect(await trainings.text()).toContain('Vinjari mafunzo');

  await context.addCookies([{ name: 'lang', value: 'lg', url: baseURL ?? '' }]);
  const headers = { cookie: 'lang=lg' };
  // The login copies the language menu's choice to the account: its mails follow it.
  const login = await request.post('/api/account/login', {
    data: { username: DEMO.trainer, password: DEMO_PASSWORD },
    headers,
  });
  expect(login.ok()).toBe(true);
  await loginAs(page, DEMO.trainer, { path: '/trainer-dashboard' });
  await expect(page.getByRole('heading', { level: 1, name: "Dashibodi y'Omutendesi" })).toBeVisible();
  await expect(page.getByText('Entendeka eddako')).toBeVisible();
  await expectAccessible(page);
  // The demo trainer's other tests read English mails.
  const reset = await request.patch('/api/account/language/', {
    data: { language: 'en' },
    headers: await authHeader(request, DEMO.trainer),
  });
  expect(reset.ok()).toBe(true);
});
