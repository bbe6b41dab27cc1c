// Who may read a job seeker's full profile, the seeker's dashboard, and the OpenAPI document of these paths.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type JobSeekerFullProfile, type SeekerDashboard } from '@portal/contract';
import { certifications, jobApplications, profiles, skills } from '../../db/schema/index.js';
import { isoDay, make, type TestUser } from '../../test/factories.js';
import { PNG_1PX } from '../../test/multipart.js';
import { profileTestKit } from './profile.fixtures.js';
import { recentWork } from './sections.fixtures.js';

const kit = profileTestKit();
const { call, download, newSeeker, pdf, PDF } = kit;

describe('GET /api/job_seekers/jobseeker-profile/{id}/', () => {
  async function fullSeeker() {
    const { user, profile } = await newSeeker('Brian');
    await kit.t.db
      .update(profiles)
      .set({ gender: 'Male', phoneNumber: '+256772123456' })
      .where(eq(profiles.userId, user.id));
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    await call(user, 'PATCH', url, {
      form: { head_line: 'Welder', personal_statment: '<p>Neat and safe work.</p>', cv_upload: pdf() },
    });
    for (const name of ['Arc welding', 'MIG welding', 'Drawings'])
      await call(user, 'POST', '/api/job_seekers/skills/', { json: { name } });
    await call(user, 'POST', '/api/job_seekers/experience/', {
      json: {
        designation: 'Welder',
        organisation_name: 'Kireka Metal Works',
        start_date: '2021-02-01',
        current_employment: true,
        duties_and_skills: 'Gates and trusses.',
      },
    });
    await call(user, 'POST', '/api/job_seekers/education/', {
      json: {
        school: 'Kireka TI',
        certification: 'National Certificate',
        total_score: 3.8,
        grades: 'CGPA',
        start_date: '2016-02-01',
        end_date: '2018-11-30',
      },
    });
    const cert = await call(user, 'POST', '/api/job_seekers/certifications/', {
      form: {
        title: 'PAS Level 2',
        granting_organisation: 'DIT',
        date_granted: '2019-08-20',
        certificate: pdf('cert.pdf'),
      },
    });
    expect(cert.statusCode).toBe(201);
    await call(user, 'POST', '/api/job_seekers/recent-works/', {
      form: recentWork({ image_1: { filename: 'gate.png', contentType: 'image/png', content: PNG_1PX } }),
    });
    await call(user, 'POST', '/api/job_seekers/publications/', {
      json: { topic: 'Safe welding', location: 'Newsletter', date_published: isoDay(-100) },
    });
    await call(user, 'POST', '/api/job_seekers/referees/', {
      json: { name: 'Daniel', title: 'Manager', organisation: 'KMW', contact: '+256701556204' },
    });
    return { user, profile };
  }

  const companyOwner = async (opts: { deactivated?: boolean } = {}) => {
    const owner = await make.user(kit.t.db, { groups: ['Company'] });
    const company = await make.company(kit.t.db, owner, opts.deactivated ? { deactivatedAt: new Date() } : {});
    return { owner, company };
  };
  /** A company owner whose job the seeker applied to (through the API), with the application's id. */
  const employerOf = async (seeker: TestUser) => {
    const hiring = await companyOwner();
    const job = await make.job(kit.t.db, hiring.company);
    const applied = await call(seeker, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } });
    expect(applied.statusCode).toBe(201);
    return { ...hiring, application: (applied.json() as { id: number }).id };
  };

  it('shows the owner every section, their person and completeness, in display order', async () => {
    const { user, profile } = await fullSeeker();
    const res = await call(user, 'GET', `/api/job_seekers/jobseeker-profile/${profile.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as JobSeekerFullProfile;
    expect(body).toMatchObject({
      id: profile.id,
      user: user.id,
      first_name: 'Brian',
      email: user.email,
      gender: 'Male',
      phone_number: '+256772123456',
      alternative_contact: null,
      profile_pic: null,
      head_line: 'Welder',
      personal_statment: '<p>Neat and safe work.</p>',
      job_category: [{ name: 'Plumbing' }, { name: 'Welding & Fabrication' }],
      completeness: { percent: 100, label: 'Excellent', pending: [] },
    });
    expect(body.skills.map((s) => s.name)).toEqual(['Arc welding', 'MIG welding', 'Drawings']);
    expect(body.experiences).toEqual([
      expect.objectContaining({
        designation: 'Welder',
        start_date: '2021-02-01',
        end_date: null,
        current_employment: true,
        job_seeker: profile.id,
      }),
    ]);
    expect(body.education).toEqual([
      expect.objectContaining({ total_score: 3.8, grades: 'CGPA', end_date: '2018-11-30' }),
    ]);
    expect(body.certifications[0]).toMatchObject({
      title: 'PAS Level 2',
      expiry_date: null,
      certificate: expect.stringContaining('/api/files/private/certificates/'),
    });
    expect(body.recent_works[0]).toMatchObject({
      image_1: expect.stringContaining('/api/files/private/recent-works/'),
      image_2: null,
      description: null,
    });
    expect(body.publications[0]).toMatchObject({ topic: 'Safe welding', publication_link: null });
    expect(body.referees[0]).toMatchObject({ name: 'Daniel', contact: '+256701556204' });
  });

  it('hides the date of birth and marital status from employers unless the seeker shares them; the seeker always sees them', async () => {
    const { user: seeker, profile } = await newSeeker('Grace');
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;
    const hiring = await employerOf(seeker);

    const own = (await call(seeker, 'GET', url)).json() as JobSeekerFullProfile;
    expect(own.share_personal_details).toBe(false);
    expect(own.date_of_birth).not.toBeNull();
    expect(own.marital_status).not.toBeNull();
    const hidden = (await call(hiring.owner, 'GET', url)).json() as JobSeekerFullProfile;
    expect(hidden).toMatchObject({ date_of_birth: null, marital_status: null, first_name: 'Grace' });

    const shared = await call(seeker, 'PATCH', `/api/job_seekers/jobseekers/${profile.id}/`, {
      json: { share_personal_details: true },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const shown = (await call(hiring.owner, 'GET', url)).json() as JobSeekerFullProfile;
    expect(shown.date_of_birth).toBe(own.date_of_birth);
    expect(shown.marital_status).toEqual(own.marital_status);

    // Both are optional: cleared, they read as null to everyone.
    const cleared = await call(seeker, 'PATCH', `/api/job_seekers/jobseekers/${profile.id}/`, {
      json: { date_of_birth: '', marital_status: '' },
    });
    expect(cleared.json()).toMatchObject({ date_of_birth: null, marital_status: null, share_personal_details: true });
  });

  it('shows a company owner the seeker applied to, who can download the CV and certificate; nobody else', async () => {
    const { user: seeker, profile } = await fullSeeker();
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;

    const hiring = await employerOf(seeker);
    const res = await call(hiring.owner, 'GET', url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as JobSeekerFullProfile;
    const cv = await download(body.cv_upload ?? '');
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    const certificate = await download(body.certifications[0]?.certificate ?? '');
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    const image = await download(body.recent_works[0]?.image_1 ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // A company without an application from this seeker, another seeker, a company user whose company is deactivated.
    const stranger = await companyOwner();
    await make.job(kit.t.db, stranger.company);
    const otherSeeker = await make.jobSeeker(kit.t.db);
    const gone = await companyOwner({ deactivated: true });
    const goneJob = await make.job(kit.t.db, gone.company);
    await kit.t.db.insert(jobApplications).values({ jobId: goneJob.id, userId: seeker.id });
    for (const viewer of [stranger.owner, otherSeeker.user, gone.owner]) {
      const denied = await call(viewer, 'GET', url);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(hiring.owner, 'GET', '/api/job_seekers/jobseeker-profile/999999/')).statusCode).toBe(404);
    // Another company's application to the seeker gives it no access to the seeker's own-profile routes.
    expect((await call(hiring.owner, 'GET', `/api/job_seekers/jobseekers/${profile.id}/`)).statusCode).toBe(404);
  });

  it('refuses a company whose only application from the seeker was cancelled', async () => {
    const { user: seeker, profile } = await newSeeker();
    const { owner, application } = await employerOf(seeker);
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    expect(
      (
        await call(seeker, 'PATCH', `/api/job_seekers/job-applications/${application}/`, {
          json: { status: 'Cancelled' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    // A decided application still counts: the company may look back at whom it accepted or declined.
    await kit.t.db.update(jobApplications).set({ status: 'Declined' }).where(eq(jobApplications.id, application));
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
  });

  it('is hidden from the company too once the seeker deactivates the profile', async () => {
    const { user: seeker, profile } = await newSeeker();
    const { owner } = await employerOf(seeker);
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    expect((await call(seeker, 'DELETE', `/api/job_seekers/jobseekers/${profile.id}/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
  });
});

