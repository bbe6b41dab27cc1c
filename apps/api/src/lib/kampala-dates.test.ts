// Issue 28: the date rules follow Kampala's calendar whatever TimeZone the database session runs with (through
// PgBouncer in transaction mode a server connection keeps the zone it was opened with, not the role's default). The
// app runs here on connections set to UTC-12 and to UTC+14, 15 hours behind and 11 ahead of Kampala: at any hour at
// least one of them is on another calendar day than Kampala (the last test checks it), so a rule reading the
// session's day (current_date, a timestamp's bare ::date) fails one of the two runs. What is checked: a job whose
// deadline is today in Kampala is open (list, detail, applying, the figures) and yesterday's closed; trainings,
// events and competitions alike; the insights count a record on its Kampala day; an employer's invitations "today";
// and, on the server's own clock, the data export's file is named by Kampala's day.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES, SKILLS_MESSAGES, today } from '@portal/contract';
import { jobInvitations } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { isoDay, make, type TestUser } from '../test/factories.js';
import { httpFor } from '../test/http.js';

/** UTC-12 (the sign of Etc/ zones is POSIX's, inverted) and UTC+14. */
const SESSION_ZONES = ['Etc/GMT+12', 'Pacific/Kiritimati'] as const;

/** An instant given as Kampala's wall-clock time (Kampala keeps UTC+3 all year). */
const inKampala = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

type Fixture = {
  t: TestContext;
  owner: TestUser;
  seeker: TestUser;
  ministry: TestUser;
  ids: {
    jobToday: number;
    jobYesterday: number;
    trainingToday: number;
    trainingYesterday: number;
    eventToday: number;
    eventYesterday: number;
    competitionToday: number;
    competitionYesterday: number;
  };
};

async function fixture(timeZone: string): Promise<Fixture> {
  const t = await buildTestApp({ timeZone });
  const today = isoDay(0);
  const yesterday = isoDay(-1);
  const owner = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, owner);
  // Posted half an hour either side of Kampala's midnight: the insights must count each on its Kampala day.
  const jobToday = await make.job(t.db, company, {
    title: 'Closes today',
    submissionDeadline: today,
    posted: inKampala(today, '00:30'),
  });
  const jobYesterday = await make.job(t.db, company, {
    title: 'Closed yesterday',
    submissionDeadline: yesterday,
    posted: inKampala(yesterday, '23:30'),
  });
  const trainer = await make.trainer(t.db);
  const provider = await make.skillProvider(t.db);
  const seeker = (await make.jobSeeker(t.db)).user;
  const ministry = await make.user(t.db, { groups: ['Ministry'] });
  // Invitations to the open job: the last one yesterday and the first one today, in Kampala.
  for (const [created, invited] of [
    [inKampala(yesterday, '23:30'), seeker],
    [inKampala(today, '00:30'), (await make.jobSeeker(t.db)).user],
  ] as const) {
    await t.db.insert(jobInvitations).values({ jobId: jobToday.id, userId: invited.id, created });
  }
  const ids = {
    jobToday: jobToday.id,
    jobYesterday: jobYesterday.id,
    trainingToday: (await make.training(t.db, trainer, { date: today })).id,
    trainingYesterday: (await make.training(t.db, trainer, { date: yesterday })).id,
    eventToday: (await make.careerEvent(t.db, { eventDate: today })).id,
    eventYesterday: (await make.careerEvent(t.db, { eventDate: yesterday })).id,
    competitionToday: (
      await make.competition(t.db, provider, { startDate: isoDay(-3), endDate: today, applicationLink: null })
    ).id,
    competitionYesterday: (
      await make.competition(t.db, provider, { startDate: isoDay(-3), endDate: yesterday, applicationLink: null })
    ).id,
  };
  // The home page's figures were stored when the app started (an empty portal): the next read recomputes them.
  await t.db.execute(sql`delete from portal_stats`);
  return { t, owner, seeker, ministry, ids };
}

const fixtures = new Map<string, Fixture>();
beforeAll(async () => {
  for (const zone of SESSION_ZONES) fixtures.set(zone, await fixture(zone));
});

const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);

