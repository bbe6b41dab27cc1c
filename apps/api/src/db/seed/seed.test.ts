// The lookup lists load once whatever the number of starts; the demo data set gives one working account per group.
import { buffer } from 'node:stream/consumers';
import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import * as schema from '../schema/index.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { GROUP_NAMES, loadLookups } from './lookups.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const TABLES = {
  districts: schema.districts,
  cities: schema.cities,
  jobCategories: schema.jobCategories,
  functionalAreas: schema.functionalAreas,
  maritalStatuses: schema.maritalStatuses,
  contractTypes: schema.contractTypes,
  companyCategories: schema.companyCategories,
  groups: schema.groups,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

const jobCount = async () => (await t.db.select({ n: count() }).from(schema.jobs))[0]?.n ?? 0;
const userCount = async () => (await t.db.select({ n: count() }).from(schema.users))[0]?.n ?? 0;

describe('loadLookups', () => {
  it('is idempotent: loading again changes no list', async () => {
    // The template database already ran it once; run it twice more.
    const first = await counts();
    await loadLookups(t.db);
    await loadLookups(t.db);
    expect(await counts()).toEqual(first);
    for (const [name, n] of Object.entries(first)) expect(n, name).toBeGreaterThan(0);
    // Present names are skipped before inserting, so restarts burn no ids: the next district would be 137.
    const { rows } = await t.db.execute<{ last: number }>(sql`select last_value::int as last from districts_id_seq`);
    expect(rows[0]?.last).toBe(136);
  });

  it('gives every row of the translated lists its Swahili and Luganda names, and keeps a name corrected since', async () => {
    const ct = schema.contractTypes;
    const rows = await t.db.select({ name: ct.name, names: ct.names }).from(ct);
    expect(rows.find((r) => r.name === 'Apprenticeship')?.names).toEqual({
      sw: 'Uanagenzi',
      lg: 'Okuyiga omulimu ku mukugu',
    });
    for (const table of [
      schema.jobCategories,
      schema.functionalAreas,
      schema.maritalStatuses,
      schema.companyCategories,
      schema.skillsCategories,
      schema.careerServices,
    ]) {
      const missing = await t.db
        .select({ name: table.name })
        .from(table)
        .where(sql`not (${table.names} ? 'sw' and ${table.names} ? 'lg')`);
      expect(missing).toEqual([]);
    }
    // A first-language reader's correction, made in the database, survives the next start.
    await t.db
      .update(ct)
      .set({ names: { sw: 'Kazi ya kudumu', lg: 'Ekiseera kyonna' } })
      .where(eq(ct.name, 'Full Time'));
    await loadLookups(t.db);
    const [fullTime] = await t.db.select({ names: ct.names }).from(ct).where(eq(ct.name, 'Full Time'));
    expect(fullTime?.names.sw).toBe('Kazi ya kudumu');
    await t.db
      .update(ct)
      .set({ names: { sw: 'Muda wote', lg: 'Ekiseera kyonna' } })
      .where(eq(ct.name, 'Full Time'));
  });

  it("holds Uganda's 136 districts with Kampala first, and the six groups spelt as the clients spell them", async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(schema.districts);
    expect(n).toBe(136);
    const [kampala] = await t.db.select().from(schema.districts).where(eq(schema.districts.name, 'Kampala'));
    expect(kampala?.id).toBe(1);

    const names = (
      await t.db.select({ name: schema.groups.name }).from(schema.groups).orderBy(asc(schema.groups.id))
    ).map((g) => g.name);
    expect(names).toEqual(['Trainer', 'Company', 'JobSeeker', 'Ministry', 'SkillProvider', 'CarrierCouncillor']);
    expect(names).toEqual([...GROUP_NAMES]);

    // The cities hang off their districts: Kampala has at least one.
    const [city] = await t.db.select().from(schema.cities).where(eq(schema.cities.districtId, 1)).limit(1);
    expect(city).toBeDefined();
  });
});

