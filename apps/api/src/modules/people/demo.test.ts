// The job seeker endpoints over the demo data set: its rows fit the wire shapes, and the demo company can open the
// demo seeker's profile and download the CV (what the browser tests rely on).
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSeeker, JobSeekerFullProfile, SeekerDashboard } from '@portal/contract';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo.js';
import { hashPassword } from '../../lib/passwords.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';

let t: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const accounts = await seedDemo(t.db, { hashPassword, storage: t.storage, publicUrl: PUBLIC_URL });
  for (const [i, account] of accounts.entries()) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: `10.40.0.${i + 1}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: account.email, password: DEMO_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    tokens[account.group] = (login.json() as { access: string }).access;
  }
}, 120_000);

const get = (group: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `JWT ${tokens[group]}` } });

describe('the demo job seeker', () => {
  it('reads their profile, every section, the full profile and the dashboard', async () => {
    const list = await get('JobSeeker', '/api/job_seekers/jobseekers/');
    expect(list.statusCode).toBe(200);
    const profile = (list.json() as { results: JobSeeker[] }).results[0];
    expect(profile).toMatchObject({
      head_line: expect.stringContaining('welder'),
      cv_upload: expect.stringContaining('/api/files/private/'),
    });
    const sections: Record<string, { count: number; results: Array<{ id: number }> }> = {};
    for (const section of [
      'skills',
      'experience',
      'education',
      'certifications',
      'recent-works',
      'publications',
      'referees',
    ]) {
      const res = await get('JobSeeker', `/api/job_seekers/${section}/`);
      expect(res.statusCode, section).toBe(200);
      sections[section] = res.json() as { count: number; results: Array<{ id: number }> };
      expect(sections[section]?.count, section).toBeGreaterThan(0);
    }
    const full = await get('JobSeeker', `/api/job_seekers/jobseeker-profile/${profile?.id}/`);
    expect(full.statusCode, full.body).toBe(200);
    const body = full.json() as JobSeekerFullProfile;
    // The full profile carries the same rows as the section lists (not a copy of the seed's values).
    expect(body.education.map((e) => e.id).sort()).toEqual(sections.education?.results.map((e) => e.id).sort());
    expect(body.experiences.map((e) => e.id).sort()).toEqual(sections.experience?.results.map((e) => e.id).sort());
    expect(body.experiences[0]).toMatchObject({ current_employment: true, end_date: null, job_seeker: profile?.id });
    const dash = (await get('JobSeeker', '/api/job_seekers/dashboard/')).json() as SeekerDashboard;
    expect(dash).toMatchObject({ has_profile: true, job_seeker_id: profile?.id });
    expect(dash.applications).toBeGreaterThan(0);
    expect(dash.saved_jobs).toBeGreaterThan(0);
    expect(dash.completeness).toEqual(body.completeness);
  });

  it('is open to the demo company it applied to, CV included, and to no other demo account', async () => {
    const profile = ((await get('JobSeeker', '/api/job_seekers/jobseekers/')).json() as { results: JobSeeker[] })
      .results[0];
    const url = `/api/job_seekers/jobseeker-profile/${profile?.id}/`;
    const res = await get('Company', url);
    expect(res.statusCode).toBe(200);
    const cv = await t.app.inject({
      method: 'GET',
      url: ((res.json() as JobSeekerFullProfile).cv_upload ?? '').replace(PUBLIC_URL, ''),
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    for (const group of ['Trainer', 'SkillProvider', 'CarrierCouncillor', 'Ministry'])
      expect((await get(group, url)).statusCode, group).toBe(404);
  });
});
