// Shared set-up of the job seeker profile tests (profile.test.ts, profile.views.test.ts): the app, the lookup ids,
// a caller for JSON and multipart, stored files, a new seeker with a profile.
import { beforeAll, expect } from 'vitest';
import type { JobSeeker } from '@portal/contract';
import {
  buildTestApp,
  download as downloadThrough,
  storedFiles as storedFilesOf,
  type TestContext,
} from '../../test/app.js';
import { cities, districts, jobCategories, maritalStatuses } from '../../db/schema/index.js';
import { authHeaders, lookupId, make, type TestUser } from '../../test/factories.js';
import { multipart, PDF, type Part } from '../../test/multipart.js';

/** The profile tests' app and lookups, built once per test file. */
export function profileTestKit() {
  let t: TestContext;
  const ids = { kampala: 0, kampalaCity: 0, gulu: 0, guluCity: 0, single: 0, married: 0, welding: 0, plumbing: 0 };

  beforeAll(async () => {
    t = await buildTestApp();
    Object.assign(ids, {
      kampala: await lookupId(t.db, districts, 'Kampala'),
      kampalaCity: await lookupId(t.db, cities, 'Kampala'),
      gulu: await lookupId(t.db, districts, 'Gulu'),
      guluCity: await lookupId(t.db, cities, 'Gulu'),
      single: await lookupId(t.db, maritalStatuses, 'Single'),
      married: await lookupId(t.db, maritalStatuses, 'Married'),
      welding: await lookupId(t.db, jobCategories, 'Welding & Fabrication'),
      plumbing: await lookupId(t.db, jobCategories, 'Plumbing'),
    });
  });

  const pdf = (filename = 'cv.pdf'): Part => ({ filename, contentType: 'application/pdf', content: PDF });
  const textAsPdf: Part = {
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('plain text renamed to .pdf\n'),
  };

  type Body = { json?: unknown; form?: Record<string, Part | Part[]> };
  async function call(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: Body = {},
  ) {
    const auth = user ? await authHeaders(t.tokens, user) : {};
    if (body.form) {
      const form = multipart(body.form);
      return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
    }
    if (body.json !== undefined) {
      return t.app.inject({
        method,
        url,
        payload: JSON.stringify(body.json),
        headers: { 'content-type': 'application/json', ...auth },
      });
    }
    return t.app.inject({ method, url, headers: auth });
  }
  const storedFiles = () => storedFilesOf(t);
  const download = (link: string) => downloadThrough(t, link);

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
    const user = await make.user(t.db, { firstName });
    const res = await call(user, 'POST', '/api/job_seekers/jobseekers/', { form: asForm(personalDetails()) });
    expect(res.statusCode).toBe(201);
    return { user, profile: res.json() as JobSeeker };
  }

  async function groupsOf(user: TestUser): Promise<string[]> {
    const res = await call(user, 'GET', `/api/account/users/${user.id}/`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { groups: { name: string }[] }).groups.map((g) => g.name);
  }

  return {
    get t() {
      return t;
    },
    ids,
    call,
    storedFiles,
    download,
    personalDetails,
    asForm,
    newSeeker,
    groupsOf,
    pdf,
    textAsPdf,
    PDF,
  };
}
