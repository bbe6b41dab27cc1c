// Companies, their jobs, and what job seekers do with those jobs (apply, save).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { createdAt, deactivatedAt, lookupTable, searchColumn, updatedAt } from './columns.js';
import { cities, contractTypes, districts, functionalAreas, jobCategories } from './common.js';

export const companyCategories = lookupTable('company_categories');

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    // One company per owner account.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    noOfEmployees: integer('no_of_employees').notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    logo: text('logo'),
    deactivatedAt: deactivatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_user_uq').on(t.userId),
    index('companies_name_idx').on(t.name),
    check('companies_no_of_employees_ck', sql`${t.noOfEmployees} >= 0`),
  ],
);

export const companyCategoryLinks = pgTable(
  'company_category_links',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => companyCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('company_category_links_category_idx').on(t.categoryId),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    posted: timestamp('posted', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    search: searchColumn(),
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

export const JOB_APPLICATION_STATUSES = ['Under Review', 'Accepted', 'Declined', 'Cancelled'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // The applicant.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<JobApplicationStatus>().notNull().default('Under Review'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also serves lookups by job_id alone (leading column).
    uniqueIndex('job_applications_job_user_uq').on(t.jobId, t.userId),
    index('job_applications_user_created_idx').on(t.userId, t.created.desc()),
    index('job_applications_status_idx').on(t.status),
    // "Most applied to": standing applications per job, counted from the index alone.
    index('job_applications_standing_job_idx').on(t.jobId).where(sql`${t.status} <> 'Cancelled'`),
    check(
      'job_applications_status_ck',
      sql`${t.status} in ('Under Review', 'Accepted', 'Declined', 'Cancelled')`,
    ),
  ],
);

export const favoriteJobs = pgTable(
  'favorite_jobs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_jobs_job_user_uq').on(t.jobId, t.userId),
    index('favorite_jobs_user_created_idx').on(t.userId, t.created.desc()),
  ],
);
