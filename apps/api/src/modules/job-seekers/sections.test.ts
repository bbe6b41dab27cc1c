import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '@portal/contract';
import { certifications, experiences, recentWorks } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { authHeaders, createJobSeeker, createUser, isoDay, type TestUser } from '../../test/factories.js';
import { multipart, NOT_AN_IMAGE, PNG_1PX, type Part } from '../../test/multipart.js';
import { SECTION_MESSAGES } from './sections.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (filename = 'certificate.pdf'): Part => ({ filename, contentType: 'application/pdf', content: PDF });
const png = (filename = 'work.png'): Part => ({ filename, contentType: 'image/png', content: PNG_1PX });
const textAsPdf: Part = { filename: 'certificate.pdf', contentType: 'application/pdf', content: Buffer.from('plain text renamed to .pdf\n') };
const textAsPng: Part = { filename: 'work.png', contentType: 'image/png', content: NOT_AN_IMAGE };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Fields = Record<string, Part | Part[]>;
async function call(user: TestUser | null, method: Method, url: string, body?: Fields, as: 'json' | 'form' = 'form') {
  const auth = user ? await authHeaders(t.tokens, user) : {};
  if (!body) return t.app.inject({ method, url, headers: auth });
  if (as === 'json') return t.app.inject({ method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...auth } });
  const form = multipart(body);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
}

