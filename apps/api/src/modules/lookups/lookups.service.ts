// Lookup lists, the home page figures and testimonials.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  cities,
  contractTypes,
  districts,
  functionalAreas,
  jobCategories,
  maritalStatuses,
  portalStats as portalStatsTable,
  profiles,
  testimonials,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/typed-sql.js';
import { publiclyVisible } from '../../lib/visibility.js';
import { openJobsTallied } from '../jobs/index.js';
import { notFound } from '../../lib/errors.js';
import { presentStats, presentTestimonial, type StatsRow } from './lookups.presenter.js';
import { kampalaToday } from '../../lib/dates.js';

type Ctx = { db: Database; publicUrl: string };

// ---------- lookups ----------

/** The lists people read in their language (id, name and names), keyed by their path segment under /api/common/. */
export const TRANSLATED_LOOKUPS = {
  'job-categories': jobCategories,
  'functional-areas': functionalAreas,
  'marital-status': maritalStatuses,
  'contract-types': contractTypes,
} as const;
export type TranslatedLookupPath = keyof typeof TRANSLATED_LOOKUPS;

/**
 * Each ordered by English name (the id settles equal names, so the body, and with it the ETag, is stable), with its
 * names in Swahili and Luganda (decision 027).
 */
export async function translatedLookup(db: Database, which: TranslatedLookupPath) {
  const t = TRANSLATED_LOOKUPS[which];
  return db.select({ id: t.id, name: t.name, names: t.names }).from(t).orderBy(asc(t.name), asc(t.id));
}

/** The districts: proper names, the same in every language (no `names`). */
export async function districtLookup(db: Database) {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .orderBy(asc(districts.name), asc(districts.id));
}

export async function cityLookup(db: Database) {
  return db
    .select({ id: cities.id, name: cities.name, district: cities.districtId })
    .from(cities)
    .orderBy(asc(cities.name), asc(cities.id));
}

// ---------- home page figures ----------

const stats = alias(portalStatsTable, 's');
/** The figures: open jobs from the tally (a bigint sum, parsed to a number), the rest as stored. */
export const STATS_COLUMNS = {
  open_jobs: sql<number>`${openJobsTallied()}`,
  trainings: stats.trainings,
  competitions: stats.competitions,
  events: stats.events,
  companies: stats.companies,
};

/**
 * The figures as a request reads them, in one statement whose cost does not grow with the data: open jobs live and
 * exact from the tally the search projection keeps (a sum over the deadline days from today on), the rest from the
 * one row refreshPortalStats stores. No row (never refreshed): none.
 */
async function storedStats(db: Database): Promise<StatsRow | undefined> {
  const [row] = await queryRows(
    db,
    STATS_COLUMNS,
    sql`
      from portal_stats s
     where s.id = 1`,
  );
  return row;
}

/** The home page's figures; on a portal whose figures were never stored, they are computed and stored first. */
export async function portalStats(db: Database) {
  let row = await storedStats(db);
  if (!row) {
    await refreshPortalStats(db);
    row = await storedStats(db);
  }
  if (!row) throw new Error('portal_stats not written');
  return presentStats(row);
}

/**
 * Recomputes the stored figures from the tables in one upsert (readers see the previous row or this one): every
 * minute from the job queue (scheduled-tasks.ts), at start-up when there are none, and by a request that finds none.
 * Each figure applies the rule of the public list it summarises (lib/visibility.ts): upcoming trainings of active
 * trainers, competitions not yet ended of active providers, upcoming events not posted by a deactivated counsellor.
 * Hiring companies are counted over job_search, which holds exactly the public jobs (of active companies, not taken
 * down; its triggers keep it), whose indexes carry the deadline and the company: a distinct count of the open ones
 * measured 14 ms at 100,000 jobs and 110-180 ms at a million, against 32 and 165-280 ms for one probe per company.
 */
export async function refreshPortalStats(db: Database): Promise<void> {
  await db.execute(sql`
    insert into portal_stats (id, trainings, competitions, events, companies, refreshed_at)
    select 1,
      (select count(*) from trainings t join trainers tr on tr.id = t.trainer_id
        where ${publiclyVisible.training('t', 'tr')}),
      (select count(*) from skills_competitions c join skill_providers p on p.id = c.provider_id
        where ${publiclyVisible.competition('c', 'p')}),
      (select count(*) from career_events e where ${publiclyVisible.event('e')}),
      (select count(distinct s.company_id) from job_search s where s.deadline >= ${kampalaToday}),
      now()
    on conflict (id) do update
      set trainings = excluded.trainings, competitions = excluded.competitions, events = excluded.events,
          companies = excluded.companies, refreshed_at = excluded.refreshed_at`);
}

/** At start-up: a fresh portal (no figures stored yet) gets them now rather than at the queue's next tick. */
export async function ensurePortalStats(db: Database): Promise<void> {
  if (!(await storedStats(db))) await refreshPortalStats(db);
}

// ---------- testimonials ----------

const testimonialColumns = {
  id: testimonials.id,
  user: testimonials.user,
  // The picture saved with the testimonial, else the author's current profile picture.
  picture: sql<string | null>`coalesce(${testimonials.userProfilePic}, ${profiles.profilePic})`,
  text: testimonials.text,
};

function testimonialQuery(db: Database) {
  return db.select(testimonialColumns).from(testimonials).leftJoin(profiles, eq(profiles.userId, testimonials.userId));
}

/** The visible testimonials in the ministry's order (position), newest first within a position. */
export async function listTestimonials(ctx: Ctx) {
  const rows = await testimonialQuery(ctx.db)
    .where(eq(testimonials.hidden, false))
    .orderBy(asc(testimonials.position), desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map((r) => presentTestimonial(ctx.publicUrl, r));
}

export async function testimonialDetail(ctx: Ctx, id: number) {
  const [row] = await testimonialQuery(ctx.db).where(and(eq(testimonials.id, id), eq(testimonials.hidden, false)));
  if (!row) throw notFound();
  return presentTestimonial(ctx.publicUrl, row);
}
