// The job seeker's profile in a real browser on the demo data: a new user registers, creates the job seeker account
// type on /become-job-seeker, fills every section of /jobs-my-resume (watching the profile strength rise), uploads a
// CV with a progress bar, deletes an entry, applies to the demo company's jobs (cancelling one); then the demo company
// opens the seeker's profile on /user-profile and downloads the CV, while another company cannot see it.
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { DEMO, DEMO_COMPANY_NAME, DEMO_PASSWORD, OTHER_COMPANY_EMAIL } from './support/accounts';
import { loginAs } from './support/session';
import { choose, PDF, pickDate, PNG, toast, typeRichText } from './support/forms';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Welding#2026';
// The same, padded with PDF comment lines to about 240 KB: an upload that takes a few seconds on a slow link.
const BIG_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(`%${'x'.repeat(78)}\n`.repeat(3000)),
  Buffer.from('1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
]);

interface Job {
  id: number;
  title: string;
  job_link: string | null;
  is_open: boolean;
}

/** The last toast with this text (several of one kind may be on screen). */

async function strength(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'Profile strength' });
  await expect(bar).toBeVisible();
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** A fresh account, registered through the page and activated through the link of its mail. */
async function registerThroughThePage(page: Page): Promise<string> {
  const email = `seeker-${Date.now()}@example.ug`;
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Account created successfully, please check your email for account activation!'),
  ).toBeVisible();
  const mail = await waitForMail(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/account\/verify-email\/\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account-activated$/);
  return email;
}

/** Two open jobs of the demo company without an external link. */
async function demoCompanyJobs(request: APIRequestContext): Promise<Job[]> {
  const directory = (await (
    await request.get(`/api/employer/company-directory/?search=${encodeURIComponent(DEMO_COMPANY_NAME)}`)
  ).json()) as {
    results: { id: number; name: string }[];
  };
  const company = directory.results.find((c) => c.name === DEMO_COMPANY_NAME);
  expect(company).toBeTruthy();
  const jobs = (await (await request.get(`/api/employer/jobs/?company=${company!.id}&page_size=100`)).json()) as {
    results: Job[];
  };
  const open = jobs.results.filter((j) => !j.job_link && j.is_open);
  expect(open.length).toBeGreaterThanOrEqual(2);
  return open.slice(0, 2);
}

