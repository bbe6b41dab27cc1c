import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyApplication, CompanyDashboard, CompanyResume, Paged } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { isoDay, lookupId, make, type Made, type TestUser } from '../../test/factories.js';

let t: TestContext;
let owner: TestUser;
let rival: TestUser;
type Seeker = Made<'jobSeeker'>;
let alice: Seeker;
let bob: Seeker;
let carol: Seeker;
let noProfile: TestUser;
const ids: Record<string, number> = {};

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const { call } = httpFor(() => t);

async function apply(
  jobId: number,
  userId: number,
  status: (typeof schema.jobApplications.$inferInsert)['status'] = 'Under Review',
  created = new Date(),
) {
  const [row] = await t.db.insert(schema.jobApplications).values({ jobId, userId, status, created }).returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await make.user(t.db, { groups: ['Company'] });
  rival = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, owner, { name: 'Acme Steel Works' });
  const rivalCompany = await make.company(t.db, rival, { name: 'Rival Fabricators' });
  const gulu = await lookupId(t.db, schema.districts, 'Gulu');
  alice = await make.jobSeeker(t.db, { firstName: 'Alice' });
  bob = await make.jobSeeker(t.db, { firstName: 'Bob' });
  carol = await make.jobSeeker(t.db, { firstName: 'Carol' });
  const [guluCity] = await t.db
    .select({ id: schema.cities.id })
    .from(schema.cities)
    .where(eq(schema.cities.districtId, gulu))
    .limit(1);
  await t.db
    .update(schema.jobSeekers)
    .set({ districtId: gulu, cityId: guluCity!.id })
    .where(eq(schema.jobSeekers.id, carol.id));
  noProfile = await make.user(t.db, { firstName: 'Nobody' });
  await t.db.insert(schema.skills).values([
    { userId: alice.user.id, name: 'MIG Welding' },
    { userId: bob.user.id, name: 'Plumbing' },
    { userId: carol.user.id, name: 'Arc welding' },
  ]);
  const welder = await make.job(t.db, company, { title: 'Welder' });
  const fitter = await make.job(t.db, company, { title: 'Fitter' });
  const closed = await make.job(t.db, company, { title: 'Old Job', submissionDeadline: isoDay(-3) });
  const other = await make.job(t.db, rivalCompany, { title: 'Rival Job' });
  Object.assign(ids, {
    company: company.id,
    welder: welder.id,
    fitter: fitter.id,
    closed: closed.id,
    other: other.id,
    gulu,
  });

  ids.aliceWelder = (await apply(welder.id, alice.user.id, 'Under Review', ago(10))).id;
  ids.aliceFitter = (await apply(fitter.id, alice.user.id, 'Accepted', ago(2))).id;
  ids.bobWelder = (await apply(welder.id, bob.user.id, 'Declined', ago(1))).id;
  ids.carolWelder = (await apply(welder.id, carol.user.id, 'Cancelled', ago(3))).id;
  ids.carolClosed = (await apply(closed.id, carol.user.id, 'Under Review', ago(20))).id;
  ids.nobodyFitter = (await apply(fitter.id, noProfile.id, 'Under Review', ago(0.5))).id;
  ids.aliceOther = (await apply(other.id, alice.user.id)).id;
});

const listUrl = '/api/employer/company-job-applications/';

