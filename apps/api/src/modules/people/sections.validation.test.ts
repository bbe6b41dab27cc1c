// What the CV sections refuse (spec 001 §5), and the files of a failed write.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, PHONE_INVALID } from '@portal/contract';
import { certifications, experiences, recentWorks } from '../../db/schema/index.js';
import { isoDay, type TestUser } from '../../test/factories.js';
import { SECTION_MESSAGES } from './sections.service.js';
import { recentWork, sectionsTestKit, type Fields } from './sections.fixtures.js';

const kit = sectionsTestKit();
const { pdf, png, textAsPdf, textAsPng, download, seeker, call, storedFiles } = kit;

describe('validation of the sections (spec 001 §5)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await seeker();
  });
  const post = (section: string, body: Fields, as: 'json' | 'form' = 'form') =>
    call(user, 'POST', `/api/job_seekers/${section}/`, body, as);

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
    expect((await call(user, 'PATCH', `/api/job_seekers/skills/${other.id}/`, { name: 'TILING' })).statusCode).toBe(
      200,
    );
    // Two at once still leave one.
    const racing = await Promise.all([1, 2, 3].map(() => post('skills', { name: 'Masonry' })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('experience: dates not in the future, finishing after starting, finishing date unless current', async () => {
    const base = {
      designation: 'Welder',
      organisation_name: 'KMW',
      start_date: '2020-01-01',
      end_date: '2021-01-01',
      duties_and_skills: 'Gates',
    };
    expect((await post('experience', { ...base, start_date: isoDay(1), end_date: isoDay(2) })).json()).toEqual({
      start_date: ['Start Date should be earlier than today'],
      end_date: ['Finishing Date should be earlier than today'],
    });
    expect((await post('experience', { ...base, end_date: '2019-12-31' })).json()).toEqual({
      end_date: ['Finishing Date should be after the Start Date'],
    });
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
    expect((await call(user, 'PATCH', item, { start_date: '2021-06-01' })).json()).toEqual({
      end_date: ['Finishing Date should be after the Start Date'],
    });
    expect((await call(user, 'PATCH', item, { start_date: isoDay(3) })).json()).toMatchObject({
      start_date: ['Start Date should be earlier than today'],
    });
    const [stored] = await kit.t.db.select().from(experiences).where(eq(experiences.id, row.id));
    expect(stored).toMatchObject({ startDate: '2020-01-01', endDate: '2021-01-01' });
    // A PATCH leaves unsent fields alone (current_employment has a default that must not reset it).
    const current = await call(user, 'PATCH', item, { current_employment: 'true', end_date: '' });
    expect(current.json()).toMatchObject({ current_employment: true, end_date: null });
    const renamed = await call(user, 'PATCH', item, { designation: 'Lead welder' }, 'json');
    expect(renamed.json()).toMatchObject({
      designation: 'Lead welder',
      current_employment: true,
      end_date: null,
      job_seeker: expect.any(Number),
    });
  });

  it('education: grading method from the list, score a number, dates in the past and in order', async () => {
    const base = {
      school: 'Kireka TI',
      certification: 'Certificate',
      total_score: '3.5',
      grades: 'CGPA',
      start_date: '2016-01-01',
      end_date: '2018-01-01',
    };
    expect((await post('education', { ...base, grades: 'Percentage' })).json()).toEqual({
      grades: ['Choose a grading method: Points, Aggregate, Grade or CGPA'],
    });
    expect((await post('education', { ...base, total_score: 'three' })).json()).toEqual({
      total_score: expect.any(Array),
    });
    expect((await post('education', { ...base, start_date: isoDay(5), end_date: isoDay(9) })).json()).toEqual({
      start_date: ['Start Date should be earlier than today'],
      end_date: ['Finishing Date should be earlier than today'],
    });
    expect((await post('education', { ...base, end_date: '2015-01-01' })).json()).toEqual({
      end_date: ['Finishing Date should be after the Start Date'],
    });
    for (const grades of ['Points', 'Aggregate', 'Grade', 'CGPA'])
      expect((await post('education', { ...base, grades })).statusCode).toBe(201);
    const row = (await post('education', base)).json() as { id: number };
    expect((await call(user, 'PATCH', `/api/job_seekers/education/${row.id}/`, { grades: 'Marks' })).json()).toEqual({
      grades: ['Choose a grading method: Points, Aggregate, Grade or CGPA'],
    });
  });

  it('certifications: a PDF or Word certificate (by content), date granted not in the future, no expiry allowed', async () => {
    const base = { title: 'PAS', granting_organisation: 'DIT', date_granted: '2019-08-20' };
    const before = storedFiles();
    expect((await post('certifications', base)).json()).toEqual({
      certificate: ['Upload the certificate (PDF or Word).'],
    });
    expect((await post('certifications', base, 'json')).json()).toEqual({
      certificate: ['Upload the certificate (PDF or Word).'],
    });
    expect((await post('certifications', { ...base, certificate: textAsPdf })).json()).toEqual({
      certificate: ['Upload a PDF or Word document.'],
    });
    expect((await post('certifications', { ...base, certificate: png() })).json()).toEqual({
      certificate: ['Upload a PDF or Word document.'],
    });
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
    const [stored] = await kit.t.db.select().from(certifications).where(eq(certifications.id, row.id));
    const firstKey = stored?.certificate ?? '';
    expect(firstKey).toMatch(/^private\/certificates\/.+\.pdf$/);

    // PUT without a file keeps it; PATCH with one replaces it and removes the old file after the commit.
    const item = `/api/job_seekers/certifications/${row.id}/`;
    expect((await call(user, 'PUT', item, { ...base, title: 'PAS 2' })).statusCode).toBe(200);
    expect((await kit.t.db.select().from(certifications).where(eq(certifications.id, row.id)))[0]?.certificate).toBe(
      firstKey,
    );
    expect((await call(user, 'PATCH', item, { certificate: textAsPdf })).json()).toEqual({
      certificate: ['Upload a PDF or Word document.'],
    });
    const replaced = await call(user, 'PATCH', item, { certificate: pdf('new.pdf') });
    expect(replaced.statusCode).toBe(200);
    const [after] = await kit.t.db.select().from(certifications).where(eq(certifications.id, row.id));
    expect(after?.certificate).not.toBe(firstKey);
    expect(storedFiles()).toContain(after?.certificate);
    expect(storedFiles()).not.toContain(firstKey);

    // Deleting the row deletes its file.
    expect((await call(user, 'DELETE', item)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(after?.certificate);
  });

  it('recent works: image_1 required, images only, a valid phone number as contact, dates before today and in order', async () => {
    const base = {
      work_done: 'Gate',
      client_name: 'Harriet',
      client_contact: '+256772418305',
      date_stated: isoDay(-10),
      date_finished: isoDay(-5),
    };
    const before = storedFiles();
    expect((await post('recent-works', base)).json()).toEqual({ image_1: ['Please upload at least one Image'] });
    expect((await post('recent-works', { ...base, image_1: textAsPng })).json()).toEqual({
      image_1: [FIELD_MESSAGES.imageOnly],
    });
    expect((await post('recent-works', { ...base, image_1: pdf('work.png') })).json()).toEqual({
      image_1: [FIELD_MESSAGES.imageOnly],
    });
    expect((await post('recent-works', { ...base, image_1: png(), image_2: textAsPng })).json()).toEqual({
      image_2: [FIELD_MESSAGES.imageOnly],
    });
    expect((await post('recent-works', { ...base, client_contact: '25677241830', image_1: png() })).json()).toEqual({
      client_contact: [PHONE_INVALID],
    });
    expect((await post('recent-works', { ...base, client_contact: '+2567724183051', image_1: png() })).json()).toEqual({
      client_contact: [PHONE_INVALID],
    });
    expect(
      (
        await post('recent-works', { ...base, date_stated: isoDay(0), date_finished: isoDay(0), image_1: png() })
      ).json(),
    ).toEqual({
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
    expect(put.json()).toMatchObject({
      work_done: 'Gate and rails',
      image_2: expect.stringContaining('/api/files/private/recent-works/'),
    });
    const [stored] = await kit.t.db.select().from(recentWorks).where(eq(recentWorks.id, row.id));
    expect(row.image_1).toContain(stored?.image1 ?? 'missing');
    expect((await call(user, 'PATCH', item, { date_stated: isoDay(-1) })).json()).toEqual({
      date_finished: ['Date finished should be after the Date Started'],
    });
  });

  it('referees: every field required, contact 12 to 13 characters', async () => {
    const base = { name: 'Daniel', title: 'Manager', organisation: 'KMW', contact: '+256701556204' };
    expect((await post('referees', {}, 'json')).json()).toEqual({
      name: ['Name is required'],
      title: ['Title is required'],
      organisation: ['Organisation is required'],
      contact: [FIELD_MESSAGES.required],
    });
    expect((await post('referees', { ...base, contact: '25670155620' })).json()).toEqual({ contact: [PHONE_INVALID] });
    expect((await post('referees', { ...base, contact: '+2567015562041' })).json()).toEqual({
      contact: [PHONE_INVALID],
    });
    expect((await post('referees', { ...base, contact: '256-70155620' })).json()).toEqual({ contact: [PHONE_INVALID] });
    const written = await post('referees', { ...base, contact: '0701 556204' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ contact: '+256701556204' });
    const row = (await post('referees', base)).json() as { id: number };
    expect((await call(user, 'PATCH', `/api/job_seekers/referees/${row.id}/`, { contact: '0701' })).json()).toEqual({
      contact: [PHONE_INVALID],
    });
  });

  it('publications: topic, location and date required, the link a URL when given', async () => {
    const base = { topic: 'Safety', location: 'Newsletter', date_published: '2024-01-01' };
    expect((await post('publications', { ...base, publication_link: 'not a url' })).json()).toEqual({
      publication_link: ['Enter a valid URL.'],
    });
    // Issue 28: http(s) only.
    expect((await post('publications', { ...base, publication_link: 'javascript:alert(1)' })).json()).toEqual({
      publication_link: ['Enter a valid URL.'],
    });
    expect((await post('publications', { ...base, publication_link: 'data:text/html,hi' })).json()).toEqual({
      publication_link: ['Enter a valid URL.'],
    });
    expect((await post('publications', { ...base, date_published: isoDay(2) })).json()).toEqual({
      date_published: ['Date Published should be earlier than today'],
    });
    expect((await post('publications', {}, 'json')).json()).toMatchObject({
      topic: ['Topic is required'],
      location: ['Location is required'],
      date_published: ['Date published is required'],
    });
    expect((await post('publications', { ...base, publication_link: '' })).json()).toMatchObject({
      publication_link: null,
    });
  });
});

describe('files of a failed write', () => {
  it('are removed when storing the second image fails', async () => {
    const user = await seeker();
    const before = storedFiles();
    const put = kit.t.storage.put.bind(kit.t.storage);
    let calls = 0;
    const spy = vi.spyOn(kit.t.storage, 'put').mockImplementation(async (key, body, type) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(key, body, type);
    });
    const res = await call(
      user,
      'POST',
      '/api/job_seekers/recent-works/',
      recentWork({
        work_done: 'Gate',
        date_stated: isoDay(-10),
        date_finished: isoDay(-5),
        image_1: png(),
        image_2: png('b.png'),
      }),
    );
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.' });
    expect(storedFiles()).toEqual(before);
    expect(await kit.t.db.select().from(recentWorks).where(eq(recentWorks.userId, user.id))).toHaveLength(0);
  });

  it('are removed when the database refuses the row after they were stored', async () => {
    const user = await seeker();
    const before = storedFiles();
    // The profile is deactivated between the early check and the transaction.
    const put = kit.t.storage.put.bind(kit.t.storage);
    const spy = vi.spyOn(kit.t.storage, 'put').mockImplementation(async (key, body, type) => {
      await put(key, body, type);
      await kit.t.db.execute(sql`update job_seekers set deactivated_at = now() where user_id = ${user.id}`);
    });
    const res = await call(user, 'POST', '/api/job_seekers/certifications/', {
      title: 'PAS',
      granting_organisation: 'DIT',
      date_granted: '2019-08-20',
      certificate: pdf(),
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});
