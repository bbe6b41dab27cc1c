// Lookup lists, testimonials, notifications and the home page's figures.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import {
  cascadeRef,
  createdAt,
  createdNow,
  lookupTable,
  translatedLookupTable,
  primaryId,
  timestamptz,
} from './columns.js';

export const districts = lookupTable('districts');

export const cities = pgTable(
  'cities',
  {
    id: primaryId(),
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

export const jobCategories = translatedLookupTable('job_categories');
export const functionalAreas = translatedLookupTable('functional_areas');
export const maritalStatuses = translatedLookupTable('marital_statuses');
export const contractTypes = translatedLookupTable('contract_types');

export const testimonials = pgTable(
  'testimonials',
  {
    id: primaryId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Display name and picture as shown on the home page; kept when the account goes.
    user: varchar('user', { length: 255 }).notNull(),
    userProfilePic: text('user_profile_pic'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    // Managed by the ministry (issue 14): the home page shows the visible ones in this order.
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('testimonials_user_idx').on(t.userId), index('testimonials_created_idx').on(t.createdAt)],
);

/**
 * The home page's partners, managed by the ministry; `example` marks the demo data's stand-ins. A partner's mark is
 * drawn from its short name and colour (no third-party images: the CSP allows none, and text marks stay light).
 */
export const partners = pgTable(
  'partners',
  {
    id: primaryId(),
    name: varchar('name', { length: 150 }).notNull(),
    shortName: varchar('short_name', { length: 12 }).notNull(),
    // #rrggbb
    color: varchar('color', { length: 7 }).notNull().default('#1a1a1a'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    example: boolean('example').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('partners_position_idx').on(t.position, t.id)],
);

/** Every ministry action (verify, unpublish, dismiss, export, content changes): who, when, what and why. */
export const ministryAuditLog = pgTable(
  'ministry_audit_log',
  {
    id: primaryId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept when the account goes.
    actorName: varchar('actor_name', { length: 254 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: integer('target_id'),
    // What was acted on, in words ("Job 12: Welder at Acme"), so the log reads after the object is gone.
    target: text('target').notNull(),
    reason: text('reason').notNull().default(''),
    created: createdNow('created'),
  },
  (t) => [
    index('ministry_audit_log_created_idx').on(t.created.desc(), t.id.desc()),
    index('ministry_audit_log_actor_idx').on(t.actorId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: cascadeRef('user_id', () => users.id),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull(),
    actionLink: text('action_link'),
    seen: boolean('seen').notNull().default(false),
    created: createdNow('created'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.created.desc()),
    // The dashboard counts unseen alerts per user.
    index('notifications_user_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seen} = false`),
  ],
);

/**
 * The home page's figures that are not read live (GET /api/common/stats/; open jobs come from job_search_tally): one
 * row, recomputed whole from the tables every minute by the job queue (lookups.service.ts refreshPortalStats), never
 * incremented, so nothing drifts. A request then reads one row instead of counting every row.
 */
export const portalStats = pgTable(
  'portal_stats',
  {
    id: smallint('id').primaryKey().default(1),
    trainings: integer('trainings').notNull(),
    competitions: integer('competitions').notNull(),
    events: integer('events').notNull(),
    // Active companies with an open job.
    companies: integer('companies').notNull(),
    // When the refresh's transaction started: every figure is as of then or later.
    refreshedAt: timestamptz('refreshed_at').notNull(),
  },
  (t) => [check('portal_stats_one_row_ck', sql`${t.id} = 1`)],
);
