// The skills provider journey in a real browser on the demo data: a new user becomes a skills provider, posts a
// competition without an application link (with a logo) that the public list shows; a visitor is sent to log in
// before applying and a user without a job seeker account is told to create one; the demo job seeker applies and
// sees "Applied"; the provider sees the application, opens it, and removes it; competitions are edited and deleted.
import { expect, test, type Browser, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser, submitLoginForm } from './support/session';
import { pickDayAhead, PNG, toast } from './support/forms';

test.setTimeout(180_000);

/** Fills the competition form and posts it. */
async function postCompetition(page: Page, title: string, opts: { link?: string; logo?: boolean } = {}) {
  await page.goto('/post-skill');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Skills Competition' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel(/^Competition title/).fill(title);
  await form.getByLabel(/^Description/).fill('Build a steel gate to a drawing in six hours. Winners get a tool kit.');
  await form.getByLabel(/^Guidelines/).fill('Open to trainees aged 18 to 30. Bring your own protective gear.');
  await form.getByLabel(/^Location/).fill('Kampala');
  await pickDayAhead(page, form, /^Start Date/, 7);
  await pickDayAhead(page, form, /^End Date/, 14);
  if (opts.link) await form.getByLabel(/^Application link/).fill(opts.link);
  if (opts.logo) {
    await form
      .locator('form input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Competition logo preview' })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Post Competition' }).click();
  await toast(page, 'Uploaded Skills Competition successfully!');
  await expect(page).toHaveURL(/\/manage-competitions$/);
}