describe.each(SESSION_ZONES)('with the session time zone %s', (zone) => {
  const f = () => fixtures.get(zone)!; // set in beforeAll, before any test runs
  const { call } = httpFor(() => f().t);
  const getJson = async (url: string, user: TestUser | null = null) => {
    const res = await call('GET', url, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('runs on connections whose TimeZone is the zone (not the role’s Africa/Kampala)', async () => {
    const { rows } = await f().t.db.execute<{ zone: string }>(sql`select current_setting('TimeZone') as zone`);
    expect(rows[0]?.zone).toBe(zone);
  });

  it('lists and shows a job closing today in Kampala as open, and yesterday’s as closed', async () => {
    const { ids } = f();
    const list = await getJson('/api/employer/jobs/');
    expect(list.count).toBe(1);
    expect(idsOf(list)).toEqual([ids.jobToday]);
    expect((await getJson(`/api/employer/jobs/${ids.jobToday}/`)).is_open).toBe(true);
    expect((await getJson(`/api/employer/jobs/${ids.jobYesterday}/`)).is_open).toBe(false);
  });

  it('takes a seeker’s application to the job closing today and refuses yesterday’s', async () => {
    const { ids, seeker } = f();
    expect(
      (await call('POST', '/api/job_seekers/job-applications/', seeker, { job: ids.jobYesterday })).json(),
    ).toEqual({ job: [JOB_MESSAGES.closed] });
    expect((await call('POST', '/api/job_seekers/job-applications/', seeker, { job: ids.jobToday })).statusCode).toBe(
      201,
    );
  });

  it('lists trainings, events and competitions of today in Kampala, not yesterday’s', async () => {
    const { ids, seeker } = f();
    expect(idsOf(await getJson('/api/trainings/trainings/'))).toEqual([ids.trainingToday]);
    expect(idsOf(await getJson('/api/careers/careerevent/'))).toEqual([ids.eventToday]);
    expect(idsOf(await getJson('/api/skills/skillscompetition/'))).toEqual([ids.competitionToday]);
    const apply = (competition: number) => call('POST', '/api/skills/skillsapplications/', seeker, { competition });
    expect((await apply(ids.competitionYesterday)).json()).toEqual({
      non_field_errors: [SKILLS_MESSAGES.applicationsClosed],
    });
    expect((await apply(ids.competitionToday)).statusCode).toBe(201);
  });

  it('counts what is open today in Kampala in the home page’s figures', async () => {
    expect(await getJson('/api/common/stats/')).toEqual({
      open_jobs: 1,
      trainings: 1,
      competitions: 1,
      events: 1,
      companies: 1,
    });
  });

  it('counts an employer’s invitations of today in Kampala only', async () => {
    const { ids, owner } = f();
    expect(await getJson(`/api/employer/jobs/${ids.jobToday}/suggested-candidates/`, owner)).toMatchObject({
      invitations_today: 1,
    });
  });

  it('gives the insights each job on its Kampala day, and the jobs open today', async () => {
    const { ministry } = f();
    const day = async (d: string) => (await getJson(`/api/ministry/insights/?from=${d}&to=${d}`, ministry)).totals;
    expect(await day(isoDay(0))).toMatchObject({ jobs_posted: 1, companies: 1, open_jobs: 1 });
    expect(await day(isoDay(-1))).toMatchObject({ jobs_posted: 1, companies: 1 });
  });
});

it('uses session zones of which one is, at this hour, on another calendar day than Kampala (so the checks above bite)', async () => {
  const days = await Promise.all(
    SESSION_ZONES.map(
      async (zone) =>
        (await fixtures.get(zone)!.t.db.execute<{ day: string }>(sql`select current_date as day`)).rows[0]?.day,
    ),
  );
  expect(days.some((d) => d !== isoDay(0))).toBe(true);
});

it('names the data export by Kampala’s day, also between midnight and 03:00 there (the day before in UTC)', async () => {
  const { t, seeker } = fixtures.get(SESSION_ZONES[0])!;
  const utcDay = new Date().toISOString().slice(0, 10);
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date(`${utcDay}T22:30:00Z`)); // 01:30 in Kampala, the next day
    const res = await httpFor(() => t).call('GET', '/api/account/export/', seeker);
    expect(res.statusCode).toBe(200);
    expect(today()).not.toBe(utcDay);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tvet-portal-my-data-${today()}.zip"`);
  } finally {
    vi.useRealTimers();
  }
});
