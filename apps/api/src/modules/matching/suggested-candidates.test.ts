// Suggested candidates and invitations to apply (issue 15) against fixtures: the ranking and its reasons, only the
// seekers who let employers find them (never the others, the applicants or deactivated profiles), the company's view
// of their profile, the invitation's notification and mail, once per seeker and job, at most 20 per job a day.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, type JobInvitation, type SuggestedCandidates } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { isoDay, lookupId, make, type Made, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { WELDING_DIPLOMA } from './matching.fixtures.js';

let t: TestContext;
const { call } = httpFor(() => t);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

let owner: TestUser;
let welderJob: number;
const seekers: Record<string, Made<'jobSeeker'>> = {};
let ids: { gulu: number; guluTown: number; kampala: number; mbarara: number; accounting: number };

/** A seeker who lets employers find them (unless `discoverable: false`), with skills and sector as given. */
async function seeker(
  name: string,
  opts: {
    district: number;
    city?: number;
    skills?: string[];
    sector?: number;
    discoverable?: boolean;
    updatedAt?: Date;
  },
) {
  const s = await make.jobSeeker(t.db, {
    firstName: name,
    profile: {
      districtId: opts.district,
      ...(opts.city ? { cityId: opts.city } : {}),
      discoverable: opts.discoverable ?? true,
      ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
    },
  });
  if (opts.sector)
    await t.db
      .update(schema.jobSeekerCategories)
      .set({ jobCategoryId: opts.sector })
      .where(eq(schema.jobSeekerCategories.jobSeekerId, s.id));
  for (const name of opts.skills ?? []) await t.db.insert(schema.skills).values({ userId: s.user.id, name });
  return s;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = {
    gulu: await lookupId(t.db, schema.districts, 'Gulu'),
    guluTown: await lookupId(t.db, schema.cities, 'Gulu'),
    kampala: await lookupId(t.db, schema.districts, 'Kampala'),
    mbarara: await lookupId(t.db, schema.districts, 'Mbarara'),
    accounting: await lookupId(t.db, schema.jobCategories, 'Accounting & Finance'),
  };
  owner = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, owner);
  welderJob = (
    await make.job(t.db, company, {
      title: 'Welder',
      locationId: ids.gulu,
      cityId: ids.guluTown,
      qualifications: '<p>Diploma in welding</p>',
    })
  ).id;

  // Everything fits: skill, sector (the factory's Welding & Fabrication), town, the diploma asked for, active now.
  seekers.best = await seeker('Okello', { district: ids.gulu, city: ids.guluTown, skills: ['Arc welding'] });
  await t.db.insert(schema.education).values({ userId: seekers.best.user.id, ...WELDING_DIPLOMA });
  // Only the sector, last active twenty days ago (a third of the recency points).
  seekers.field = await seeker('Nakato', { district: ids.kampala, updatedAt: daysAgo(20) });
  // Another sector and place, but the trade by another name (fabrication ~ welder), found through the title.
  seekers.synonym = await seeker('Mugisha', {
    district: ids.kampala,
    sector: ids.accounting,
    skills: ['Metal fabrication'],
  });
  // Would fit, but left out: not findable, applied, deactivated; and someone with nothing in common.
  seekers.hidden = await seeker('Hidden', {
    district: ids.gulu,
    city: ids.guluTown,
    skills: ['Arc welding'],
    discoverable: false,
  });
  seekers.applicant = await seeker('Applicant', { district: ids.gulu, skills: ['Welding'] });
  await t.db
    .insert(schema.jobApplications)
    .values({ jobId: welderJob, userId: seekers.applicant.user.id, status: 'Cancelled' });
  seekers.gone = await seeker('Gone', { district: ids.gulu, skills: ['Welding'] });
  await t.db.execute(sql`update job_seekers set deactivated_at = now() where id = ${seekers.gone.id}`);
  seekers.unrelated = await seeker('Unrelated', {
    district: ids.mbarara,
    sector: ids.accounting,
    skills: ['Bookkeeping'],
  });
  await t.db.execute(sql`analyze`);
});

