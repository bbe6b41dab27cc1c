// Posting, changing and removing jobs, and the company's own job list (spec 002: job form §5, manage jobs).
import { eq, sql } from 'drizzle-orm';
import {
  JOB_FORM_MESSAGES,
  POSTING_MESSAGES,
  feeScamPhrases,
  htmlTextLength,
  jobFormSchema,
  today,
  type JobCard,
  type JobFormInput,
} from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { j } from '../../db/aliases.js';
import { type cities, companies, jobs } from '../../db/schema/index.js';
import { queryRows, type WireOf } from '../../db/typed-sql.js';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../lib/errors.js';
import { storableId } from '../../lib/ids.js';
import { invalidPage } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { flagFeePhrases } from '../ministry/index.js';
import { companyOf } from './company.service.js';
import { employerPolicy } from './jobs.policy.js';
import { presentJobCard } from './jobs.presenter.js';
import { CARD_COLUMNS, type Counted } from './job-search.service.js';
import { parseOr400 } from '../../lib/validation.js';

type Ctx = { db: Database; publicUrl: string };

/** The caller's active company, or 403: jobs are posted by companies. */
export async function postingCompany(db: Executor, userId: number): Promise<number> {
  const company = await companyOf(db, userId);
  if (!company || !employerPolicy.canPostJobs(company)) throw forbidden(POSTING_MESSAGES.noCompany);
  return company.id;
}

