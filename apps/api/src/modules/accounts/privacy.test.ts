// People's data: the export holds everything about the caller (and nothing about anyone else, nor any secret), and
// deleting the account erases the person while the employer keeps the application as "Deleted user".
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { authHeaders, DEFAULT_PASSWORD, make, type TestUser } from '../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const PDF = Buffer.from('%PDF-1.4\n% a CV\n');

async function seekerWithData() {
  const owner = await make.user(t.db, { groups: ['Company'] });
  const job = await make.job(t.db, await make.company(t.db, owner, { name: 'Mbale Motors' }), { title: 'Mechanic' });
  const seeker = await make.jobSeeker(t.db, { firstName: 'Irene', profile: { cvUpload: 'private/cvs/irene.pdf' } });
  await t.storage.put('private/cvs/irene.pdf', PDF, 'application/pdf');
  await t.db.insert(schema.jobApplications).values({ jobId: job.id, userId: seeker.user.id });
  await t.db.insert(schema.favoriteJobs).values({ jobId: job.id, userId: seeker.user.id });
  // Another applicant to the same job: never part of Irene's export.
  const other = await make.jobSeeker(t.db, { firstName: 'Moses' });
  await t.db.insert(schema.jobApplications).values({ jobId: job.id, userId: other.user.id });
  return { seeker, owner, job, other };
}

const exportOf = async (user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/account/export/', headers: user ? await authHeaders(t.tokens, user) : {} });

describe('GET /api/account/export/', () => {
  it('answers a zip with every row about the caller, by table, and their files; no secret, no one else', async () => {
    const { seeker, other } = await seekerWithData();
    const res = await exportOf(seeker.user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tvet-portal-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.from(zip['files/private/cvs/irene.pdf'] ?? [])).toEqual(PDF);
    const { data } = JSON.parse(strFromU8(zip['my-data.json'] ?? new Uint8Array())) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(data.users?.[0]).toMatchObject({ id: seeker.user.id, first_name: 'Irene' });
    expect(data.users?.[0]).not.toHaveProperty('password_hash');
    expect(data.job_seekers?.[0]).toMatchObject({ cv_upload: 'private/cvs/irene.pdf' });
    expect(data.job_applications?.map((a) => a.user_id)).toEqual([seeker.user.id]);
    expect(data.favorite_jobs).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(other.user.username);
  });

  it('holds the rows that name the caller in any column: a job report they filed (by reporter_id, issue 28)', async () => {
    const { seeker, job, other } = await seekerWithData();
    await t.db.insert(schema.jobReports).values({
      jobId: job.id,
      reporterId: seeker.user.id,
      reason: 'fees_asked',
      details: 'They asked me for 50,000 on the phone.',
    });
    await t.db
      .insert(schema.jobReports)
      .values({ jobId: job.id, reporterId: other.user.id, reason: 'fake', details: 'Not a real company.' });
    const zip = unzipSync(new Uint8Array((await exportOf(seeker.user)).rawPayload));
    const { data } = JSON.parse(strFromU8(zip['my-data.json'] ?? new Uint8Array())) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(data.job_reports).toEqual([
      expect.objectContaining({
        job_id: job.id,
        reporter_id: seeker.user.id,
        details: 'They asked me for 50,000 on the phone.',
      }),
    ]);
  });

  it('is for a signed-in caller only', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
  });
});

describe('POST /api/account/delete/', () => {
  const remove = async (user: TestUser, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/delete/',
      headers: { 'content-type': 'application/json', ...(await authHeaders(t.tokens, user)) },
      payload: JSON.stringify({ password }),
    });

  it("confirms the deletion in the person's language (issue 17)", async () => {
    const user = await make.user(t.db);
    await t.db.execute(sql`update users set language = 'sw' where id = ${user.id}`);
    expect((await remove(user, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, user.email));
    expect(mail?.subject).toBe('Akaunti yako ya Tovuti ya TVET imefutwa');
    expect(mail?.textBody).toContain('kama ulivyoomba');
  });

  it('asks for the right password and changes nothing without it', async () => {
    const { seeker } = await seekerWithData();
    const res = await remove(seeker.user, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [ACCOUNT_MESSAGES.deletePasswordWrong] });
    expect(
      await t.db.select().from(schema.jobSeekers).where(eq(schema.jobSeekers.userId, seeker.user.id)),
    ).toHaveLength(1);
    expect((await remove(seeker.user, '')).statusCode).toBe(400);
  });

  it('erases the person, their CV and files, ends their sessions, mails them; the employer keeps the application as "Deleted user"', async () => {
    const { seeker, owner } = await seekerWithData();
    const address = seeker.user.email;
    const res = await remove(seeker.user, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.accountDeleted });

    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, seeker.user.id));
    expect(row).toMatchObject({
      username: `deleted-${seeker.user.id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'user',
      isActive: false,
    });
    expect(await t.db.select().from(schema.jobSeekers).where(eq(schema.jobSeekers.userId, seeker.user.id))).toEqual([]);
    expect(await t.db.select().from(schema.favoriteJobs).where(eq(schema.favoriteJobs.userId, seeker.user.id))).toEqual(
      [],
    );
    expect(await t.storage.get('private/cvs/irene.pdf')).toBeNull();
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, address));
    expect(mail?.subject).toBe('Your TVET Portal account was deleted');

    // Signed out everywhere, and the old password no longer signs in.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/account/users/${seeker.user.id}/`,
          headers: await authHeaders(t.tokens, seeker.user),
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: address, password: DEFAULT_PASSWORD }),
    });
    expect(login.statusCode).toBe(400);

    // The employer still sees that someone applied, without who.
    const applicants = await t.app.inject({
      method: 'GET',
      url: '/api/employer/company-job-applications/',
      headers: await authHeaders(t.tokens, owner),
    });
    expect(applicants.statusCode).toBe(200);
    expect(applicants.body).toContain('Deleted user');
    expect(applicants.body).not.toContain(address);
  });

  it("deactivates the account types' records, so their posts leave the public lists", async () => {
    const owner = await make.user(t.db, { groups: ['Company'] });
    const company = await make.company(t.db, owner, { name: 'Going Away Ltd' });
    await make.job(t.db, company, { title: 'Last job' });
    expect((await remove(owner, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ deactivatedAt: schema.companies.deactivatedAt })
      .from(schema.companies)
      .where(eq(schema.companies.id, company.id));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/employer/jobs/?search=Last%20job' })).json() as {
      count: number;
    };
    expect(jobs.count).toBe(0);
    expect(
      (await t.db.execute(sql`select count(*)::int as n from user_groups where user_id = ${owner.id}`)).rows[0],
    ).toEqual({ n: 0 });
  });
});
