// Axe on every page of the skills provider area, at a phone's width and a desktop's: no serious or critical
// violations. The demo skills provider posts a competition taking applications in the portal and the demo job seeker
// applies to it first (through the API), so the applications table and the application detail have a row to show.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { authHeader, loginAs } from './support/session';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The id of an application to a new competition of the demo provider, made through the API. */
async function makeApplication(request: APIRequestContext): Promise<number> {
  const competition = await request.post('/api/skills/skillscompetition/', {
    headers: await authHeader(request, DEMO.skillProvider),
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
  const applied = await request.post('/api/skills/skillsapplications/', { headers: await authHeader(request, DEMO.seeker), data: { competition: id } });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

for (const width of [360, 1280]) {
  test(`the skills provider pages at ${width} px have no serious accessibility violations`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const applicationId = await makeApplication(request);
    // Transitions off: axe must not measure contrast halfway through a fade.
    await atWidth(page, width);
    await loginAs(page, DEMO.skillProvider);
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
        await expectAccessible(page, { landmarks: true });
      });
    }
    // The edit form of a competition, with its stored values.
    await test.step('/post-skill?edit', async () => {
      await page.goto('/manage-competitions');
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('button', { name: 'Update Competition' })).toBeVisible();
      await expectAccessible(page, { landmarks: true });
    });
  });

  test(`/become-skill-provider at ${width} px has no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    // A user without the SkillProvider account type sees the form.
    await loginAs(page, DEMO.seeker);
    await page.goto('/become-skill-provider');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page, { landmarks: true });
  });

  test(`a competition taking applications in the portal at ${width} px has no serious accessibility violations`, async ({ page, request }) => {
    await makeApplication(request);
    await atWidth(page, width);
    const list = (await (await request.get('/api/skills/skillscompetition/?scope=public&search=Plumbing')).json()) as { results: { id: number }[] };
    // Straight to the page with a fresh session: the public detail reads a token older than its 4 s as a visitor's.
    await loginAs(page, DEMO.seeker, { path: `/competition-detail/${list.results[0]!.id}` });
    await expect(page.getByRole('button', { name: /^Applied to / })).toBeDisabled();
    await expectAccessible(page, { landmarks: true });
  });
}
