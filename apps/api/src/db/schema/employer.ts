// Companies, their jobs, and what job seekers do with those jobs (apply, save).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
// Types only (erased): the reasons and statuses are the contract's; the checks below spell the same lists.
import type { JobReport, JobReportReason } from '@portal/contract';
import { accountRecordTable, users } from './account.js';
import {
  cascadeRef,
  createdNow,
  translatedLookupTable,
  primaryId,
  searchColumn,
  timestamptz,
  tsvector,
  updatedAt,
} from './columns.js';
import { cities, contractTypes, districts, functionalAreas, jobCategories } from './common.js';

export const companyCategories = translatedLookupTable('company_categories');

export const companies = accountRecordTable(
  'companies',
  {
    name: varchar('name', { length: 255 }).notNull(),
    noOfEmployees: integer('no_of_employees').notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    logo: text('logo'),
    // Set by the ministry (issue 14): job cards show "Verified employer"; a search can ask for verified ones only.
    verifiedAt: timestamptz('verified_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    // The URSB registration number the ministry checked, when it recorded one.
    registrationNumber: varchar('registration_number', { length: 50 }),
  },
  (t) => [
    // The ministry's queue of companies to verify, and the verified-only job search.
    index('companies_verified_idx').on(t.verifiedAt),
    index('companies_verified_by_idx').on(t.verifiedBy),
    index('companies_name_idx').on(t.name),
    // The public directory: the active companies (IS NULL is an index condition), by first letter, then by name; its
    // total and a letter's page are read from this index alone, not from every company's row.
    index('companies_directory_idx').on(t.deactivatedAt, sql`lower(left(${t.name}, 1))`, t.name, t.id),
    check('companies_no_of_employees_ck', sql`${t.noOfEmployees} >= 0`),
  ],
);

export const companyCategoryLinks = pgTable(
  'company_category_links',
  {
    companyId: cascadeRef('company_id', () => companies.id),
    categoryId: cascadeRef('category_id', () => companyCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('company_category_links_category_idx').on(t.categoryId),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    companyId: cascadeRef('company_id', () => companies.id),
    title: varchar('title', { length: 255 }).notNull(),
    jobCategoryId: integer('job_category_id')
      .notNull()
      .references(() => jobCategories.id),
    functionAreaId: integer('function_area_id')
      .notNull()
      .references(() => functionalAreas.id),
    // The spec calls the district "location".
    locationId: integer('location_id')
      .notNull()
      .references(() => districts.id),
    cityId: integer('city_id').references(() => cities.id),
    contractTypeId: integer('contract_type_id').references(() => contractTypes.id),
    description: text('description').notNull(),
    qualifications: text('qualifications').notNull(),
    applicationProcedure: text('application_procedure').notNull(),
    availablePositions: integer('available_positions').notNull(),
    // Shs per month; null when the employer does not publish it.
    minPay: integer('min_pay'),
    maxPay: integer('max_pay'),
    submissionDeadline: date('submission_deadline').notNull(),
    jobLink: text('job_link'),
    posted: createdNow('posted'),
    updatedAt: updatedAt(),
    search: searchColumn(),
    // Taken down by the ministry (issue 14): out of every public list, the sitemap and search; applications refused.
    unpublishedAt: timestamptz('unpublished_at'),
    unpublishReason: text('unpublish_reason'),
    // What the fee-scam check found in the job's text when it was last written (empty: nothing).
    feePhrases: text('fee_phrases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId),
    index('jobs_job_category_idx').on(t.jobCategoryId),
    index('jobs_function_area_idx').on(t.functionAreaId),
    index('jobs_location_idx').on(t.locationId),
    index('jobs_city_idx').on(t.cityId),
    index('jobs_contract_type_idx').on(t.contractTypeId),
    index('jobs_submission_deadline_idx').on(t.submissionDeadline),
    index('jobs_posted_idx').on(t.posted.desc(), t.id.desc()),
    index('jobs_min_pay_idx').on(t.minPay),
    index('jobs_max_pay_idx').on(t.maxPay),
    index('jobs_search_idx').using('gin', t.search),
    // Browse by district or sector: the open jobs of one are counted from the index alone (no table visits).
    index('jobs_location_deadline_idx').on(t.locationId, t.submissionDeadline),
    index('jobs_category_deadline_idx').on(t.jobCategoryId, t.submissionDeadline),
    check('jobs_available_positions_ck', sql`${t.availablePositions} >= 0`),
    check('jobs_min_pay_ck', sql`${t.minPay} >= 0`),
    // -1 is the form's lower bound for max pay; it reads as "not stated", so it skips the range check.
    check('jobs_max_pay_ck', sql`${t.maxPay} >= -1`),
    check(
      'jobs_pay_range_ck',
      sql`${t.minPay} is null or ${t.maxPay} is null or ${t.maxPay} = -1 or ${t.minPay} <= ${t.maxPay}`,
    ),
  ],
);

/** job_search.card: the names a result card shows (built by job_search_rows() in migration 0005). */
export type JobSearchCard = {
  title: string;
  company_name: string;
  company_logo: string | null;
  available_positions: number;
  contract_type: string | null;
  location_name: string;
  city_name: string | null;
  category_name: string;
  function_area_name: string;
  job_link: string | null;
  // Added by migration 0012.
  company_verified?: boolean;
};

/**
 * The job search's projection (decision 006): one narrow row per job of an active company, with the job's filters as
 * the search compares them, its full-text documents and its result card, so a search reads this table and its
 * indexes only. Kept by triggers on jobs, companies, the lookups and job_applications (migration 0005) in the
 * writer's own transaction; the app never writes it. Closed jobs stay: every query filters on the deadline, so a job
 * stops matching the day after its deadline without anything having to run.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    posted: timestamptz('posted').notNull(),
    deadline: date('deadline').notNull(),
    categoryId: integer('category_id').notNull(),
    districtId: integer('district_id').notNull(),
    cityId: integer('city_id'),
    functionAreaId: integer('function_area_id').notNull(),
    contractTypeId: integer('contract_type_id'),
    // As answered: max_pay -1 ("not stated") is null here.
    minPay: integer('min_pay'),
    maxPay: integer('max_pay'),
    // The salary filter's two ends (the range overlap): a job's lowest and highest stated pay.
    payLow: integer('pay_low'),
    payHigh: integer('pay_high'),
    // Standing (not cancelled) applications: the "popular" ordering.
    applications: integer('applications').notNull().default(0),
    // The title's lexemes (no positions; stored in the row, never toasted): what "relevance" compares the words with.
    titleTerms: tsvector('title_terms').notNull(),
    // jobs.search without positions: title, company name, description and qualifications. Stored out of the row
    // (TOAST), so a search visiting thousands of rows reads a third of the pages; only the GIN index reads it.
    doc: tsvector('doc').notNull(),
    // What a result card shows beyond the columns above (title, company name and logo, lookup names, ...), also out
    // of the row: read for the page's ten rows only, without joining jobs, companies and five lookups.
    card: jsonb('card').$type<JobSearchCard>().notNull(),
    // PostgreSQL moves a column out of the row only for rows over 2 kB when written: this compressible filler makes
    // each new row that big on its way in, compressed to ~35 bytes in the row (migration 0005, decision 006).
    toastPad: text('toast_pad'),
  },
  (t) => {
    // Every filter in the key of the indexes below (drizzle-kit has no INCLUDE): a page in any order and under any
    // filters is read from one index without visiting the rows it skips (index-only), so a filter the order's
    // index does not lead with costs at most a scan of that index, never a visit to every row.
    const filters = [
      t.deadline,
      t.categoryId,
      t.districtId,
      t.cityId,
      t.functionAreaId,
      t.contractTypeId,
      t.companyId,
      t.payLow,
      t.payHigh,
    ];
    const rest = (...lead: (typeof t.deadline | typeof t.categoryId)[]) => filters.filter((c) => !lead.includes(c));
    // What the other orderings sort on, for a filter range sorted in memory (index-only too).
    const sortable = [t.minPay, t.maxPay, t.applications];
    return [
      // One index per ordering, spelt as job-search.service.ts orders (DESC NULLS LAST included), so a page is read in
      // index order and stops after itself.
      index('job_search_posted_idx').on(t.posted.desc(), t.jobId.desc(), ...rest()),
      index('job_search_posted_asc_idx').on(t.posted, t.jobId.desc(), ...rest()),
      index('job_search_deadline_idx').on(t.deadline, t.jobId.desc(), ...rest(t.deadline)),
      index('job_search_deadline_desc_idx').on(t.deadline.desc(), t.jobId.desc(), ...rest(t.deadline)),
      index('job_search_max_pay_desc_idx').on(t.maxPay.desc(), t.jobId.desc(), ...rest()),
      index('job_search_max_pay_idx').on(t.maxPay, t.jobId.desc(), ...rest()),
      index('job_search_min_pay_desc_idx').on(t.minPay.desc(), t.jobId.desc(), ...rest()),
      index('job_search_min_pay_idx').on(t.minPay, t.jobId.desc(), ...rest()),
      index('job_search_popular_idx').on(t.applications.desc(), t.jobId.desc(), ...rest()),
      // The filters people combine most lead these: one district's, sector's or contract type's jobs newest first,
      // counted (two or more filters) or sorted another way from their range alone.
      index('job_search_district_idx').on(
        t.districtId,
        t.posted.desc(),
        t.jobId.desc(),
        ...rest(t.districtId),
        ...sortable,
      ),
      index('job_search_category_idx').on(
        t.categoryId,
        t.posted.desc(),
        t.jobId.desc(),
        ...rest(t.categoryId),
        ...sortable,
      ),
      index('job_search_contract_type_idx').on(
        t.contractTypeId,
        t.posted.desc(),
        t.jobId.desc(),
        ...rest(t.contractTypeId),
        ...sortable,
      ),
      // The same three, narrow, for a search narrowed by them: the planner ANDs a filter's bitmap with the words',
      // and reads a sixth of the pages the wide ones above hold (measured: weld in Kampala in 25 ms instead of 46 on
      // a loaded machine).
      index('job_search_district_deadline_idx').on(t.districtId, t.deadline),
      index('job_search_category_deadline_idx').on(t.categoryId, t.deadline),
      index('job_search_contract_type_deadline_idx').on(t.contractTypeId, t.deadline),
      // The others: a town's or a company's newest, and the function area and pay ranges for counting.
      index('job_search_city_idx').on(t.cityId, t.posted.desc(), t.jobId.desc(), t.deadline),
      index('job_search_company_idx').on(t.companyId, t.posted.desc(), t.jobId.desc(), t.deadline),
      index('job_search_function_area_idx').on(t.functionAreaId, t.deadline),
      index('job_search_pay_high_idx').on(t.payHigh, t.deadline),
      index('job_search_pay_low_idx').on(t.payLow, t.deadline),
      // Written straight into the tree (no pending list), so a search never scans unmerged entries.
      index('job_search_doc_idx').using('gin', t.doc).with({ fastupdate: false }),
    ];
  },
);

/**
 * Open jobs counted per deadline day, overall and per value of each filter (kept by a trigger on job_search): the
 * exact total of a list filtered by at most one of them is a sum over the days from today on, not a count of every
 * matching row. dim: 0 all (key 0), 1 category, 2 district, 3 city, 4 function area, 5 contract type, 6 pay_high,
 * 7 pay_low.
 */
export const jobSearchTally = pgTable(
  'job_search_tally',
  {
    dim: smallint('dim').notNull(),
    key: integer('key').notNull(),
    deadline: date('deadline').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'job_search_tally_pk', columns: [t.dim, t.key, t.deadline] })],
);

export const JOB_APPLICATION_STATUSES = ['Under Review', 'Accepted', 'Declined', 'Cancelled'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/**
 * A company's invitation to a suggested candidate to apply to one of its jobs (issue 15): once per seeker and job,
 * at most JOB_INVITATIONS_PER_DAY per job and Kampala day. The seeker is told in-app and by mail.
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: primaryId(),
    jobId: cascadeRef('job_id', () => jobs.id),
    // The invited job seeker.
    userId: cascadeRef('user_id', () => users.id),
    created: createdNow('created'),
  },
  (t) => [
    // Once per seeker and job; its leading column also answers "who was invited to this job".
    uniqueIndex('job_invitations_job_user_uq').on(t.jobId, t.userId),
    // The day's count for one job.
    index('job_invitations_job_created_idx').on(t.jobId, t.created),
    index('job_invitations_user_idx').on(t.userId),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: primaryId(),
    jobId: cascadeRef('job_id', () => jobs.id),
    // The applicant.
    userId: cascadeRef('user_id', () => users.id),
    status: varchar('status', { length: 20 }).$type<JobApplicationStatus>().notNull().default('Under Review'),
    created: createdNow('created'),
    updatedAt: updatedAt(),
    // The job's company, copied by a trigger (migration 0005), never by the app: a company's applicants are then one
    // index range in date order, not a sort of every application to each of its jobs.
    companyId: integer('company_id'),
    // Where the person applied: the web app, or a phone's USSD menu (issue 33; the employer sees it).
    channel: varchar('channel', { length: 8 }).$type<'web' | 'ussd'>().notNull().default('web'),
  },
  (t) => [
    // The Applicants page: a company's applications newest first, with its status and job filters and what the page
    // shows of the application in the key, so a page comes from one index range without visiting the rows.
    index('job_applications_company_created_idx').on(
      t.companyId,
      t.created.desc(),
      t.id.desc(),
      t.status,
      t.jobId,
      t.userId,
    ),
    // Also serves lookups by job_id alone (leading column).
    uniqueIndex('job_applications_job_user_uq').on(t.jobId, t.userId),
    index('job_applications_user_created_idx').on(t.userId, t.created.desc()),
    index('job_applications_status_idx').on(t.status),
    // "Most applied to": standing applications per job, counted from the index alone.
    index('job_applications_standing_job_idx')
      .on(t.jobId)
      .where(sql`${t.status} <> 'Cancelled'`),
    check('job_applications_channel_ck', sql`${t.channel} in ('web', 'ussd')`),
    check('job_applications_status_ck', sql`${t.status} in ('Under Review', 'Accepted', 'Declined', 'Cancelled')`),
  ],
);

/**
 * Applications per company and status (kept by a trigger on job_applications, migration 0005): the Applicants page's
 * total, all of them or of one status, without counting a busy company's thousands of rows on every page.
 */
export const jobApplicationTally = pgTable(
  'job_application_tally',
  {
    companyId: integer('company_id').notNull(),
    status: varchar('status', { length: 20 }).$type<JobApplicationStatus>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'job_application_tally_pk', columns: [t.companyId, t.status] })],
);