/** Who owns a job (through its company) and whether that company is active. */
export async function jobOwner(
  db: Database,
  id: number,
): Promise<{ owner_id: number; company_active: boolean } | undefined> {
  const [row] = await db
    .select({ owner_id: companies.userId, company_active: sql<boolean>`${companies.deactivatedAt} is null` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row;
}

/** The chosen lookups exist and the city lies in the district: one query, every problem reported on its field. */
async function checkChoices(db: Executor, input: JobFormInput): Promise<void> {
  type CityDistrict = WireOf<typeof cities.districtId> | null;
  const [found] = await queryRows(
    db,
    {
      location_ok: sql<boolean>`exists (select 1 from districts where id = ${storableId(input.location)})`,
      city_district:
        input.city === undefined
          ? sql<CityDistrict>`null`
          : sql<CityDistrict>`(select district_id from cities where id = ${storableId(input.city)})`,
      category_ok: sql<boolean>`exists (select 1 from job_categories where id = ${storableId(input.job_category)})`,
      area_ok: sql<boolean>`exists (select 1 from functional_areas where id = ${storableId(input.function_area)})`,
      contract_ok:
        input.contract_type === undefined
          ? sql<boolean | null>`null`
          : sql<boolean | null>`exists (select 1 from contract_types where id = ${storableId(input.contract_type)})`,
    },
    (list) => sql`select ${list}`,
  );
  if (!found) throw new Error('the lookup check returned no row');
  const errors: FieldErrors = {};
  if (!found.location_ok) errors.location = [POSTING_MESSAGES.noSuchLocation];
  if (input.city !== undefined) {
    if (found.city_district === null) errors.city = [POSTING_MESSAGES.noSuchCity];
    else if (found.location_ok && found.city_district !== input.location)
      errors.city = [POSTING_MESSAGES.cityNotInDistrict];
  }
  if (!found.category_ok) errors.job_category = [POSTING_MESSAGES.noSuchCategory];
  if (!found.area_ok) errors.function_area = [POSTING_MESSAGES.noSuchFunctionArea];
  if (found.contract_ok === false) errors.contract_type = [POSTING_MESSAGES.noSuchContractType];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * The job form's fields stored as given, and their columns: one map for both ways (a job's columns from the form, the
 * stored job as the form a PATCH merges into). An optional field left out is the column's null.
 */
const PLAIN_FIELDS = {
  title: 'title',
  location: 'locationId',
  city: 'cityId',
  job_category: 'jobCategoryId',
  function_area: 'functionAreaId',
  contract_type: 'contractTypeId',
  available_positions: 'availablePositions',
  min_pay: 'minPay',
  max_pay: 'maxPay',
  submission_deadline: 'submissionDeadline',
  job_link: 'jobLink',
} as const satisfies Partial<Record<keyof JobFormInput, keyof typeof jobs.$inferInsert>>;
type PlainField = keyof typeof PLAIN_FIELDS;
type PlainColumns = {
  -readonly [F in PlainField as (typeof PLAIN_FIELDS)[F]]-?: undefined extends JobFormInput[F]
    ? Exclude<JobFormInput[F], undefined> | null
    : JobFormInput[F];
};
const plainColumns = (input: JobFormInput) =>
  Object.fromEntries(
    Object.entries(PLAIN_FIELDS).map(([field, column]) => [column, input[field as PlainField] ?? null]),
  ) as PlainColumns;

/**
 * The job's columns, rich text sanitised. The length rules are checked again on what is left after cleaning, so a
 * description made only of a <script> cannot pass as text.
 */
function columnsOf(input: JobFormInput) {
  const description = sanitizeRichText(input.description);
  const qualifications = sanitizeRichText(input.qualifications);
  const applicationProcedure = sanitizeRichText(input.application_procedure);
  const errors: FieldErrors = {};
  const descriptionText = htmlTextLength(description);
  if (descriptionText === 0) errors.description = [JOB_FORM_MESSAGES.descriptionRequired];
  else if (descriptionText < 15) errors.description = [JOB_FORM_MESSAGES.descriptionTooShort];
  if (htmlTextLength(qualifications) === 0) errors.qualifications = [JOB_FORM_MESSAGES.qualificationsRequired];
  if (htmlTextLength(applicationProcedure) === 0) errors.application_procedure = [JOB_FORM_MESSAGES.procedureRequired];
  if (Object.keys(errors).length) throw badRequest(errors);
  return {
    // The fee-scam check (issue 14): what it finds is kept with the job and sends it to the ministry's queue.
    feePhrases: feeScamPhrases(input.title, description, qualifications, applicationProcedure),
    ...plainColumns(input),
    description,
    qualifications,
    applicationProcedure,
  };
}

export async function createJob(db: Database, userId: number, input: JobFormInput): Promise<number> {
  return db.transaction(async (tx) => {
    const companyId = await postingCompany(tx, userId);
    await checkChoices(tx, input);
    const columns = columnsOf(input);
    const [row] = await tx
      .insert(jobs)
      .values({ companyId, ...columns })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no row');
    await flagFeePhrases(tx, row.id, columns.feePhrases);
    return row.id;
  });
}

/** The stored job in the form's own terms, so a PATCH is the stored job with some fields replaced. */
async function storedForm(db: Executor, id: number): Promise<Record<string, unknown>> {
  const [j] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!j) throw notFound();
  const form: Record<string, unknown> = {
    description: j.description,
    qualifications: j.qualifications,
    application_procedure: j.applicationProcedure,
  };
  for (const [field, column] of Object.entries(PLAIN_FIELDS)) form[field] = j[column] ?? undefined;
  return form;
}

/**
 * PUT (`partial` false: the body is the whole form) or PATCH (the body merged into the stored job, and the whole
 * validated by the job form's rules). One exception: a deadline that has passed may stay as it is when other
 * fields of an old job change; a new deadline must still be today or later.
 */
export async function updateJob(
  db: Database,
  id: number,
  body: Record<string, unknown>,
  partial: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await storedForm(tx, id);
    const merged: Record<string, unknown> = partial ? { ...stored, ...body } : body;
    const keepsPastDeadline =
      merged.submission_deadline === stored.submission_deadline &&
      typeof stored.submission_deadline === 'string' &&
      stored.submission_deadline < today();
    const input = keepsPastDeadline
      ? {
          ...parseOr400(jobFormSchema, { ...merged, submission_deadline: today() }),
          submission_deadline: stored.submission_deadline as string,
        }
      : parseOr400(jobFormSchema, merged);
    await checkChoices(tx, input);
    const columns = columnsOf(input);
    await tx
      .update(jobs)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(jobs.id, id));
    await flagFeePhrases(tx, id, columns.feePhrases);
  });
}

/** Removes the job; its applications and saved-job rows go with it (foreign keys cascade). */
export async function deleteJob(db: Database, id: number): Promise<void> {
  const done = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (!done.length) throw notFound();
}

/** What the company's own list adds to a job's card (`p` the page, `j` the job). */
const OWN_LIST_COLUMNS = {
  total: sql<number>`p.total`,
  unpublish_reason: j.unpublishReason,
};

/** The caller's company's jobs, open and closed, newest first (jobs_company_idx, then one page of cards). */
export async function companyJobs(ctx: Ctx, userId: number, page: number, pageSize: number): Promise<Counted<JobCard>> {
  const rows = await queryRows(
    ctx.db,
    { ...CARD_COLUMNS, ...OWN_LIST_COLUMNS },
    (list) => sql`
    with page as (
      select j.id, count(*) over () as total
        from jobs j
       where j.company_id = (select c.id from companies c where c.user_id = ${userId} and c.deactivated_at is null)
       order by j.posted desc, j.id desc
       limit ${pageSize} offset ${offsetOf(page, pageSize)}
    )
    select ${list}
      from page p
      join jobs j on j.id = p.id
      join companies c on c.id = j.company_id
     order by j.posted desc, j.id desc`,
  );
  if (rows.length === 0 && page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentJobCard(ctx.publicUrl, r)) };
}