const suggested = async (job = welderJob, user = owner) => {
  const res = await call('GET', `/api/employer/jobs/${job}/suggested-candidates/`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuggestedCandidates;
};
const invite = (jobSeeker: unknown, job = welderJob, user: TestUser | null = owner) =>
  call('POST', `/api/employer/jobs/${job}/invitations/`, user, { job_seeker: jobSeeker });

describe('GET /api/employer/jobs/{id}/suggested-candidates/', () => {
  it('ranks the seekers who let employers find them by fit and says why', async () => {
    const data = await suggested();
    expect(data.results.map((c) => c.job_seeker_id)).toEqual([
      seekers.best!.id,
      seekers.field!.id,
      seekers.synonym!.id,
    ]);
    expect(data).toMatchObject({
      count: 3,
      next: null,
      previous: null,
      invitations_today: 0,
      invitations_left_today: 20,
    });
    const [best, field, synonym] = data.results;
    expect(best).toMatchObject({
      name: 'Okello',
      district: { name: 'Gulu' },
      city: { name: 'Gulu' },
      skills: ['Arc welding'],
      invited: null,
    });
    expect(best!.match.reasons).toEqual([
      'Has the skills: Arc welding',
      'Works in this field: Welding & Fabrication',
      "Lives in the job's town: Gulu",
      'Has the education asked for: Diploma',
      'Active on the portal this week',
    ]);
    // 15 skill + 20 sector + 15 district + 5 town + 10 education + 5 recent.
    expect(best!.match.score).toBe(70);
    expect(field!.match).toEqual({ score: 20 + 2, reasons: ['Works in this field: Welding & Fabrication'] });
    expect(synonym!.match).toEqual({
      score: 15 + 5,
      reasons: ['Has the skills: Metal fabrication', 'Active on the portal this week'],
    });
  });

  it('pages the suggestions', async () => {
    const res = await call('GET', `/api/employer/jobs/${welderJob}/suggested-candidates/?page_size=2`, owner);
    expect(res.json()).toMatchObject({
      count: 3,
      next: expect.stringContaining('page=2'),
      results: [{ job_seeker_id: seekers.best!.id }, { job_seeker_id: seekers.field!.id }],
    });
    expect((await call('GET', `/api/employer/jobs/${welderJob}/suggested-candidates/?page=9`, owner)).statusCode).toBe(
      404,
    );
  });

  it('answers the job’s company only', async () => {
    const url = `/api/employer/jobs/${welderJob}/suggested-candidates/`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, seekers.best!.user)).statusCode).toBe(403);
    const rival = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, rival);
    expect((await call('GET', url, rival)).statusCode).toBe(404);
    expect((await call('GET', '/api/employer/jobs/999999/suggested-candidates/', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/employer/jobs/abc/suggested-candidates/', owner)).statusCode).toBe(400);
  });
});

describe('the company’s view of a suggested candidate', () => {
  it('opens the profile of a seeker who lets employers find them, as an applicant’s, and never of one who does not', async () => {
    const profile = (s: { id: number }, user: TestUser) =>
      call('GET', `/api/job_seekers/jobseeker-profile/${s.id}/`, user);
    const res = await profile(seekers.synonym!, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: seekers.synonym!.id,
      discoverable: true,
      skills: [{ name: 'Metal fabrication' }],
    });
    expect((await profile(seekers.hidden!, owner)).statusCode).toBe(404);
    // Another job seeker is no company.
    expect((await profile(seekers.synonym!, seekers.best!.user)).statusCode).toBe(404);

    // Turned off: out of the suggestions and out of the company's reach at once.
    const off = await call('PATCH', `/api/job_seekers/jobseekers/${seekers.synonym!.id}/`, seekers.synonym!.user, {
      discoverable: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ discoverable: false });
    try {
      expect((await profile(seekers.synonym!, owner)).statusCode).toBe(404);
      expect((await suggested()).results.map((c) => c.job_seeker_id)).not.toContain(seekers.synonym!.id);
    } finally {
      await call('PATCH', `/api/job_seekers/jobseekers/${seekers.synonym!.id}/`, seekers.synonym!.user, {
        discoverable: true,
      });
    }
  });
});

