// Job alerts (issue 15) on a phone: the demo job seeker saves its /jobs search as an instant alert, a company posts a job
// that matches, the alert's mail arrives with the job's link and a one-click way out, the link opens the job, the
// unsubscribe page stops the alert, and the Job alerts page shows it off. Axe clean with the dialog open.
import { atWidth, expectAccessible } from './support/axe';
import { freshJob } from './support/jobs';
import { waitForMail } from './support/mailbox';
import { DEMO } from './support/accounts';
import { loginAs } from './support/session';
import { expect, test } from './support/test';

/** A word no other job holds: letters only, so the search's dictionary keeps it whole. */
const uniqueWord = () => `Boiler${[...String(Date.now()).slice(-8)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

test('a job seeker saves a search as an alert, gets the mail for a new job, opens it and stops the alert', async ({
  page,
  request,
}) => {
  const user = { email: DEMO.seeker };
  const word = uniqueWord();
  await atWidth(page, 360);
  await loginAs(page, user.email, { path: `/jobs?search=${word}` });
  await expect(page.getByText('No jobs found')).toBeVisible();

  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog.getByLabel('Name of the alert')).toHaveValue(`Jobs for "${word}"`);
  await dialog.getByLabel('Name of the alert').fill(`${word} jobs`);
  await dialog.getByRole('radio', { name: 'As soon as a job is posted' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Job alert saved')).toBeVisible();

  // A company posts a matching job: the mail follows within seconds.
  const title = `${word} Welder`;
  const jobId = await freshJob(request, title);
  const mail = await waitForMail(user.email, new RegExp(`matches your job alert "${word} jobs"`));
  expect(mail).toContain(`${title}, `);
  const jobLink = new RegExp(`http://127\\.0\\.0\\.1:\\d+/job-detail/${jobId}`).exec(mail)?.[0];
  expect(jobLink, mail).toBeTruthy();
  // Long headers are folded onto a second line.
  expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
    /List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/job_seekers\/job-alerts\/unsubscribe\/[\w-]+\/>/,
  );
  await page.goto(jobLink!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The mail's "stop" link: no sign-in needed, one button.
  const stopLink = /http:\/\/127\.0\.0\.1:\d+\/job-alerts\/unsubscribe\/[\w-]+/.exec(mail)?.[0];
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(stopLink!);
  await expect(page.getByText(`Stop sending the job alert “${word} jobs”?`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(page.getByText('You will no longer get this alert.')).toBeVisible();

  await loginAs(page, user.email, { path: '/saved-searches' });
  await expect(page.getByRole('heading', { level: 1, name: /^Job alerts \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Send "${word} jobs"` })).not.toBeChecked();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
