// Lookup lists, testimonials and notifications.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { cascadeRef, createdAt, lookupTable } from './columns.js';

export const districts = lookupTable('districts');

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
  },
  (t) => [
    // The jobs list filters by city name, so a name resolves to exactly one city.
    uniqueIndex('cities_name_uq').on(t.name),
    index('cities_district_idx').on(t.districtId),
  ],
);

export const jobCategories = lookupTable('job_categories');
export const functionalAreas = lookupTable('functional_areas');
export const maritalStatuses = lookupTable('marital_statuses');
export const contractTypes = lookupTable('contract_types');

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Display name and picture as shown on the home page; kept when the account goes.
    user: varchar('user', { length: 255 }).notNull(),
    userProfilePic: text('user_profile_pic'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_user_idx').on(t.userId), index('testimonials_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull(),
    actionLink: text('action_link'),
    seen: boolean('seen').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.created.desc()),
    // The dashboard counts unseen alerts per user.
    index('notifications_user_unseen_idx').on(t.userId).where(sql`${t.seen} = false`),
  ],
);
