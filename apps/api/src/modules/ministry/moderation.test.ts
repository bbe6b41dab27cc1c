// Verified employers, reports, unpublishing, the fee-scam check and the audit log: each ministry route for the
// Ministry only, and what each action changes for everyone. The home page's content and the information hub's
// documents: site-content.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeScamPhrases, type JobCard, type JobDetail } from '@portal/contract';
import { mailOutbox, notifications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
let ministry: TestUser;
let seeker: TestUser;
let owner: TestUser;
let company: { id: number; name: string };
const { call } = httpFor(() => t);
const OTHERS = ['JobSeeker', 'Company', 'Trainer', 'SkillProvider', 'CarrierCouncillor'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  seeker = (await make.jobSeeker(t.db)).user;
  owner = await make.user(t.db, { groups: ['Company'] });
  company = await make.company(t.db, owner, { name: 'Nile Steel Works' });
});

const search = async (query: string) =>
  (await call('GET', `/api/employer/jobs/?${query}`, seeker)).json() as { count: number; results: JobCard[] };

describe('fee-scam check', () => {
  it.each([
    'Shortlisted candidates will pay an application fee of UGX 50,000 before the interview.',
    'A non-refundable registration fee of Shs 30,000 is required.',
    'Send UGX 20,000 for medical fees via MTN Mobile Money to 0772 123456.',
    'Applicants must pay for their own medical examination at our clinic.',
    'Pay 35,000 to secure your slot.',
    'Processing charges: 15,000 shillings.',
    'Deposit the training fee through Airtel Money before reporting.',
  ])('flags “%s”', (text) => {
    expect(feeScamPhrases(`<p>${text}</p>`)).not.toEqual([]);
  });

  it.each([
    'There is no application fee. We never ask for money.',
    'Salary: UGX 800,000 paid monthly via mobile money.',
    'Pay UGX 600,000 per month plus lunch.',
    'Training costs are covered by the company.',
    'You will pay attention to detail and safety.',
    'Handle deposits and withdrawals for MTN Mobile Money customers.',
    'Medical insurance for you and your family.',
    'Free of charge: registration fees do not apply.',
  ])('clears “%s”', (text) => {
    expect(feeScamPhrases(`<p>${text}</p>`)).toEqual([]);
  });

  it('warns on a posted job, queues it for the ministry once, and warns job seekers on its page', async () => {
    const form = {
      title: 'Security Guard',
      location: 0,
      job_category: 0,
      function_area: 0,
      available_positions: 3,
      submission_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      description: '<p>Guard our premises at night. Successful applicants will pay a uniform fee of UGX 40,000.</p>',
      qualifications: '<p>Senior four.</p>',
      application_procedure: '<p>Apply here.</p>',
    };
    const { rows } = await t.db.execute<{ d: number; c: number; f: number }>(
      sql`select (select min(id) from districts) as d, (select min(id) from job_categories) as c, (select min(id) from functional_areas) as f`,
    );
    const lookups = rows[0]!;
    const posted = await call('POST', '/api/employer/jobs/', owner, {
      ...form,
      location: lookups.d,
      job_category: lookups.c,
      function_area: lookups.f,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const job = posted.json() as JobDetail;
    expect(job.fee_warning).toBe(true);
    expect(((await call('GET', `/api/employer/jobs/${job.id}/`, null)).json() as JobDetail).fee_warning).toBe(true);
    // Edited with the fee still there: still one automatic report.
    expect(
      (await call('PATCH', `/api/employer/jobs/${job.id}/`, owner, { title: 'Night Security Guard' })).statusCode,
    ).toBe(200);
    const queue = (await call('GET', '/api/ministry/reports/', ministry)).json();
    const automatic = queue.results.filter((r: { job: { id: number } }) => r.job.id === job.id);
    expect(automatic).toHaveLength(1);
    expect(automatic[0]).toMatchObject({ reason: 'fees_asked', reporter: null, status: 'open' });
    expect(automatic[0].details).toContain('uniform fee');
    // A clean job carries no warning.
    const clean = await make.job(t.db, company);
    expect(((await call('GET', `/api/employer/jobs/${clean.id}/`, null)).json() as JobDetail).fee_warning).toBe(false);
  });
});

describe('verified employers', () => {
  it('lists companies to verify, verifies with a URSB number, marks their job cards, and filters searches', async () => {
    const job = await make.job(t.db, company, { title: 'Verified Welder' });
    const other = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), {
      name: 'Unverified Welding Ltd',
    });
    await make.job(t.db, other, { title: 'Unverified Welder' });

    const waiting = (await call('GET', '/api/ministry/companies/?verified=false&search=nile', ministry)).json();
    expect(waiting.results.map((c: { id: number }) => c.id)).toEqual([company.id]);
    const verified = await call('POST', `/api/ministry/companies/${company.id}/verify/`, ministry, {
      registration_number: '80020001234567',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, registration_number: '80020001234567' });

    const cards = await search('search=welder');
    expect(cards.results.find((c) => c.id === job.id)?.company_verified).toBe(true);
    expect(cards.results.find((c) => c.title === 'Unverified Welder')?.company_verified).toBe(false);
    const onlyVerified = await search('search=welder&verified=true');
    expect(onlyVerified.results.map((c) => c.title)).toEqual(['Verified Welder']);
    expect(onlyVerified.count).toBe(1);
    expect(((await call('GET', `/api/employer/jobs/${job.id}/`, null)).json() as JobDetail).company_verified).toBe(
      true,
    );

    expect(
      (
        await call('POST', `/api/ministry/companies/${company.id}/verify/`, ministry, {
          registration_number: '<script>',
        })
      ).statusCode,
    ).toBe(400);
    const unverified = await call('POST', `/api/ministry/companies/${company.id}/unverify/`, ministry, {
      reason: 'Registration lapsed',
    });
    expect(unverified.json()).toMatchObject({ verified: false });
    expect((await search('search=welder&verified=true')).count).toBe(0);
    expect((await call('POST', '/api/ministry/companies/999999/verify/', ministry)).statusCode).toBe(404);

    const log = (await call('GET', '/api/ministry/audit-log/', ministry)).json();
    expect(log.results.slice(0, 2).map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['unverify_company', 'Registration lapsed'],
      ['verify_company', 'URSB registration number 80020001234567'],
    ]);
  });
});

