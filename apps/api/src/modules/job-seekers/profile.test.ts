import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSeeker, JobSeekerFullProfile, SeekerDashboard } from '@portal/contract';
import { certifications, jobApplications, jobSeekerCategories, jobSeekers, profiles, skills } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import {
  authHeaders,
  createCompany,
  createJob,
  createJobSeeker,
  createNotification,
  createUser,
  isoDay,
  type TestUser,
} from '../../test/factories.js';
import { multipart, PNG_1PX, type Part } from '../../test/multipart.js';
import { PROFILE_MESSAGES } from './profile.service.js';
import { SECTION_MESSAGES } from './sections.service.js';

let t: TestContext;
const ids = { kampala: 0, kampalaCity: 0, gulu: 0, guluCity: 0, single: 0, married: 0, welding: 0, plumbing: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const one = async (query: ReturnType<typeof sql>) => {
    const { rows } = await t.db.execute<{ id: number }>(query);
    const id = rows[0]?.id;
    if (!id) throw new Error('lookup missing');
    return id;
  };
  ids.kampala = await one(sql`select id from districts where name = 'Kampala'`);
  ids.kampalaCity = await one(sql`select id from cities where name = 'Kampala'`);
  ids.gulu = await one(sql`select id from districts where name = 'Gulu'`);
  ids.guluCity = await one(sql`select id from cities where name = 'Gulu'`);
  ids.single = await one(sql`select id from marital_statuses where name = 'Single'`);
  ids.married = await one(sql`select id from marital_statuses where name = 'Married'`);
  ids.welding = await one(sql`select id from job_categories where name = 'Welding & Fabrication'`);
  ids.plumbing = await one(sql`select id from job_categories where name = 'Plumbing'`);
});

/** A small but real PDF (sniffed as application/pdf). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (filename = 'cv.pdf'): Part => ({ filename, contentType: 'application/pdf', content: PDF });
const textAsPdf: Part = { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('plain text renamed to .pdf\n') };

type Body = { json?: unknown; form?: Record<string, Part | Part[]> };
async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: Body = {}) {
  const auth = user ? await authHeaders(t.tokens, user) : {};
  if (body.form) {
    const form = multipart(body.form);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  }
  if (body.json !== undefined) {
    return t.app.inject({ method, url, payload: JSON.stringify(body.json), headers: { 'content-type': 'application/json', ...auth } });
  }
  return t.app.inject({ method, url, headers: auth });
}

/** Every stored file under the test media folder, as storage keys. */
function storedFiles(): string[] {
  return (readdirSync(t.mediaDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.mediaDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/** GET a signed link through the app (the links carry the public URL's origin). */
const download = (link: string) => t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });

const personalDetails = () => ({
  job_category: [ids.welding, ids.plumbing],
  district: ids.kampala,
  city: ids.kampalaCity,
  physical_address: 'Plot 12, Ntinda Road',
  date_of_birth: '1998-04-02',
  language: 'English, Luganda',
  marital_status: ids.single,
});
const asForm = (d: ReturnType<typeof personalDetails>): Record<string, Part | Part[]> => ({ ...d });

async function newSeeker(firstName = 'Amina') {
  const user = await createUser(t.db, { firstName });
  const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: asForm(personalDetails()) });
  expect(res.statusCode).toBe(201);
  return { user, profile: res.json() as JobSeeker };
}

async function groupsOf(user: TestUser): Promise<string[]> {
  const res = await call(user, 'GET', `/api/account/users/${user.id}/`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { groups: { name: string }[] }).groups.map((g) => g.name);
}