describe('POST /api/employer/jobs/{id}/invitations/', () => {
  it('tells the seeker in-app and by mail, once, and shows the invitation with the suggestions', async () => {
    // A verified number gets the invitation by SMS too, with the job's short link (issue 33).
    const phone = '+256772990022';
    await t.db
      .update(schema.users)
      .set({ phone, phoneVerifiedAt: new Date() })
      .where(eq(schema.users.id, seekers.field!.user.id));
    const res = await invite(seekers.field!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      job: welderJob,
      job_seeker: seekers.field!.id,
      invitations_today: 1,
      invitations_left_today: 19,
    } satisfies Partial<JobInvitation>);

    const [note] = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, seekers.field!.user.id));
    expect(note).toMatchObject({ title: 'Invitation to apply: Welder', actionLink: `/job-detail/${welderJob}` });
    expect(note!.body).toContain('invites you to apply for Welder in Gulu');
    const [mail] = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, seekers.field!.user.email));
    expect(mail).toMatchObject({ subject: 'Invitation to apply: Welder' });
    expect(mail!.textBody).toContain(`/job-detail/${welderJob}`);
    const texts = await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.toNumber, phone));
    expect(texts).toMatchObject([{ kind: 'invitation' }]);
    expect(texts[0]!.body).toMatch(new RegExp(`invites you to apply for Welder: .*/j/${welderJob}$`));
    expect(mail!.textBody).toContain('Let employers find me');

    const data = await suggested();
    expect(data).toMatchObject({ invitations_today: 1, invitations_left_today: 19 });
    expect(data.results.find((c) => c.job_seeker_id === seekers.field!.id)?.invited).toEqual(expect.any(String));

    const again = await invite(seekers.field!.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ job_seeker: [INVITATION_MESSAGES.alreadyInvited] });
    expect(await t.db.$count(schema.notifications, eq(schema.notifications.userId, seekers.field!.user.id))).toBe(1);
  });

  it("writes the invitation in the seeker's language (issue 17)", async () => {
    await t.db.execute(sql`update users set language = 'sw' where id = ${seekers.synonym!.user.id}`);
    expect((await invite(seekers.synonym!.id)).statusCode).toBe(201);
    const [note] = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, seekers.synonym!.user.id));
    expect(note).toMatchObject({ title: 'Mwaliko wa kuomba: Welder' });
    expect(note!.body).toContain('inakualika kuomba kazi ya Welder huko Gulu');
    const [mail] = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.toAddress, seekers.synonym!.user.email));
    expect(mail?.subject).toBe('Mwaliko wa kuomba: Welder');
    expect(mail!.textBody).toMatch(/^Habari Mugisha,/);
    expect(mail!.textBody).toContain('"Waruhusu waajiri kunipata" imewashwa');
  });

  it('refuses seekers who cannot be suggested, bad bodies and closed jobs, writing nothing', async () => {
    for (const s of [seekers.hidden!, seekers.applicant!, seekers.gone!]) {
      const res = await invite(s.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ job_seeker: [INVITATION_MESSAGES.notSuggestable] });
    }
    for (const body of [undefined, 'abc', -1, 1e12, { id: 1 }]) {
      const res = await invite(body);
      expect(res.statusCode, String(body)).toBe(400);
      expect(res.json()).toHaveProperty('job_seeker');
    }
    const closed = (
      await make.job(
        t.db,
        {
          id: (await t.db.execute<{ id: number }>(sql`select id from companies where user_id = ${owner.id}`)).rows[0]!
            .id,
        },
        { submissionDeadline: isoDay(-1) },
      )
    ).id;
    const res = await invite(seekers.best!.id, closed);
    expect(res.json()).toEqual({ non_field_errors: [INVITATION_MESSAGES.closed] });
    expect(await t.db.$count(schema.jobInvitations, eq(schema.jobInvitations.jobId, closed))).toBe(0);
  });

  it('allows 20 invitations per job and day, even when several are sent at once', async () => {
    const company = (await t.db.execute<{ id: number }>(sql`select id from companies where user_id = ${owner.id}`))
      .rows[0]!;
    const job = (
      await make.job(t.db, company, { title: 'Accountant', locationId: ids.mbarara, jobCategoryId: ids.accounting })
    ).id;
    // 19 sent today already (to other people).
    for (let i = 0; i < 19; i += 1)
      await t.db.insert(schema.jobInvitations).values({ jobId: job, userId: (await make.user(t.db)).id });
    const people = [];
    for (const name of ['Atim', 'Byaruhanga', 'Chelangat', 'Draku'])
      people.push(await seeker(name, { district: ids.mbarara, sector: ids.accounting }));
    // Four at once for the day's last place, all waiting on the job's row (held here) when it frees: one gets it.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const gate = new Promise<void>((r) => (release = r));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from jobs where id = ${job} for update`);
      locked();
      await gate;
    });
    await isLocked;
    const sent = Promise.all(people.map((p) => invite(p.id, job)));
    await sleep(300);
    release();
    await holding;
    const answers = await sent;
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400))
      expect(refused.json()).toEqual({ non_field_errors: [INVITATION_MESSAGES.dailyLimit] });
    expect(await t.db.$count(schema.jobInvitations, eq(schema.jobInvitations.jobId, job))).toBe(20);
    expect((await suggested(job)).invitations_left_today).toBe(0);

    // Yesterday's invitations do not count today.
    await t.db.execute(sql`update job_invitations set created = now() - interval '1 day' where job_id = ${job}`);
    const late = people[answers.findIndex((r) => r.statusCode === 400)]!;
    const next = await invite(late.id, job);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ invitations_today: 1, invitations_left_today: 19 });
  });

  it('answers the job’s company only', async () => {
    expect((await invite(seekers.best!.id, welderJob, null)).statusCode).toBe(401);
    expect((await invite(seekers.best!.id, welderJob, seekers.field!.user)).statusCode).toBe(403);
    const rival = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, rival);
    expect((await invite(seekers.best!.id, welderJob, rival)).statusCode).toBe(404);
    expect(
      await t.db.$count(
        schema.jobInvitations,
        and(eq(schema.jobInvitations.jobId, welderJob), eq(schema.jobInvitations.userId, seekers.best!.user.id)),
      ),
    ).toBe(0);
  });
});