describe('seedDemo', () => {
  it(
    'loads the demo portal once: about 200 jobs, one working account per group and the info-hub PDFs',
    { timeout: 60_000 },
    async () => {
      const accounts = await seedDemo(t.db, { hashPassword, storage: t.storage, publicUrl: PUBLIC_URL });

      const jobsAfterFirst = await jobCount();
      expect(jobsAfterFirst).toBeGreaterThanOrEqual(180);
      expect(jobsAfterFirst).toBeLessThanOrEqual(220);

      // No demo link leads to a site that does not exist: registrations go to the portal's own sign-up, leading back to
      // the item; jobs and competitions take applications in the portal.
      const { rows: links } = await t.db.execute<{ link: string | null }>(sql`
      select registration_link as link from trainings union all select registration_link from career_events
      union all select application_link from skills_competitions union all select job_link from jobs`);
      const given = links.map((l) => l.link).filter((l): l is string => !!l);
      expect(given.length).toBeGreaterThan(0);
      for (const link of given)
        expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/register\\?next=%2F(training|event)-detail%2F\\d+$`));
      // Most demo companies have a logo of their own; the last shows its initials.
      const { rows: logos } = await t.db.execute<{ with_logo: number; without: number }>(sql`
      select count(*) filter (where logo is not null)::int as with_logo, count(*) filter (where logo is null)::int as without from companies`);
      expect(logos[0]).toMatchObject({ without: 1 });
      expect(logos[0]!.with_logo).toBeGreaterThan(1);

      // One account per group, each verified and able to sign in through the API.
      let companyAccess = '';
      expect(accounts.map((a) => a.group).sort()).toEqual([...GROUP_NAMES].sort());
      for (const [i, account] of accounts.entries()) {
        expect(account.password).toBe(DEMO_PASSWORD);
        const [row] = await t.db.select().from(schema.users).where(eq(schema.users.email, account.email));
        expect(row?.emailVerifiedAt, account.email).toBeInstanceOf(Date);
        expect(row?.isActive).toBe(true);

        const login = await t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: `10.30.0.${i + 1}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: account.email, password: DEMO_PASSWORD }),
        });
        expect(login.statusCode, `${account.group} login: ${login.body}`).toBe(200);
        const { access } = login.json() as { access: string };
        const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number };
        expect(claims.user_id).toBe(row?.id);

        const me = await t.app.inject({
          method: 'GET',
          url: `/api/account/users/${claims.user_id}/`,
          headers: { authorization: `JWT ${access}` },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ id: row?.id, email: account.email });
        expect(me.json().groups).toEqual([{ name: account.group }]);
        if (account.group === 'Company') companyAccess = access;
      }

      // Some seekers chose "Let employers find me" in the demo company's trades: every one of its jobs has suggested
      // candidates to show (the page would otherwise say "No suggestions yet").
      const { rows: ownJobs } = await t.db.execute<{ id: number; title: string }>(sql`
      select j.id, j.title from jobs j join companies c on c.id = j.company_id join users u on u.id = c.user_id
       where u.email = ${accounts.find((a) => a.group === 'Company')?.email}`);
      expect(ownJobs.length).toBeGreaterThan(0);
      for (const { id, title } of ownJobs) {
        const suggested = await t.app.inject({
          method: 'GET',
          url: `/api/employer/jobs/${id}/suggested-candidates/`,
          headers: { authorization: `JWT ${companyAccess}` },
        });
        expect(suggested.statusCode, suggested.body).toBe(200);
        expect((suggested.json() as { count: number }).count, `${title} (job ${id})`).toBeGreaterThan(0);
      }

      // The information hub's documents (and the counsellor's resources) are real PDFs in the storage.
      const keys = [
        ...(await t.db.select({ key: schema.policies.document }).from(schema.policies)).map((r) => r.key),
        ...(await t.db.select({ key: schema.employerFrameworks.upload }).from(schema.employerFrameworks)).map(
          (r) => r.key,
        ),
        ...(await t.db.select({ key: schema.careerResources.upload }).from(schema.careerResources)).map((r) => r.key),
      ];
      expect(keys.length).toBeGreaterThanOrEqual(3);
      for (const key of keys) {
        const file = await t.storage.get(key);
        expect(file, `${key} is not in the storage`).not.toBeNull();
        const bytes = await buffer(file!.body);
        expect(bytes.length).toBe(file!.size);
        expect(bytes.subarray(0, 5).toString('latin1'), key).toBe('%PDF-');
      }

      // A second run (every start of the embedded mode) adds nothing.
      const usersAfterFirst = await userCount();
      const again = await seedDemo(t.db, { hashPassword, storage: t.storage, publicUrl: PUBLIC_URL });
      expect(again).toEqual(accounts);
      expect(await jobCount()).toBe(jobsAfterFirst);
      expect(await userCount()).toBe(usersAfterFirst);
    },
  );
});
