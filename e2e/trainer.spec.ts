// The trainer journey in a real browser on the demo data: a new user becomes a trainer, posts a training with a banner
// that the public list and detail show, edits it, deletes another, sees the figures, deactivates the Trainer account
// (its trainings leave the public list) and restores it. Also the form's client-side messages and the guards.
import { expect, test, type Browser, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser } from './support/session';
import { choose, pickDayAhead, PNG, toast, typeRichText } from './support/forms';

test.setTimeout(180_000);

/** Fills the training form (a banner too) and posts it. */
async function postTraining(page: Page, title: string, opts: { banner?: boolean } = {}) {
  await page.goto('/trainer-post-training');
  await expect(page.getByRole('heading', { level: 1, name: 'Create new training' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel(/^Title/).fill(title);
  await typeRichText(
    page,
    form,
    'Description',
    'Install and maintain solar home systems: panels, batteries, charge controllers and wiring.',
  );
  await form.getByLabel(/^Location/).fill('Nakawa training centre, Kampala');
  await choose(page, form, /^Type/, 'Part Time');
  await pickDayAhead(page, form, /^Date/, 20);
  await form.getByLabel(/^Start time/).fill('09:30');
  await form.getByLabel(/^Maximum number of participants/).fill('25');
  await form.getByLabel(/^Fees/).fill('150000');
  await form.getByLabel(/^Registration link/).fill('https://example.ug/register/solar');
  if (opts.banner) {
    await form
      .locator('form input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Preview of the new banner' })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Post Training' }).click();
  await toast(page, 'Training posted successfully!');
  await expect(page).toHaveURL(/\/trainer-manage-training$/);
}

/** A visitor (a fresh context, no session) searches the public trainings for a word. */
async function publicSearchCount(browser: Browser, word: string, title: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/trainings?search=${word}`);
  await expect(page.getByRole('heading', { level: 2, name: /trainings? found|No trainings found/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = await page.getByRole('link', { name: title }).count();
  await context.close();
  return count;
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name });

test('a new user becomes a trainer, posts, edits and deletes trainings, and deactivates and restores the account', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const word = `Zeb${stamp.toString(36)}`;
  const title = `Solar ${word}`;
  // A new verified account (signing up through the page is account.spec's journey), signed in.
  const { email, password } = await newVerifiedUser(page.request, 'trainer', 'Carpentry#2026');
  await loginAs(page, email, { password });

  // Other account types → Trainer → /become-trainer.
  await page.goto('/other-type-picker');
  await page.getByRole('link', { name: 'Create Trainer account' }).click();
  await expect(page).toHaveURL(/\/become-trainer$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const form = page.getByRole('main');
  // A submit without the fields shows the contract's messages beside them.
  await form.getByRole('button', { name: 'Create Trainer account' }).click();
  await expect(form.getByText('Choose at least one skill category')).toBeVisible();
  await expect(form.getByText('Address is required')).toBeVisible();
  await form.getByRole('combobox', { name: /^Skill categories/ }).click();
  await page.getByRole('option', { name: 'Solar & Renewable Energy', exact: true }).click();
  await page.getByRole('option', { name: 'Electrical & Electronics', exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel(/^Physical address/).fill('Plot 9, Jinja Road, Kampala');
  await form.getByRole('button', { name: 'Create Trainer account' }).click();
  await toast(page, 'Registered as a Trainer successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebarLink(page, 'Manage Trainings')).toBeVisible();
  // The dashboard's Trainer panel shows real figures: nothing posted yet.
  await expect(page.getByText('You have no upcoming training.')).toBeVisible();

  // The profile holds what was entered.
  await page.goto('/trainer-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer Profile' })).toBeVisible();
  await expect(page.getByText('Plot 9, Jinja Road, Kampala').first()).toBeVisible();
  await expect(page.getByText('Solar & Renewable Energy').first()).toBeVisible();

  // An empty manage table offers to post.
  await page.goto('/trainer-manage-training');
  await expect(page.getByText('You have not posted any trainings yet')).toBeVisible();

  // Client-side rules of the training form, with the contract's messages.
  await page.goto('/trainer-post-training');
  const training = page.getByRole('main');
  await training.getByRole('button', { name: 'Post Training' }).click();
  for (const message of [
    'Title is required',
    'Enter description',
    'You must enter location',
    'Training date is required',
    'You must enter training start time',
    'You must enter fees',
    'Registration Link is Required',
  ]) {
    await expect(training.getByText(message, { exact: true })).toBeVisible();
  }
  // Focus goes to the first invalid field.
  await expect(training.getByLabel(/^Title/)).toBeFocused();
  await training.getByLabel(/^Registration link/).fill('not a link');
  await training.getByLabel(/^Registration link/).blur();
  await expect(training.getByText('Enter a valid URL.')).toBeVisible();

  // Post a training with a banner; Manage Trainings lists it.
  await postTraining(page, title, { banner: true });
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('UGX 150,000')).toBeVisible();
  await expect(row.getByRole('img', { name: `Banner of ${title}` })).toBeVisible();

  // A visitor finds it in the public list and opens its detail.
  await expect
    .poll(() => publicSearchCount(browser, word, title), { timeout: 30_000, intervals: [1_000] })
    .toBeGreaterThan(0);
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/training-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('UGX 150,000').first()).toBeVisible();
  await page.goBack();

  // Edit it: the form loads the training with its banner; the change shows.
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(/\/trainer-post-training\?edit=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit training' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'Current banner' })).toBeVisible();
  await page.getByLabel(/^Fees/).fill('0');
  await page.getByRole('button', { name: 'Update Training' }).click();
  await toast(page, 'Training updated successfully!');
  await expect(page).toHaveURL(/\/trainer-manage-training$/);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('No Attendance Fee')).toBeVisible();

  // A second training, deleted with the confirmation.
  const second = `Wiring ${word}`;
  await postTraining(page, second);
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Training!' });
  await expect(dialog.getByText('Are you sure you want to remove this Training?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Training deleted successfully!');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // The trainer dashboard counts it and names the next training.
  await sidebarLink(page, 'Trainer Dashboard').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer Dashboard' })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next training' });
  await expect(next.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(/cannot count registrations/)).toBeVisible();

  // Deactivate: the Trainer section leaves the sidebar and the training the public list; creating it again restores both.
  await page.goto('/other-type-picker');
  const card = page.getByRole('region', { name: 'Trainer' });
  await card.getByRole('button', { name: 'Deactivate Trainer Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Trainer Account' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'Trainer account deactivated.');
  await expect(card.getByRole('link', { name: 'Create Trainer account' })).toBeVisible();
  await expect(sidebarLink(page, 'Manage Trainings')).toHaveCount(0);
  await expect.poll(() => publicSearchCount(browser, word, title), { timeout: 30_000, intervals: [1_000] }).toBe(0);
  // Holding no account type now, the user is sent to choose one from the trainer pages.
  await page.goto('/trainer-manage-training');
  await expect(page).toHaveURL(/\/account-type-picker$/);

  await page.goto('/become-trainer');
  const again = page.getByRole('main');
  await choose(page, again, /^Skill categories/, 'Solar & Renewable Energy');
  await page.keyboard.press('Escape');
  await again.getByLabel(/^Physical address/).fill('Plot 9, Jinja Road, Kampala');
  await again.getByRole('button', { name: 'Create Trainer account' }).click();
  await toast(page, 'Registered as a Trainer successfully!');
  await expect(sidebarLink(page, 'Manage Trainings')).toBeVisible();
  await expect
    .poll(() => publicSearchCount(browser, word, title), { timeout: 30_000, intervals: [1_000] })
    .toBeGreaterThan(0);
  await page.goto('/trainer-manage-training');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
});

test('a visitor on /become-trainer is sent to log in, and a trainer to the dashboard', async ({ page }) => {
  await page.goto('/become-trainer');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in before you create a trainer account.')).toBeVisible();
  await loginAs(page, DEMO.trainer);
  await page.goto('/become-trainer');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You already have a Trainer account. No need to create another.')).toBeVisible();
});

test('the demo trainer sees as many trainings in the table as the dashboard counts', async ({ page }) => {
  await loginAs(page, DEMO.trainer);
  await page.goto('/trainer-dashboard');
  const figure = async (label: string) => {
    const card = page.getByText(label, { exact: true }).locator('..');
    await expect(card).toBeVisible();
    return Number((await card.locator('p').nth(1).textContent()) ?? 'NaN');
  };
  const count = await figure('All trainings');
  const past = await figure('Past');
  expect(count).toBeGreaterThan(0);
  await page.goto('/trainer-manage-training');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Trainings' })).toBeVisible();
  await expect(page.getByText(`${count} ${count === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
  // Its own past trainings are in the table too, marked as past.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  const table = page.getByRole('table', { name: 'Your trainings' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(count, 100) + 1);
  if (count <= 100) await expect(table.getByText('Past', { exact: true })).toHaveCount(past);
});
