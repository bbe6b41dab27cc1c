// Employers: a company, its jobs, and the body of the job form.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import type { TestUser } from './accounts.js';
import { isoDay, lookupId } from './shared.js';

export async function createCompany(
  db: Database,
  owner: TestUser,
  overrides: Partial<typeof schema.companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.companies)
    .values({
      userId: owner.id,
      name: `Company ${randomBytes(3).toString('hex')}`,
      noOfEmployees: 25,
      address: 'Plot 1, Jinja Road, Kampala',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

/** An open job (deadline in 30 days) in Kampala, Welding & Fabrication, unless overridden. */
export async function createJob(
  db: Database,
  company: { id: number },
  overrides: Partial<typeof schema.jobs.$inferInsert> = {},
) {
  const deadline = isoDay(30);
  const [row] = await db
    .insert(schema.jobs)
    .values({
      companyId: company.id,
      title: 'Metal Fabricator',
      jobCategoryId: overrides.jobCategoryId ?? (await lookupId(db, schema.jobCategories, 'Welding & Fabrication')),
      functionAreaId:
        overrides.functionAreaId ?? (await lookupId(db, schema.functionalAreas, 'Production & Operations')),
      locationId: overrides.locationId ?? (await lookupId(db, schema.districts, 'Kampala')),
      description: '<p>Fabricate gates, windows and steel structures.</p>',
      qualifications: '<ul><li>Trade test certificate</li></ul>',
      applicationProcedure: '<p>Apply through the portal.</p>',
      availablePositions: 2,
      minPay: 600_000,
      maxPay: 900_000,
      submissionDeadline: deadline,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no job');
  return row;
}

/** The lookups a job form names (Kampala, welding, production, full time), for `jobForm`. */
export async function jobFormLookups(db: Database) {
  return {
    kampala: await lookupId(db, schema.districts, 'Kampala'),
    kampalaCity: await lookupId(db, schema.cities, 'Kampala'),
    welding: await lookupId(db, schema.jobCategories, 'Welding & Fabrication'),
    area: await lookupId(db, schema.functionalAreas, 'Production & Operations'),
    fullTime: await lookupId(db, schema.contractTypes, 'Full Time'),
  };
}

/** A valid body of POST /api/employer/jobs/ (a welder in Kampala, closing in 14 days), with `over` on top. */
export const jobForm = (ids: Awaited<ReturnType<typeof jobFormLookups>>, over: Record<string, unknown> = {}) => ({
  title: 'Welder & Fitter',
  location: ids.kampala,
  city: ids.kampalaCity,
  job_category: ids.welding,
  function_area: ids.area,
  contract_type: ids.fullTime,
  available_positions: 3,
  min_pay: 500_000,
  max_pay: 800_000,
  submission_deadline: isoDay(14),
  description: '<p>Fabricate gates, windows and steel structures on site.</p>',
  qualifications: '<ul><li>Trade test certificate</li></ul>',
  application_procedure: '<p>Apply through the portal.</p>',
  job_link: '',
  ...over,
});