function storedFiles(): string[] {
  return (readdirSync(t.mediaDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.mediaDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}
const download = (link: string) => t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
const seeker = async () => (await createJobSeeker(t.db)).user;

/** Each section: a valid body for POST, a changed one for PUT, a partial one for PATCH, and what the answers show. */
type Case = { path: string; create: Fields; put: Fields; patch: Fields; created: Record<string, unknown>; updated: Record<string, unknown>; patched: Record<string, unknown> };
const CASES: Case[] = [
  {
    path: 'skills',
    create: { name: 'Arc welding' },
    put: { name: 'MIG welding' },
    patch: { name: 'TIG welding' },
    created: { name: 'Arc welding' },
    updated: { name: 'MIG welding' },
    patched: { name: 'TIG welding' },
  },
  {
    path: 'experience',
    create: { designation: 'Welder', organisation_name: 'Kireka Metal Works', start_date: '2021-02-01', current_employment: 'true', duties_and_skills: 'Gates' },
    put: { designation: 'Apprentice', organisation_name: 'Bright Sparks', start_date: '2019-06-01', end_date: '2021-01-15', duties_and_skills: 'Wiring' },
    patch: { designation: 'Senior Apprentice' },
    created: { designation: 'Welder', start_date: '2021-02-01', end_date: null, current_employment: true, duties_and_skills: 'Gates' },
    updated: { designation: 'Apprentice', end_date: '2021-01-15', current_employment: false },
    patched: { designation: 'Senior Apprentice', organisation_name: 'Bright Sparks', end_date: '2021-01-15' },
  },
  {
    path: 'education',
    create: { school: 'Kireka TI', certification: 'National Certificate', total_score: '3.8', grades: 'CGPA', start_date: '2016-02-01', end_date: '2018-11-30' },
    put: { school: 'Kireka SS', certification: 'UCE', total_score: '32', grades: 'Aggregate', start_date: '2012-02-01', end_date: '2015-11-30' },
    patch: { total_score: '30' },
    created: { school: 'Kireka TI', total_score: 3.8, grades: 'CGPA', end_date: '2018-11-30' },
    updated: { school: 'Kireka SS', total_score: 32, grades: 'Aggregate' },
    patched: { school: 'Kireka SS', total_score: 30 },
  },
  {
    path: 'certifications',
    create: { title: 'PAS Level 2', granting_organisation: 'DIT', date_granted: '2019-08-20', certificate: pdf() },
    put: { title: 'PAS Level 3', granting_organisation: 'DIT', date_granted: '2021-08-20', expiry_date: '2031-08-20' },
    patch: { expiry_date: '' },
    created: { title: 'PAS Level 2', expiry_date: null, certificate: expect.stringContaining('/api/files/private/certificates/') },
    updated: { title: 'PAS Level 3', expiry_date: '2031-08-20', certificate: expect.stringContaining('/api/files/private/certificates/') },
    patched: { title: 'PAS Level 3', expiry_date: null },
  },
  {
    path: 'publications',
    create: { topic: 'Safe welding', location: 'Newsletter', publication_link: 'https://news.example.ug/welding', date_published: '2024-03-01', description: 'A guide' },
    put: { topic: 'Workshop safety', location: 'Magazine', date_published: '2024-05-01' },
    patch: { publication_link: 'https://mag.example.ug/safety' },
    created: { topic: 'Safe welding', publication_link: 'https://news.example.ug/welding', description: 'A guide' },
    updated: { topic: 'Workshop safety', publication_link: null, description: null },
    patched: { topic: 'Workshop safety', publication_link: 'https://mag.example.ug/safety' },
  },
  {
    path: 'referees',
    create: { name: 'Daniel Wasswa', title: 'Workshop Manager', organisation: 'Kireka Metal Works', contact: '+256701556204' },
    put: { name: 'Florence Achan', title: 'Instructor', organisation: 'Kireka TI', contact: '256782903117' },
    patch: { title: 'Senior Instructor' },
    created: { name: 'Daniel Wasswa', contact: '+256701556204' },
    updated: { name: 'Florence Achan', contact: '256782903117' },
    patched: { name: 'Florence Achan', title: 'Senior Instructor' },
  },
  {
    path: 'recent-works',
    create: { work_done: 'Steel gate', client_name: 'Harriet', client_contact: '+256772418305', date_stated: isoDay(-30), date_finished: isoDay(-20), image_1: png(), image_2: png('b.png') },
    put: { work_done: 'Burglar-proofing', client_name: 'Harriet', client_contact: '+256772418305', date_stated: isoDay(-60), date_finished: isoDay(-50), description: 'Six windows' },
    patch: { description: 'Six windows in Namugongo' },
    created: { work_done: 'Steel gate', description: null, image_1: expect.stringContaining('/api/files/private/recent-works/'), image_2: expect.stringContaining('/api/files/private/recent-works/') },
    updated: { work_done: 'Burglar-proofing', description: 'Six windows', image_1: expect.stringContaining('/api/files/private/recent-works/') },
    patched: { work_done: 'Burglar-proofing', description: 'Six windows in Namugongo' },
  },
];

describe.each(CASES)('/api/job_seekers/$path/', (c) => {
  const collection = `/api/job_seekers/${c.path}/`;

  it('lets the owner create, list, read, replace, change and delete a row', async () => {
    const user = await seeker();
    const created = await call(user, 'POST', collection, c.create);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as { id: number };
    expect(row).toMatchObject(c.created);
    const item = `${collection}${row.id}/`;

    const list = await call(user, 'GET', collection);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [expect.objectContaining({ id: row.id, ...c.created })] });
    expect((await call(user, 'GET', item)).json()).toMatchObject({ id: row.id, ...c.created });
    // Without the trailing slash too.
    expect((await call(user, 'GET', item.slice(0, -1))).statusCode).toBe(200);

    const put = await call(user, 'PUT', item, c.put);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: row.id, ...c.updated });
    const patch = await call(user, 'PATCH', item, c.patch);
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ id: row.id, ...c.patched });

    const del = await call(user, 'DELETE', item);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await call(user, 'GET', item)).statusCode).toBe(404);
    expect((await call(user, 'GET', collection)).json()).toMatchObject({ count: 0, results: [] });
  });

  it("answers 404 for another seeker's row, 401 without a session, 403 for writes without an active profile", async () => {
    const user = await seeker();
    const row = (await call(user, 'POST', collection, c.create)).json() as { id: number };
    const item = `${collection}${row.id}/`;
    const other = await seeker();
    const requests: [Method, string, Fields | undefined][] = [
      ['GET', item, undefined],
      ['PUT', item, c.put],
      ['PATCH', item, c.patch],
      ['DELETE', item, undefined],
    ];
    for (const [method, url, body] of requests) {
      const foreign = await call(other, method, url, body);
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Not found.' });
      expect((await call(null, method, url, body)).statusCode, method).toBe(401);
      expect((await call(user, method, `${collection}999999/`, body)).statusCode, method).toBe(404);
    }
    expect((await call(other, 'GET', collection)).json()).toMatchObject({ count: 0 });
    expect((await call(null, 'GET', collection)).statusCode).toBe(401);
    expect((await call(null, 'POST', collection, c.create)).statusCode).toBe(401);
    expect((await call(user, 'GET', item)).statusCode).toBe(200);

    const before = storedFiles();
    const noProfile = await createUser(t.db);
    const refused = await call(noProfile, 'POST', collection, c.create);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SECTION_MESSAGES.profileFirst });
    expect(storedFiles()).toEqual(before);
  });
});

