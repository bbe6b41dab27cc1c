// Axe on the job seeker profile pages (/become-job-seeker, /jobs-my-resume with its dialogs open, /user-profile) at a
// phone's width and a desktop's, with their data loaded: no serious or critical violations.
import { expect, test, type APIRequestContext } from './support/test';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { authHeader, loginAs } from './support/session';

async function ownProfileId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/job_seekers/jobseekers/', { headers: await authHeader(request, DEMO.seeker) })).json()) as {
    results: { id: number }[];
  };
  return list.results[0]!.id;
}

for (const width of [360, 1280]) {
  test(`creating a job seeker account at ${width} px has no serious accessibility violations`, async ({ page }) => {
    // The demo company owner holds no JobSeeker group, so the form shows.
    await atWidth(page, width);
    await loginAs(page, DEMO.company);
    await page.goto('/become-job-seeker');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Job Seeker account' })).toBeVisible();
    await expectAccessible(page);
    // With the rules' messages showing.
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText('Job Category is required')).toBeVisible();
    // Focus went to the first invalid field, whose list opened; its options are reached with the arrow keys
    // (aria-activedescendant), which axe's scrollable-region rule cannot see, so close it first.
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });

  test(`the profile builder at ${width} px, with its dialogs open, has no serious accessibility violations`, async ({ page }) => {
    await atWidth(page, width);
    await loginAs(page, DEMO.seeker);
    await page.goto('/jobs-my-resume');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile strength' })).toBeVisible();
    await expectAccessible(page);

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
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test(`the employer's view of a profile at ${width} px has no serious accessibility violations`, async ({ page, request }) => {
    const id = await ownProfileId(request);
    await atWidth(page, width);
    await loginAs(page, DEMO.seeker);
    await page.goto(`/user-profile?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Brian Okello' })).toBeVisible();
    await expectAccessible(page);
  });
}
