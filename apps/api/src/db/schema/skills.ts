// Skills providers, their competitions and the applications to them.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accountRecordTable, users } from './account.js';
import { cascadeRef, createdAt, createdNow, primaryId, searchColumn, updatedAt } from './columns.js';

export const skillProviders = accountRecordTable('skill_providers', {
  title: varchar('title', { length: 255 }).notNull(),
  location: varchar('location', { length: 255 }).notNull(),
  description: text('description').notNull(),
});

export const skillsCompetitions = pgTable(
  'skills_competitions',
  {
    id: primaryId(),
    providerId: cascadeRef('provider_id', () => skillProviders.id),
    competitionTitle: varchar('competition_title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    guidelines: text('guidelines').notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    applicationLink: text('application_link'),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchColumn(),
  },
  (t) => [
    index('skills_competitions_provider_idx').on(t.providerId),
    index('skills_competitions_start_date_idx').on(t.startDate),
    index('skills_competitions_end_date_idx').on(t.endDate),
    index('skills_competitions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('skills_competitions_search_idx').using('gin', t.search),
    check('skills_competitions_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const skillsApplications = pgTable(
  'skills_applications',
  {
    id: primaryId(),
    competitionId: cascadeRef('competition_id', () => skillsCompetitions.id),
    userId: cascadeRef('user_id', () => users.id),
    created: createdNow('created'),
  },
  (t) => [
    uniqueIndex('skills_applications_competition_user_uq').on(t.competitionId, t.userId),
    index('skills_applications_user_idx').on(t.userId),
  ],
);