describe('paging of the sections', () => {
  it('answers pages of 10 by default, newest first for dated rows, and refuses bad page parameters', async () => {
    const user = await seeker();
    for (let i = 1; i <= 12; i++) {
      const day = String(i).padStart(2, '0');
      const res = await call(user, 'POST', '/api/job_seekers/publications/', { topic: `Topic ${i}`, location: 'Kampala', date_published: `2024-01-${day}` });
      expect(res.statusCode).toBe(201);
    }
    const first = (await call(user, 'GET', '/api/job_seekers/publications/')).json() as { count: number; next: string; results: { topic: string }[] };
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.topic).toBe('Topic 12');
    expect(first.next).toBe(`${PUBLIC_URL}/api/job_seekers/publications/?page=2`);
    const second = (await call(user, 'GET', '/api/job_seekers/publications/?page=2')).json() as { results: { topic: string }[] };
    expect(second.results.map((r) => r.topic)).toEqual(['Topic 2', 'Topic 1']);
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page_size=100')).json()).toMatchObject({ count: 12 });
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page_size=101')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page=3')).statusCode).toBe(404);
  });
});

describe('validation of the sections (spec 001 §5)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await seeker();
  });
  const post = (section: string, body: Fields, as: 'json' | 'form' = 'form') => call(user, 'POST', `/api/job_seekers/${section}/`, body, as);

  it('skills: a name is required and may not repeat, whatever its case', async () => {
    expect((await post('skills', { name: '  ' })).json()).toEqual({ name: ['Skill is required'] });
    expect((await post('skills', {}, 'json')).json()).toEqual({ name: ['Skill is required'] });
    const first = await post('skills', { name: 'Plumbing' });
    expect(first.statusCode).toBe(201);
    const again = await post('skills', { name: ' PLUMBING ' }, 'json');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: [SECTION_MESSAGES.duplicateSkill] });
    const other = (await post('skills', { name: 'Tiling' })).json() as { id: number };
    const rename = await call(user, 'PUT', `/api/job_seekers/skills/${other.id}/`, { name: 'plumbing' });
    expect(rename.json()).toEqual({ name: [SECTION_MESSAGES.duplicateSkill] });
    // Keeping its own name (in another case) is fine.
    expect((await call(user, 'PATCH', `/api/job_seekers/skills/${other.id}/`, { name: 'TILING' })).statusCode).toBe(200);
    // Two at once still leave one.
    const racing = await Promise.all([1, 2, 3].map(() => post('skills', { name: 'Masonry' })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('experience: dates not in the future, finishing after starting, finishing date unless current', async () => {
    const base = { designation: 'Welder', organisation_name: 'KMW', start_date: '2020-01-01', end_date: '2021-01-01', duties_and_skills: 'Gates' };
    expect((await post('experience', { ...base, start_date: isoDay(1), end_date: isoDay(2) })).json()).toEqual({
      start_date: ['Start Date should be earlier than today'],
      end_date: ['Finishing Date should be earlier than today'],
    });
    expect((await post('experience', { ...base, end_date: '2019-12-31' })).json()).toEqual({ end_date: ['Finishing Date should be after the Start Date'] });
    const { end_date: _omit, ...noEnd } = base;
    expect((await post('experience', noEnd)).json()).toEqual({ end_date: ['Finishing date is required'] });
    expect((await post('experience', { ...base, start_date: isoDay(0), end_date: isoDay(0) })).statusCode).toBe(201);
    expect((await post('experience', {}, 'json')).json()).toMatchObject({
      designation: ['Designation is required'],
      organisation_name: ['Organisation name is required'],
      start_date: ['Start date is required'],
      duties_and_skills: ['Duties and skills are required'],
    });

    const row = (await post('experience', base)).json() as { id: number };
    const item = `/api/job_seekers/experience/${row.id}/`;
    // A PATCH is checked against the stored row: it cannot put the end before the start.
    const backwards = await call(user, 'PATCH', item, { end_date: '2019-06-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ end_date: ['Finishing Date should be after the Start Date'] });
    expect((await call(user, 'PATCH', item, { start_date: '2021-06-01' })).json()).toEqual({ end_date: ['Finishing Date should be after the Start Date'] });
    expect((await call(user, 'PATCH', item, { start_date: isoDay(3) })).json()).toMatchObject({ start_date: ['Start Date should be earlier than today'] });
    const [stored] = await t.db.select().from(experiences).where(eq(experiences.id, row.id));
    expect(stored).toMatchObject({ startDate: '2020-01-01', endDate: '2021-01-01' });
    // A PATCH leaves unsent fields alone (current_employment has a default that must not reset it).
    const current = await call(user, 'PATCH', item, { current_employment: 'true', end_date: '' });
    expect(current.json()).toMatchObject({ current_employment: true, end_date: null });
    const renamed = await call(user, 'PATCH', item, { designation: 'Lead welder' }, 'json');
    expect(renamed.json()).toMatchObject({ designation: 'Lead welder', current_employment: true, end_date: null, job_seeker: expect.any(Number) });
  });

  it('education: grading method from the list, score a number, dates in the past and in order', async () => {
    const base = { school: 'Kireka TI', certification: 'Certificate', total_score: '3.5', grades: 'CGPA', start_date: '2016-01-01', end_date: '2018-01-01' };
    expect((await post('education', { ...base, grades: 'Percentage' })).json()).toEqual({ grades: ['Choose a grading method: Points, Aggregate, Grade or CGPA'] });
    expect((await post('education', { ...base, total_score: 'three' })).json()).toEqual({ total_score: expect.any(Array) });
    expect((await post('education', { ...base, start_date: isoDay(5), end_date: isoDay(9) })).json()).toEqual({
      start_date: ['Start Date should be earlier than today'],
      end_date: ['Finishing Date should be earlier than today'],
    });
    expect((await post('education', { ...base, end_date: '2015-01-01' })).json()).toEqual({ end_date: ['Finishing Date should be after the Start Date'] });
    for (const grades of ['Points', 'Aggregate', 'Grade', 'CGPA']) expect((await post('education', { ...base, grades })).statusCode).toBe(201);
    const row = (await post('education', base)).json() as { id: number };
    expect((await call(user, 'PATCH', `/api/job_seekers/education/${row.id}/`, { grades: 'Marks' })).json()).toEqual({
      grades: ['Choose a grading method: Points, Aggregate, Grade or CGPA'],
    });
  });

  it('certifications: a PDF or Word certificate (by content), date granted not in the future, no expiry allowed', async () => {
    const base = { title: 'PAS', granting_organisation: 'DIT', date_granted: '2019-08-20' };
    const before = storedFiles();
    expect((await post('certifications', base)).json()).toEqual({ certificate: ['Upload the certificate (PDF or Word).'] });
    expect((await post('certifications', base, 'json')).json()).toEqual({ certificate: ['Upload the certificate (PDF or Word).'] });
    expect((await post('certifications', { ...base, certificate: textAsPdf })).json()).toEqual({ certificate: ['Upload a PDF or Word document.'] });
    expect((await post('certifications', { ...base, certificate: png() })).json()).toEqual({ certificate: ['Upload a PDF or Word document.'] });
    expect((await post('certifications', { ...base, date_granted: isoDay(1), certificate: pdf() })).json()).toEqual({
      date_granted: ['Date Granted should be earlier than today'],
    });
    expect(storedFiles()).toEqual(before);

    const created = await post('certifications', { ...base, certificate: pdf() });
    expect(created.statusCode).toBe(201);
    const row = created.json() as { id: number; certificate: string; expiry_date: string | null };
    expect(row.expiry_date).toBeNull();
    const file = await download(row.certificate);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const [stored] = await t.db.select().from(certifications).where(eq(certifications.id, row.id));
    const firstKey = stored?.certificate ?? '';
    expect(firstKey).toMatch(/^private\/certificates\/.+\.pdf$/);

    // PUT without a file keeps it; PATCH with one replaces it and removes the old file after the commit.
    const item = `/api/job_seekers/certifications/${row.id}/`;
    expect((await call(user, 'PUT', item, { ...base, title: 'PAS 2' })).statusCode).toBe(200);
    expect((await t.db.select().from(certifications).where(eq(certifications.id, row.id)))[0]?.certificate).toBe(firstKey);
    expect((await call(user, 'PATCH', item, { certificate: textAsPdf })).json()).toEqual({ certificate: ['Upload a PDF or Word document.'] });
    const replaced = await call(user, 'PATCH', item, { certificate: pdf('new.pdf') });
    expect(replaced.statusCode).toBe(200);
    const [after] = await t.db.select().from(certifications).where(eq(certifications.id, row.id));
    expect(after?.certificate).not.toBe(firstKey);
    expect(storedFiles()).toContain(after?.certificate);
    expect(storedFiles()).not.toContain(firstKey);

    // Deleting the row deletes its file.
    expect((await call(user, 'DELETE', item)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(after?.certificate);
  });

  it('recent works: image_1 required, images only, contact 12 to 13 characters, dates before today and in order', async () => {
    const base = { work_done: 'Gate', client_name: 'Harriet', client_contact: '+256772418305', date_stated: isoDay(-10), date_finished: isoDay(-5) };
    const before = storedFiles();
    expect((await post('recent-works', base)).json()).toEqual({ image_1: ['Please upload at least one Image'] });
    expect((await post('recent-works', { ...base, image_1: textAsPng })).json()).toEqual({ image_1: [FIELD_MESSAGES.imageOnly] });
    expect((await post('recent-works', { ...base, image_1: pdf('work.png') })).json()).toEqual({ image_1: [FIELD_MESSAGES.imageOnly] });
    expect((await post('recent-works', { ...base, image_1: png(), image_2: textAsPng })).json()).toEqual({ image_2: [FIELD_MESSAGES.imageOnly] });
    expect((await post('recent-works', { ...base, client_contact: '25677241830', image_1: png() })).json()).toEqual({ client_contact: [FIELD_MESSAGES.phoneTooShort] });
    expect((await post('recent-works', { ...base, client_contact: '+2567724183051', image_1: png() })).json()).toEqual({ client_contact: [FIELD_MESSAGES.phoneTooLong] });
    expect((await post('recent-works', { ...base, date_stated: isoDay(0), date_finished: isoDay(0), image_1: png() })).json()).toEqual({
      date_stated: ['Date Started should be earlier than today'],
      date_finished: ['Date finished should be earlier than today'],
    });
    expect((await post('recent-works', { ...base, date_finished: isoDay(-20), image_1: png() })).json()).toEqual({
      date_finished: ['Date finished should be after the Date Started'],
    });
    expect(storedFiles()).toEqual(before);

    const created = await post('recent-works', { ...base, image_1: png() });
    expect(created.statusCode).toBe(201);
    const row = created.json() as { id: number; image_1: string; image_2: string | null };
    expect(row.image_2).toBeNull();
    const image = await download(row.image_1);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const item = `/api/job_seekers/recent-works/${row.id}/`;
    // PUT keeps the stored images when none are sent, and adds image_2 when one is.
    const put = await call(user, 'PUT', item, { ...base, work_done: 'Gate and rails', image_2: png('second.png') });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ work_done: 'Gate and rails', image_2: expect.stringContaining('/api/files/private/recent-works/') });
    const [stored] = await t.db.select().from(recentWorks).where(eq(recentWorks.id, row.id));
    expect(row.image_1).toContain(stored?.image1 ?? 'missing');
    expect((await call(user, 'PATCH', item, { date_stated: isoDay(-1) })).json()).toEqual({ date_finished: ['Date finished should be after the Date Started'] });
  });

  it('referees: every field required, contact 12 to 13 characters', async () => {
    const base = { name: 'Daniel', title: 'Manager', organisation: 'KMW', contact: '+256701556204' };
    expect((await post('referees', {}, 'json')).json()).toEqual({
      name: ['Name is required'],
      title: ['Title is required'],
      organisation: ['Organisation is required'],
      contact: [FIELD_MESSAGES.required],
    });
    expect((await post('referees', { ...base, contact: '25670155620' })).json()).toEqual({ contact: [FIELD_MESSAGES.phoneTooShort] });
    expect((await post('referees', { ...base, contact: '+2567015562041' })).json()).toEqual({ contact: [FIELD_MESSAGES.phoneTooLong] });
    expect((await post('referees', { ...base, contact: '256-70155620' })).json()).toEqual({ contact: ['Enter a valid phone number.'] });
    expect((await post('referees', { ...base, contact: '256701556204' })).statusCode).toBe(201);
    const row = (await post('referees', base)).json() as { id: number };
    expect((await call(user, 'PATCH', `/api/job_seekers/referees/${row.id}/`, { contact: '0701' })).json()).toEqual({ contact: [FIELD_MESSAGES.phoneTooShort] });
  });

  it('publications: topic, location and date required, the link a URL when given', async () => {
    const base = { topic: 'Safety', location: 'Newsletter', date_published: '2024-01-01' };
    expect((await post('publications', { ...base, publication_link: 'not a url' })).json()).toEqual({ publication_link: ['Enter a valid URL.'] });
    expect((await post('publications', { ...base, date_published: isoDay(2) })).json()).toEqual({ date_published: ['Date Published should be earlier than today'] });
    expect((await post('publications', {}, 'json')).json()).toMatchObject({ topic: ['Topic is required'], location: ['Location is required'], date_published: ['Date published is required'] });
    expect((await post('publications', { ...base, publication_link: '' })).json()).toMatchObject({ publication_link: null });
  });
});

describe('files of a failed write', () => {
  it('are removed when storing the second image fails', async () => {
    const user = await seeker();
    const before = storedFiles();
    const put = t.storage.put.bind(t.storage);
    let calls = 0;
    const spy = vi.spyOn(t.storage, 'put').mockImplementation(async (key, body, type) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(key, body, type);
    });
    const res = await call(user, 'POST', '/api/job_seekers/recent-works/', {
      work_done: 'Gate',
      client_name: 'Harriet',
      client_contact: '+256772418305',
      date_stated: isoDay(-10),
      date_finished: isoDay(-5),
      image_1: png(),
      image_2: png('b.png'),
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.' });
    expect(storedFiles()).toEqual(before);
    expect(await t.db.select().from(recentWorks).where(eq(recentWorks.userId, user.id))).toHaveLength(0);
  });

  it('are removed when the database refuses the row after they were stored', async () => {
    const user = await seeker();
    const before = storedFiles();
    // The profile is deactivated between the early check and the transaction.
    const put = t.storage.put.bind(t.storage);
    const spy = vi.spyOn(t.storage, 'put').mockImplementation(async (key, body, type) => {
      await put(key, body, type);
      await t.db.execute(sql`update job_seekers set deactivated_at = now() where user_id = ${user.id}`);
    });
    const res = await call(user, 'POST', '/api/job_seekers/certifications/', { title: 'PAS', granting_organisation: 'DIT', date_granted: '2019-08-20', certificate: pdf() });
    spy.mockRestore();
    expect(res.statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});
