// Axe on every page of the skills provider area, at a phone's width and a desktop's: no serious or critical
// violations. The demo skills provider posts a competition taking applications in the portal and the demo job seeker
// applies to it first (through the API), so the applications table and the application detail have a row to show.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const PROVIDER = 'skillprovider@demo.tvet.ug';
const SEEKER = 'jobseeker@demo.tvet.ug';
const PASSWORD = 'Demo@2026pass';

async function login(page: Page, username: string) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  // At a phone's width the header's Logout sits in the closed menu: leaving /login is the sign.
  await expect(page).not.toHaveURL(/\/login/);
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A fresh access token for each call: the browser tests' tokens live only a few seconds. */
async function authed(request: APIRequestContext, username: string) {
  const res = await request.post('/api/account/login', { data: { username, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const { access } = (await res.json()) as { access: string };
  return { Authorization: `JWT ${access}` };
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The id of an application to a new competition of the demo provider, made through the API. */
async function makeApplication(request: APIRequestContext): Promise<number> {
  const competition = await request.post('/api/skills/skillscompetition/', {
    headers: await authed(request, PROVIDER),
    data: {
      competition_title: `Plumbing Skills Cup ${Date.now().toString(36)}`,
      description: 'Fit a bathroom in a day, to the drawings.',
      guidelines: 'Open to trainees of any registered institute.',
      location: 'Mbarara City',
      start_date: inDays(5),
      end_date: inDays(10),
    },
  });
  expect(competition.status()).toBe(201);
  const { id } = (await competition.json()) as { id: number };
  const applied = await request.post('/api/skills/skillsapplications/', { headers: await authed(request, SEEKER), data: { competition: id } });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

for (const width of [360, 1280]) {
  test(`the skills provider pages at ${width} px have no serious accessibility violations`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const applicationId = await makeApplication(request);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await login(page, PROVIDER);
    const pages: [string, (p: Page) => Promise<void>][] = [
      ['/skill-provider-profile', (p) => expect(p.getByRole('button', { name: 'Save changes' })).toBeVisible()],
      ['/post-skill', (p) => expect(p.getByRole('button', { name: 'Post Competition' })).toBeVisible()],
      ['/manage-competitions', (p) => expect(p.getByRole('table')).toBeVisible()],
      ['/skills-applications', (p) => expect(p.getByRole('table')).toBeVisible()],
      [`/completion-application-detail/${applicationId}`, (p) => expect(p.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await ready(page);
        await expectNoSeriousViolations(page);
      });
    }
    // The edit form of a competition, with its stored values.
    await test.step('/post-skill?edit', async () => {
      await page.goto('/manage-competitions');
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('button', { name: 'Update Competition' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });

  test(`/become-skill-provider at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    // A user without the SkillProvider account type sees the form.
    await login(page, SEEKER);
    await page.goto('/become-skill-provider');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`a competition taking applications in the portal at ${width} px has no serious accessibility violations`, async ({ page, request }) => {
    await makeApplication(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await login(page, SEEKER);
    const list = (await (await request.get('/api/skills/skillscompetition/?scope=public&search=Plumbing')).json()) as { results: { id: number }[] };
    await page.goto(`/competition-detail/${list.results[0]!.id}`);
    await expect(page.getByRole('button', { name: /^Applied to / })).toBeDisabled();
    await expectNoSeriousViolations(page);
  });
}
