// The authorization matrix (issue 12): every protected operation refuses a visitor and a forged token; every owned
// object answers its owner, and no one else, whatever the body: anonymous 401, another owner of the same kind 404,
// a user of another kind (or none) 403 or 404, the owner 2xx. Creating and listing: authorization-collections.test.ts.
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

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
const { call } = httpFor(() => t);

describe('every protected operation', () => {
  it('answers a visitor 401 and a forged token 401 token_not_valid, before reading anything', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const protectedOps = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.security ?? []).length > 0)
        .map(([method, op]) => ({
          method: method.toUpperCase() as Method | 'POST',
          url: path.replace(/\{[^}]+\}/g, '1'),
          op,
        })),
    );
    expect(protectedOps.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { method, url } of protectedOps) {
      const anonymous = await call(
        method,
        url,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : { garbage: true },
      );
      if (anonymous.statusCode !== 401 || typeof anonymous.json().detail !== 'string')
        wrong.push(`${method} ${url} anonymous → ${anonymous.statusCode}`);
      const forged = await t.app.inject({
        method,
        url,
        headers: { authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.forged' },
      });
      if (forged.statusCode !== 401 || forged.json().code !== 'token_not_valid')
        wrong.push(`${method} ${url} forged → ${forged.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

interface OwnedCase {
  name: string;
  /** The account type of its owners. */
  group: GroupName;
  /** Makes an object owned by a new user of `group`; answers the owner and the object's URL. */
  setUp: () => Promise<{ owner: TestUser; url: string }>;
  /** Methods only the owner may use (a public detail GET is left out). */
  methods: Method[];
}

const OTHER_GROUPS: GroupName[] = ['JobSeeker', 'Company', 'Trainer', 'SkillProvider', 'CarrierCouncillor'];

const CASES: OwnedCase[] = [
  {
    name: 'a job',
    group: 'Company',
    setUp: async () => {
      const owner = await make.user(t.db, { groups: ['Company'] });
      const job = await make.job(t.db, await make.company(t.db, owner));
      return { owner, url: `/api/employer/jobs/${job.id}/` };
    },
    methods: ['PUT', 'PATCH', 'DELETE'],
  },
  {
    name: 'a training',
    group: 'Trainer',
    setUp: async () => {
      const trainer = await make.trainer(t.db);
      const training = await make.training(t.db, trainer);
      return { owner: trainer.user, url: `/api/trainings/trainings/${training.id}/` };
    },
    methods: ['PUT', 'PATCH', 'DELETE'],
  },
  {
    name: 'a skills competition',
    group: 'SkillProvider',
    setUp: async () => {
      const provider = await make.skillProvider(t.db);
      const competition = await make.competition(t.db, provider);
      return { owner: provider.user, url: `/api/skills/skillscompetition/${competition.id}/` };
    },
    methods: ['PUT', 'PATCH', 'DELETE'],
  },
  {
    name: 'a career event',
    group: 'CarrierCouncillor',
    setUp: async () => {
      const counsellor = await make.counsellor(t.db);
      const event = await make.careerEvent(t.db, { userId: counsellor.user.id });
      return { owner: counsellor.user, url: `/api/careers/counsellor-events/${event.id}/` };
    },
    methods: ['GET', 'PUT', 'PATCH'],
  },
  {
    name: 'a career resource',
    group: 'CarrierCouncillor',
    setUp: async () => {
      const counsellor = await make.counsellor(t.db);
      const [resource] = await t.db
        .insert(careerResources)
        .values({
          userId: counsellor.user.id,
          title: 'CV writing guide',
          description: 'How to write a CV.',
          upload: 'resources/guide.pdf',
        })
        .returning();
      return { owner: counsellor.user, url: `/api/careers/counsellor-resources/${resource!.id}/` };
    },
    methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  },
  {
    name: 'a company',
    group: 'Company',
    setUp: async () => {
      const owner = await make.user(t.db, { groups: ['Company'] });
      const company = await make.company(t.db, owner);
      return { owner, url: `/api/employer/companies/${company.id}/` };
    },
    methods: ['PUT', 'PATCH'],
  },
  {
    name: "an application to a company's job",
    group: 'Company',
    setUp: async () => {
      const owner = await make.user(t.db, { groups: ['Company'] });
      const job = await make.job(t.db, await make.company(t.db, owner));
      const seeker = await make.jobSeeker(t.db);
      const [application] = await t.db
        .insert(jobApplications)
        .values({ jobId: job.id, userId: seeker.user.id })
        .returning();
      return { owner, url: `/api/employer/company-job-applications/${application!.id}/` };
    },
    methods: ['PATCH'],
  },
  {
    name: "a job seeker's own application",
    group: 'JobSeeker',
    setUp: async () => {
      const seeker = await make.jobSeeker(t.db);
      const job = await make.job(t.db, await make.company(t.db, await make.user(t.db, { groups: ['Company'] })));
      const [application] = await t.db
        .insert(jobApplications)
        .values({ jobId: job.id, userId: seeker.user.id })
        .returning();
      return { owner: seeker.user, url: `/api/job_seekers/job-applications/${application!.id}/` };
    },
    methods: ['PATCH'],
  },
  {
    name: 'a CV section row',
    group: 'JobSeeker',
    setUp: async () => {
      const seeker = await make.jobSeeker(t.db);
      const created = await call('POST', '/api/job_seekers/skills/', seeker.user, {
        name: `Arc welding ${Math.random()}`,
      });
      expect(created.statusCode).toBe(201);
      return { owner: seeker.user, url: `/api/job_seekers/skills/${(created.json() as { id: number }).id}/` };
    },
    methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
  },
  {
    name: 'a job seeker profile',
    group: 'JobSeeker',
    setUp: async () => {
      const seeker = await make.jobSeeker(t.db);
      return { owner: seeker.user, url: `/api/job_seekers/jobseekers/${seeker.id}/` };
    },
    methods: ['GET', 'PUT', 'PATCH'],
  },
  {
    name: "a trainer's record",
    group: 'Trainer',
    setUp: async () => {
      const trainer = await make.trainer(t.db);
      return { owner: trainer.user, url: `/api/trainings/trainers/${trainer.id}/` };
    },
    methods: ['PUT', 'PATCH'],
  },
  {
    name: "a skills provider's record",
    group: 'SkillProvider',
    setUp: async () => {
      const provider = await make.skillProvider(t.db);
      return { owner: provider.user, url: `/api/skills/skill-provider/${provider.id}/` };
    },
    methods: ['PUT', 'PATCH'],
  },
  {
    name: 'an application to a competition',
    group: 'SkillProvider',
    setUp: async () => {
      const provider = await make.skillProvider(t.db);
      const competition = await make.competition(t.db, provider);
      const seeker = await make.jobSeeker(t.db);
      const application = await make.skillsApplication(t.db, competition, seeker.user);
      return { owner: provider.user, url: `/api/skills/skillsapplications/${application.id}/` };
    },
    methods: ['GET', 'DELETE'],
  },
  {
    name: "a counsellor's profile",
    group: 'CarrierCouncillor',
    setUp: async () => {
      const counsellor = await make.counsellor(t.db);
      return { owner: counsellor.user, url: `/api/careers/careercounsellors/${counsellor.id}/` };
    },
    methods: ['PUT', 'PATCH'],
  },
  {
    name: 'a saved job',
    group: 'JobSeeker',
    setUp: async () => {
      const seeker = await make.jobSeeker(t.db);
      const job = await make.job(t.db, await make.company(t.db, await make.user(t.db, { groups: ['Company'] })));
      const [saved] = await t.db.insert(favoriteJobs).values({ jobId: job.id, userId: seeker.user.id }).returning();
      return { owner: seeker.user, url: `/api/job_seekers/favorite-jobs/${saved!.id}/` };
    },
    methods: ['DELETE'],
  },
  {
    name: 'a notification',
    group: 'JobSeeker',
    setUp: async () => {
      const seeker = await make.jobSeeker(t.db);
      const note = await make.notification(t.db, seeker.user);
      return { owner: seeker.user, url: `/api/common/notifications/${note.id}/` };
    },
    methods: ['GET', 'PATCH'],
  },
];

describe.each(CASES)('$name', ({ group, setUp, methods }) => {
  it('answers its owner only, whatever the body', async () => {
    const { owner, url } = await setUp();
    const { owner: sameKind } = await setUp();
    const strangers: [string, TestUser][] = [['no account type', await make.user(t.db)]];
    for (const other of OTHER_GROUPS.filter((g) => g !== group))
      strangers.push([other, await make.user(t.db, { groups: [other] })]);
    const wrong: string[] = [];
    for (const method of methods) {
      const body = method === 'PUT' || method === 'PATCH' ? { title: '', no_such_field: 1 } : undefined;
      const expectIn = async (who: string, user: TestUser | null, allowed: number[]) => {
        const res = await call(method, url, user, body);
        if (!allowed.includes(res.statusCode))
          wrong.push(`${method} as ${who} → ${res.statusCode} (expected ${allowed.join(' or ')})`);
      };
      await expectIn('anonymous', null, [401]);
      await expectIn(`another ${group}`, sameKind, [404]);
      for (const [who, user] of strangers) await expectIn(who, user, [403, 404]);
    }
    // The owner last: a delete ends the object.
    for (const method of methods) {
      const res = await call(
        method,
        url,
        owner,
        method === 'PATCH' ? {} : method === 'PUT' ? { no_such_field: 1 } : undefined,
      );
      const allowed = method === 'PUT' ? [400] : [200, 204];
      if (!allowed.includes(res.statusCode))
        wrong.push(`${method} as the owner → ${res.statusCode} (expected ${allowed.join(' or ')})`);
    }
    expect(wrong).toEqual([]);
  });
});
