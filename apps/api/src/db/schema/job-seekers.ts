// The job seeker profile and the CV sections, each owned by a user.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { accountRecordTable, users } from './account.js';
import { cascadeRef, primaryId, updatedAt } from './columns.js';
import { cities, districts, jobCategories, maritalStatuses } from './common.js';

export const jobSeekers = accountRecordTable(
  'job_seekers',
  {
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    physicalAddress: varchar('physical_address', { length: 255 }).notNull(),
    // Optional, and shown to employers only when the seeker chooses (sharePersonalDetails).
    dateOfBirth: date('date_of_birth'),
    language: varchar('language', { length: 100 }).notNull(),
    maritalStatusId: integer('marital_status_id').references(() => maritalStatuses.id),
    sharePersonalDetails: boolean('share_personal_details').notNull().default(false),
    // "Let employers find me" (issue 15): companies may be shown this profile as a suggested candidate for their jobs,
    // open it and invite the seeker to apply. Off until the seeker turns it on.
    discoverable: boolean('discoverable').notNull().default(false),
    headLine: text('head_line'),
    // Spelt as on the wire; sanitised HTML.
    personalStatment: text('personal_statment'),
    cvUpload: text('cv_upload'),
    otherDocument: text('other_document'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_seekers_district_idx').on(t.districtId),
    index('job_seekers_city_idx').on(t.cityId),
    index('job_seekers_marital_status_idx').on(t.maritalStatusId),
    // Suggested candidates by district: only the seekers who may be suggested, most recently updated first.
    index('job_seekers_discoverable_district_idx')
      .on(t.districtId, t.updatedAt.desc())
      .where(sql`${t.discoverable} and ${t.deactivatedAt} is null`),
  ],
);

export const jobSeekerCategories = pgTable(
  'job_seeker_categories',
  {
    jobSeekerId: cascadeRef('job_seeker_id', () => jobSeekers.id),
    jobCategoryId: integer('job_category_id')
      .notNull()
      .references(() => jobCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.jobSeekerId, t.jobCategoryId] }),
    // A sector's seekers, newest profile first (suggested candidates read the newest few and stop).
    index('job_seeker_categories_category_seeker_idx').on(t.jobCategoryId, t.jobSeekerId.desc()),
  ],
);

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const skills = pgTable(
  'skills',
  {
    id: primaryId(),
    userId: owner(),
    name: varchar('name', { length: 150 }).notNull(),
  },
  (t) => [
    index('skills_user_idx').on(t.userId),
    // The ministry's skills supply: seekers listing a skill, matched by its words (issue 14).
    index('skills_name_search_idx').using('gin', sql`to_tsvector('english'::regconfig, ${t.name})`),
  ],
);

export const experiences = pgTable(
  'experiences',
  {
    id: primaryId(),
    userId: owner(),
    designation: varchar('designation', { length: 255 }).notNull(),
    organisationName: varchar('organisation_name', { length: 255 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    currentEmployment: boolean('current_employment').notNull().default(false),
    dutiesAndSkills: text('duties_and_skills').notNull(),
  },
  (t) => [index('experiences_user_idx').on(t.userId)],
);

export const GRADING_METHODS = ['Points', 'Aggregate', 'Grade', 'CGPA'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];

export const education = pgTable(
  'education',
  {
    id: primaryId(),
    userId: owner(),
    school: varchar('school', { length: 255 }).notNull(),
    certification: varchar('certification', { length: 255 }).notNull(),
    totalScore: numeric('total_score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    grades: varchar('grades', { length: 20 }).$type<GradingMethod>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [
    index('education_user_idx').on(t.userId),
    check('education_grades_ck', sql`${t.grades} in ('Points', 'Aggregate', 'Grade', 'CGPA')`),
  ],
);

export const certifications = pgTable(
  'certifications',
  {
    id: primaryId(),
    userId: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    grantingOrganisation: varchar('granting_organisation', { length: 255 }).notNull(),
    dateGranted: date('date_granted').notNull(),
    expiryDate: date('expiry_date'),
    certificate: text('certificate').notNull(),
  },
  (t) => [index('certifications_user_idx').on(t.userId)],
);

export const recentWorks = pgTable(
  'recent_works',
  {
    id: primaryId(),
    userId: owner(),
    workDone: varchar('work_done', { length: 255 }).notNull(),
    clientName: varchar('client_name', { length: 255 }).notNull(),
    clientContact: varchar('client_contact', { length: 20 }).notNull(),
    // Spelt as on the wire: the start date.
    dateStated: date('date_stated').notNull(),
    dateFinished: date('date_finished').notNull(),
    description: text('description'),
    image1: text('image_1').notNull(),
    image2: text('image_2'),
  },
  (t) => [index('recent_works_user_idx').on(t.userId)],
);

export const publications = pgTable(
  'publications',
  {
    id: primaryId(),
    userId: owner(),
    topic: varchar('topic', { length: 255 }).notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    publicationLink: text('publication_link'),
    datePublished: date('date_published').notNull(),
    description: text('description'),
  },
  (t) => [index('publications_user_idx').on(t.userId)],
);

export const referees = pgTable(
  'referees',
  {
    id: primaryId(),
    userId: owner(),
    name: varchar('name', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    organisation: varchar('organisation', { length: 255 }).notNull(),
    contact: varchar('contact', { length: 20 }).notNull(),
  },
  (t) => [index('referees_user_idx').on(t.userId)],
);