describe('reports and unpublishing', () => {
  it('takes a report from anyone signed in, once, with a reason from the list', async () => {
    const job = await make.job(t.db, company, { title: 'Reported Plumber' });
    expect((await call('POST', '/api/common/reports/', null, { job: job.id, reason: 'fake' })).statusCode).toBe(401);
    expect((await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'spam' })).json()).toHaveProperty(
      'reason',
    );
    expect(
      (await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'other' })).json().details[0],
    ).toMatch(/what is wrong/);
    expect(
      (await call('POST', '/api/common/reports/', seeker, { job: 999_999, reason: 'fake' })).json().job[0],
    ).toMatch(/does not exist/);
    expect(
      (await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'fake', details: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    const first = await call('POST', '/api/common/reports/', seeker, {
      job: job.id,
      reason: 'fees_asked',
      details: 'They asked me for 50,000 on the phone.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(
      (await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'fake' })).json().non_field_errors[0],
    ).toMatch(/already reported/);

    const queue = (await call('GET', '/api/ministry/reports/', ministry)).json();
    const report = queue.results.find((r: { job: { id: number } }) => r.job.id === job.id);
    expect(report).toMatchObject({
      reason: 'fees_asked',
      reporter: seeker.email,
      status: 'open',
      job: { title: 'Reported Plumber', company_name: 'Nile Steel Works' },
    });

    expect(
      (
        await call('POST', `/api/ministry/reports/${report.id}/dismiss/`, ministry, {
          reason: 'Checked with the company',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/ministry/reports/${report.id}/dismiss/`, ministry)).json().non_field_errors[0],
    ).toMatch(/already been handled/);
    const dismissed = (await call('GET', '/api/ministry/reports/?status=dismissed', ministry)).json();
    expect(dismissed.results.map((r: { id: number }) => r.id)).toContain(report.id);
    // Dismissed, the seeker may report it again.
    expect((await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'fake' })).statusCode).toBe(201);
  });

  it("tells the company why in its owner's language (issue 17)", async () => {
    const lgOwner = await make.user(t.db, { groups: ['Company'] });
    await t.db.execute(sql`update users set language = 'lg' where id = ${lgOwner.id}`);
    const job = await make.job(t.db, await make.company(t.db, lgOwner), { title: 'Okuweta' });
    expect(
      (await call('POST', `/api/ministry/jobs/${job.id}/unpublish/`, ministry, { reason: 'Basaba ssente.' }))
        .statusCode,
    ).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, lgOwner.email));
    expect(mail?.subject).toBe('Omulimu gwo "Okuweta" guggyiddwawo');
    expect(mail!.textBody).toContain('Ensonga eweereddwa: Basaba ssente.');
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, lgOwner.id));
    expect(note?.title).toBe('Omulimu gwo "Okuweta" guggyiddwawo');
  });

  it('unpublishing hides the job from every public list, refuses applications, tells the company why; republishing restores it', async () => {
    const job = await make.job(t.db, company, { title: 'Unpublished Carpenter' });
    await call('POST', '/api/common/reports/', seeker, { job: job.id, reason: 'fake' });
    const sitemap = async () => (await call('GET', '/sitemap.xml', null)).body;
    expect(await sitemap()).toContain(`/job-detail/${job.id}<`);
    const statsBefore = (await call('GET', '/api/common/stats/', null)).json();

    expect((await call('POST', `/api/ministry/jobs/${job.id}/unpublish/`, ministry, {})).json().reason[0]).toMatch(
      /Say why/,
    );
    const down = await call('POST', `/api/ministry/jobs/${job.id}/unpublish/`, ministry, {
      reason: 'The company asked applicants for money.',
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(
      (await call('POST', `/api/ministry/jobs/${job.id}/unpublish/`, ministry, { reason: 'again' })).statusCode,
    ).toBe(400);

    expect((await search('search=carpenter')).results.map((c) => c.id)).not.toContain(job.id);
    expect((await call('GET', `/api/employer/jobs/?search=carpenter&x=${Date.now()}`, null)).json().count).toBe(0);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, seeker)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/job-detail/${job.id}<`);
    expect((await call('GET', '/api/common/stats/', null)).json().open_jobs).toBe(statsBefore.open_jobs - 1);
    const apply = await call('POST', '/api/job_seekers/job-applications/', seeker, { job: job.id });
    expect(apply.statusCode).toBe(400);
    expect(JSON.stringify(apply.json())).toMatch(/taken down/);
    expect((await call('POST', '/api/job_seekers/favorite-jobs/', seeker, { job: job.id })).statusCode).toBe(400);

    // The company still opens it and reads why; so does the ministry.
    const own = (await call('GET', `/api/employer/jobs/${job.id}/`, owner)).json() as JobDetail;
    expect(own.unpublished_reason).toBe('The company asked applicants for money.');
    expect(
      ((await call('GET', `/api/employer/jobs/${job.id}/`, ministry)).json() as JobDetail).unpublished_reason,
    ).toBe('The company asked applicants for money.');
    const ownList = (await call('GET', '/api/employer/company-jobs/', owner)).json() as { results: JobCard[] };
    expect(ownList.results.find((c) => c.id === job.id)?.unpublished_reason).toBe(
      'The company asked applicants for money.',
    );
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    expect(mails.find((m) => m.subject.includes('Unpublished Carpenter'))?.textBody).toContain(
      'The company asked applicants for money.',
    );
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))).some((n) =>
        n.title.includes('taken down'),
      ),
    ).toBe(true);
    const closed = (await call('GET', '/api/ministry/reports/?status=unpublished', ministry)).json();
    expect(closed.results.some((r: { job: { id: number } }) => r.job.id === job.id)).toBe(true);

    expect(
      (
        await call('POST', `/api/ministry/jobs/${job.id}/republish/`, ministry, {
          reason: 'The company fixed the advert',
        })
      ).statusCode,
    ).toBe(200);
    expect((await search('search=carpenter')).results.map((c) => c.id)).toContain(job.id);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(200);
    expect((await call('POST', `/api/ministry/jobs/${job.id}/republish/`, ministry)).statusCode).toBe(400);
    expect((await call('POST', '/api/ministry/jobs/999999/unpublish/', ministry, { reason: 'x' })).statusCode).toBe(
      404,
    );

    const actions = (await call('GET', '/api/ministry/audit-log/?page_size=3', ministry))
      .json()
      .results.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['republish_job', 'unpublish_job']);
  });
});

describe('every ministry route', () => {
  it('refuses every other account type and a user without one (403), before reading the body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/ministry/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => ({
          method: m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const strangers = [
      await make.user(t.db),
      ...(await Promise.all(OTHERS.map((g) => make.user(t.db, { groups: [g] })))),
    ];
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      for (const user of strangers) {
        const res = await call(
          method,
          url,
          user,
          method === 'GET' || method === 'DELETE' ? undefined : { garbage: true },
        );
        if (res.statusCode !== 403) wrong.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
