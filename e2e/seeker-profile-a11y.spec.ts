// Axe on the job seeker profile pages (/become-job-seeker, /jobs-my-resume with its dialogs open, /user-profile) at a
// phone's width and a desktop's, with their data loaded: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const PASSWORD = 'Demo@2026pass';
const SEEKER = 'jobseeker@demo.tvet.ug';
const COMPANY = 'company@demo.tvet.ug';

async function expectNoSeriousViolations(page: Page) {
  // Every placeholder gone: axe checks the page people read.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Logs in at the desktop width (the phone layout keeps Logout in the menu), then sets the width under test. */
async function login(page: Page, username: string, width: number) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.setViewportSize({ width, height: 900 });
}

async function ownProfileId(request: APIRequestContext): Promise<number> {
  const { access } = (await (await request.post('/api/account/login', { data: { username: SEEKER, password: PASSWORD } })).json()) as { access: string };
  const list = (await (await request.get('/api/job_seekers/jobseekers/', { headers: { Authorization: `JWT ${access}` } })).json()) as {
    results: { id: number }[];
  };
  return list.results[0]!.id;
}

for (const width of [360, 1280]) {
  test(`creating a job seeker account at ${width} px has no serious accessibility violations`, async ({ page }) => {
    // The demo company owner holds no JobSeeker group, so the form shows.
    await login(page, COMPANY, width);
    await page.goto('/become-job-seeker');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Job Seeker account' })).toBeVisible();
    await expectNoSeriousViolations(page);
    // With the rules' messages showing.
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText('Job Category is required')).toBeVisible();
    // Focus went to the first invalid field, whose list opened; its options are reached with the arrow keys
    // (aria-activedescendant), which axe's scrollable-region rule cannot see, so close it first.
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page);
  });

  test(`the profile builder at ${width} px, with its dialogs open, has no serious accessibility violations`, async ({ page }) => {
    await login(page, SEEKER, width);
    await page.goto('/jobs-my-resume');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile strength' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const dialogs: Array<[RegExp, string]> = [
      [/^Edit personal details$/, 'Edit Personal Details'],
      [/^Add work experience$/, 'Add Work Experience'],
      [/^Add a certification$/, 'Add Certification'],
      [/^(Add|Edit) profile summary$/, 'Personal Statement'],
    ];
    for (const [button, title] of dialogs) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test(`the employer's view of a profile at ${width} px has no serious accessibility violations`, async ({ page, request }) => {
    const id = await ownProfileId(request);
    await login(page, SEEKER, width);
    await page.goto(`/user-profile?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Brian Okello' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
