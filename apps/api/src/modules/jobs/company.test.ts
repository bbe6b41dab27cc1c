import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_MESSAGES, type Company, type Paged } from '@portal/contract';
import { companies, companyCategories } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { NOT_AN_IMAGE, PNG_1PX, type Part } from '../../test/multipart.js';

let t: TestContext;
let categoryIds: number[];

const png = { filename: 'logo.png', contentType: 'image/png', content: PNG_1PX };

beforeAll(async () => {
  t = await buildTestApp();
  categoryIds = (await t.db.select({ id: companyCategories.id }).from(companyCategories).limit(2)).map((c) => c.id);
});

const { call, send, groupsOf, expectDeactivated, expectOwnerOnly } = httpFor(() => t);
const register = (user: TestUser, fields: Record<string, Part | Part[]> = {}) =>
  send('POST', '/api/employer/companies/', user, {
    name: 'Kampala Metal Works',
    category: categoryIds,
    no_of_employees: 12,
    address: 'Plot 3, Kibuli Road',
    logo: png,
    ...fields,
  });

describe('GET /api/employer/categories/', () => {
  it('lists company categories by name for anyone, 100 a page', async () => {
    const res = await call('GET', '/api/employer/categories/?page_size=100', null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Paged<{ id: number; name: string }>;
    expect(body.count).toBeGreaterThan(0);
    // With its names in Swahili and Luganda beside the English (decision 027).
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      names: { sw: expect.any(String), lg: expect.any(String) },
    });
    expect(body.count).toBe((await t.db.select().from(companyCategories)).length);
    expect((await call('GET', '/api/employer/categories/?page_size=101', null)).statusCode).toBe(200);
  });
});

describe('POST /api/employer/companies/', () => {
  it('registers the company with its logo and categories and gives the Company group', async () => {
    const user = await make.user(t.db);
    const res = await register(user);
    expect(res.statusCode).toBe(201);
    const company = res.json() as Company;
    expect(company).toMatchObject({
      name: 'Kampala Metal Works',
      no_of_employees: 12,
      address: 'Plot 3, Kibuli Road',
      user: user.id,
    });
    expect(company.category.map((c) => c.id).sort()).toEqual([...categoryIds].sort());
    expect(company.logo).toMatch(new RegExp(`^${PUBLIC_URL}/media/logos/[0-9a-f-]+\\.png$`));
    const logo = await call('GET', company.logo!.slice(PUBLIC_URL.length), null);
    expect(logo.statusCode).toBe(200);
    expect(await groupsOf(user)).toContain('Company');
    const list = (await call('GET', '/api/employer/companies/', user)).json() as Paged<Company>;
    expect(list).toMatchObject({ count: 1, results: [{ id: company.id }] });
  });

  it('refuses a second company, a logo that is not an image, unknown categories and missing fields', async () => {
    const user = await make.user(t.db);
    expect((await register(user)).statusCode).toBe(201);
    const again = await register(user);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [EMPLOYER_MESSAGES.alreadyCompany] });

    const other = await make.user(t.db);
    const badLogo = await register(other, {
      logo: { filename: 'logo.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    expect(badLogo.statusCode).toBe(400);
    expect(badLogo.json()).toHaveProperty('logo');
    const badCategory = await register(other, { category: [999_999] });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toEqual({ category: ['Choose company categories from the list.'] });
    const missing = await register(other, { name: '', category: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      name: ['Company Name is required'],
      category: ['Choose at least one category'],
    });
    // Nothing was half-written.
    expect(await t.db.select().from(companies).where(eq(companies.userId, other.id))).toHaveLength(0);
    expect(await groupsOf(other)).not.toContain('Company');
  });

  it('needs a signed-in caller', async () => {
    expect((await send('POST', '/api/employer/companies/', null, { name: 'X' })).statusCode).toBe(401);
    expect((await call('GET', '/api/employer/companies/', null)).statusCode).toBe(401);
  });
});

describe('/api/employer/companies/{id}/', () => {
  it('reads, replaces and patches for the owner only; another company, a seeker and a visitor cannot', async () => {
    const owner = await make.user(t.db);
    const company = (await register(owner)).json() as Company;
    const otherOwner = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, otherOwner);
    const seeker = (await make.jobSeeker(t.db)).user;
    const url = `/api/employer/companies/${company.id}/`;

    expect((await call('GET', url, owner)).json()).toEqual(company);
    await expectOwnerOnly('/api/employer/companies/', company.id, [otherOwner, seeker], {
      put: { name: 'Taken' },
      patch: { name: 'Taken' },
    });

    const patched = await call('PATCH', url, owner, { name: 'Kampala Metal Works Ltd' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Kampala Metal Works Ltd',
      address: 'Plot 3, Kibuli Road',
      logo: company.logo,
    });

    const put = await send('PUT', url, owner, {
      name: 'KMW',
      category: [categoryIds[0]!],
      no_of_employees: 40,
      address: 'Plot 9, Nsambya',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'KMW',
      no_of_employees: 40,
      address: 'Plot 9, Nsambya',
      category: [{ id: categoryIds[0] }],
      logo: company.logo,
    });
    const badPut = await call('PUT', url, owner, { name: 'KMW' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toHaveProperty('address');
  });

  it('deactivates: group gone, jobs hidden, data kept; registering again restores both', async () => {
    const owner = await make.user(t.db);
    const company = (await register(owner)).json() as Company;
    const job = await make.job(t.db, company, { title: 'Boiler Technician' });
    const seeker = (await make.jobSeeker(t.db)).user;
    const search = async () =>
      (
        (await call('GET', `/api/employer/jobs/?company=${company.id}`, seeker)).json() as Paged<{ id: number }>
      ).results.map((j) => j.id);
    expect(await search()).toEqual([job.id]);

    const del = await call('DELETE', `/api/employer/companies/${company.id}/`, owner);
    expect(del.statusCode).toBe(204);
    expect(await groupsOf(owner)).not.toContain('Company');
    expect(await search()).toEqual([]);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(404);
    const byCompany = (await call('GET', '/api/employer/job-groups/?by=company', seeker)).json() as { id: number }[];
    expect(byCompany.map((g) => g.id)).not.toContain(company.id);
    const directory = (
      await call('GET', '/api/employer/company-directory/?search=Kampala Metal', null)
    ).json() as Paged<{ id: number }>;
    expect(directory.results.map((c) => c.id)).not.toContain(company.id);
    await expectDeactivated('/api/employer/companies/', owner, company.id);
    const [kept] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(kept?.deactivatedAt).not.toBeNull();

    const again = await register(owner, { name: 'Kampala Metal Works (2026)' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: company.id, name: 'Kampala Metal Works (2026)' });
    expect(await groupsOf(owner)).toContain('Company');
    expect(await search()).toEqual([job.id]);
    expect((await call('GET', `/api/employer/jobs/${job.id}/`, null)).statusCode).toBe(200);
    const groupsAgain = (await call('GET', '/api/employer/job-groups/?by=company', seeker)).json() as { id: number }[];
    expect(groupsAgain.map((g) => g.id)).toContain(company.id);
  });
});
