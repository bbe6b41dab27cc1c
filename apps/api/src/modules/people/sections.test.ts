// The CV sections through HTTP: create, read, change and delete each one, only one's own, and paging.
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL } from '../../test/app.js';
import { isoDay, make } from '../../test/factories.js';
import { SECTION_MESSAGES } from './sections.service.js';
import { recentWork, sectionsTestKit, type Fields, type Method } from './sections.fixtures.js';

const kit = sectionsTestKit();
const { pdf, png, seeker, call, storedFiles } = kit;

/** Each section: a valid body for POST, a changed one for PUT, a partial one for PATCH, and what the answers show. */
type Case = {
  path: string;
  create: Fields;
  put: Fields;
  patch: Fields;
  created: Record<string, unknown>;
  updated: Record<string, unknown>;
  patched: Record<string, unknown>;
};
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
    create: {
      designation: 'Welder',
      organisation_name: 'Kireka Metal Works',
      start_date: '2021-02-01',
      current_employment: 'true',
      duties_and_skills: 'Gates',
    },
    put: {
      designation: 'Apprentice',
      organisation_name: 'Bright Sparks',
      start_date: '2019-06-01',
      end_date: '2021-01-15',
      duties_and_skills: 'Wiring',
    },
    patch: { designation: 'Senior Apprentice' },
    created: {
      designation: 'Welder',
      start_date: '2021-02-01',
      end_date: null,
      current_employment: true,
      duties_and_skills: 'Gates',
    },
    updated: { designation: 'Apprentice', end_date: '2021-01-15', current_employment: false },
    patched: { designation: 'Senior Apprentice', organisation_name: 'Bright Sparks', end_date: '2021-01-15' },
  },
  {
    path: 'education',
    create: {
      school: 'Kireka TI',
      certification: 'National Certificate',
      total_score: '3.8',
      grades: 'CGPA',
      start_date: '2016-02-01',
      end_date: '2018-11-30',
    },
    put: {
      school: 'Kireka SS',
      certification: 'UCE',
      total_score: '32',
      grades: 'Aggregate',
      start_date: '2012-02-01',
      end_date: '2015-11-30',
    },
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
    created: {
      title: 'PAS Level 2',
      expiry_date: null,
      certificate: expect.stringContaining('/api/files/private/certificates/'),
    },
    updated: {
      title: 'PAS Level 3',
      expiry_date: '2031-08-20',
      certificate: expect.stringContaining('/api/files/private/certificates/'),
    },
    patched: { title: 'PAS Level 3', expiry_date: null },
  },
  {
    path: 'publications',
    create: {
      topic: 'Safe welding',
      location: 'Newsletter',
      publication_link: 'https://news.example.ug/welding',
      date_published: '2024-03-01',
      description: 'A guide',
    },
    put: { topic: 'Workshop safety', location: 'Magazine', date_published: '2024-05-01' },
    patch: { publication_link: 'https://mag.example.ug/safety' },
    created: { topic: 'Safe welding', publication_link: 'https://news.example.ug/welding', description: 'A guide' },
    updated: { topic: 'Workshop safety', publication_link: null, description: null },
    patched: { topic: 'Workshop safety', publication_link: 'https://mag.example.ug/safety' },
  },
  {
    path: 'referees',
    create: {
      name: 'Daniel Wasswa',
      title: 'Workshop Manager',
      organisation: 'Kireka Metal Works',
      contact: '+256701556204',
    },
    put: { name: 'Florence Achan', title: 'Instructor', organisation: 'Kireka TI', contact: '256782903117' },
    patch: { title: 'Senior Instructor' },
    created: { name: 'Daniel Wasswa', contact: '+256701556204' },
    updated: { name: 'Florence Achan', contact: '+256782903117' },
    patched: { name: 'Florence Achan', title: 'Senior Instructor' },
  },
  {
    path: 'recent-works',
    create: recentWork({ image_1: png(), image_2: png('b.png') }),
    put: recentWork({
      work_done: 'Burglar-proofing',
      date_stated: isoDay(-60),
      date_finished: isoDay(-50),
      description: 'Six windows',
    }),
    patch: { description: 'Six windows in Namugongo' },
    created: {
      work_done: 'Steel gate',
      description: null,
      image_1: expect.stringContaining('/api/files/private/recent-works/'),
      image_2: expect.stringContaining('/api/files/private/recent-works/'),
    },
    updated: {
      work_done: 'Burglar-proofing',
      description: 'Six windows',
      image_1: expect.stringContaining('/api/files/private/recent-works/'),
    },
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
    expect(list.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [expect.objectContaining({ id: row.id, ...c.created })],
    });
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
    const noProfile = await make.user(kit.t.db);
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
      const res = await call(user, 'POST', '/api/job_seekers/publications/', {
        topic: `Topic ${i}`,
        location: 'Kampala',
        date_published: `2024-01-${day}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const first = (await call(user, 'GET', '/api/job_seekers/publications/')).json() as {
      count: number;
      next: string;
      results: { topic: string }[];
    };
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]?.topic).toBe('Topic 12');
    expect(first.next).toBe(`${PUBLIC_URL}/api/job_seekers/publications/?page=2`);
    const second = (await call(user, 'GET', '/api/job_seekers/publications/?page=2')).json() as {
      results: { topic: string }[];
    };
    expect(second.results.map((r) => r.topic)).toEqual(['Topic 2', 'Topic 1']);
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page_size=100')).json()).toMatchObject({
      count: 12,
    });
    // Above 100: brought down to 100, as DRF's max_page_size does.
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page_size=101')).json()).toMatchObject({
      count: 12,
    });
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page_size=0')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/job_seekers/publications/?page=3')).statusCode).toBe(404);
  });
});
