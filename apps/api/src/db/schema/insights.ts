// The summary the ministry's insights are read from (issue 14, decision 016): derived from the portal's tables by
// modules/ministry/insights-summary.ts, rebuilt whole every few minutes by the job queue, never edited otherwise (no
// counter here is incremented, so nothing can drift from the tables it is computed from).
//
// Every table holds the same four levels of one cube: district_id and sector_id are real ids, or 0 for "every
// district" / "every sector". A view filtered by a district and a sector reads (d, s) rows; by a district only, (d, 0);
// nothing, (0, 0); its breakdown by district reads (d, 0) (or (d, s) under a sector filter), and so on. A day-keyed
// table answers any period as a sum over its days.
import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

const cell = {
  districtId: integer('district_id').notNull(),
  sectorId: integer('sector_id').notNull(),
};

/**
 * Per day: jobs posted (and their positions) by the job's district and sector; applications made (and of those,
 * accepted) by the job's; job seekers who joined by where they live and the sectors they chose.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    day: date('day').notNull(),
    ...cell,
    jobsPosted: integer('jobs_posted').notNull().default(0),
    positions: integer('positions').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    newSeekers: integer('new_seekers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.sectorId, t.day] })],
);

/** Jobs posted per day by the monthly pay offered (the middle of the stated range, whole UGX): the median's input. */
export const insightPay = pgTable(
  'insight_pay',
  { day: date('day').notNull(), ...cell, pay: integer('pay').notNull(), jobs: integer('jobs').notNull() },
  (t) => [primaryKey({ columns: [t.districtId, t.sectorId, t.day, t.pay] })],
);

/**
 * Delays in tenths of a day, counted per day: `first_application` (a job posted that day, until its first
 * application) and `decision` (an application made that day, until the employer accepted or declined it).
 */
export const insightDelays = pgTable(
  'insight_delays',
  {
    kind: text('kind', { enum: ['first_application', 'decision'] }).notNull(),
    day: date('day').notNull(),
    ...cell,
    tenths: integer('tenths').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.districtId, t.sectorId, t.day, t.tenths] })],
);

/** Job seekers with a profile now, by where they live and the sectors they chose, and by their highest education. */
export const insightSeekers = pgTable(
  'insight_seekers',
  { ...cell, educationRank: smallint('education_rank').notNull(), seekers: integer('seekers').notNull() },
  (t) => [primaryKey({ columns: [t.districtId, t.sectorId, t.educationRank] })],
);

/** Per skill: open jobs whose text asks for it (by the job's district and sector), seekers who list it (by theirs). */
export const insightSkills = pgTable(
  'insight_skills',
  {
    skill: text('skill').notNull(),
    ...cell,
    jobs: integer('jobs').notNull().default(0),
    seekers: integer('seekers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.sectorId, t.skill] })],
);

/** One row: when the summary was last rebuilt, and how long that took. */
export const insightSummary = pgTable('insight_summary', {
  id: smallint('id').primaryKey().default(1),
  refreshedAt: timestamptz('refreshed_at').notNull(),
  tookMs: integer('took_ms').notNull(),
});
