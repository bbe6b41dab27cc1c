import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type FavoriteJob, type JobApplication } from '@portal/contract';
import { favoriteJobs, jobApplications, notifications, users } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { authHeaders, isoDay, make, type TestUser } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

let t: TestContext;
let owner: TestUser;
let company: { id: number };
const day = isoDay;

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const apply = async (user: TestUser | null, job: number | string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job_seekers/job-applications/',
    ...json({ job }, user ? await authHeaders(t.tokens, user) : {}),
  });
const cancel = async (user: TestUser | null, id: number, status = 'Cancelled') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/job_seekers/job-applications/${id}/`,
    ...json({ status }, user ? await authHeaders(t.tokens, user) : {}),
  });
const save = async (user: TestUser | null, job: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job_seekers/favorite-jobs/',
    ...json({ job }, user ? await authHeaders(t.tokens, user) : {}),
  });
const get = async (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? await authHeaders(t.tokens, user) : {} });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await make.user(t.db, { groups: ['Company'] });
  company = await make.company(t.db, owner, { name: 'Nile Fabrication Works', logo: 'logos/nile.png' });
});

async function seekerNamed(firstName: string, lastName = '') {
  const user = await make.user(t.db, { groups: ['JobSeeker'], firstName });
  await t.db.update(users).set({ lastName }).where(eq(users.id, user.id));
  return user;
}

describe('POST /api/job_seekers/job-applications/', () => {
  it('applies, answers 201 with the application, and notifies the company owner in the same transaction', async () => {
    const seeker = await seekerNamed('Amina', 'Nakato');
    const job = await make.job(t.db, company, { title: 'Welder <em>(MIG)</em>' });
    const res = await apply(seeker, job.id);
    expect(res.statusCode).toBe(201);
    const body = res.json() as JobApplication;
    expect(body).toMatchObject({
      job: job.id,
      title: 'Welder (MIG)',
      company: 'Nile Fabrication Works',
      logo: `${PUBLIC_URL}/media/logos/nile.png`,
      status: 'Under Review',
    });
    expect(Date.now() - Date.parse(body.created)).toBeLessThan(60_000);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, body.id));
    expect(row).toMatchObject({ jobId: job.id, userId: seeker.id, status: 'Under Review' });
    const alerts = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(alerts).toContainEqual(
      expect.objectContaining({
        title: 'New application: Welder (MIG)',
        body: 'Amina Nakato applied for Welder (MIG).',
        actionLink: '/company-manage-job-applications',
        seen: false,
      }),
    );
  });

  it('refuses an applicant without a job seeker account with 403, before anything about the job, and writes nothing', async () => {
    const job = await make.job(t.db, company, { title: 'Needs a CV' });
    const employerOnly = await make.user(t.db, { groups: ['Company'] });
    for (const target of [job.id, 999_999]) {
      const res = await apply(employerOnly, target);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: JOB_MESSAGES.seekersOnly });
    }
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.userId, employerOnly.id))).toEqual([]);
    // The same account applies once it holds the job seeker account type.
    const seeker = await make.user(t.db, { groups: ['JobSeeker'] });
    expect((await apply(seeker, job.id)).statusCode).toBe(201);
  });

  it('names the applicant by username when the account has no name, and accepts multipart', async () => {
    const seeker = await seekerNamed('');
    const job = await make.job(t.db, company, { title: 'Plumber' });
    const form = multipart({ job: job.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job_seekers/job-applications',
      payload: form.payload,
      headers: { ...form.headers, ...(await authHeaders(t.tokens, seeker)) },
    });
    expect(res.statusCode).toBe(201);
    const [alert] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.title, 'New application: Plumber')));
    expect(alert?.body).toBe(`${seeker.username} applied for Plumber.`);
  });

  it('refuses a second application for the same job, and two racing ones leave one row', async () => {
    const seeker = await seekerNamed('Brian');
    const job = await make.job(t.db, company);
    expect((await apply(seeker, job.id)).statusCode).toBe(201);
    const again = await apply(seeker, job.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ job: [JOB_MESSAGES.alreadyApplied] });

    const racer = await seekerNamed('Racer');
    const racedJob = await make.job(t.db, company, { title: 'Raced job' });
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(racer, racedJob.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json()).toEqual({ job: [JOB_MESSAGES.alreadyApplied] });
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, racedJob.id));
    expect(rows).toHaveLength(1);
    const alerts = await t.db.select().from(notifications).where(eq(notifications.title, 'New application: Raced job'));
    expect(alerts).toHaveLength(1);
  });

  it('refuses closed, external, unknown and removed jobs with a job error and writes nothing', async () => {
    const seeker = await seekerNamed('Carol');
    const closed = await make.job(t.db, company, { submissionDeadline: day(-1) });
    const external = await make.job(t.db, company, { jobLink: 'https://careers.example.ug/apply' });
    const goneOwner = await make.user(t.db);
    const goneCompany = await make.company(t.db, goneOwner, { deactivatedAt: new Date() });
    const removed = await make.job(t.db, goneCompany);
    const cases: [number, string][] = [
      [closed.id, JOB_MESSAGES.closed],
      [external.id, JOB_MESSAGES.external],
      [999_999, JOB_MESSAGES.noSuchJob],
      [removed.id, JOB_MESSAGES.noSuchJob],
    ];
    for (const [job, message] of cases) {
      const res = await apply(seeker, job);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ job: [message] });
    }
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.userId, seeker.id))).toHaveLength(0);
  });

  it('accepts a job closing today', async () => {
    const seeker = await seekerNamed('Dan');
    const job = await make.job(t.db, company, { submissionDeadline: day(0) });
    expect((await apply(seeker, job.id)).statusCode).toBe(201);
  });

  it('validates the body and needs a signed-in caller', async () => {
    const seeker = await seekerNamed('Eve');
    const bad = await apply(seeker, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('job');
    expect((await apply(seeker, 0)).statusCode).toBe(400);
    const job = await make.job(t.db, company);
    const anonymous = await apply(null, job.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/job_seekers/job-applications/',
      ...json({ job: job.id }, { authorization: 'JWT nope' }),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('GET and PATCH /api/job_seekers/job-applications/', () => {
  it("lists only the caller's applications, newest first, paged", async () => {
    const seeker = await seekerNamed('Fred');
    const someoneElse = await seekerNamed('Gina');
    const jobs = [];
    for (const title of ['First', 'Second', 'Third']) {
      const job = await make.job(t.db, company, { title });
      jobs.push(job);
      expect((await apply(seeker, job.id)).statusCode).toBe(201);
    }
    expect((await apply(someoneElse, jobs[0]!.id)).statusCode).toBe(201);
    const res = await get(seeker, '/api/job_seekers/job-applications/?page_size=2');
    expect(res.statusCode).toBe(200);
    const page = res.json() as { count: number; next: string | null; results: JobApplication[] };
    expect(page.count).toBe(3);
    expect(page.results.map((a) => a.title)).toEqual(['Third', 'Second']);
    expect(page.next).toBe(`${PUBLIC_URL}/api/job_seekers/job-applications/?page_size=2&page=2`);
    const second = (await get(seeker, '/api/job_seekers/job-applications/?page_size=2&page=2')).json() as {
      results: JobApplication[];
    };
    expect(second.results.map((a) => a.title)).toEqual(['First']);
    expect((await get(seeker, '/api/job_seekers/job-applications/?page_size=2&page=3')).statusCode).toBe(404);
    expect((await get(seeker, '/api/job_seekers/job-applications/?page_size=101')).statusCode).toBe(200);
    expect((await get(seeker, '/api/job_seekers/job-applications/?page_size=0')).statusCode).toBe(400);
    const empty = await get(await seekerNamed('Nobody'), '/api/job_seekers/job-applications/');
    expect(empty.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get(null, '/api/job_seekers/job-applications/')).statusCode).toBe(401);
  });

  it('cancels own application under review; it can then be sent again (same row, under review, new date)', async () => {
    const seeker = await seekerNamed('Hope');
    const job = await make.job(t.db, company, { title: 'Tiler' });
    const applied = (await apply(seeker, job.id)).json() as JobApplication;
    const res = await cancel(seeker, applied.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: applied.id, status: 'Cancelled', title: 'Tiler' });
    const detail = (await get(seeker, `/api/employer/jobs/${job.id}/`)).json();
    expect(detail.has_applied).toBe(false);

    await t.db
      .update(jobApplications)
      .set({ created: new Date(Date.now() - 86_400_000) })
      .where(eq(jobApplications.id, applied.id));
    const again = await apply(seeker, job.id);
    expect(again.statusCode).toBe(201);
    const reapplied = again.json() as JobApplication;
    expect(reapplied).toMatchObject({ id: applied.id, status: 'Under Review' });
    expect(Date.now() - Date.parse(reapplied.created)).toBeLessThan(60_000);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(1);
    expect((await get(seeker, `/api/employer/jobs/${job.id}/`)).json().has_applied).toBe(true);
  });

  it("answers 404 for another user's application, 401 without a session, 400 once decided or for another status", async () => {
    const seeker = await seekerNamed('Ivan');
    const intruder = await seekerNamed('Mallory');
    const job = await make.job(t.db, company);
    const applied = (await apply(seeker, job.id)).json() as JobApplication;

    const foreign = await cancel(intruder, applied.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    expect((await cancel(null, applied.id)).statusCode).toBe(401);
    expect((await cancel(seeker, 999_999)).statusCode).toBe(404);

    const wrong = await cancel(seeker, applied.id, 'Accepted');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: ['You can only cancel an application.'] });

    await t.db.update(jobApplications).set({ status: 'Accepted' }).where(eq(jobApplications.id, applied.id));
    const decided = await cancel(seeker, applied.id);
    expect(decided.statusCode).toBe(400);
    expect(decided.json()).toEqual({ status: [JOB_MESSAGES.cancelUnderReviewOnly] });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, applied.id));
    expect(row?.status).toBe('Accepted');
  });
});

describe('/api/job_seekers/favorite-jobs/', () => {
  it('saves a job (201), saving it again is harmless (200, same row)', async () => {
    const seeker = await seekerNamed('Jane');
    const job = await make.job(t.db, company, { title: 'Carpenter' });
    const first = await save(seeker, job.id);
    expect(first.statusCode).toBe(201);
    const fav = first.json() as FavoriteJob;
    expect(fav).toEqual({
      id: expect.any(Number),
      job: job.id,
      title: 'Carpenter',
      company: 'Nile Fabrication Works',
      logo: `${PUBLIC_URL}/media/logos/nile.png`,
    });
    const again = await save(seeker, job.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(fav);
    expect(await t.db.select().from(favoriteJobs).where(eq(favoriteJobs.userId, seeker.id))).toHaveLength(1);
    const detail = (await get(seeker, `/api/employer/jobs/${job.id}/`)).json();
    expect(detail).toMatchObject({ is_favourite: true, favourite_id: fav.id });
  });

  it('refuses unknown jobs and anonymous callers', async () => {
    const seeker = await seekerNamed('Kate');
    const unknown = await save(seeker, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ job: [JOB_MESSAGES.noSuchJob] });
    const job = await make.job(t.db, company);
    expect((await save(null, job.id)).statusCode).toBe(401);
  });

  it("lists only the caller's saved jobs, newest first, and deletes only the caller's own", async () => {
    const seeker = await seekerNamed('Leo');
    const intruder = await seekerNamed('Mallory');
    const a = await make.job(t.db, company, { title: 'Saved first' });
    const b = await make.job(t.db, company, { title: 'Saved second' });
    const favA = (await save(seeker, a.id)).json() as FavoriteJob;
    await t.db
      .update(favoriteJobs)
      .set({ created: new Date(Date.now() - 60_000) })
      .where(eq(favoriteJobs.id, favA.id));
    const favB = (await save(seeker, b.id)).json() as FavoriteJob;
    await save(intruder, a.id);

    const listed = (await get(seeker, '/api/job_seekers/favorite-jobs/?page_size=10')).json() as {
      count: number;
      results: FavoriteJob[];
    };
    expect(listed.count).toBe(2);
    expect(listed.results.map((f) => f.id)).toEqual([favB.id, favA.id]);
    expect((await get(null, '/api/job_seekers/favorite-jobs/')).statusCode).toBe(401);
    expect((await get(seeker, '/api/job_seekers/favorite-jobs/?page=2')).statusCode).toBe(404);

    const del = async (user: TestUser | null, id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/job_seekers/favorite-jobs/${id}/`,
        headers: user ? await authHeaders(t.tokens, user) : {},
      });
    const foreign = await del(intruder, favA.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    expect((await del(null, favA.id)).statusCode).toBe(401);
    const mine = await del(seeker, favA.id);
    expect(mine.statusCode).toBe(204);
    expect(mine.body).toBe('');
    expect((await del(seeker, favA.id)).statusCode).toBe(404);
    expect((await del(seeker, 'x' as unknown as number)).statusCode).toBe(400);
    const after = (await get(seeker, '/api/job_seekers/favorite-jobs/')).json() as { results: FavoriteJob[] };
    expect(after.results.map((f) => f.id)).toEqual([favB.id]);
  });

  it('answers 204 to exactly one of twelve simultaneous deletes of a saved job, 404 to the rest', async () => {
    const seeker = await seekerNamed('Ruth');
    const job = await make.job(t.db, company, { title: 'Saved once' });
    const saved = (await save(seeker, job.id)).json() as FavoriteJob;
    const headers = await authHeaders(t.tokens, seeker);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'DELETE', url: `/api/job_seekers/favorite-jobs/${saved.id}/`, headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, ...Array.from({ length: 11 }, () => 404)]);
  });
});
