// The signed-in area in a real browser on the demo data: the sidebar, the dashboard's real counts, saved jobs,
// notifications, basic information, the profile picture, a user without account types, and deactivating the
// job seeker account type on the picker.
import { expect, test, type Locator, type Page } from './support/test';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser } from './support/session';
import { PNG } from './support/forms';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/** The number a dashboard card shows. */
async function cardCount(card: Locator): Promise<number> {
  return Number(await card.locator('[data-count]').getAttribute('data-count'));
}

/** The sidebar's unseen notifications count (0 when the badge is not shown). */
async function unseenBadge(page: Page): Promise<number> {
  const badge = sidebar(page).getByTestId('unseen-badge');
  if ((await badge.count()) === 0) return 0;
  return parseInt((await badge.textContent()) ?? '0', 10);
}

test('the dashboard counts are those the saved jobs, applied jobs and notifications pages list', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-expanded', 'true');
  const saved = await cardCount(page.getByRole('link', { name: /^My Jobs/ }));
  const applications = await cardCount(page.getByRole('link', { name: /^My Job Applications/ }));
  const unseen = await cardCount(page.getByRole('link', { name: /^My Notifications/ }));
  expect(saved).toBeGreaterThan(0);
  expect(applications).toBeGreaterThan(0);
  expect(unseen).toBeGreaterThan(0);
  // The CV progress is computed from the profile, and each pending action leads to its section of the resume page.
  await expect(page.getByRole('progressbar', { name: 'CV progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  const pending = page.getByRole('list', { name: 'Pending actions' }).getByRole('link');
  if ((await pending.count()) > 0) await expect(pending.first()).toHaveAttribute('href', /^\/jobs-my-resume#[\w-]+$/);

  // The sidebar: name, picture, the common links and the job seeker's section, with the unseen count.
  const nav = sidebar(page);
  await expect(page.getByText('Brian Okello', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const name of [
    'My Profile',
    'Create another account type',
    'My Resume',
    'Applied Jobs',
    'Saved Jobs',
    'Change Password',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(await unseenBadge(page)).toBe(unseen);

  await nav.getByRole('link', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/favorite-jobs$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${saved} Saved ${saved === 1 ? 'Job' : 'Jobs'}` }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Applied Jobs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${applications} Applied ${applications === 1 ? 'Job' : 'Jobs'}` }),
  ).toBeVisible();

  await page.goto('/jobs-alerts?page_size=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark ".+" as seen$/ })).toHaveCount(unseen);
  await expect(page.getByRole('link', { name: /\(unseen\)$/ })).toHaveCount(unseen);

  // The profile sidebar's old links lead to the pages that hold them now.
  await page.goto('/jobs-saved-jobs');
  await expect(page).toHaveURL(/\/favorite-jobs$/);
  await page.goto('/jobs-profile');
  await expect(page).toHaveURL(/\/jobs-my-resume$/);
  await page.goto('/jobs-cv-manager');
  await expect(page).toHaveURL(/\/jobs-my-resume#attach-resume$/);
});

test('the job seeker removes a saved job and the count goes down', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/favorite-jobs');
  const heading = page.getByRole('heading', { level: 1, name: /^\d+ Saved Jobs?$/ });
  await expect(heading).toBeVisible();
  const before = parseInt((await heading.textContent()) ?? '', 10);
  expect(before).toBeGreaterThan(0);

  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const title = (await firstRow.getByRole('link').first().textContent()) ?? '';
  await firstRow.getByRole('button', { name: `Remove ${title} from saved jobs` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this saved job?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Favourite job deleted successfully!')).toBeVisible();
  const after = before - 1;
  await expect(
    page.getByRole('heading', { level: 1, name: after === 0 ? '0 Saved Jobs' : new RegExp(`^${after} Saved Jobs?$`) }),
  ).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => cardCount(page.getByRole('link', { name: /^My Jobs/ }))).toBe(after);
});

test('marking a notification seen opens it and the unseen count goes down', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/jobs-alerts');
  const mark = page.getByRole('button', { name: /^Mark ".+" as seen$/ }).first();
  await expect(mark).toBeVisible();
  const before = await unseenBadge(page);
  expect(before).toBeGreaterThan(0);
  const title = /^Mark "(.+)" as seen$/.exec((await mark.getAttribute('aria-label')) ?? '')?.[1] ?? '';

  await mark.click();
  await expect(page).toHaveURL(/\/notification-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => unseenBadge(page)).toBe(before - 1);

  // Back on the list it is no longer marked unseen.
  await sidebar(page)
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('button', { name: `Mark "${title}" as seen` })).toHaveCount(0);

  // The spec's /jobs-alerts holds the notifications: a person looking for their job alerts is sent to them, and back.
  await page
    .getByText(/^Looking for your job alerts/)
    .getByRole('link', { name: 'Job alerts' })
    .click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Job alerts/ })).toBeVisible();
  await page
    .getByText(/^Job alerts come by e-mail/)
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/jobs-alerts$/);
});

