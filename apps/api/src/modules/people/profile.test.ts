// POST /api/job_seekers/jobseekers/ and /{id}/: creating, reading, changing and deactivating a job seeker profile.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type JobSeeker, type SeekerDashboard } from '@portal/contract';
import { jobSeekerCategories, jobSeekers, skills } from '../../db/schema/index.js';
import { PUBLIC_URL } from '../../test/app.js';
import { isoDay, make } from '../../test/factories.js';
import { PNG_1PX } from '../../test/multipart.js';
import { SECTION_MESSAGES } from './sections.service.js';
import { profileTestKit } from './profile.fixtures.js';

const kit = profileTestKit();
const { call, storedFiles, download, personalDetails, asForm, newSeeker, groupsOf, pdf, textAsPdf, ids, PDF } = kit;

describe('POST /api/job_seekers/jobseekers/', () => {
  it('creates the profile from multipart with repeated job_category ids and gives the JobSeeker group', async () => {
    const user = await make.user(kit.t.db, { firstName: 'Brian' });
    expect(await groupsOf(user)).toEqual([]);
    const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: asForm(personalDetails()) });
    expect(res.statusCode).toBe(201);
    const body = res.json() as JobSeeker;
    expect(body).toEqual({
      id: expect.any(Number),
      user: user.id,
      job_category: [
        { id: ids.plumbing, name: 'Plumbing' },
        { id: ids.welding, name: 'Welding & Fabrication' },
      ],
      district: { id: ids.kampala, name: 'Kampala' },
      city: { id: ids.kampalaCity, name: 'Kampala' },
      physical_address: 'Plot 12, Ntinda Road',
      date_of_birth: '1998-04-02',
      language: 'English, Luganda',
      marital_status: { id: ids.single, name: 'Single' },
      share_personal_details: false,
      // "Let employers find me" is off until the seeker turns it on.
      discoverable: false,
      head_line: null,
      personal_statment: null,
      cv_upload: null,
      other_document: null,
    });
    expect(await groupsOf(user)).toEqual(['JobSeeker']);

    const list = await call(user, 'GET', '/api/job_seekers/jobseekers/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [body] });
  });

  it('accepts JSON too', async () => {
    const user = await make.user(kit.t.db);
    const res = await call(user, 'POST', '/api/job_seekers/jobseekers', {
      json: { ...personalDetails(), job_category: [ids.welding] },
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as JobSeeker).job_category).toEqual([{ id: ids.welding, name: 'Welding & Fabrication' }]);
  });

  it('refuses a second profile, also when two arrive together', async () => {
    const { user } = await newSeeker();
    const again = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: asForm(personalDetails()) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [PROFILE_MESSAGES.alreadyExists] });

    const racer = await make.user(kit.t.db);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(racer, 'POST', '/api/job_seekers/jobseekers/', { json: personalDetails() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.userId, racer.id))).toHaveLength(1);
  });

  it('validates every field with the spec messages', async () => {
    const user = await make.user(kit.t.db);
    const empty = await call(user, 'POST', '/api/job_seekers/jobseekers/', { json: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      job_category: ['Job Category is required'],
      district: expect.any(Array),
      city: expect.any(Array),
      physical_address: ['Physical address is required'],
      language: ['Language is required'],
    });
    // The date of birth and marital status are optional.
    expect(Object.keys(empty.json() as object)).not.toContain('date_of_birth');
    expect(Object.keys(empty.json() as object)).not.toContain('marital_status');
    for (const date of [isoDay(0), isoDay(1), isoDay(400)]) {
      const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', {
        json: { ...personalDetails(), date_of_birth: date },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ date_of_birth: ['Date of birth should be earlier than today'] });
    }
    for (const date of ['02/04/1998', '1998-02-31', '0000-01-01']) {
      const badDate = await call(user, 'POST', '/api/job_seekers/jobseekers/', {
        form: { ...asForm(personalDetails()), date_of_birth: date },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json()).toEqual({ date_of_birth: ['Enter a valid date (yyyy-MM-dd).'] });
    }
    expect(await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.userId, user.id))).toHaveLength(0);
    expect(await groupsOf(user)).toEqual([]);
  });

  it('answers 400 on the field for unknown lookups (never a 500), and for a city outside the district', async () => {
    const user = await make.user(kit.t.db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ district: 999_999 }, { district: [PROFILE_MESSAGES.noSuchDistrict] }],
      [{ district: 99_999_999_999 }, { district: [PROFILE_MESSAGES.noSuchDistrict] }],
      [{ city: 999_999 }, { city: [PROFILE_MESSAGES.noSuchCity] }],
      [{ marital_status: 999_999 }, { marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus] }],
      [{ job_category: [ids.welding, 999_999] }, { job_category: [PROFILE_MESSAGES.noSuchCategory] }],
      [{ city: ids.guluCity }, { city: [PROFILE_MESSAGES.cityNotInDistrict] }],
      [
        { district: 999_999, city: 999_998, marital_status: 999_997 },
        {
          district: [PROFILE_MESSAGES.noSuchDistrict],
          city: [PROFILE_MESSAGES.noSuchCity],
          marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus],
        },
      ],
    ];
    for (const [change, expected] of cases) {
      const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', {
        json: { ...personalDetails(), ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(await groupsOf(user)).toEqual([]);
  });
});

