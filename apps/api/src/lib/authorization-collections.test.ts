// The authorization matrix (issue 12) at the collections: creating needs the account type, checked before the body
// (403 to anyone else, whatever the body), and every protected list shows each caller only their own rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupName } from '@portal/contract';
import { careerResources, favoriteJobs, jobApplications } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { make, type TestUser } from '../test/factories.js';
import { httpFor } from '../test/http.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
const { call } = httpFor(() => t);

const OTHER_GROUPS: GroupName[] = ['JobSeeker', 'Company', 'Trainer', 'SkillProvider', 'CarrierCouncillor'];

/** Who may create at each collection: the account type checked before the body (403 to anyone else, whatever the body). */
const CREATE: { url: string; group: GroupName; ready: () => Promise<TestUser> }[] = [
  {
    url: '/api/employer/jobs/',
    group: 'Company',
    ready: async () => {
      const u = await make.user(t.db, { groups: ['Company'] });
      await make.company(t.db, u);
      return u;
    },
  },
  { url: '/api/trainings/trainings/', group: 'Trainer', ready: async () => (await make.trainer(t.db)).user },
  {
    url: '/api/skills/skillscompetition/',
    group: 'SkillProvider',
    ready: async () => (await make.skillProvider(t.db)).user,
  },
  {
    url: '/api/careers/counsellor-events/',
    group: 'CarrierCouncillor',
    ready: async () => (await make.counsellor(t.db)).user,
  },
  {
    url: '/api/careers/counsellor-resources/',
    group: 'CarrierCouncillor',
    ready: async () => (await make.counsellor(t.db)).user,
  },
  {
    url: '/api/careers/counsellor-counselling-center/',
    group: 'CarrierCouncillor',
    ready: async () => (await make.counsellor(t.db)).user,
  },
  {
    url: '/api/job_seekers/job-applications/',
    group: 'JobSeeker',
    ready: async () => (await make.jobSeeker(t.db)).user,
  },
  { url: '/api/skills/skillsapplications/', group: 'JobSeeker', ready: async () => (await make.jobSeeker(t.db)).user },
  { url: '/api/job_seekers/skills/', group: 'JobSeeker', ready: async () => (await make.jobSeeker(t.db)).user },
];

describe.each(CREATE)('POST $url', ({ url, group, ready }) => {
  it('refuses every caller without the account type with 403 before reading the body; the right one gets the 400', async () => {
    const garbage = { no_such_field: 1, title: '' };
    const wrong: string[] = [];
    const anonymous = await call('POST', url, null, garbage);
    if (anonymous.statusCode !== 401) wrong.push(`anonymous → ${anonymous.statusCode}`);
    for (const other of [null, ...OTHER_GROUPS.filter((g) => g !== group)]) {
      const user = await make.user(t.db, other ? { groups: [other] } : {});
      const res = await call('POST', url, user, garbage);
      if (res.statusCode !== 403 || typeof res.json().detail !== 'string')
        wrong.push(`${other ?? 'no account type'} → ${res.statusCode}`);
    }
    const allowed = await call('POST', url, await ready(), garbage);
    if (allowed.statusCode !== 400) wrong.push(`${group} → ${allowed.statusCode} ${allowed.body.slice(0, 120)}`);
    expect(wrong).toEqual([]);
  });
});

describe('every protected list', () => {
  it("shows each caller only their own rows: no one else's job, application, CV, notification or post", async () => {
    // A victim of each kind, with rows marked so that any leak shows.
    const mark = (kind: string) => `LEAK-${kind}-${Math.random().toString(36).slice(2, 8)}`;
    const markers: string[] = [];
    const marked = (kind: string) => {
      const m = mark(kind);
      markers.push(m);
      return m;
    };
    const employer = await make.user(t.db, { groups: ['Company'] });
    const job = await make.job(t.db, await make.company(t.db, employer, { name: marked('company') }), {
      title: marked('job'),
    });
    const seeker = await make.jobSeeker(t.db);
    await t.db.insert(jobApplications).values({ jobId: job.id, userId: seeker.user.id });
    await t.db.insert(favoriteJobs).values({ jobId: job.id, userId: seeker.user.id });
    expect((await call('POST', '/api/job_seekers/skills/', seeker.user, { name: marked('skill') })).statusCode).toBe(
      201,
    );
    await make.notification(t.db, seeker.user, { title: marked('notification') });
    const trainer = await make.trainer(t.db);
    await make.training(t.db, trainer, { title: marked('training') });
    const provider = await make.skillProvider(t.db, { title: marked('provider') });
    const competition = await make.competition(t.db, provider, { competitionTitle: marked('competition') });
    await make.skillsApplication(t.db, competition, seeker.user);
    const counsellor = await make.counsellor(t.db);
    await make.careerEvent(t.db, { userId: counsellor.user.id, title: marked('event') });
    await t.db.insert(careerResources).values({
      userId: counsellor.user.id,
      title: marked('resource'),
      description: 'Guide.',
      upload: 'resources/r.pdf',
    });

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const lists = Object.entries(doc.paths)
      .filter(([path, methods]) => methods.get && (methods.get.security ?? []).length > 0 && !path.includes('{'))
      .map(([path]) => path);
    expect(lists.length).toBeGreaterThan(20);
    // Everyone who is not one of the victims: no account type, and a fresh user of each kind with its own records.
    const others: [string, TestUser][] = [['no account type', await make.user(t.db)]];
    others.push([
      'another company',
      await (async () => {
        const u = await make.user(t.db, { groups: ['Company'] });
        await make.company(t.db, u);
        return u;
      })(),
    ]);
    others.push(['another job seeker', (await make.jobSeeker(t.db)).user]);
    others.push(['another trainer', (await make.trainer(t.db)).user]);
    others.push(['another skills provider', (await make.skillProvider(t.db)).user]);
    others.push(['another counsellor', (await make.counsellor(t.db)).user]);
    // Recommendations show what anyone may read (open job adverts with their company, upcoming trainings, live
    // competitions), picked for the caller: those markers are public there; every other marker must still not show.
    const PUBLIC_KINDS = ['LEAK-company-', 'LEAK-job-', 'LEAK-training-', 'LEAK-competition-'];
    const picksFromPublic = new Set(['/api/job_seekers/recommended-jobs/', '/api/job_seekers/recommended-trainings/']);
    const leaks: string[] = [];
    for (const url of lists) {
      for (const [who, user] of others) {
        const res = await call('GET', url, user);
        if (res.statusCode !== 200 && res.statusCode !== 403) leaks.push(`${url} as ${who} → ${res.statusCode}`);
        for (const m of markers) {
          if (picksFromPublic.has(url) && PUBLIC_KINDS.some((k) => m.startsWith(k))) continue;
          if (res.body.includes(m)) leaks.push(`${url} as ${who} shows ${m}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The owners do see their own (the markers are where a leak would show).
    expect((await call('GET', '/api/employer/company-jobs/', employer)).body).toContain(markers[1]);
    expect((await call('GET', '/api/job_seekers/skills/', seeker.user)).body).toContain(markers[2]);
  });
});