describe('GET /api/job_seekers/dashboard/', () => {
  it('counts saved jobs, applications of every status and unseen notifications for the caller only', async () => {
    const { user } = await newSeeker();
    const other = await make.jobSeeker(kit.t.db);
    const owner = await make.user(kit.t.db, { groups: ['Company'] });
    const company = await make.company(kit.t.db, owner);
    const jobs = await Promise.all([1, 2, 3].map(() => make.job(kit.t.db, company)));
    for (const job of jobs)
      expect(
        (await call(user, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } })).statusCode,
      ).toBe(201);
    await kit.t.db
      .update(jobApplications)
      .set({ status: 'Cancelled' })
      .where(eq(jobApplications.jobId, jobs[0]?.id ?? 0));
    for (const job of jobs.slice(0, 2))
      expect((await call(user, 'POST', '/api/job_seekers/favorite-jobs/', { json: { job: job.id } })).statusCode).toBe(
        201,
      );
    await call(other.user, 'POST', '/api/job_seekers/favorite-jobs/', { json: { job: jobs[2]?.id } });
    await make.notification(kit.t.db, user);
    await make.notification(kit.t.db, user);
    await make.notification(kit.t.db, user, { seen: true });
    await make.notification(kit.t.db, other.user);

    const res = await call(user, 'GET', '/api/job_seekers/dashboard');
    expect(res.statusCode).toBe(200);
    const dash = res.json() as SeekerDashboard;
    expect(dash).toMatchObject({
      has_profile: true,
      job_seeker_id: expect.any(Number),
      saved_jobs: 2,
      applications: 3,
      unseen_notifications: 2,
    });
    expect((await call(null, 'GET', '/api/job_seekers/dashboard/')).statusCode).toBe(401);
  });

  it('answers zeros and a Weak completeness for a user without a profile', async () => {
    const user = await make.user(kit.t.db);
    const dash = (await call(user, 'GET', '/api/job_seekers/dashboard/')).json() as SeekerDashboard;
    expect(dash).toEqual({
      has_profile: false,
      job_seeker_id: null,
      saved_jobs: 0,
      applications: 0,
      unseen_notifications: 0,
      completeness: expect.objectContaining({ percent: 0, label: 'Weak' }),
    });
    expect(dash.completeness.pending).toHaveLength(12);
  });

  it('raises the completeness as the profile fills, the same figure as the full profile shows', async () => {
    const { user, profile } = await newSeeker();
    const percent = async () => {
      const dash = (await call(user, 'GET', '/api/job_seekers/dashboard/')).json() as SeekerDashboard;
      const full = (
        await call(user, 'GET', `/api/job_seekers/jobseeker-profile/${profile.id}/`)
      ).json() as JobSeekerFullProfile;
      expect(full.completeness).toEqual(dash.completeness);
      return dash.completeness;
    };
    expect(await percent()).toMatchObject({ percent: 10, label: 'Weak' });
    expect((await percent()).pending.map((p) => p.key)).toContain('phone');
    await call(user, 'PATCH', `/api/account/register/${user.id}/`, {
      json: {
        first_name: 'Amina',
        last_name: 'N',
        'profile.gender': 'Female',
        'profile.phone_number': '+256772123456',
      },
    });
    expect((await percent()).percent).toBe(15);
    await call(user, 'PATCH', `/api/job_seekers/jobseekers/${profile.id}/`, { json: { head_line: 'Tailor' } });
    expect((await percent()).percent).toBe(25);
    await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Sewing' } });
    expect((await percent()).percent).toBe(30);
    await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Cutting' } });
    await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Design' } });
    expect((await percent()).percent).toBe(35);
    await call(user, 'POST', '/api/job_seekers/experience/', {
      json: {
        designation: 'Tailor',
        organisation_name: 'Owino',
        start_date: '2020-01-01',
        end_date: '2022-01-01',
        duties_and_skills: 'Sewing',
      },
    });
    expect(await percent()).toMatchObject({ percent: 50, label: 'Average' });
    await call(user, 'PATCH', `/api/job_seekers/jobseekers/${profile.id}/`, { form: { cv_upload: pdf() } });
    const last = await percent();
    expect(last.percent).toBe(60);
    expect(last.pending.map((p) => p.key)).not.toContain('cv');
    // Deleting brings it down again.
    const [row] = await kit.t.db.select().from(skills).where(eq(skills.userId, user.id)).limit(1);
    expect((await call(user, 'DELETE', `/api/job_seekers/skills/${row?.id}/`)).statusCode).toBe(204);
    expect((await percent()).percent).toBe(55);
    expect(await kit.t.db.select().from(certifications).where(eq(certifications.userId, user.id))).toHaveLength(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the job seeker profile and CV routes', async () => {
    const paths = Object.keys(
      (await kit.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, unknown>,
    );
    for (const p of [
      '/api/job_seekers/jobseekers/',
      '/api/job_seekers/jobseekers/{id}/',
      '/api/job_seekers/jobseeker-profile/{id}/',
      '/api/job_seekers/dashboard/',
    ]) {
      expect(paths).toContain(p);
    }
    for (const section of [
      'skills',
      'experience',
      'education',
      'certifications',
      'publications',
      'referees',
      'recent-works',
    ]) {
      expect(paths).toContain(`/api/job_seekers/${section}/`);
      expect(paths).toContain(`/api/job_seekers/${section}/{id}/`);
    }
  });
});