describe('POST /api/job_seekers/jobseekers/', () => {
  it('creates the profile from multipart with repeated job_category ids and gives the JobSeeker group', async () => {
    const user = await createUser(t.db, { firstName: 'Brian' });
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
    const user = await createUser(t.db);
    const res = await call(user, 'POST', '/api/job_seekers/jobseekers', { json: { ...personalDetails(), job_category: [ids.welding] } });
    expect(res.statusCode).toBe(201);
    expect((res.json() as JobSeeker).job_category).toEqual([{ id: ids.welding, name: 'Welding & Fabrication' }]);
  });

  it('refuses a second profile, also when two arrive together', async () => {
    const { user } = await newSeeker();
    const again = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: asForm(personalDetails()) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [PROFILE_MESSAGES.alreadyExists] });

    const racer = await createUser(t.db);
    const results = await Promise.all(Array.from({ length: 4 }, () => call(racer, 'POST', '/api/job_seekers/jobseekers/', { json: personalDetails() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await t.db.select().from(jobSeekers).where(eq(jobSeekers.userId, racer.id))).toHaveLength(1);
  });

  it('validates every field with the spec messages', async () => {
    const user = await createUser(t.db);
    const empty = await call(user, 'POST', '/api/job_seekers/jobseekers/', { json: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      job_category: ['Job Category is required'],
      district: expect.any(Array),
      city: expect.any(Array),
      physical_address: ['Physical address is required'],
      date_of_birth: ['Date of birth is required'],
      language: ['Language is required'],
      marital_status: expect.any(Array),
    });
    for (const date of [isoDay(0), isoDay(1), isoDay(400)]) {
      const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', { json: { ...personalDetails(), date_of_birth: date } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ date_of_birth: ['Date of birth should be earlier than today'] });
    }
    for (const date of ['02/04/1998', '1998-02-31', '0000-01-01', '']) {
      const badDate = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: { ...asForm(personalDetails()), date_of_birth: date } });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json()).toEqual({ date_of_birth: [date ? 'Enter a valid date (yyyy-MM-dd).' : 'Date of birth is required'] });
    }
    expect(await t.db.select().from(jobSeekers).where(eq(jobSeekers.userId, user.id))).toHaveLength(0);
    expect(await groupsOf(user)).toEqual([]);
  });

  it('answers 400 on the field for unknown lookups (never a 500), and for a city outside the district', async () => {
    const user = await createUser(t.db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ district: 999_999 }, { district: [PROFILE_MESSAGES.noSuchDistrict] }],
      [{ district: 99_999_999_999 }, { district: [PROFILE_MESSAGES.noSuchDistrict] }],
      [{ city: 999_999 }, { city: [PROFILE_MESSAGES.noSuchCity] }],
      [{ marital_status: 999_999 }, { marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus] }],
      [{ job_category: [ids.welding, 999_999] }, { job_category: [PROFILE_MESSAGES.noSuchCategory] }],
      [{ city: ids.guluCity }, { city: [PROFILE_MESSAGES.cityNotInDistrict] }],
      [{ district: 999_999, city: 999_998, marital_status: 999_997 }, {
        district: [PROFILE_MESSAGES.noSuchDistrict],
        city: [PROFILE_MESSAGES.noSuchCity],
        marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus],
      }],
    ];
    for (const [change, expected] of cases) {
      const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', { json: { ...personalDetails(), ...change } });
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
      const body = method === 'PATCH' ? { json: { head_line: 'Stolen' } } : method === 'PUT' ? { json: personalDetails() } : {};
      const foreign = await call(other, method, url, body);
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Not found.' });
      expect((await call(null, method, url, body)).statusCode, method).toBe(401);
      expect((await call(user, method, '/api/job_seekers/jobseekers/999999/', body)).statusCode, method).toBe(404);
    }
    const otherList = (await call(other, 'GET', '/api/job_seekers/jobseekers/')).json() as { results: JobSeeker[] };
    expect(otherList.results.map((p) => p.id)).not.toContain(profile.id);
    expect((await call(null, 'GET', '/api/job_seekers/jobseekers/')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/job_seekers/jobseekers/', { json: personalDetails() })).statusCode).toBe(401);
    expect((await call(user, 'GET', `${url}`)).json()).toMatchObject({ head_line: null });
  });

  it('PATCHes the headline and a sanitised personal statement', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const headline = await call(user, 'PATCH', url, { form: { head_line: '  Certified welder with 4 years of site work  ' } });
    expect(headline.statusCode).toBe(200);
    expect(headline.json()).toMatchObject({ head_line: 'Certified welder with 4 years of site work', district: { id: ids.kampala } });
    expect((await call(user, 'PATCH', url, { json: { head_line: '  ' } })).json()).toEqual({ head_line: ['Headline is required'] });

    const statement = await call(user, 'PATCH', url, {
      form: { personal_statment: '<p onclick="steal()">I build <strong>gates</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>' },
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
    const moved = await call(user, 'PATCH', url, { form: { district: ids.gulu, city: ids.guluCity, marital_status: ids.married, job_category: [ids.plumbing] } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      district: { id: ids.gulu, name: 'Gulu' },
      city: { id: ids.guluCity, name: 'Gulu' },
      marital_status: { id: ids.married, name: 'Married' },
      job_category: [{ id: ids.plumbing, name: 'Plumbing' }],
      physical_address: 'Plot 12, Ntinda Road',
    });
    expect((await call(user, 'PATCH', url, { json: { city: ids.kampalaCity } })).json()).toEqual({ city: [PROFILE_MESSAGES.cityNotInDistrict] });
    expect((await call(user, 'PATCH', url, { json: { marital_status: 999_999 } })).json()).toEqual({ marital_status: [PROFILE_MESSAGES.noSuchMaritalStatus] });
    expect((await call(user, 'PATCH', url, { json: { date_of_birth: isoDay(0) } })).json()).toEqual({ date_of_birth: ['Date of birth should be earlier than today'] });
  });

  it('PUT replaces the personal details and needs all of them', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const res = await call(user, 'PUT', url, { form: { ...asForm(personalDetails()), physical_address: 'Gulu Main Street', district: ids.gulu, city: ids.guluCity, job_category: ids.welding } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ physical_address: 'Gulu Main Street', city: { name: 'Gulu' }, job_category: [{ id: ids.welding }] });
    const partial = await call(user, 'PUT', url, { json: { head_line: 'Only this' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ physical_address: ['Physical address is required'], job_category: ['Job Category is required'] });
  });

  it('stores the CV privately, answers a signed link the owner can download, and replaces it (old file removed)', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const res = await call(user, 'PATCH', url, { form: { cv_upload: pdf() } });
    expect(res.statusCode).toBe(200);
    const link = (res.json() as JobSeeker).cv_upload;
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/files/private/cv/[0-9a-f-]+\\.pdf\\?expires=\\d+&signature=`));
    const [row] = await t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    const firstKey = row?.cvUpload ?? '';
    expect(storedFiles()).toContain(firstKey);
    // No public URL for it.
    expect((await t.app.inject({ method: 'GET', url: `/media/${firstKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${firstKey}` })).statusCode).toBe(403);

    const file = await download(link ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const tampered = await download((link ?? '').replace(/signature=./, 'signature=A'));
    expect(tampered.statusCode).toBe(403);

    // The CV can travel with a PUT too (the spec's "update profile / CV").
    const put = await call(user, 'PUT', url, { form: { ...asForm(personalDetails()), cv_upload: pdf('new-cv.pdf') } });
    expect(put.statusCode).toBe(200);
    const [after] = await t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
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
    const picture = await call(user, 'PATCH', url, { form: { cv_upload: { filename: 'cv.pdf', contentType: 'application/pdf', content: PNG_1PX } } });
    expect(picture.json()).toEqual({ cv_upload: ['Upload a PDF or Word document.'] });

    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 + 10, 0x20)]);
    const oversize = await call(user, 'PATCH', url, { form: { cv_upload: { filename: 'cv.pdf', contentType: 'application/pdf', content: big } } });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json()).toEqual({ cv_upload: ['The file is too large. The limit is 3 MB.'] });
    expect(storedFiles()).toEqual(before);
    const [row] = await t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(row?.cvUpload).toBeNull();
  });

  it('leaves no file behind when the write fails after the upload was stored', async () => {
    const { user, profile } = await newSeeker();
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    const before = storedFiles();
    const res = await call(user, 'PATCH', url, { form: { cv_upload: pdf(), other_document: pdf('other.pdf'), city: 999_999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ city: [PROFILE_MESSAGES.noSuchCity] });
    expect(storedFiles()).toEqual(before);
    const [row] = await t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
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
    const [row] = await t.db.select().from(jobSeekers).where(eq(jobSeekers.id, profile.id));
    expect(row?.deactivatedAt).not.toBeNull();
    expect(row?.cvUpload).not.toBeNull();
    expect(await t.db.select().from(skills).where(eq(skills.userId, user.id))).toHaveLength(1);
    expect(await t.db.select().from(jobSeekerCategories).where(eq(jobSeekerCategories.jobSeekerId, profile.id))).toHaveLength(2);

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

    const restored = await call(user, 'POST', '/api/job_seekers/jobseekers/', { json: { ...personalDetails(), physical_address: 'Back in Ntinda', job_category: [ids.welding] } });
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
    expect((await call(user, 'POST', '/api/job_seekers/skills/', { json: { name: 'Embroidery' } })).statusCode).toBe(201);
  });
});

describe('GET /api/job_seekers/jobseeker-profile/{id}/', () => {
  async function fullSeeker() {
    const { user, profile } = await newSeeker('Brian');
    await t.db.update(profiles).set({ gender: 'Male', phoneNumber: '+256772123456' }).where(eq(profiles.userId, user.id));
    const url = `/api/job_seekers/jobseekers/${profile.id}/`;
    await call(user, 'PATCH', url, { form: { head_line: 'Welder', personal_statment: '<p>Neat and safe work.</p>', cv_upload: pdf() } });
    for (const name of ['Arc welding', 'MIG welding', 'Drawings']) await call(user, 'POST', '/api/job_seekers/skills/', { json: { name } });
    await call(user, 'POST', '/api/job_seekers/experience/', {
      json: { designation: 'Welder', organisation_name: 'Kireka Metal Works', start_date: '2021-02-01', current_employment: true, duties_and_skills: 'Gates and trusses.' },
    });
    await call(user, 'POST', '/api/job_seekers/education/', {
      json: { school: 'Kireka TI', certification: 'National Certificate', total_score: 3.8, grades: 'CGPA', start_date: '2016-02-01', end_date: '2018-11-30' },
    });
    const cert = await call(user, 'POST', '/api/job_seekers/certifications/', {
      form: { title: 'PAS Level 2', granting_organisation: 'DIT', date_granted: '2019-08-20', certificate: pdf('cert.pdf') },
    });
    expect(cert.statusCode).toBe(201);
    await call(user, 'POST', '/api/job_seekers/recent-works/', {
      form: {
        work_done: 'Steel gate',
        client_name: 'Harriet',
        client_contact: '+256772418305',
        date_stated: isoDay(-30),
        date_finished: isoDay(-20),
        image_1: { filename: 'gate.png', contentType: 'image/png', content: PNG_1PX },
      },
    });
    await call(user, 'POST', '/api/job_seekers/publications/', { json: { topic: 'Safe welding', location: 'Newsletter', date_published: isoDay(-100) } });
    await call(user, 'POST', '/api/job_seekers/referees/', { json: { name: 'Daniel', title: 'Manager', organisation: 'KMW', contact: '+256701556204' } });
    return { user, profile };
  }

  const companyOwner = async (opts: { deactivated?: boolean } = {}) => {
    const owner = await createUser(t.db, { groups: ['Company'] });
    const company = await createCompany(t.db, owner, opts.deactivated ? { deactivatedAt: new Date() } : {});
    return { owner, company };
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
      expect.objectContaining({ designation: 'Welder', start_date: '2021-02-01', end_date: null, current_employment: true, job_seeker: profile.id }),
    ]);
    expect(body.education).toEqual([expect.objectContaining({ total_score: 3.8, grades: 'CGPA', end_date: '2018-11-30' })]);
    expect(body.certifications[0]).toMatchObject({ title: 'PAS Level 2', expiry_date: null, certificate: expect.stringContaining('/api/files/private/certificates/') });
    expect(body.recent_works[0]).toMatchObject({ image_1: expect.stringContaining('/api/files/private/recent-works/'), image_2: null, description: null });
    expect(body.publications[0]).toMatchObject({ topic: 'Safe welding', publication_link: null });
    expect(body.referees[0]).toMatchObject({ name: 'Daniel', contact: '+256701556204' });
  });

  it('shows a company owner the seeker applied to, who can download the CV and certificate; nobody else', async () => {
    const { user: seeker, profile } = await fullSeeker();
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;

    const hiring = await companyOwner();
    const job = await createJob(t.db, hiring.company);
    expect((await call(seeker, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } })).statusCode).toBe(201);
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
    await createJob(t.db, stranger.company);
    const otherSeeker = await createJobSeeker(t.db);
    const gone = await companyOwner({ deactivated: true });
    const goneJob = await createJob(t.db, gone.company);
    await t.db.insert(jobApplications).values({ jobId: goneJob.id, userId: seeker.id });
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
    const { owner, company } = await companyOwner();
    const job = await createJob(t.db, company);
    const applied = (await call(seeker, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } })).json() as { id: number };
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    expect((await call(seeker, 'PATCH', `/api/job_seekers/job-applications/${applied.id}/`, { json: { status: 'Cancelled' } })).statusCode).toBe(200);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    // A decided application still counts: the company may look back at whom it accepted or declined.
    await t.db.update(jobApplications).set({ status: 'Declined' }).where(eq(jobApplications.id, applied.id));
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
  });

  it('is hidden from the company too once the seeker deactivates the profile', async () => {
    const { user: seeker, profile } = await newSeeker();
    const { owner, company } = await companyOwner();
    const job = await createJob(t.db, company);
    await call(seeker, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } });
    const url = `/api/job_seekers/jobseeker-profile/${profile.id}/`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(200);
    expect((await call(seeker, 'DELETE', `/api/job_seekers/jobseekers/${profile.id}/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
  });
});

