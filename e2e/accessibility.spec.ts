// Axe on the states of a page that opening it does not show: dialogs and drawers open, forms with their messages,
// edit forms filled in, an empty search, a competition already applied to. Every page as it opens, for every role at
// 360 and 1280 px, is checked by layout-widths.spec.ts; this file holds only what that walk cannot reach. Each state
// is reached once, on a phone's width, and checked there and again with the window widened to a laptop's (the layout
// follows the width, as layout-widths.spec.ts relies on too).
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible, expectAccessibleAtBothWidths } from './support/axe';
import { authHeader, loginAs } from './support/session';
import { expect, test, type APIRequestContext } from './support/test';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A new competition of the demo provider that the demo job seeker has applied to, through the API. */
async function appliedCompetition(request: APIRequestContext): Promise<number> {
  const competition = await request.post('/api/skills/skillscompetition/', {
    headers: await authHeader(request, DEMO.skillProvider),
    data: {
      competition_title: `Plumbing Skills Cup ${Date.now().toString(36)}`,
      description: 'Fit a bathroom in a day, to the drawings.',
      guidelines:
        '<ul><li>Open to trainees of any registered institute.</li><li>Bring your own protective gear.</li></ul>',
      location: 'Mbarara City',
      start_date: inDays(5),
      end_date: inDays(10),
    },
  });
  expect(competition.status()).toBe(201);
  const { id } = (await competition.json()) as { id: number };
  const applied = await request.post('/api/skills/skillsapplications/', {
    headers: await authHeader(request, DEMO.seeker),
    data: { competition: id },
  });
  expect(applied.status()).toBe(201);
  return id;
}

test(`a visitor's login dialog, header menu and empty search`, async ({ page }) => {
  // Transitions off: axe must not measure contrast halfway through a fade.
  await atWidth(page, 360);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: /Login/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectAccessibleAtBothWidths(page);

  await page.goto('/events?search=zzqx');
  await expect(page.getByRole('heading', { name: 'No career events found' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test(`a job seeker's forms, dialogs and applied competition`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const competitionId = await appliedCompetition(request);
  await atWidth(page, 360);
  await loginAs(page, DEMO.seeker, { path: '/jobs-my-resume' });
  await expect(page.getByRole('progressbar', { name: 'Profile strength' })).toBeVisible();
  const dialogs: Array<[RegExp, string]> = [
    [/^Edit personal details$/, 'Edit Personal Details'],
    [/^Add work experience$/, 'Add Work Experience'],
    [/^Add a certification$/, 'Add Certification'],
    [/^(Add|Edit) profile summary$/, 'Personal Statement'],
  ];
  for (const [button, title] of dialogs) {
    await test.step(title, async () => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectAccessibleAtBothWidths(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  await test.step('/become-company', async () => {
    // A user without the Company account type sees the form.
    await page.goto('/become-company');
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessibleAtBothWidths(page, { landmarks: true });
  });

  await test.step('/trainer-dashboard without a trainer account', async () => {
    await page.goto('/trainer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Trainer account needed' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, { landmarks: true });
  });

  await test.step('a competition applied to', async () => {
    // A fresh session: the public detail reads a token older than its 4 s as a visitor's.
    await loginAs(page, DEMO.seeker, { path: `/competition-detail/${competitionId}` });
    await expect(page.getByRole('button', { name: /^Applied to / })).toBeDisabled();
    await expectAccessibleAtBothWidths(page, { landmarks: true });
  });

  await test.step('the account drawer', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /^My Jobs/ })).toBeVisible();
    // On a phone the sidebar folds away so the page gets the full width.
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeHidden();
    await page.getByRole('button', { name: 'My account menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'My account' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('button', { name: 'Change picture' })).toBeVisible();
    // A phone's drawer: a laptop shows the sidebar instead (the next step).
    await expectAccessible(page);
    // Following a link closes the drawer.
    await drawer.getByRole('link', { name: 'Saved Jobs' }).click();
    await expect(page).toHaveURL(/\/favorite-jobs$/);
    await expect(drawer).toBeHidden();
  });

  await test.step('the account sidebar on a laptop', async () => {
    await atWidth(page, 1280);
    await page.goto('/jobs-alerts');
    await expect(page.getByRole('button', { name: 'My account menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'My account' });
    await expect(nav.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('aria-current', 'page');
  });
});

test(`creating a job seeker account, with the form's messages`, async ({ page }) => {
  await atWidth(page, 360);
  // The demo company owner holds no JobSeeker group, so the form shows.
  await loginAs(page, DEMO.company, { path: '/become-job-seeker' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Job Seeker account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Job Category is required')).toBeVisible();
  // Focus went to the first invalid field, whose list opened; its options are reached with the arrow keys
  // (aria-activedescendant), which axe's scrollable-region rule cannot see, so close it first.
  await page.keyboard.press('Escape');
  await expectAccessibleAtBothWidths(page);
});

test(`a trainer's edit form with its messages and the delete confirmation`, async ({ page }) => {
  await atWidth(page, 360);
  await loginAs(page, DEMO.trainer, { path: '/trainer-manage-training' });
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit training' })).toBeVisible();
  await page.getByLabel(/^Title/).fill('');
  await page.getByRole('button', { name: 'Update Training' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectAccessibleAtBothWidths(page, { landmarks: true });

  await page.goto('/trainer-manage-training');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete Training!' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test(`a career counsellor's and a skills provider's edit forms`, async ({ page }) => {
  test.setTimeout(90_000);
  await atWidth(page, 360);
  await loginAs(page, DEMO.counsellor, { path: null });
  for (const [list, form] of [
    ['/career-resources', 'Edit Career Resource'],
    ['/career-events', 'Edit Career Event'],
  ] as const) {
    await test.step(`${list} → ${form}`, async () => {
      await page.goto(list);
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: form })).toBeVisible();
      await expect(page.getByLabel(/^Title|^Resource Title/).first()).not.toHaveValue('');
      await expectAccessibleAtBothWidths(page, { landmarks: true });
    });
  }
  await test.step('/post-career-event with its messages', async () => {
    await page.goto('/post-career-event');
    await page.getByRole('main').getByRole('button', { name: 'Post Career Event' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectAccessibleAtBothWidths(page, { landmarks: true });
  });

  await test.step("a competition's edit form", async () => {
    await loginAs(page, DEMO.skillProvider, { path: '/manage-competitions' });
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Update Competition' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, { landmarks: true });
  });
});
