// The journeys the phone-first issue fixed, at a phone's width and a laptop's: applying from a job comes back to the
// job through login, registration and the activation mail with the apply dialog open; the Apply bar stays in reach
// on a phone; an employer's decision is confirmed, showing what the applicant will be told, and the dashboard counts
// what the Applicants page lists; the header's bell counts unread notifications and marks them read.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_COMPANY_NAME } from './support/accounts';
import { waitForMail } from './support/mailbox';
import { freshJob } from './support/jobs';
import { authHeader, loginAs, submitLoginForm } from './support/session';
import { expect, test } from './support/test';

const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 800 };

const applyDialog = (page: Page) => page.getByRole('dialog', { name: 'Apply for this job' });

test('on a phone, a visitor registers from a job, activates by mail, logs in, becomes a job seeker and is back on the job with the apply dialog open', async ({
  page,
  request,
}) => {
  const jobId = await freshJob(request, `Gate Welder ${Date.now()}`);
  await page.setViewportSize(PHONE);
  await page.goto(`/job-detail/${jobId}`);
  await expect(page.getByText('UGX 550,000 – 1,350,000 / month').first()).toBeVisible();

  // The Apply bar stays on screen while the description is read.
  const register = page.getByRole('link', { name: 'Register and apply' });
  await expect(register).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeInViewport();
  await page.getByRole('heading', { name: 'How to Apply' }).scrollIntoViewIfNeeded();
  await expect(register).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await register.click();
  await expect(page).toHaveURL(/\/register\?next=/);
  const email = `return-${Date.now()}@example.ug`;
  const password = 'Welding#2026';
  // On a phone the sign-up offers the phone number first (issue 33); this visitor signs up by e-mail.
  await page.getByRole('button', { name: 'E-mail', exact: true }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  // Its toast covers neither the login page's heading nor its fields: on a phone it goes to the screen's other edge.
  const created = page.locator('[data-toast]').filter({ hasText: 'Account created successfully' });
  await expect(created).toBeVisible();
  const toastBox = (await created.boundingBox())!;
  for (const covered of [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('main').getByRole('textbox').first(),
  ]) {
    const box = (await covered.boundingBox())!;
    expect(toastBox.y >= box.y + box.height || toastBox.y + toastBox.height <= box.y).toBe(true);
  }

  // The activation mail's link carries the job.
  const mail = await waitForMail(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/account\/verify-email\/\?token=[\w-]+&next=[\w%.-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/account-activated\?next=/);
  await expect(page.getByText(/mobile app/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  // On a phone Logout is in the menu: the form is sent by hand here.
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'E-mail', exact: true }).click();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();

  // Back on the job; a new account has no job seeker profile yet, so the way to create one, which leads back here.
  await expect(page).toHaveURL(new RegExp(`/job-detail/${jobId}$`));
  await page.getByRole('link', { name: 'Create a job seeker account' }).click();
  await expect(page).toHaveURL(/\/become-job-seeker\?next=/);
  await expect(page.getByRole('heading', { name: 'Create your Job Seeker account' })).toBeVisible();
  // Sent empty, the form focuses its first invalid field without opening a list over the field's message.
  await page.getByRole('main').getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a job seeker sent to log in from a job comes back to it with the apply dialog open, and applies', async ({
  page,
  request,
}) => {
  const title = `Roof Truss Fabricator ${Date.now()}`;
  const jobId = await freshJob(request, title);
  await page.setViewportSize(LAPTOP);
  await page.goto(`/job-detail/${jobId}`);
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await submitLoginForm(page, DEMO.seeker);
  await expect(page).toHaveURL(new RegExp(`/job-detail/${jobId}$`));
  await expect(applyDialog(page)).toBeVisible();
  await applyDialog(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs-applied-job$/);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  // A reload of the job does not open the dialog again: the address lost its flag.
  await page.goto(`/job-detail/${jobId}`);
  await expect(page.getByText('You have applied for this job')).toBeVisible();
});

/** An application of the demo seeker to a fresh job of the demo company, under review. */
async function freshApplication(request: APIRequestContext, title: string) {
  const jobId = await freshJob(request, title);
  const res = await request.post('/api/job_seekers/job-applications/', {
    headers: await authHeader(request, DEMO.seeker),
    data: { job: jobId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return jobId;
}

for (const viewport of [PHONE, LAPTOP]) {
  test(`at ${viewport.width} px an employer's decision waits for a confirmation that shows what the applicant will be told`, async ({
    page,
    request,
  }) => {
    const title = `Site Welder ${viewport.width} ${Date.now()}`;
    const jobId = await freshApplication(request, title);
    await page.setViewportSize(viewport);
    await loginAs(page, DEMO.company, { path: `/company-manage-job-applications?job=${jobId}` });
    const decision = page.getByRole('combobox', { name: /^Decision on .* application to / });
    await expect(decision).toHaveValue('Under Review');

    // Choosing Declined asks first, quoting the message; going back sends nothing.
    await decision.click();
    await page.getByRole('option', { name: 'Declined' }).click();
    const confirm = page.getByRole('dialog', { name: 'Decline this application?' });
    await expect(confirm).toContainText(`${DEMO_COMPANY_NAME} declined your application for ${title}.`);
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(decision).toHaveValue('Under Review');
    const seekerNews = async () =>
      (
        (await (
          await request.get('/api/common/notifications/?page_size=20', {
            headers: await authHeader(request, DEMO.seeker),
          })
        ).json()) as { results: { title: string }[] }
      ).results.map((n) => n.title);
    expect(await seekerNews()).not.toContain(`Application Declined: ${title}`);

    // Confirmed, it is sent.
    await decision.click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept this application?' });
    await expect(accept).toContainText(`Good news: ${DEMO_COMPANY_NAME} accepted your application for ${title}.`);
    await accept.getByRole('button', { name: 'Accept and tell them' }).click();
    await expect(decision).toHaveValue('Accepted');
    await expect.poll(seekerNews).toContain(`Application Accepted: ${title}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The dashboard's applicant count is the Applicants page's.
    await page.goto('/company-manage-job-applications');
    // The heading carries the count once the list has loaded.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^\d+ Applicants?$/);
    const listed = Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(listed).toBeGreaterThan(0);
    await page.goto('/company-dashboard');
    const figure = page.locator('.mantine-Card-root', {
      has: page.getByRole('link', { name: 'Applicants: see them' }),
    });
    await expect(figure).toContainText(String(listed));
  });
}

// The demo company's bell: a seeker's application sends it a notification. (The demo seeker's unread notifications
// stay as they are for the seeker area's tests.)
for (const viewport of [PHONE, LAPTOP]) {
  test(`at ${viewport.width} px the header's bell counts unread notifications, lists the latest and marks them all read`, async ({
    page,
    request,
  }) => {
    const title = `Bell Welder ${viewport.width} ${Date.now()}`;
    await page.setViewportSize(viewport);
    await loginAs(page, DEMO.company, { path: '/jobs' });
    // Start from none unread.
    await request.post('/api/common/notifications/mark-all-read/', {
      headers: await authHeader(request, DEMO.company),
    });
    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expect(bell).toHaveAccessibleName('Notifications, none unread');

    // A seeker applies elsewhere; coming back to the window updates the count.
    await freshApplication(request, title);
    // What the browser does when someone comes back to the tab (TanStack Query listens on the window).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await bell.click();
    // The dialog is named by the bell that opens it.
    const latest = page.getByRole('dialog', { name: /^Notifications, / });
    await expect(latest.getByRole('link', { name: new RegExp(`New application: ${title}`) })).toBeVisible();
    await latest.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    await expect(latest.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