describe('/api/job_seekers/jobseekers/{id}/', () => {
  it('answers the owner only: another seeker and unknown ids get 404, no session 401', async () => {
    const { user, profile } = await newSeeker();
    const { user: other } = await newSeeker('Mallory');
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    expect((await call(user, 'GET', url)).json()).toEqual(profile);
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE'] as const) {
      const body =
        method === 'PATCH' ? { json: { head_line: 'Stolen' } } : method === 'PUT' ? { json: personalDetails() } : {};
      const foreign = await call(other, method, url, body);
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Not found.' });
      expect((await call(null, method, url, body)).statusCode, method).toBe(401);
      expect((await call(user, method, '/api/job_seekers/jobseekers/999999/', body)).statusCode, method).toBe(404);
    }
    const otherList = (await call(other, 'GET', '/api/job_seekers/jobseekers/')).json() as { results: JobSeeker[] };
    expect(otherList.results.map((p) => p.id)).not.toContain(profile.id);
    expect((await call(null, 'GET', '/api/job_seekers/jobseekers/')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/job_seekers/jobseekers/', { json: personalDetails() })).statusCode).toBe(
      401,
    );
    expect((await call(user, 'GET', `${url}`)).json()).toMatchObject({ head_line: null });
  });

  it('PATCHes the headline and a sanitised personal statement', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const headline = await call(user, 'PATCH', url, {
      form: { head_line: '  Certified welder with 4 years of site work  ' },
    });
    expect(headline.statusCode).toBe(200);
    expect(headline.json()).toMatchObject({
      head_line: 'Certified welder with 4 years of site work',
      district: { id: ids.kampala },
    });
    expect((await call(user, 'PATCH', url, { json: { head_line: '  ' } })).json()).toEqual({
      head_line: ['Headline is required'],
    });

    const statement = await call(user, 'PATCH', url, {
      form: {
        personal_statment:
          '<p onclick="steal()">I build <strong>gates</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      },
    });
    expect(statement.statusCode).toBe(200);
    expect((statement.json() as JobSeeker).personal_statment).toBe('<p>I build <strong>gates</strong></p>');
    const blank = await call(user, 'PATCH', url, { json: { personal_statment: '<p> </p>' } });
    expect((blank.json() as JobSeeker).personal_statment).toBeNull();
    expect((blank.json() as JobSeeker).head_line).toBe('Certified welder with 4 years of site work');
  });

  it('PATCHes the personal details, checking the city against the district, stored or sent', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const onlyDistrict = await call(user, 'PATCH', url, { json: { district: ids.gulu } });
    expect(onlyDistrict.statusCode).toBe(400);
    expect(onlyDistrict.json()).toEqual({ city: [PROFILE_MESSAGES.cityNotInDistrict] });
    const moved = await call(user, 'PATCH', url, {
      form: { district: ids.gulu, city: ids.guluCity, marital_status: ids.married, job_category: [ids.plumbing] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      district: { id: ids.gulu, name: 'Gulu' },
      city: { id: ids.guluCity, name: 'Gulu' },
      marital_status: { id: ids.married, name: 'Married' },
      job_category: [{ id: ids.plumbing, name: 'Plumbing' }],
      physical_address: 'Plot 12, Ntinda Road',
    });
    expect((await call(user, 'PATCH', url, { json: { city: ids.kampalaCity } })).json()).toEqual({
      city: [PROFILE_MESSAGES.cityNotInDistrict],
    });
    expect((await call(user, 'PATCH', url, { json: { marital_status: 999_999 } })).json()).toEqual({
      marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus],
    });
    expect((await call(user, 'PATCH', url, { json: { date_of_birth: isoDay(0) } })).json()).toEqual({
      date_of_birth: ['Date of birth should be earlier than today'],
    });
  });

  it('PUT replaces the personal details and needs all of them', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const res = await call(user, 'PUT', url, {
      form: {
        ...asForm(personalDetails()),
        physical_address: 'Gulu Main Street',
        district: ids.gulu,
        city: ids.guluCity,
        job_category: ids.welding,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      physical_address: 'Gulu Main Street',
      city: { name: 'Gulu' },
      job_category: [{ id: ids.welding }],
    });
    const partial = await call(user, 'PUT', url, { json: { head_line: 'Only this' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      physical_address: ['Physical address is required'],
      job_category: ['Job Category is required'],
    });
  });

  it('stores the CV privately, answers a signed link the owner can download, and replaces it (old file removed)', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const res = await call(user, 'PATCH', url, { form: { cv_upload: pdf() } });
    expect(res.statusCode).toBe(200);
    const link = (res.json() as JobSeeker).cv_upload;
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/files/private/cv/[0-9a-f-]+\\.pdf\\?expires=\\d+&signature=`));
    const [row] = await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    const firstKey = row?.cvUpload ?? '';
    expect(storedFiles()).toContain(firstKey);
    // No public URL for it.
    expect((await kit.t.app.inject({ method: 'GET', url: `/media/${firstKey}` })).statusCode).toBe(404);
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/files/${firstKey}` })).statusCode).toBe(403);

    const file = await download(link ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const tampered = await download((link ?? '').replace(/signature=./, 'signature=A'));
    expect(tampered.statusCode).toBe(403);

    // The CV can travel with a PUT too (the spec's "update profile / CV").
    const put = await call(user, 'PUT', url, { form: { ...asForm(personalDetails()), cv_upload: pdf('new-cv.pdf') } });
    expect(put.statusCode).toBe(200);
    const [after] = await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(after?.cvUpload).not.toBe(firstKey);
    expect(storedFiles()).toContain(after?.cvUpload);
    expect(storedFiles()).not.toContain(firstKey);

    const other = await call(user, 'PATCH', url, { form: { other_document: pdf('letter.pdf') } });
    expect(other.statusCode).toBe(200);
    expect((other.json() as JobSeeker).other_document).toContain('/api/files/private/documents/');
    expect((other.json() as JobSeeker).cv_upload).toContain(after?.cvUpload);
  });

  it('refuses a CV that is not PDF or Word by its content, or larger than 3 MB, and writes nothing', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const before = storedFiles();
    const renamed = await call(user, 'PATCH', url, { form: { cv_upload: textAsPdf } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ cv_upload: ['Upload a PDF or Word document.'] });
    const picture = await call(user, 'PATCH', url, {
      form: { cv_upload: { filename: 'cv.pdf', contentType: 'application/pdf', content: PNG_1PX } },
    });
    expect(picture.json()).toEqual({ cv_upload: ['Upload a PDF or Word document.'] });

    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 + 10, 0x20)]);
    const oversize = await call(user, 'PATCH', url, {
      form: { cv_upload: { filename: 'cv.pdf', contentType: 'application/pdf', content: big } },
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json()).toEqual({ cv_upload: ['The file is too large. The limit is 3 MB.'] });
    expect(storedFiles()).toEqual(before);
    const [row] = await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(row?.cvUpload).toBeNull();
  });

  it('leaves no file behind when the write fails after the upload was stored', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const before = storedFiles();
    const res = await call(user, 'PATCH', url, {
      form: { cv_upload: pdf(), other_document: pdf('other.pdf'), city: 999_999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ city: [PROFILE_MESSAGES.noSuchCity] });
    expect(storedFiles()).toEqual(before);
    const [row] = await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(row?.cvUpload).toBeNull();
  });

  it('DELETE deactivates the account type (group gone, data kept); POST restores it', async () => {
    const { user, profile } = await newSeeker('Grace');
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    await call(user, 'PATCH', url, { form: { head_line: 'Tailor', cv_upload: pdf() } });
    const skill = await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Pattern cutting' } });
    expect(skill.statusCode).toBe(201);

    const res = await call(user, 'DELETE', url);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await groupsOf(user)).toEqual([]);
    const [row] = await kit.t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(row?.deactivatedAt).not.toBeNull();
    expect(row?.cvUpload).not.toBeNull();
    expect(await kit.t.db.select().from(skills).where(eq(skills.userId, user.id))).toHaveLength(1);
    expect(
      await kit.t.db.select().from(jobSeekerCategories).where(eq(jobSeekerCategories.jobSeekerId, profile.id)),
    ).toHaveLength(2);

    expect((await call(user, 'GET', '/api/job_seekers/jobseekers/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await call(user, 'GET', url)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/api/job_seekers/jobseeker-profile/${profile.id}/`)).statusCode).toBe(404);
    // Own rows stay readable; writing needs the account type back.
    expect((await call(user, 'GET', '/api/job_seekers/skills/')).json()).toMatchObject({ count: 1 });
    const blocked = await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Embroidery' } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: SECTION_MESSAGES.profileFirst });
    const dash = (await call(user, 'GET', '/api/job_seekers/dashboard/')).json() as SeekerDashboard;
    expect(dash).toMatchObject({ has_profile: false, job_seeker_id: null });

    const restored = await call(user, 'POST', '/api/job_seekers/jobseekers/', {
      json: { ...personalDetails(), physical_address: 'Back in Ntinda', job_category: [ids.welding] },
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({
      id: profile.id,
      physical_address: 'Back in Ntinda',
      head_line: 'Tailor',
      job_category: [{ id: ids.welding }],
      cv_upload: expect.stringContaining('/api/files/private/cv/'),
    });
    expect(await groupsOf(user)).toEqual(['JobSeeker']);
    expect((await call(user, 'GET', url)).statusCode).toBe(200);
    expect((await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Embroidery' } })).statusCode).toBe(
      201,
    );
  });
});