describe('GET /api/job_seekers/dashboard/', () => {
  it('counts saved jobs, applications of every status and unseen notifications for the caller only', async () => {
    const { user } = await newSeeker();
    const other = await createJobSeeker(t.db);
    const owner = await createUser(t.db, { groups: ['Company'] });
    const company = await createCompany(t.db, owner);
    const jobs = await Promise.all([1, 2, 3].map(() => createJob(t.db, company)));
    for (const job of jobs) expect((await call(user, 'POST', '/api/job_seekers/job-applications/', { json: { job: job.id } })).statusCode).toBe(201);
    await t.db.update(jobApplications).set({ status: 'Cancelled' }).where(eq(jobApplications.jobId, jobs[0]?.id ?? 0));
    for (const job of jobs.slice(0, 2)) expect((await call(user, 'POST', '/api/job_seekers/favorite-jobs/', { json: { job: job.id } })).statusCode).toBe(201);
    await call(other.user, 'POST', '/api/job_seekers/favorite-jobs/', { json: { job: jobs[2]?.id } });
    await createNotification(t.db, user);
    await createNotification(t.db, user);
    await createNotification(t.db, user, { seen: true });
    await createNotification(t.db, other.user);

    const res = await call(user, 'GET', '/api/job_seekers/dashboard');
    expect(res.statusCode).toBe(200);
    const dash = res.json() as SeekerDashboard;
    expect(dash).toMatchObject({ has_profile: true, job_seeker_id: expect.any(Number), saved_jobs: 2, applications: 3, unseen_notifications: 2 });
    expect((await call(null, 'GET', '/api/job_seekers/dashboard/')).statusCode).toBe(401);
  });

  it('answers zeros and a Weak completeness for a user without a profile', async () => {
    const user = await createUser(t.db);
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
      const full = (await call(user, 'GET', `/api/job_seekers/jobseeker-profile/${profile.id}/`)).json() as JobSeekerFullProfile;
      expect(full.completeness).toEqual(dash.completeness);
      return dash.completeness;
    };
    expect(await percent()).toMatchObject({ percent: 10, label: 'Weak' });
    expect((await percent()).pending.map((p) => p.key)).toContain('phone');
    await call(user, 'PATCH', `/api/account/register/${user.id}/`, {
      json: { first_name: 'Amina', last_name: 'N', 'profile.gender': 'Female', 'profile.phone_number': '+256772123456' },
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
      json: { designation: 'Tailor', organisation_name: 'Owino', start_date: '2020-01-01', end_date: '2022-01-01', duties_and_skills: 'Sewing' },
    });
    expect(await percent()).toMatchObject({ percent: 50, label: 'Average' });
    await call(user, 'PATCH', `/api/job_seekers/jobseekers/${profile.id}/`, { form: { cv_upload: pdf() } });
    const last = await percent();
    expect(last.percent).toBe(60);
    expect(last.pending.map((p) => p.key)).not.toContain('cv');
    // Deleting brings it down again.
    const [row] = await t.db.select().from(skills).where(eq(skills.userId, user.id)).limit(1);
    expect((await call(user, 'DELETE', `/api/job_seekers/skills/${row?.id}/`)).statusCode).toBe(204);
    expect((await percent()).percent).toBe(55);
    expect(await t.db.select().from(certifications).where(eq(certifications.userId, user.id))).toHaveLength(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the job seeker profile and CV routes', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, unknown>);
    for (const p of ['/api/job_seekers/jobseekers/', '/api/job_seekers/jobseekers/{id}/', '/api/job_seekers/jobseeker-profile/{id}/', '/api/job_seekers/dashboard/']) {
      expect(paths).toContain(p);
    }
    for (const section of ['skills', 'experience', 'education', 'certifications', 'publications', 'referees', 'recent-works']) {
      expect(paths).toContain(`/api/job_seekers/${section}/`);
      expect(paths).toContain(`/api/job_seekers/${section}/{id}/`);
    }
  });
});
