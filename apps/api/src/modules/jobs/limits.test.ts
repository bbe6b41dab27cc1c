// A company's limits (issue 28), counted as the mails that reach a real SMTP server: one invitation per seeker and
// company a week however many copies of a job it posts, 50 invitations a day over all its jobs, 5 decisions a day
// that mail one applicant, 50 job posts a day; each refusal a 429 with Retry-After and {detail}.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@portal/contract';
import { jobApplications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { jobForm, jobFormLookups, make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { smtpSinkForFile } from '../../test/smtp.js';

let t: TestContext;
const { mailsTo } = smtpSinkForFile(() => t.db);
const { call } = httpFor(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});

/** A company's owner and `jobs` open jobs of it (copies of one job). */
async function companyWithJobs(jobs: number): Promise<{ owner: TestUser; jobIds: number[] }> {
  const owner = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, owner);
  const jobIds = [];
  for (let i = 0; i < jobs; i += 1) jobIds.push((await make.job(t.db, company, { title: 'Welder' })).id);
  return { owner, jobIds };
}

const findableSeeker = () => make.jobSeeker(t.db, { profile: { discoverable: true } });
const invite = (owner: TestUser, job: number, jobSeeker: number) =>
  call('POST', `/api/employer/jobs/${job}/invitations/`, owner, { job_seeker: jobSeeker });

function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  detail: string,
  maxSeconds: number,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('invitations to apply (issue 28)', () => {
  it('invites one seeker once a week per company, however many copies of the job: 15 copies send 1 mail', async () => {
    const { owner, jobIds } = await companyWithJobs(15);
    const seeker = await findableSeeker();
    const answers = [];
    for (const job of jobIds) answers.push(await invite(owner, job, seeker.id));
    expect(answers[0]!.statusCode, answers[0]!.body).toBe(201);
    for (const refused of answers.slice(1)) expectRefused(refused, LIMIT_MESSAGES.seekerInvitation, 7 * 86400);
    expect(await mailsTo(seeker.user.email)).toHaveLength(1);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from job_invitations where user_id = ${seeker.user.id}`,
    );
    expect(rows[0]?.n).toBe(1);

    // Another company may still invite them.
    const other = await companyWithJobs(1);
    expect((await invite(other.owner, other.jobIds[0]!, seeker.id)).statusCode).toBe(201);
  });

  it('allows a company 50 invitations a day over all its jobs: 60 to 60 seekers over 3 jobs send 50 mails', async () => {
    const { owner, jobIds } = await companyWithJobs(3);
    const seekers = [];
    for (let i = 0; i < 60; i += 1) seekers.push(await findableSeeker());
    // 20 a job (the job's own cap), so the third job is where the company's 50 run out.
    const answers = [];
    for (const [i, seeker] of seekers.entries())
      answers.push(await invite(owner, jobIds[Math.floor(i / 20)]!, seeker.id));
    expect(answers.slice(0, 50).map((r) => r.statusCode)).toEqual(Array<number>(50).fill(201));
    for (const refused of answers.slice(50)) expectRefused(refused, LIMIT_MESSAGES.companyInvitations, 86400);
    let mails = 0;
    for (const seeker of seekers) mails += (await mailsTo(seeker.user.email)).length;
    expect(mails).toBe(50);
  });
});

describe('decisions on an application (issue 28)', () => {
  it('mails the applicant at most 5 decisions a day on one application: 60 changes send 5 mails', async () => {
    const { owner, jobIds } = await companyWithJobs(1);
    const seeker = await make.jobSeeker(t.db);
    const [application] = await t.db
      .insert(jobApplications)
      .values({ jobId: jobIds[0]!, userId: seeker.user.id, status: 'Under Review' })
      .returning();
    const answers = [];
    // Accepted, Declined, … Accepted: five changes; then 55 tries to change it to Declined (each a change, so each mails).
    for (let i = 0; i < 60; i += 1) {
      answers.push(
        await call('PATCH', `/api/employer/company-job-applications/${application!.id}/`, owner, {
          status: i % 2 || i >= 5 ? 'Declined' : 'Accepted',
        }),
      );
    }
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual(Array<number>(5).fill(200));
    for (const refused of answers.slice(5)) expectRefused(refused, LIMIT_MESSAGES.decisions, 86400);
    expect(await mailsTo(seeker.user.email)).toHaveLength(5);
  });
});

describe('job posts (issue 28)', () => {
  it('publishes at most 50 jobs a day per company', async () => {
    const { owner } = await companyWithJobs(0);
    const form = jobForm(await jobFormLookups(t.db));
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await call('POST', '/api/employer/jobs/', owner, form));
    expect(answers.slice(0, 50).map((r) => r.statusCode)).toEqual(Array<number>(50).fill(201));
    for (const refused of answers.slice(50)) expectRefused(refused, LIMIT_MESSAGES.posts, 86400);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs j join companies c on c.id = j.company_id where c.user_id = ${owner.id}`,
    );
    expect(rows[0]?.n).toBe(50);
  });
});
