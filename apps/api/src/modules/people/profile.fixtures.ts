// Shared set-up of the job seeker profile tests (profile.test.ts, profile.views.test.ts): the app, the lookup ids,
// a caller for JSON and multipart, stored files, a new seeker with a profile.
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { JobSeeker } from '@portal/contract';
import {
  buildTestApp,
  download as downloadThrough,
  storedFiles as storedFilesOf,
  type TestContext,
} from '../../test/app.js';
import { cities, districts, jobCategories, maritalStatuses } from '../../db/schema/index.js';
import { authHeaders, make, type TestUser } from '../../test/factories.js';
import { multipart, PDF, type Part } from '../../test/multipart.js';

/** The profile tests' app and lookups, built once per test file. */
export function profileTestKit() {
  let t: TestContext;
  const ids = { kampala: 0, kampalaCity: 0, gulu: 0, guluCity: 0, single: 0, married: 0, welding: 0, plumbing: 0 };

  beforeAll(async () => {
    t = await buildTestApp();
    const one = async (rows: Promise<{ id: number }[]>) => {
      const id = (await rows)[0]?.id;
      if (!id) throw new Error('lookup missing');
      return id;
    };
    const district = (name: string) =>
      t.db.select({ id: districts.id }).from(districts).where(eq(districts.name, name));
    const city = (name: string) => t.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
    const maritalStatus = (name: string) =>
      t.db.select({ id: maritalStatuses.id }).from(maritalStatuses).where(eq(maritalStatuses.name, name));
    const category = (name: string) =>
      t.db.select({ id: jobCategories.id }).from(jobCategories).where(eq(jobCategories.name, name));
    ids.kampala = await one(district('Kampala'));
    ids.kampalaCity = await one(city('Kampala'));
    ids.gulu = await one(district('Gulu'));
    ids.guluCity = await one(city('Gulu'));
    ids.single = await one(maritalStatus('Single'));
    ids.married = await one(maritalStatus('Married'));
    ids.welding = await one(category('Welding & Fabrication'));
    ids.plumbing = await one(category('Plumbing'));
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