async function applyFor(page: Page, job: Job) {
  await page.goto(`/job-detail/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await toast(page, 'Your application has been successfully submitted!');
  await expect(page).toHaveURL(/\/jobs-applied-job$/);
}

async function seekerId(request: APIRequestContext, email: string): Promise<number> {
  const { access } = (await (
    await request.post('/api/account/login', { data: { username: email, password: PASSWORD } })
  ).json()) as { access: string };
  const list = (await (
    await request.get('/api/job_seekers/jobseekers/', { headers: { Authorization: `JWT ${access}` } })
  ).json()) as {
    results: { id: number }[];
  };
  expect(list.results).toHaveLength(1);
  return list.results[0]!.id;
}

async function asCompany(browser: Browser, email: string, profileId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email);
  await page.goto(`/user-profile?id=${profileId}`);
  return { context, page };
}

test('a new job seeker builds a complete profile, applies, and only the company applied to can read it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = await registerThroughThePage(page);
  await loginAs(page, email, { password: PASSWORD });

  // A user without an account type is sent to the picker, and from there to step 2.
  await page.goto('/jobs-my-resume');
  await expect(page).toHaveURL(/\/account-type-picker$/);
  await page.getByRole('link', { name: 'Create Job Seeker account' }).click();
  await expect(page).toHaveURL(/\/become-job-seeker$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();

  // The form checks with the contract's messages before sending anything.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Create Profile' }).click();
  await expect(main.getByText('Job Category is required')).toBeVisible();
  // The date of birth and marital status are optional, and not shared with employers unless chosen.
  await expect(main.getByText('Date of birth is required')).toHaveCount(0);
  await expect(
    main.getByRole('checkbox', { name: /^Show my date of birth and marital status to employers/ }),
  ).not.toBeChecked();

  await choose(page, main, 'Job Category', 'Welding & Fabrication');
  await page.keyboard.press('Escape');
  await choose(page, main, 'District', 'Wakiso');
  // Only the district's cities are offered.
  await main.getByRole('combobox', { name: 'City', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Entebbe', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Kampala', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Entebbe', exact: true }).click();
  await main.getByLabel('Physical address').fill('Plot 4, Kitoro, Entebbe');
  await pickDate(page, main, 'Date of birth', '1996-03-12');
  await main.getByLabel('Language').fill('English, Luganda');
  await choose(page, main, 'Marital status', 'Single');
  await main.getByRole('button', { name: 'Create Profile' }).click();
  await toast(page, 'Profile created successfully!');
  await expect(page).toHaveURL(/\/jobs-my-resume$/);

  // The builder: the header's strength is the server's figure, with its pending actions linking to the sections.
  await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText('Welding & Fabrication');
  await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText('12 Mar 1996');
  const initial = await strength(page);
  expect(initial).toBeGreaterThan(0);
  expect(initial).toBeLessThan(100);
  await expect(page.getByRole('link', { name: 'Add your resume headline' })).toHaveAttribute(
    'href',
    '#resume-headline',
  );

  // Resume headline.
  await page.getByRole('button', { name: 'Add resume headline' }).click();
  let dialog = page.getByRole('dialog', { name: 'Resume Headline' });
  await dialog.getByLabel('Resume headline').fill('Certified welder with 5 years in steel fabrication');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Headline successfully updated!');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Resume Headline' })).toContainText('Certified welder');
  await expect.poll(() => strength(page)).toBeGreaterThan(initial);

  // Key skills: an empty skill is refused beside the field; three are added; clicking one edits it.
  const skills = page.getByRole('region', { name: 'Key Skills' });
  await page.getByRole('button', { name: 'Add a skill' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Skill is required')).toBeVisible();
  for (const skill of ['Arc welding', 'Blueprint reading', 'Gas cutting']) {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add a skill' }).click();
    await dialog.getByLabel('Skill').fill(skill);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Skill added');
    await expect(dialog).toBeHidden();
    await expect(skills.getByRole('button', { name: `Edit skill ${skill}` })).toBeVisible();
  }
  await skills.getByRole('button', { name: 'Edit skill Gas cutting' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Skill' });
  await expect(dialog.getByLabel('Skill')).toHaveValue('Gas cutting');
  await dialog.getByLabel('Skill').fill('Oxy-acetylene cutting');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Skill updated successfully!');
  await expect(skills.getByRole('button', { name: 'Edit skill Oxy-acetylene cutting' })).toBeVisible();

  // Work experience, still employed: its real duration runs to today.
  await page.getByRole('button', { name: 'Add work experience' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Work Experience' });
  await dialog.getByLabel('Designation').fill('Welder');
  await dialog.getByLabel('Organisation name').fill('Katwe Metal Works');
  await dialog.getByLabel('I currently work here').check();
  await expect(dialog.getByRole('button', { name: 'Finishing date', exact: true })).toHaveCount(0);
  await pickDate(page, dialog, 'Start date', '2021-02-01');
  await dialog.getByLabel('Duties and skills').fill('Fabricated gates, trusses and water tank stands.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Experience posted successfully!');
  const employment = page.getByRole('region', { name: 'Work Experience' });
  await expect(employment).toContainText('Katwe Metal Works');
  await expect(employment).toContainText(/Present \(\d+ years?( \d+ months?)?\)/);

  // Education history.
  await page.getByRole('button', { name: 'Add education history' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Education History' });
  await dialog.getByLabel('School').fill('Nakawa Vocational Training Institute');
  await dialog.getByLabel('Certification').fill('National Certificate in Welding');
  await choose(page, dialog, 'Grading method', 'Grade');
  await dialog.getByLabel('Total score').fill('3');
  await pickDate(page, dialog, 'Start date', '2016-01-11');
  await pickDate(page, dialog, 'Finishing date', '2017-11-24');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Education history posted successfully!');
  await expect(page.getByRole('region', { name: 'Education History' })).toContainText(
    'Nakawa Vocational Training Institute',
  );

  // A certification without an expiry date, with its certificate.
  await page.getByRole('button', { name: 'Add a certification' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Certification' });
  await dialog.getByLabel('Title').fill('DIT Level 2 Welding');
  await dialog.getByLabel('Granting organisation').fill('Directorate of Industrial Training');
  await pickDate(page, dialog, 'Date granted', '2018-06-15');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Certification posted successfully!');
  const certifications = page.getByRole('region', { name: 'Certifications' });
  await expect(certifications).toContainText('No Expiry');
  await expect(certifications.getByRole('link', { name: 'Download certificate: DIT Level 2 Welding' })).toHaveAttribute(
    'href',
    /\/api\/files\//,
  );

  // A recent work with a photo.
  await page.getByRole('button', { name: 'Add a recent work' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Recent Work' });
  await dialog.getByLabel('Work done').fill('Steel gate and burglar-proofing');
  await dialog.getByLabel('Client name').fill('Sarah Nambi');
  await dialog.getByLabel('Client contact').fill('+256772123456');
  await pickDate(page, dialog, 'Date started', '2024-03-04');
  await pickDate(page, dialog, 'Date finished', '2024-03-20');
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Recent work posted successfully!');
  const photo = page.getByRole('img', { name: 'Steel gate and burglar-proofing for Sarah Nambi, photo 1' });
  await expect(photo).toBeVisible();
  // The photo is a private file behind a signed link, and it loads.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // A publication whose link opens in a new tab.
  await page.getByRole('button', { name: 'Add a publication' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Publication' });
  await dialog.getByLabel('Topic').fill('Safe welding in small workshops');
  await dialog.getByLabel('Location').fill('TVET Uganda newsletter');
  await pickDate(page, dialog, 'Date published', '2023-09-05');
  await dialog.getByLabel('Publication link').fill('https://example.org/safe-welding');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Publication added successfully!');
  await expect(
    page.getByRole('region', { name: 'Publications' }).getByRole('link', { name: /Read the publication/ }),
  ).toHaveAttribute('target', '_blank');

  // Two referees in the table; the second is deleted after confirmation.
  for (const [title, name] of [
    ['Eng.', 'Peter Okot'],
    ['Ms', 'Joan Auma'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a referee' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Referee' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Names').fill(name);
    await dialog.getByLabel('Organisation').fill('Katwe Metal Works');
    await dialog.getByLabel('Contact').fill('+256701234567');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Referee posted successfully!');
    await expect(dialog).toBeHidden();
  }
  const referees = page.getByRole('region', { name: 'Referees' });
  await expect(referees.getByRole('row')).toHaveCount(3);
  await referees.getByRole('button', { name: 'Delete referee Joan Auma' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this referee?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Referee deleted successfully!');
  await expect(confirm).toBeHidden();
  await expect(referees.getByRole('row')).toHaveCount(2);
  await expect(referees).not.toContainText('Joan Auma');

  // The profile summary in the rich-text editor.
  await page.getByRole('button', { name: 'Add profile summary' }).click();
  dialog = page.getByRole('dialog', { name: 'Personal Statement' });
  await typeRichText(
    page,
    dialog,
    'Profile summary',
    'I build safe, neat steel structures and I am looking for a permanent role.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Personal Statement updated successfully!');
  await expect(page.getByRole('region', { name: 'Profile Summary' })).toContainText('neat steel structures');

  // The CV: checked before upload, then uploaded with a progress bar, then a download link.
  const attach = page.getByRole('region', { name: 'Attach Resume' });
  await expect(attach).toContainText('3 MB');
  await attach
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(attach.getByText('Upload a PDF or Word document.')).toBeVisible();
  await attach
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: BIG_PDF });
  // A slow upload link (Chromium's network emulation), so the progress bar can be watched as it fills.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 60 * 1024,
  });
  await attach.getByRole('button', { name: 'Upload CV' }).click();
  const bar = attach.getByRole('progressbar', { name: 'Uploading your CV' });
  await expect(bar).toBeAttached();
  await expect(attach.getByText(/^Uploading… \d+%$/)).toBeVisible();
  await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0)).toBeGreaterThan(0);
  await toast(page, 'CV updated successfully!');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(attach.getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', /\/api\/files\//);
  await expect(attach.getByRole('button', { name: 'Replace CV' })).toBeVisible();
  const complete = await strength(page);
  expect(complete).toBeGreaterThan(initial);

  // The page honours a section in its address.
  await page.goto('/jobs-my-resume#attach-resume');
  await expect(attach.getByRole('link', { name: 'Download CV' })).toBeInViewport();

  // Apply to two of the demo company's jobs; cancel the first.
  const [first, second] = await demoCompanyJobs(request);
  await applyFor(page, first!);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/job-detail/${first!.id}"]`) });
  await row.getByRole('button', { name: `Cancel application for ${first!.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this application?' })
    .getByRole('button', { name: 'Cancel application' })
    .click();
  await toast(page, 'Application cancelled successfully!');
  await expect(row).toContainText('Cancelled');
  await applyFor(page, second!);

  // The company applied to reads the whole profile and downloads the CV.
  const id = await seekerId(request, email);
  const company = await asCompany(browser, DEMO.company, id);
  await expect(company.page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(company.page.getByText('Certified welder with 5 years in steel fabrication').first()).toBeVisible();
  for (const text of [
    'Arc welding',
    'Katwe Metal Works',
    'National Certificate in Welding',
    'No Expiry',
    'Safe welding in small workshops',
    'Peter Okot',
    'neat steel structures',
  ]) {
    await expect(company.page.getByRole('main').getByText(text).first()).toBeVisible();
  }
  await expect(company.page.getByRole('button', { name: /^(Edit|Delete|Remove) / })).toHaveCount(0);
  const download = company.page.getByRole('link', { name: 'DOWNLOAD CV' });
  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await company.context.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await company.context.close();

  // Another company cannot.
  const other = await asCompany(browser, OTHER_COMPANY_EMAIL, id);
  await expect(other.page.getByText('This profile is not available to you.')).toBeVisible();
  await other.page.goto('/user-profile');
  await expect(other.page.getByText('No job seeker was chosen.')).toBeVisible();
  await other.context.close();
});

test('creating a job seeker account needs a session, and only once', async ({ page }) => {
  await page.goto('/become-job-seeker');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in before you create a job seeker account.')).toBeVisible();

  // After logging in, the visitor comes back here; the demo seeker already has the account type.
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(DEMO.seeker);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You already have a Job Seeker account. No need to create another.')).toBeVisible();
});
