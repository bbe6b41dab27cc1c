// Job alerts and recommendations read a Kiswahili or Luganda word as the search does (issue 32): an alert saved for
// "fundi umeme" mails the new Electrician job, and a seeker listing the skill "Mpishi" is recommended the Cook job.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, RecommendedJob } from '@portal/contract';
import { districts, skills } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { lookupId, make } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { smtpSinkForFile, unQuotedPrintable } from '../../test/smtp.js';
import { deliverJobAlerts } from './job-alerts.delivery.js';

let t: TestContext;
const { mailsTo } = smtpSinkForFile(() => t.db);
const { call } = httpFor(() => t);
let company: { id: number };
let gulu: number;

beforeAll(async () => {
  t = await buildTestApp();
  company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), { name: 'Gulu Power Works' });
  gulu = await lookupId(t.db, districts, 'Gulu');
});

describe('the trade synonyms in alerts and recommendations', () => {
  it('mails an alert saved in Kiswahili the English-titled job the search finds', async () => {
    const user = await make.user(t.db, { groups: ['JobSeeker'], firstName: 'Achieng' });
    const saved = await call('POST', '/api/job_seekers/job-alerts/', user, {
      name: 'Fundi umeme Gulu',
      search: 'fundi umeme',
      location: gulu,
      frequency: 'instant',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const match = await make.job(t.db, company, { title: 'Electrician', locationId: gulu });
    await make.job(t.db, company, { title: 'Plumber', locationId: gulu });

    const search = (await call('GET', `/api/employer/jobs/?search=fundi%20umeme&location=${gulu}`, null)).json();
    expect(search.results.map((j: { id: number }) => j.id)).toEqual([match.id]);
    await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: new Date(Date.now() + 60_000) });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const raw = unQuotedPrintable(mails[0]!.raw);
    expect(raw).toContain(`${PUBLIC_URL}/job-detail/${match.id}`);
    expect(raw).not.toContain('Plumber');
  });

  it('recommends the English-titled job for a skill named in Kiswahili or Luganda', async () => {
    const seeker = await make.jobSeeker(t.db);
    await t.db.insert(skills).values([
      { userId: seeker.user.id, name: 'Mpishi' },
      { userId: seeker.user.id, name: 'Omuweesi' },
    ]);
    const cook = await make.job(t.db, company, { title: 'Cook', description: '<p>Meals for forty staff.</p>' });
    const welder = await make.job(t.db, company, { title: 'Welder', description: '<p>Gates and grills.</p>' });
    const res = await call('GET', '/api/job_seekers/recommended-jobs/', seeker.user);
    expect(res.statusCode, res.body).toBe(200);
    const found = new Map((res.json() as Paged<RecommendedJob>).results.map((r) => [r.id, r.match.reasons]));
    expect(found.get(cook.id)?.[0]).toMatch(/mpishi/i);
    expect(found.get(welder.id)?.[0]).toMatch(/omuweesi/i);
  });
});
