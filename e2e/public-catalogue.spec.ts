// The public catalogue in a real browser on the demo data: trainings, competitions, career events, counselling
// centres, the information hub, and a signed-in job seeker's notification.
import { expect, test, type Page } from './support/test';

interface Paged<T> {
  count: number;
  results: T[];
}

/** The detail links of the cards on screen, in order. */
async function cardLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

const LISTS = [
  { path: '/trainings', heading: /^\d+ trainings? found$/, detail: /\/training-detail\/\d+$/ },
  { path: '/skills-competitions', heading: /^\d+ competitions? found$/, detail: /\/competition-detail\/\d+$/ },
  { path: '/events', heading: /^\d+ career events? found$/, detail: /\/event-detail\/\d+$/ },
  { path: '/counselling-centers', heading: /^\d+ centres? found$/, detail: /\/counselling-centers\/\d+$/ },
];

for (const width of [360, 1280]) {
  for (const list of LISTS) {
    test(`${list.path} at ${width} px lists the demo data with its count`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: list.heading })).toBeVisible();
      const links = await cardLinks(page);
      expect(links.length).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(10);
      for (const href of links) expect(href).toMatch(list.detail);
      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('a search that matches nothing shows the empty state, and clearing it brings the list back', async ({ page }) => {
  await page.goto('/trainings');
  await expect(page.getByRole('heading', { name: /trainings? found$/ })).toBeVisible();
  await page.getByPlaceholder('Training title, keywords or phrase').fill('zzqx nothing like this');
  await page.getByRole('button', { name: 'Find a training' }).click();
  await expect(page.getByRole('heading', { name: 'No trainings found' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]search=zzqx/);
  await expect(page.getByRole('article')).toHaveCount(0);

  // The search lives in the URL: a reload shows the same state, back returns to the full list.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No trainings found' })).toBeVisible();
  await expect(page.getByPlaceholder('Training title, keywords or phrase')).toHaveValue('zzqx nothing like this');
  await page.goBack();
  await expect(page.getByRole('heading', { name: /^\d+ trainings found$/ })).toBeVisible();
  await expect(page.getByPlaceholder('Training title, keywords or phrase')).toHaveValue('');

  for (const [path, placeholder, button, empty] of [
    ['/skills-competitions', 'Competition title, keywords or phrase', 'Find a competition', 'No competitions found'],
    ['/events', 'Event title, keywords or phrase', 'Find an event', 'No career events found'],
    ['/counselling-centers', 'Centre name or counselling service', 'Find a centre', 'No career centres found'],
  ] as const) {
    await page.goto(path);
    await page.getByPlaceholder(placeholder).fill('zzqx nothing like this');
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { name: empty })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
});

test('a search that matches finds the training', async ({ page, request }) => {
  const all = (await (await request.get('/api/trainings/trainings/?page_size=1')).json()) as Paged<{ title: string }>;
  const word = all.results[0]!.title.split(' ')[0]!;
  await page.goto('/trainings');
  await page.getByPlaceholder('Training title, keywords or phrase').fill(word);
  await page.getByPlaceholder('Training title, keywords or phrase').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect(page.getByRole('heading', { name: /^\d+ trainings? found$/ })).toBeVisible();
  await expect(page.getByText(`Results for “${word}”.`)).toBeVisible();
  // The keyboard stays where it was: in the search box.
  await expect(page.getByPlaceholder('Training title, keywords or phrase')).toBeFocused();
});

test('a list that fails to load offers a retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/careers/careerevent/**', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable."}' })
      : route.continue(),
  );
  // A page opened by its address arrives with its data (server-rendered): the list is loaded by the browser
  // when the visitor moves to it inside the app.
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Events' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the career events' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /^\d+ career events? found$/ })).toBeVisible();
});

test('the trainings pager moves to page 2 and back', async ({ page, request }) => {
  const body = (await (await request.get('/api/trainings/trainings/')).json()) as Paged<unknown>;
  expect(body.count).toBeGreaterThan(10);

  await page.goto('/trainings');
  await expect(page.getByRole('heading', { name: `${body.count} trainings found` })).toBeVisible();
  const first = await cardLinks(page);
  expect(first).toHaveLength(10);
  const pager = page.getByRole('navigation', { name: 'Training pages' });
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await cardLinks(page))[0]).not.toBe(first[0]);
  const second = await cardLinks(page);
  expect(second.some((href) => first.includes(href))).toBe(false);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(async () => (await cardLinks(page))[0]).toBe(first[0]);

  // A page past the end (say, from an old shared link) goes back to page 1.
  await page.goto('/trainings?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByRole('heading', { name: `${body.count} trainings found` })).toBeVisible();
});

