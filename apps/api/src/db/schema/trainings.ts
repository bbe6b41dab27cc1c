// Trainers and the trainings they post.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, time, varchar } from 'drizzle-orm/pg-core';
import { accountRecordTable } from './account.js';
import { cascadeRef, createdAt, translatedLookupTable, primaryId, searchColumn, updatedAt } from './columns.js';
import { contractTypes } from './common.js';

export const skillsCategories = translatedLookupTable('skills_categories');

export const trainers = accountRecordTable('trainers', { address: varchar('address', { length: 255 }).notNull() });

export const trainerSkillCategories = pgTable(
  'trainer_skill_categories',
  {
    trainerId: cascadeRef('trainer_id', () => trainers.id),
    skillsCategoryId: cascadeRef('skills_category_id', () => skillsCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.trainerId, t.skillsCategoryId] }),
    index('trainer_skill_categories_category_idx').on(t.skillsCategoryId),
  ],
);

export const trainings = pgTable(
  'trainings',
  {
    id: primaryId(),
    trainerId: cascadeRef('trainer_id', () => trainers.id),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    date: date('date').notNull(),
    time: time('time').notNull(),
    maxNoParticipants: integer('max_no_participants').notNull(),
    // UGX; 0 means no attendance fee.
    fees: integer('fees').notNull(),
    registrationLink: text('registration_link').notNull(),
    logo: text('logo'),
    contractTypeId: integer('contract_type_id').references(() => contractTypes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchColumn(),
  },
  (t) => [
    index('trainings_trainer_idx').on(t.trainerId),
    index('trainings_date_idx').on(t.date),
    index('trainings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('trainings_contract_type_idx').on(t.contractTypeId),
    index('trainings_search_idx').using('gin', t.search),
    check('trainings_max_no_participants_ck', sql`${t.maxNoParticipants} >= -1`),
    check('trainings_fees_ck', sql`${t.fees} >= -1`),
  ],
);