/** A visitor's search of the public competitions: the link to the competition, if listed. */
async function publicCompetitionHref(browser: Browser, word: string, title: string): Promise<string | null> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/skills-competitions?search=${word}`);
  await expect(
    page.getByRole('heading', { level: 2, name: /competitions? found$|No competitions found/ }),
  ).toBeVisible();
  const link = page.getByRole('main').getByRole('article').getByRole('link', { name: title });
  const href = (await link.count()) > 0 ? await link.first().getAttribute('href') : null;
  await context.close();
  return href;
}

test('a new user becomes a skills provider, posts a competition, a seeker applies and the provider sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const word = `Qov${stamp.toString(36)}`;
  const title = `Gate Welding Cup ${word}`;
  // A new verified account (signing up through the page is account.spec's journey), signed in.
  const { email, password } = await newVerifiedUser(page.request, 'provider', 'Carpentry#2026');
  await loginAs(page, email, { password });

  // Picker → other types → Skills Provider → /become-skill-provider.
  await page.goto('/other-type-picker');
  await page.getByRole('link', { name: 'Create Skills Provider account' }).click();
  await expect(page).toHaveURL(/\/become-skill-provider$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Creating Skills Provider account' })).toBeVisible();
  const become = page.getByRole('main');
  // A submit without the fields shows the contract's messages beside them, and focus goes to the first.
  await become.getByRole('button', { name: 'Submit' }).click();
  await expect(become.getByText('Title is required')).toBeVisible();
  await expect(become.getByText('Location is required')).toBeVisible();
  await expect(become.getByText('Please write a brief description about yourself')).toBeVisible();
  await expect(become.getByLabel(/^Title/)).toBeFocused();
  await become.getByLabel(/^Title/).fill(`Artisans Guild ${word}`);
  await become.getByLabel(/^Location/).fill('Kampala');
  await become.getByLabel(/^Description/).fill('We run practical contests for young welders and tailors.');
  await become.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Registered as Skills Provider successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Manage Competitions' }),
  ).toBeVisible();

  // The profile shows the record and saves a change.
  await page.goto('/skill-provider-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills Provider Profile' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`Artisans Guild ${word}`);
  await page.getByLabel(/^Location/).fill('Jinja City');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, 'Updated Skills Provider Profile successfully!');
  await page.reload();
  await expect(page.getByLabel(/^Location/)).toHaveValue('Jinja City');

  // The competition form checks its fields with the contract's messages.
  await page.goto('/post-skill');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Post Competition' }).click();
  for (const message of [
    'Competition title is required',
    'Enter description',
    'Enter guidelines',
    'You must enter location',
    'Start date is required',
    'End date is required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel(/^Competition title/)).toBeFocused();
  await form.getByLabel(/^Description/).fill('ab');
  await form.getByLabel(/^Guidelines/).fill('ab');
  await form.getByLabel(/^Application link/).fill('not a link');
  await form.getByRole('button', { name: 'Post Competition' }).click();
  await expect(form.getByText('Description too short')).toBeVisible();
  await expect(form.getByText('Guidelines too short')).toBeVisible();
  await expect(form.getByText('Please enter Application URL')).toBeVisible();

  // Post one without an application link, with a logo: Manage Competitions lists it, taking applications in the portal.
  await postCompetition(page, title, { logo: true });
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: `${title} logo` })).toBeVisible();
  await expect(row.getByRole('link', { name: /^In the portal/ })).toBeVisible();

  // The public list shows it.
  const href = await publicCompetitionHref(browser, word, title);
  expect(href).toMatch(/^\/competition-detail\/\d+$/);

  // A visitor's Apply asks them to log in first and brings them back; a user without a job seeker account is told to create one.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.getByRole('link', { name: `Apply to ${title}` }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByText('Login before you proceed.')).toBeVisible();
  await submitLoginForm(visitor, DEMO.company);
  await expect(visitor).toHaveURL(new RegExp(`${href!}$`));
  await visitor.getByRole('button', { name: `Apply to ${title}` }).click();
  await expect(visitor.getByText('Create a job seeker account before you apply to competitions.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create a job seeker account' })).toHaveAttribute(
    'href',
    '/become-job-seeker',
  );
  await visitorContext.close();

  // The demo job seeker applies from the detail page and sees "Applied", also after a reload.
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await loginAs(seeker, DEMO.seeker);
  await seeker.goto(href!);
  await seeker.getByRole('button', { name: `Apply to ${title}` }).click();
  // Nothing is sent before the confirmation.
  await seeker
    .getByRole('dialog', { name: 'Apply to this competition?' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await toast(seeker, 'Your application was sent to the competition organiser.');
  await expect(seeker.getByRole('button', { name: `Applied to ${title}` })).toBeDisabled();
  await seeker.reload();
  await expect(seeker.getByRole('button', { name: `Applied to ${title}` })).toBeDisabled();
  // The seeker's own area lists it.
  await seeker.goto('/my-competitions');
  await expect(seeker.getByRole('link', { name: title })).toBeVisible();
  await expect(seeker.getByRole('button', { name: `Withdraw the application to ${title}` })).toBeVisible();
  await seekerContext.close();

  // The provider sees the application and opens it.
  await page.goto('/skills-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills Applications' })).toBeVisible();
  const appRow = page.getByRole('row', { name: new RegExp(title) });
  await expect(appRow.getByText('Brian Okello')).toBeVisible();
  await expect(appRow.getByRole('link', { name: DEMO.seeker })).toHaveAttribute('href', `mailto:${DEMO.seeker}`);
  await appRow.getByRole('link', { name: /^View the application of Brian Okello/ }).click();
  await expect(page).toHaveURL(/\/completion-application-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skills Application', exact: true })).toBeVisible();
  const detail = page.getByRole('main');
  await expect(detail.getByRole('link', { name: title })).toHaveAttribute('href', href!);
  await expect(detail.getByRole('link', { name: DEMO.seeker })).toBeVisible();

  // Edit the competition: the change shows in the table.
  await page.goto('/manage-competitions');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Skills Competition' })).toBeVisible();
  await expect(page.getByLabel(/^Competition title/)).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'Current competition logo' })).toBeVisible();
  await page.getByLabel(/^Location/).fill('Gulu City');
  await page.getByRole('button', { name: 'Update Competition' }).click();
  await toast(page, 'Updated Skills Competition successfully!');
  await expect(page).toHaveURL(/\/manage-competitions$/);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Gulu City')).toBeVisible();

  // A second competition, with its own application link, deleted with the confirmation.
  const second = `Tailoring Cup ${word}`;
  await postCompetition(page, second, { link: 'https://example.org/apply' });
  const secondRow = page.getByRole('row', { name: new RegExp(second) });
  await expect(secondRow.getByRole('link', { name: /^External link/ })).toHaveAttribute(
    'href',
    'https://example.org/apply',
  );
  await secondRow.getByRole('button', { name: `Delete ${second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Skill Competition!' });
  await expect(dialog.getByText('Are you sure you want to remove this Skill Competition?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Skills Competition deleted successfully!');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // The application is removed from its detail page.
  await page.goto('/skills-applications');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: /^View the application/ })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Skills Application!' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Skills Application deleted successfully!');
  await expect(page).toHaveURL(/\/skills-applications$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('a visitor on /become-skill-provider is sent to log in, and a skills provider to the dashboard', async ({
  page,
}) => {
  await page.goto('/become-skill-provider');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in before you create a skills provider account.')).toBeVisible();
  await submitLoginForm(page, DEMO.skillProvider);
  await page.goto('/become-skill-provider');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You already have a Skills Provider account. No need to create another.')).toBeVisible();
});

test('a user without the skills provider account is offered to create one', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/manage-competitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Skills Provider account needed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a Skills Provider account' })).toHaveAttribute(
    'href',
    '/become-skill-provider',
  );
});