test('a training card opens its detail page, under both addresses', async ({ page }) => {
  await page.goto('/trainings');
  const card = page.getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/training-detail\/\d+$/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  // The card shows the title cut to 23 characters; screen readers (and the heading here) get all of it.
  const full = (await h1.textContent()) ?? '';
  expect(title.startsWith(full.slice(0, 10))).toBe(true);
  const summary = page.getByRole('complementary', { name: 'Training Summary' });
  await expect(summary.getByText('Fees')).toBeVisible();
  await expect(summary.getByText('Places')).toBeVisible();
  // Said as a person would (ICU plural), not "25 Candidate(s)".
  await expect(summary.getByText(/^(1 participant|\d+ participants) wanted$/)).toBeVisible();
  await expect(summary.getByText('Start date')).toBeVisible();
  await expect(summary.getByText(/UGX [\d,]+|No Attendance Fee/)).toBeVisible();
  const register = page.getByRole('link', { name: /Registration Link/ });
  await expect(register).toHaveAttribute('target', '_blank');
  // The demo's registration links lead into the portal itself (its sign-up, then back to the training).
  await expect(register).toHaveAttribute('href', /^https?:\/\/[^/]+\/register\?next=%2Ftraining-detail%2F\d+$/);
  await expect(page.getByRole('heading', { name: 'About this training' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Trainings' })).toBeVisible();
  const related = await cardLinks(page);
  expect(related.length).toBeGreaterThan(0);
  expect(related.length).toBeLessThanOrEqual(4);
  expect(related).not.toContain(href);

  const id = href!.split('/').pop();
  await page.goto(`/trainings/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(full);

  await page.goto('/training-detail/99999999');
  await expect(page.getByRole('heading', { name: 'Training not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Trainings' }).click();
  await expect(page).toHaveURL(/\/trainings$/);
});

test('the competitions sort select changes the order', async ({ page, request }) => {
  const idsFor = async (ordering: string) => {
    const body = (await (await request.get(`/api/skills/skillscompetition/?ordering=${ordering}`)).json()) as Paged<{
      id: number;
    }>;
    return body.results.map((c) => `/competition-detail/${c.id}`);
  };
  const newest = await idsFor('-created');
  const closing = await idsFor('end_date');
  expect(closing).not.toEqual(newest);

  await page.goto('/skills-competitions');
  await expect(page.getByRole('heading', { name: /^\d+ competitions? found$/ })).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('-created');
  expect(await cardLinks(page)).toEqual(newest);

  await sort.selectOption({ label: 'Closing soonest' });
  await expect(page).toHaveURL(/ordering=end_date/);
  await expect.poll(() => cardLinks(page)).toEqual(closing);

  await page.goBack();
  await expect(sort).toHaveValue('-created');
  await expect.poll(() => cardLinks(page)).toEqual(newest);
});

test('a competition card opens its detail page', async ({ page }) => {
  await page.goto('/skills-competitions');
  const card = page.getByRole('article').first();
  await expect(card.getByText(/^Located at /)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Apply/ })).toBeVisible();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/competition-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Competition Summary' });
  for (const label of ['Start date', 'End date', 'Location'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guidelines' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  // The demo's competitions take applications in the portal: a visitor is asked to log in first.
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^Apply/ })
      .first(),
  ).toHaveAttribute('href', '/login');
});

test('an event card opens its detail page', async ({ page }) => {
  await page.goto('/events');
  const card = page.getByRole('article').first();
  await expect(card.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Register/ })).toHaveAttribute('target', '_blank');
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/event-detail\/\d+$/);
  const summary = page.getByRole('complementary', { name: 'Event Summary' });
  for (const label of ['Title', 'Event Date', 'Start Time', 'End Time', 'Location'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Event Registration/ })).toHaveAttribute('target', '_blank');

  await page.goto('/event-detail/abc');
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
});

test('a centre card opens the centre page', async ({ page }) => {
  await page.goto('/counselling-centers');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('list').getByRole('listitem').first()).toBeVisible();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/counselling-centers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const visit = page.getByRole('complementary', { name: 'Visit the centre' });
  await expect(visit.getByText('Location', { exact: true })).toBeVisible();
  await expect(visit.getByText('Opening hours', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services offered' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText(/book an appointment/)).toBeVisible();

  // Each centre shows its own services (the demo's Kampala centre offers these five).
  await page.goto('/counselling-centers?search=Kampala');
  const kampala = page.getByRole('article').filter({ hasText: 'Kampala Youth Career Guidance Centre' });
  await expect(kampala).toHaveCount(1);
  const services = kampala.getByRole('list', { name: /^Services at / }).getByRole('listitem');
  await expect(services.first()).toBeVisible();
  expect((await services.allTextContents()).sort()).toEqual(
    [
      'Aptitude & Interest Assessment',
      'CV & Cover Letter Writing',
      'Career Guidance',
      'Interview Preparation',
      'Job Placement Support',
    ].sort(),
  );
});

test('the information hub links its documents, which download as PDF', async ({ page, request }) => {
  await page.goto('/information-hub');
  for (const name of ['Company and Employee Policies', 'Employer Framework', 'Career Resources']) {
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link').first()).toBeVisible();
  }
  const links = page.getByRole('main').getByRole('link', { name: /\(PDF\)/ });
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) expect(href).toMatch(/\/media\/.+\.pdf$/);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  // Career resources show their description under the title.
  await expect(
    page.getByRole('region', { name: 'Career Resources' }).getByText(/make that minute count/i),
  ).toBeVisible();

  for (const href of [hrefs[0]!, hrefs[hrefs.length - 1]!]) {
    const res = await request.get(new URL(href, page.url()).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('the skills hub shows live counts and about us links to getting started', async ({ page, request }) => {
  const stats = (await (await request.get('/api/common/stats/')).json()) as { trainings: number; competitions: number };
  await page.goto('/skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${stats.trainings.toLocaleString('en-US')} upcoming trainings?$`)),
  ).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${stats.competitions.toLocaleString('en-US')} open competitions?$`)),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Browse Competitions' }).click();
  await expect(page).toHaveURL(/\/skills-competitions$/);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who it serves' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account', exact: true }).last()).toHaveAttribute(
    'href',
    '/register',
  );
  // Contact us: the footer leads to it; the portal team's address when configured, and the counselling centres.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'counselling centre', exact: true }).last(),
  ).toHaveAttribute('href', '/counselling-centers');
  await page.getByRole('link', { name: 'find a training' }).click();
  await expect(page).toHaveURL(/\/trainings$/);
});

test('a job seeker opens one of their notifications', async ({ page, request }) => {
  await page.goto('/notification-detail/1');
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill('jobseeker@demo.tvet.ug');
  await form.getByLabel(/^Password/).fill('Demo@2026pass');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The access token lives 4 s in this run: ask right away.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await request.get('/api/common/notifications/?page_size=50', {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Paged<{
    id: number;
    title: string;
    body: string;
    action_link: string | null;
    seen: boolean;
  }>;
  const unseen = list.results.find((n) => !n.seen && n.action_link?.startsWith('/'));
  expect(unseen).toBeTruthy();
  const n = unseen!;

  // The 4 s access token may lapse on the way: the client then refreshes and asks again, so the first PATCH can be a
  // 401 followed by the one that counts. Wait for a success; none within the timeout fails the test.
  const marked = page.waitForResponse(
    (r) => r.url().includes(`/api/common/notifications/${n.id}/`) && r.request().method() === 'PATCH' && r.ok(),
  );
  await page.goto(`/notification-detail/${n.id}`);
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByText(n.body)).toBeVisible();
  await expect(page.getByText('Received on')).toBeVisible();
  expect((await marked).status()).toBe(200);

  // The button says where it leads, never "Action Link".
  await expect(page.getByRole('link', { name: 'Action Link' })).toHaveCount(0);
  const action = page.getByRole('main').locator(`a[href="${n.action_link!}"]`).last();
  await expect(action).toHaveText(
    /^(See your applications|See the applicants|See the applications|See your competitions|Open the job|Open)$/,
  );
  await expect(action).toHaveAttribute('href', n.action_link!);
  await action.click();
  await expect(page).toHaveURL(new RegExp(`${n.action_link!.replace(/[?]/g, '\\?')}$`));

  await page.goto('/notification-detail/99999999');
  await expect(page.getByRole('heading', { name: 'Notification not found' })).toBeVisible();
});
