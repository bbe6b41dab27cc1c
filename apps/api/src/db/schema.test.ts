// What the database itself guarantees, checked on a fresh migrated database: indexes behind every foreign key,
// unique and check constraints, and the full-text documents kept by triggers.
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.js';
import { make } from '../test/factories.js';
import { connect, type Database, type DatabaseHandle } from './client.js';
import * as schema from './schema/index.js';

let handle: DatabaseHandle;
let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  handle = connect(database.url, 2);
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
  await drop();
});

/** The SQLSTATE of a failed statement; Drizzle wraps the driver's error and keeps it as the cause. */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

async function firstId(
  table: typeof schema.districts | typeof schema.jobCategories | typeof schema.functionalAreas,
): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error('the template has no lookups');
  return row.id;
}

async function createCompany(name: string) {
  const owner = await make.user(db, { groups: ['Company'] });
  const [company] = await db
    .insert(schema.companies)
    .values({ userId: owner.id, name, noOfEmployees: 12, address: 'Plot 5, Jinja Road, Kampala' })
    .returning();
  if (!company) throw new Error('no company');
  return company;
}

async function createJob(
  companyId: number,
  opts: { title?: string; description?: string; qualifications?: string } = {},
) {
  const [job] = await db
    .insert(schema.jobs)
    .values({
      companyId,
      title: opts.title ?? `Electrician ${randomBytes(3).toString('hex')}`,
      jobCategoryId: await firstId(schema.jobCategories),
      functionAreaId: await firstId(schema.functionalAreas),
      locationId: await firstId(schema.districts),
      description: opts.description ?? '<p>Install and maintain wiring in new buildings.</p>',
      qualifications: opts.qualifications ?? '<ul><li>National Certificate in Electrical Installation</li></ul>',
      applicationProcedure: 'Apply through the portal.',
      availablePositions: 2,
      submissionDeadline: '2030-12-31',
    })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

describe('indexes', () => {
  it('has, for every foreign key, a full index whose leading column is the key’s first column', async () => {
    const { rows: keys } = await db.execute<{
      table_name: string;
      column_name: string;
      constraint_name: string;
      indexed: boolean;
    }>(sql`
      select c.conrelid::regclass::text as table_name,
             a.attname as column_name,
             c.conname as constraint_name,
             exists (
               select 1 from pg_index i
                where i.indrelid = c.conrelid
                  and i.indkey[0] = c.conkey[1]
                  and i.indpred is null
             ) as indexed
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f'
         and c.connamespace = 'public'::regnamespace
       order by 1, 2`);
    // Not vacuous: the schema has dozens of foreign keys, among them the ones named here.
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.map((k) => `${k.table_name}.${k.column_name}`)).toEqual(
      expect.arrayContaining([
        'jobs.company_id',
        'job_applications.user_id',
        'cities.district_id',
        'user_groups.group_id',
      ]),
    );
    const offenders = keys
      .filter((k) => !k.indexed)
      .map((k) => `${k.table_name}.${k.column_name} (${k.constraint_name})`);
    expect(offenders, `foreign keys without an index led by their column:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('has a GIN index on the search column of every searchable table', async () => {
    const { rows } = await db.execute<{ table_name: string; column_name: string }>(sql`
      select t.relname as table_name, a.attname as column_name
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_am am on am.oid = ic.relam
        join pg_class t on t.oid = i.indrelid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
       where am.amname = 'gin'
         and t.relnamespace = 'public'::regnamespace`);
    const gin = rows.map((r) => `${r.table_name}.${r.column_name}`);
    for (const table of ['jobs', 'trainings', 'skills_competitions', 'career_events', 'counselling_centers']) {
      expect(gin, `no GIN index on ${table}.search`).toContain(`${table}.search`);
    }
  });
});

describe('unique constraints', () => {
  it('refuses a second application and a second favourite for the same job and user (23505)', async () => {
    const company = await createCompany('Kireka Metal Works');
    const job = await createJob(company.id);
    const seeker = await make.user(db, { groups: ['JobSeeker'] });
    const other = await make.user(db, { groups: ['JobSeeker'] });

    await db.insert(schema.jobApplications).values({ jobId: job.id, userId: seeker.id });
    expect(await sqlState(db.insert(schema.jobApplications).values({ jobId: job.id, userId: seeker.id }))).toBe(
      '23505',
    );
    // Another applicant to the same job is fine.
    await db.insert(schema.jobApplications).values({ jobId: job.id, userId: other.id });

    await db.insert(schema.favoriteJobs).values({ jobId: job.id, userId: seeker.id });
    expect(await sqlState(db.insert(schema.favoriteJobs).values({ jobId: job.id, userId: seeker.id }))).toBe('23505');
    await db.insert(schema.favoriteJobs).values({ jobId: job.id, userId: other.id });

    const apps = await db.select().from(schema.jobApplications).where(eq(schema.jobApplications.jobId, job.id));
    expect(apps).toHaveLength(2);
    expect(apps.every((a) => a.status === 'Under Review')).toBe(true);
    expect(await db.select().from(schema.favoriteJobs).where(eq(schema.favoriteJobs.jobId, job.id))).toHaveLength(2);
  });
});

describe('check constraints', () => {
  it('refuses a job application status outside the four known ones (23514)', async () => {
    const company = await createCompany('Nile Breweries Workshop');
    const job = await createJob(company.id);
    const seeker = await make.user(db);
    const pending = 'Pending' as string as schema.JobApplicationStatus;
    expect(
      await sqlState(db.insert(schema.jobApplications).values({ jobId: job.id, userId: seeker.id, status: pending })),
    ).toBe('23514');
    for (const status of ['Under Review', 'Accepted', 'Declined', 'Cancelled'] as const) {
      const applicant = await make.user(db);
      await db.insert(schema.jobApplications).values({ jobId: job.id, userId: applicant.id, status });
    }
  });

  it('refuses an education grading method outside Points, Aggregate, Grade and CGPA (23514)', async () => {
    const u = await make.user(db);
    const row = (grades: schema.GradingMethod) => ({
      userId: u.id,
      school: 'Nakawa Vocational Training Institute',
      certification: 'National Certificate in Electrical Installation',
      totalScore: 3.6,
      grades,
      startDate: '2018-02-01',
      endDate: '2020-11-30',
    });
    for (const bad of ['GPA', 'points', 'Division', '']) {
      expect(await sqlState(db.insert(schema.education).values(row(bad as string as schema.GradingMethod))), bad).toBe(
        '23514',
      );
    }
    for (const good of ['Points', 'Aggregate', 'Grade', 'CGPA'] as const)
      await db.insert(schema.education).values(row(good));
    expect(await db.select().from(schema.education).where(eq(schema.education.userId, u.id))).toHaveLength(4);
  });
});

describe('full-text search', () => {
  const matching = async (query: ReturnType<typeof sql>) =>
    (
      await db
        .select({ id: schema.jobs.id })
        .from(schema.jobs)
        .where(sql`${schema.jobs.search} @@ ${query}`)
    ).map((r) => r.id);

  it('finds a job by a word prefix of its title, and by its company’s name, also after the company is renamed', async () => {
    const company = await createCompany('Kawempe Steel Fabricators');
    const job = await createJob(company.id, {
      title: 'Welder / Fabricator',
      description: '<p>Make gates, trusses and water tank stands to drawings.</p>',
      qualifications: '<ul><li>Trade test certificate &amp; two years in a workshop</li></ul>',
    });
    const other = await createJob(company.id, {
      title: 'Shop Attendant',
      description: '<p>Serve customers at the counter.</p>',
    });

    const welders = await matching(sql`to_tsquery('english', 'weld:*')`);
    expect(welders).toContain(job.id);
    expect(welders).not.toContain(other.id);
    // Markup in the rich text is not indexed as words.
    expect(await matching(sql`to_tsquery('english', 'li')`)).not.toContain(job.id);

    expect(await matching(sql`plainto_tsquery('english', 'Kawempe')`)).toEqual(
      expect.arrayContaining([job.id, other.id]),
    );
    expect(await matching(sql`plainto_tsquery('english', 'Bwaise')`)).toEqual([]);

    await db.update(schema.companies).set({ name: 'Bwaise Metal Works' }).where(eq(schema.companies.id, company.id));
    expect(await matching(sql`plainto_tsquery('english', 'Bwaise')`)).toEqual(
      expect.arrayContaining([job.id, other.id]),
    );
    expect(await matching(sql`plainto_tsquery('english', 'Kawempe')`)).not.toContain(job.id);
    // The title is still in the document after the refresh.
    expect(await matching(sql`to_tsquery('english', 'weld:* & bwais:*')`)).toEqual([job.id]);
  });
});
