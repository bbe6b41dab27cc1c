// The employer journey in a real browser on the demo data: a new user becomes an employer, posts a job that the
// public search finds, a job seeker applies, the employer opens the applicant's profile and accepts; the seeker sees
// Accepted and a notification. Also editing and deleting jobs, and deactivating and restoring the company.
import { expect, test, type Browser, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser } from './support/session';
import { choose, PNG, toast } from './support/forms';
import { fillJobForm } from './support/jobs';

test.setTimeout(180_000);

/** Fills the job form and submits it. */
async function postJob(page: Page, title: string) {
  await fillJobForm(page, title, 'Weld steel frames for roofing and gates in our Kampala workshop.');
  await page.getByRole('main').getByRole('button', { name: 'Post Job' }).click();
  await toast(page, 'Job posted');
  await expect(page).toHaveURL(/\/company-manage-job$/);
}

/** A visitor (a fresh context, no session) searches the public jobs for a word. */
async function publicSearchCount(browser: Browser, word: string, title: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = await page.getByRole('link', { name: title }).count();
  await context.close();
  return count;
}

test('a new user becomes an employer, posts a job, a seeker applies and the employer accepts', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const word = `Zeb${stamp.toString(36)}`;
  const title = `Welder ${word}`;
  // A new verified account (signing up through the page is account.spec's journey), signed in.
  const { email, password } = await newVerifiedUser(page.request, 'employer', 'Carpentry#2026');
  await loginAs(page, email, { password });

  // Picker → other types → Company → /become-company.
  await page.goto('/account-type-picker');
  await page.getByRole('link', { name: 'Create Other Account Types' }).click();
  await expect(page).toHaveURL(/\/other-type-picker$/);
  await page.getByRole('link', { name: 'Create Company account' }).click();
  await expect(page).toHaveURL(/\/become-company$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const form = page.getByRole('main');
  // A submit without the fields shows the messages beside them.
  await form.getByRole('button', { name: 'Create Company' }).click();
  await expect(form.getByText('Company Name is required')).toBeVisible();
  await choose(page, form, /^Company category/, 'Manufacturing');
  await page.keyboard.press('Escape');
  await form.getByLabel(/^Company name/).fill(`Steelworks ${word}`);
  await form.getByLabel(/^Number of employees/).fill('12');
  await form.getByLabel(/^Address/).fill('Plot 4, Industrial Area, Kampala');
  await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Company logo preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Company' }).click();
  await toast(page, 'Your company account is ready');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Manage Jobs' }),
  ).toBeVisible();

  // Post a job; Manage Jobs lists it.
  await postJob(page, title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText(/UGX 600,000/)).toBeVisible();

  // A visitor finds it in the public search.
  expect(await publicSearchCount(browser, word, title)).toBeGreaterThan(0);

  // Edit it: the change shows.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByLabel(/^Job title/)).toHaveValue(title);
  await page.getByLabel(/^Available positions/).fill('3');
  await page.getByRole('button', { name: 'Update Job' }).click();
  await toast(page, 'Job updated');
  await expect(page).toHaveURL(/\/company-manage-job$/);

  // A second job, deleted with the confirmation.
  const second = `Fitter ${word}`;
  await postJob(page, second);
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Job' });
  await expect(dialog.getByText('Please Confirm to delete this Job')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Job deleted');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  // The demo job seeker applies through the job detail page.
  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  await loginAs(seeker, DEMO.seeker);
  await seeker.goto(`/jobs?search=${word}`);
  await seeker.getByRole('link', { name: title }).first().click();
  await expect(seeker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await seeker.getByRole('button', { name: 'Apply Now' }).click();
  await seeker.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(seeker.getByText(/applied/i).first()).toBeVisible();

  // The employer sees the applicant, opens the profile and accepts.
  await page.goto('/company-manage-job-applications');
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ Applicants?$/ })).toBeVisible();
  const appRow = page.getByRole('row', { name: new RegExp(title) });
  await expect(appRow).toBeVisible();
  await expect(appRow.getByText('Under Review', { exact: true }).first()).toBeVisible();
  const candidate = appRow.getByRole('link', { name: 'Brian Okello', exact: true });
  await expect(candidate).toHaveAttribute('href', /\/user-profile\?id=\d+$/);
  await candidate.click();
  await expect(page).toHaveURL(/\/user-profile\?id=\d+$/);
  await expect(page.getByText('Brian Okello').first()).toBeVisible();
  await page.goBack();
  const statusRow = page.getByRole('row', { name: new RegExp(title) });
  await statusRow.getByRole('combobox', { name: /^Decision on/ }).click();
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Accept this application?' })
    .getByRole('button', { name: 'Accept and tell them' })
    .click();
  await toast(page, 'Application status updated.');
  await expect(statusRow.getByText('Accepted', { exact: true }).first()).toBeVisible();

  // The seeker sees Accepted and the notification.
  await seeker.goto('/jobs-applied-job');
  const applied = seeker.getByRole('row', { name: new RegExp(title) });
  await expect(applied.getByText('Accepted', { exact: true })).toBeVisible();
  await seeker.goto('/jobs-alerts');
  await expect(seeker.getByRole('main').getByText(new RegExp(word)).first()).toBeVisible();
  await seekerContext.close();

  // Deactivate the company: its job leaves the public search; creating it again brings it back.
  await page.goto('/other-type-picker');
  const card = page.getByRole('region', { name: 'Company' });
  await expect(card.getByText('You already have this account')).toBeVisible();
  await card.getByRole('button', { name: 'Deactivate Company Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Company Account' });
  await expect(confirm.getByText(/hidden from the public/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await toast(page, 'Company account deactivated.');
  await expect(card.getByRole('link', { name: 'Create Company account' })).toBeVisible();
  // Visitors' lists and pages are reused for VISITOR_CACHE_SECONDS (1 s in these tests, then 30 s stale while
  // a new one is made: docs/decisions/003, 020): poll past that.
  await expect.poll(() => publicSearchCount(browser, word, title), { timeout: 30_000, intervals: [1_000] }).toBe(0);

  await card.getByRole('link', { name: 'Create Company account' }).click();
  await expect(page).toHaveURL(/\/become-company$/);
  const again = page.getByRole('main');
  await choose(page, again, /^Company category/, 'Manufacturing');
  await page.keyboard.press('Escape');
  await again.getByLabel(/^Company name/).fill(`Steelworks ${word}`);
  await again.getByLabel(/^Number of employees/).fill('12');
  await again.getByLabel(/^Address/).fill('Plot 4, Industrial Area, Kampala');
  await again.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await again.getByRole('button', { name: 'Create Company' }).click();
  await toast(page, 'Your company account is ready');
  await expect
    .poll(() => publicSearchCount(browser, word, title), { timeout: 30_000, intervals: [1_000] })
    .toBeGreaterThan(0);
});

test('a visitor on /become-company is sent to log in, and a company to the dashboard', async ({ page }) => {
  await page.goto('/become-company');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in before you create a company account.')).toBeVisible();
  await loginAs(page, DEMO.company);
  await page.goto('/become-company');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You already have a Company account. No need to create another.')).toBeVisible();
});