export const favoriteJobs = pgTable(
  'favorite_jobs',
  {
    id: primaryId(),
    jobId: cascadeRef('job_id', () => jobs.id),
    userId: cascadeRef('user_id', () => users.id),
    created: createdNow('created'),
  },
  (t) => [
    uniqueIndex('favorite_jobs_job_user_uq').on(t.jobId, t.userId),
    index('favorite_jobs_user_created_idx').on(t.userId, t.created.desc()),
  ],
);

/**
 * Reports of a job to the ministry: by a signed-in user, or by the fee-scam check when the job was posted (reporter
 * null). The ministry dismisses a report or unpublishes the job; either closes the job's open reports.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: primaryId(),
    jobId: cascadeRef('job_id', () => jobs.id),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 20 }).$type<JobReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: varchar('status', { length: 20 }).$type<JobReport['status']>().notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamptz('handled_at'),
    created: createdNow('created'),
  },
  (t) => [
    // The queue: open reports oldest first, or any status newest first.
    index('job_reports_status_created_idx').on(t.status, t.created),
    index('job_reports_job_idx').on(t.jobId),
    index('job_reports_reporter_idx').on(t.reporterId),
    index('job_reports_handled_by_idx').on(t.handledBy),
    // One open report per job and reporter (the automatic check's included, reporter null → -1).
    uniqueIndex('job_reports_open_uq')
      .on(t.jobId, sql`coalesce(${t.reporterId}, -1)`)
      .where(sql`${t.status} = 'open'`),
    check('job_reports_reason_ck', sql`${t.reason} in ('fees_asked', 'fake', 'offensive', 'other')`),
    check('job_reports_status_ck', sql`${t.status} in ('open', 'dismissed', 'unpublished')`),
  ],
);
