// Suggested candidates (issue 15) on a phone: a new job seeker turns on "Let employers find me" on their resume page,
// the demo company opens the suggested candidates of a fitting job from Manage Jobs, sees them ranked with the
// reasons, invites them to apply, and the invitation's mail arrives with the job's link. Axe clean.
import { atWidth, expectAccessible } from './support/axe';
import { freshJob } from './support/jobs';
import { waitForMail } from './support/mailbox';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser, authHeader } from './support/session';
import { expect, test } from './support/test';

/** A word no other job or skill holds: letters only, so the search's dictionary keeps it whole. */
const uniqueWord = () => `Tinsmith${[...String(Date.now()).slice(-8)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

test('a company invites a job seeker who lets employers find them, and the seeker gets the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const title = `${word} Welder`;
  // A district with a town, for the job and the seeker alike.
  const city = ((await (await request.get('/api/common/cities/')).json()) as { id: number; district: number }[])[0]!;
  const jobId = await freshJob(request, title, { location: city.district });

  // A new job seeker in the job's sector and district, with the skills and education it asks for.
  const seeker = await newVerifiedUser(request, 'findme');
  let headers = await authHeader(request, seeker.email, seeker.password);
  const category = ((await (await request.get('/api/common/job-categories/')).json()) as { id: number }[])[0]!;
  const profile = await request.post('/api/job_seekers/jobseekers/', {
    headers,
    data: {
      job_category: [category.id],
      district: city.district,
      city: city.id,
      physical_address: 'Plot 3, Market Street',
      language: 'English',
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  // A fresh token after the profile: it now speaks for a job seeker.
  headers = await authHeader(request, seeker.email, seeker.password);
  for (const name of [`${word} work`, 'Welding', 'Metal fabrication']) {
    expect((await request.post('/api/job_seekers/skills/', { headers, data: { name } })).status()).toBe(201);
  }
  const school = {
    school: 'Kireka Technical Institute',
    certification: 'Certificate in Welding',
    total_score: 3.5,
    grades: 'CGPA',
    start_date: '2018-02-01',
    end_date: '2019-11-30',
  };
  expect((await request.post('/api/job_seekers/education/', { headers, data: school })).status()).toBe(201);

  // Off by default: they turn it on from their resume page.
  await atWidth(page, 360);
  await loginAs(page, seeker.email, { password: seeker.password, path: '/jobs-my-resume' });
  const findable = page.getByRole('switch', { name: 'Let employers find me' });
  await expect(findable).not.toBeChecked();
  await findable.check();
  await expect(page.getByText('Employers whose jobs fit you can now find you.')).toBeVisible();
  await expect(findable).toBeChecked();

  // The company finds them from Manage Jobs.
  await loginAs(page, DEMO.company, { path: '/company-manage-job' });
  await page.getByRole('link', { name: `Suggested candidates for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/company-suggested-candidates\\?job=${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Suggested candidates' })).toBeVisible();
  const card = page.getByRole('article', { name: seeker.email });
  await expect(card.getByText(/^\d+% fit$/)).toBeVisible();
  await expect(card.getByText(/Has the skills: .*Welding/)).toBeVisible();
  await expect(page.getByText('Invitations left today: 20 of 20')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await card.getByRole('button', { name: `Invite ${seeker.email} to apply` }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(
    card.getByRole('button', { name: new RegExp(`^${seeker.email.replace(/[.+]/g, '\\$&')} was invited on `) }),
  ).toBeDisabled();
  await expect(page.getByText('Invitations left today: 19 of 20')).toBeVisible();

  // The company may open their profile, as an applicant's.
  await card.getByRole('link', { name: `View the profile of ${seeker.email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeker.email })).toBeVisible();

  // The seeker is told by mail, with the job's link.
  const mail = await waitForMail(seeker.email, /Invitation to apply/);
  expect(mail).toMatch(new RegExp(`http://127\\.0\\.0\\.1:\\d+/job-detail/${jobId}`));
});