describe('GET /api/employer/company-job-applications/', () => {
  it("lists the applications to the caller's company's jobs only, newest first", async () => {
    const res = await call('GET', listUrl, owner);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<CompanyApplication>;
    expect(page.results.map((a) => a.id)).toEqual([
      ids.nobodyFitter,
      ids.bobWelder,
      ids.aliceFitter,
      ids.carolWelder,
      ids.aliceWelder,
      ids.carolClosed,
    ]);
    expect(page.results[0]).toEqual({
      id: ids.nobodyFitter,
      job: ids.fitter,
      title: 'Fitter',
      job_seeker: 'Nobody',
      job_seeker_id: null,
      created: expect.any(String),
      status: 'Under Review',
      channel: 'web',
      phone: null,
    });
    expect(page.results[1]).toMatchObject({ job_seeker: 'Bob', job_seeker_id: bob.id, status: 'Declined' });
  });

  it('filters by status and job, and pages', async () => {
    const get = async (q: string) => (await call('GET', `${listUrl}${q}`, owner)).json() as Paged<CompanyApplication>;
    expect((await get('?status=Accepted')).results.map((a) => a.id)).toEqual([ids.aliceFitter]);
    expect((await get(`?job=${ids.welder}`)).count).toBe(3);
    expect((await get(`?job=${ids.other}`)).count).toBe(0);
    const first = await get('?page_size=2');
    expect(first.count).toBe(6);
    expect(first.next).toBe(`${PUBLIC_URL}${listUrl}?page_size=2&page=2`);
    expect((await call('GET', `${listUrl}?status=Maybe`, owner)).statusCode).toBe(400);
  });

  it('shows a seeker and a company without applications nothing; a visitor gets 401', async () => {
    expect(((await call('GET', listUrl, alice.user)).json() as Paged<unknown>).count).toBe(0);
    const rivalPage = (await call('GET', listUrl, rival)).json() as Paged<CompanyApplication>;
    expect(rivalPage.results.map((a) => a.id)).toEqual([ids.aliceOther]);
    expect((await call('GET', listUrl, null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/employer/company-job-applications/{id}/', () => {
  const decide = async (user: TestUser | null, id: number, status: string) =>
    call('PATCH', `${listUrl}${id}/`, user, { status });
  const newsFor = async (user: TestUser) => ({
    notes: await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id))
      .orderBy(desc(schema.notifications.id)),
    mails: await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, user.email))
      .orderBy(desc(schema.mailOutbox.id)),
  });

  it('moves an application Under Review → Accepted → Declined → Under Review, telling the applicant each time', async () => {
    const seeker = await make.jobSeeker(t.db, { firstName: 'Dan' });
    const id = (await apply(ids.welder!, seeker.user.id)).id;
    for (const [i, status] of (['Accepted', 'Declined', 'Under Review'] as const).entries()) {
      const res = await decide(owner, id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status, job: ids.welder, job_seeker: 'Dan', job_seeker_id: seeker.id });
      const { notes, mails } = await newsFor(seeker.user);
      expect(notes).toHaveLength(i + 1);
      expect(mails).toHaveLength(i + 1);
      expect(notes[0]).toMatchObject({
        title: `Application ${status}: Welder`,
        actionLink: '/jobs-applied-job',
        seen: false,
      });
      expect(notes[0]!.body).toContain('Acme Steel Works');
      expect(mails[0]!.subject).toBe(`Application ${status}: Welder`);
      expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/jobs-applied-job`);
    }
    const [row] = await t.db.select().from(schema.jobApplications).where(eq(schema.jobApplications.id, id));
    expect(row?.status).toBe('Under Review');
  });

  it('tells the applicant in their own language (issue 17)', async () => {
    const seeker = await make.jobSeeker(t.db, { firstName: 'Amina' });
    await t.db.update(schema.users).set({ language: 'sw' }).where(eq(schema.users.id, seeker.user.id));
    const id = (await apply(ids.welder!, seeker.user.id)).id;
    expect((await decide(owner, id, 'Accepted')).statusCode).toBe(200);
    const { notes, mails } = await newsFor(seeker.user);
    expect(notes[0]).toMatchObject({ title: 'Ombi limekubaliwa: Welder' });
    expect(notes[0]!.body).toBe(
      'Habari njema: Acme Steel Works imekubali ombi lako la kazi ya Welder. Watawasiliana nawe kuhusu hatua zinazofuata.',
    );
    expect(mails[0]!.subject).toBe('Ombi limekubaliwa: Welder');
    expect(mails[0]!.textBody).toMatch(/^Habari Amina,\n/);
    expect(mails[0]!.textBody).toContain(`Angalia maombi yako yote: ${PUBLIC_URL}/jobs-applied-job`);
  });

  it("also texts a decision to a verified number in the applicant's language, until they switch decisions off (issue 33)", async () => {
    const seeker = await make.jobSeeker(t.db, { firstName: 'Sarah' });
    const phone = '+256772990011';
    await t.db
      .update(schema.users)
      .set({ phone, phoneVerifiedAt: new Date(), language: 'lg' })
      .where(eq(schema.users.id, seeker.user.id));
    const id = (await apply(ids.welder!, seeker.user.id)).id;
    const texts = () =>
      t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.toNumber, phone)).orderBy(schema.smsOutbox.id);

    expect((await decide(owner, id, 'Accepted')).statusCode).toBe(200);
    expect(await texts()).toMatchObject([
      { kind: 'decision', language: 'lg', body: 'Acme Steel Works: okusaba kwo okwa Welder kukkiriziddwa.' },
    ]);

    expect((await call('PATCH', '/api/account/sms-settings/', null, { sms_decisions: false })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/account/sms-settings/', seeker.user, { sms_decisions: 'no' })).statusCode).toBe(
      400,
    );
    const off = await call('PATCH', '/api/account/sms-settings/', seeker.user, { sms_decisions: false });
    expect(off.json()).toEqual({ sms_decisions: false, sms_invitations: true });
    expect((await decide(owner, id, 'Declined')).statusCode).toBe(200);
    expect(await texts()).toHaveLength(1);
    // The company's applicant lists the tests below read stay as they were.
    await t.db.delete(schema.jobApplications).where(eq(schema.jobApplications.id, id));
  });

  it('the same status again is a no-op: 200, nobody told', async () => {
    const seeker = await make.jobSeeker(t.db);
    const id = (await apply(ids.fitter!, seeker.user.id)).id;
    const res = await decide(owner, id, 'Under Review');
    expect(res.statusCode).toBe(200);
    expect((await newsFor(seeker.user)).notes).toHaveLength(0);
    expect((await newsFor(seeker.user)).mails).toHaveLength(0);
  });

  it('refuses a cancelled application, a bad status, another company, the applicant and a visitor', async () => {
    const cancelled = await decide(owner, ids.carolWelder!, 'Accepted');
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toEqual({ status: ['A cancelled application cannot be changed.'] });
    const bad = await decide(owner, ids.aliceWelder!, 'Cancelled');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Choose Under Review, Accepted or Declined.'] });
    expect((await decide(rival, ids.aliceWelder!, 'Accepted')).statusCode).toBe(404);
    expect((await decide(alice.user, ids.aliceWelder!, 'Accepted')).statusCode).toBe(404);
    expect((await decide(null, ids.aliceWelder!, 'Accepted')).statusCode).toBe(401);
    expect((await decide(owner, 999_999, 'Accepted')).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.id, ids.aliceWelder!));
    expect(row?.status).toBe('Under Review');
    expect((await newsFor(alice.user)).notes).toHaveLength(0);
  });
});

describe('GET /api/employer/company-dashboard/', () => {
  it("counts the caller's company's jobs and applicants in one answer", async () => {
    const fresh = await make.user(t.db, { groups: ['Company'] });
    const company = await make.company(t.db, fresh);
    const open = await make.job(t.db, company);
    const closed = await make.job(t.db, company, { submissionDeadline: isoDay(-1) });
    await apply(open.id, alice.user.id, 'Under Review', ago(1));
    await apply(closed.id, alice.user.id, 'Accepted', ago(30));
    await apply(open.id, bob.user.id, 'Declined', ago(9));
    await apply(open.id, carol.user.id, 'Cancelled', ago(1));
    const res = await call('GET', '/api/employer/company-dashboard/', fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company_id: company.id,
      open_jobs: 1,
      total_jobs: 2,
      applicants: 4,
      new_this_week: 2,
      by_status: { 'Under Review': 1, Accepted: 1, Declined: 1, Cancelled: 1 },
    } satisfies CompanyDashboard);
    // The dashboard's figure is the Applicants page's count.
    const page = await call('GET', '/api/employer/company-job-applications/', fresh);
    expect(page.json<{ count: number }>().count).toBe(4);
  });

  it('answers zeros and no company for a seeker, 401 for a visitor', async () => {
    const res = await call('GET', '/api/employer/company-dashboard/', alice.user);
    expect(res.json()).toEqual({
      company_id: null,
      open_jobs: 0,
      total_jobs: 0,
      applicants: 0,
      new_this_week: 0,
      by_status: { 'Under Review': 0, Accepted: 0, Declined: 0, Cancelled: 0 },
    });
    expect((await call('GET', '/api/employer/company-dashboard/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/employer/company-resumes/', () => {
  const resumes = async (q = '', user: TestUser = owner) => {
    const res = await call('GET', `/api/employer/company-resumes/${q}`, user);
    return { res, body: res.json() as Paged<CompanyResume> };
  };

  it('lists each applicant with a profile once, by their latest standing application', async () => {
    const { res, body } = await resumes();
    expect(res.statusCode).toBe(200);
    // Nobody has no profile; Carol's welder application is cancelled, so her closed-job one counts. (Dan and others
    // applied in the decision tests above.)
    expect(body.results.map((r) => r.name).filter((n) => ['Alice', 'Bob', 'Carol', 'Nobody'].includes(n))).toEqual([
      'Bob',
      'Alice',
      'Carol',
    ]);
    const aliceRow = body.results.find((r) => r.name === 'Alice')!;
    expect(aliceRow).toMatchObject({
      job_seeker_id: alice.id,
      applications: 2,
      latest_status: 'Accepted',
      latest_job_title: 'Fitter',
      skills: ['MIG Welding'],
      district: { name: 'Kampala' },
    });
    expect(body.results.find((r) => r.name === 'Carol')).toMatchObject({
      applications: 1,
      latest_job_title: 'Old Job',
      latest_status: 'Under Review',
    });
  });

  it('filters by skill (any case, part of a name), district and latest status', async () => {
    expect((await resumes('?skill=welding')).body.results.map((r) => r.name)).toEqual(['Alice', 'Carol']);
    expect((await resumes('?skill=%25')).body.count).toBe(0);
    expect((await resumes(`?district=${ids.gulu}`)).body.results.map((r) => r.name)).toEqual(['Carol']);
    expect((await resumes('?status=Declined')).body.results.map((r) => r.name)).toEqual(['Bob']);
    expect((await resumes('?status=Under Review&skill=arc')).body.results.map((r) => r.name)).toEqual(['Carol']);
    expect((await resumes('?status=Nope')).res.statusCode).toBe(400);
  });

  it("shows another company only its own applicants, a seeker nobody, a visitor 401; each row's profile opens for the company", async () => {
    expect((await resumes('', rival)).body.results.map((r) => r.name)).toEqual(['Alice']);
    expect((await resumes('', alice.user)).body.count).toBe(0);
    expect((await call('GET', '/api/employer/company-resumes/', null)).statusCode).toBe(401);
    for (const r of (await resumes()).body.results) {
      const profile = await call('GET', `/api/job_seekers/jobseeker-profile/${r.job_seeker_id}/`, owner);
      expect(profile.statusCode).toBe(200);
    }
  });
});