test('the job seeker updates basic information, with the phone rules beside the field', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Basic Information' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.seeker);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Brian');

  const phone = page.getByLabel(/^Phone Number/);
  const original = await phone.inputValue();
  await phone.fill('0772 12');
  // Leaving the field shows its message first (the page settles before the click); the send brings focus back to it.
  await page.getByLabel(/^First Name/).focus();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Enter a valid phone number, such as 0772 123456 or +256 772 123456.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();

  // Written the usual way, kept as +256….
  const digits = `772${String(Date.now()).slice(-6)}`;
  const number = `+256${digits}`;
  await phone.fill(`0${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByLabel(/^Alternative Phone Number/).fill('');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue(number);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');

  // Put the demo number back for the tests that follow.
  await page.getByLabel(/^Phone Number/).fill(original);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
});

test('the job seeker changes the profile picture from the sidebar', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/dashboard');
  const picture = page
    .getByRole('img', { name: /^(Profile picture of Brian Okello|Default profile picture)$/ })
    .first();
  await expect(picture).toBeVisible();
  const before = await picture.getAttribute('src');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  const updated = page.getByRole('img', { name: 'Profile picture of Brian Okello' }).first();
  await expect(updated).toHaveAttribute('src', /\/media\/.+\.png$/);
  expect(await updated.getAttribute('src')).not.toBe(before);
  // The new picture really loads.
  await expect.poll(() => updated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // A file that is not an image is refused before any upload.
  const second = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await second).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText(/Upload a valid image/)).toBeVisible();
});

test('a new user without an account type is sent to the picker and the dashboard offers to choose one', async ({
  page,
  request,
}) => {
  const user = await newVerifiedUser(request, 'e2e-nogroup');
  await loginAs(page, user.email, { password: user.password });
  await page.goto('/favorite-jobs');
  await expect(page).toHaveURL(/\/account-type-picker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an account type' })).toBeVisible();
  // The sidebar shows no section of any account type.
  await expect(sidebar(page).getByRole('link', { name: 'My Resume' })).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const prompt = page.getByRole('link', { name: 'Choose Account Type' });
  await expect(prompt).toBeVisible();
  await prompt.click();
  await expect(page).toHaveURL(/\/account-type-picker$/);
});

test('deactivating the job seeker account type on the picker removes the sidebar section; the Create button returns', async ({
  page,
  request,
}) => {
  const user = await newVerifiedUser(request, 'e2e-deactivate');
  // The user becomes a job seeker through the API, with a session of its own.
  const tokens = (await (
    await request.post('/api/account/login', { data: { username: user.email, password: user.password } })
  ).json()) as { access: string };
  const auth = { Authorization: `JWT ${tokens.access}` };
  const [categories, districts, cities, statuses] = (await Promise.all(
    ['/api/common/job-categories/', '/api/common/districts/', '/api/common/cities/', '/api/common/marital-status/'].map(
      async (p) => (await request.get(p)).json(),
    ),
  )) as [{ id: number }[], { id: number }[], { id: number; district: number }[], { id: number }[]];
  const city = cities[0]!;
  const created = await request.post('/api/job_seekers/jobseekers/', {
    headers: auth,
    multipart: {
      job_category: String(categories[0]!.id),
      district: String(city.district ?? districts[0]!.id),
      city: String(city.id),
      physical_address: 'Plot 4, Kireka Road',
      date_of_birth: '1998-05-14',
      language: 'English',
      marital_status: String(statuses[0]!.id),
    },
  });
  expect(created.status()).toBe(201);

  await loginAs(page, user.email, { password: user.password });
  await page.goto('/account-type-picker');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'My Resume' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Job Seeker' });
  await expect(card.getByText('You already have this account')).toBeVisible();

  await card.getByRole('button', { name: 'Deactivate Job Seeker Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your job seeker account?' });
  await expect(
    dialog.getByText('Your profile and CV are kept; create the account type again to restore them.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Job seeker account deactivated.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Resume' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Create Job Seeker account' })).toBeVisible();
  await expect(page.getByText('You already have this account')).toHaveCount(0);
});
