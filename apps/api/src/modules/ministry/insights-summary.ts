// Rebuilds the insights summary (db/schema/insights.ts, decision 016) from the portal's tables: every few minutes from
// the job queue, when a Ministry user asks for it ("Update now"), and on the first request after a fresh install. It
// replaces the whole summary in one transaction, so a reader sees the previous summary or the new one, never half;
// an advisory lock makes refreshes take turns, and one that waited for another's is satisfied by it.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { insightSummary } from '../../db/schema/index.js';
import { queryRows } from '../../db/typed-sql.js';
import { educationRankOf } from '../../lib/education.js';
import { kampalaDayOf, kampalaToday } from '../../lib/dates.js';

/** How often the job queue rebuilds the summary (the page says how fresh its figures are). */
export const INSIGHTS_REFRESH_MINUTES = 5;
const REFRESH_LOCK = 7224002;

/** Trade skills employers ask for, matched in job texts next to what seekers list themselves (the gap between them). */
export const TRADE_SKILLS = [
  'welding',
  'metal fabrication',
  'plumbing',
  'electrical installation',
  'wiring',
  'solar installation',
  'carpentry',
  'joinery',
  'masonry',
  'bricklaying',
  'tiling',
  'painting',
  'plastering',
  'roofing',
  'motor vehicle repair',
  'auto electrics',
  'panel beating',
  'engine overhaul',
  'tailoring',
  'garment making',
  'hairdressing',
  'cosmetology',
  'catering',
  'baking',
  'food processing',
  'refrigeration',
  'air conditioning',
  'computer repair',
  'networking',
  'graphic design',
  'machine operation',
  'forklift',
  'driving',
  'agronomy',
  'animal husbandry',
  'poultry',
  'irrigation',
  'surveying',
  'draughting',
  'bookkeeping',
  'customer care',
  'housekeeping',
  'security',
  'phone repair',
  'leather work',
  'shoe making',
  'knitting',
  'pottery',
] as const;
/** Besides the trade list, the skills seekers list most (nationally) are followed. */
const LISTED_SKILLS = 100;

export type SummaryState = { refreshedAt: string; tookMs: number };

/** A grouping-set key as stored: the id, or 0 on the rows that roll it up ("every district"). */
const level = (column: string) => sql.raw(`case when grouping(${column}) = 1 then 0 else ${column} end`);
/** Drops the rows of people with no district from the per-district level (they count in "every district" only). */
const knownDistrict = (column: string) => sql.raw(`having grouping(${column}) = 1 or ${column} is not null`);
/** A record's day: Kampala's, whatever the session's time zone (lib/dates.ts). */
const dayOf = (timestamp: string) => sql.raw(kampalaDayOf(timestamp));
/** The four levels of the cube, with `extra` (a day, a pay, ...) kept in each. */
const cube = (district: string, sector: string, ...extra: string[]) => {
  const e = extra.length ? `${extra.join(', ')}, ` : '';
  return sql.raw(
    `grouping sets ((${e}${district}, ${sector}), (${e}${district}), (${e}${sector}), (${e.replace(/, $/, '')}))`,
  );
};

/** Each seeker's highest level of education, read from the certifications on their CV. */
const EDUCATION_RANK = sql`max(${educationRankOf('e.certification', 'case when e.id is not null then 1 else 0 end')})`;

const SUMMARY_TABLES = ['insight_days', 'insight_pay', 'insight_delays', 'insight_seekers', 'insight_skills'] as const;

const STATEMENTS: SQL[] = [
  ...SUMMARY_TABLES.map((table) => sql.raw(`delete from ${table}`)),

  // Jobs posted, applications made, seekers joined: per day, by the job's (or the seeker's) district and sector.
  sql`
    insert into insight_days (day, district_id, sector_id, jobs_posted, positions, applications, accepted, new_seekers)
    select day, district_id, sector_id, sum(jobs), sum(positions), sum(applications), sum(accepted), sum(seekers)
      from (
        select ${dayOf('j.posted')} as day, ${level('j.location_id')} as district_id, ${level('j.job_category_id')} as sector_id,
               count(*) as jobs, coalesce(sum(j.available_positions), 0) as positions, 0 as applications, 0 as accepted, 0 as seekers
          from jobs j where j.unpublished_at is null
         group by ${cube('j.location_id', 'j.job_category_id', kampalaDayOf('j.posted'))}
        union all
        select ${dayOf('a.created')}, ${level('j.location_id')}, ${level('j.job_category_id')}, 0, 0,
               count(*) filter (where a.status <> 'Cancelled'), count(*) filter (where a.status = 'Accepted'), 0
          from job_applications a join jobs j on j.id = a.job_id where j.unpublished_at is null
         group by ${cube('j.location_id', 'j.job_category_id', kampalaDayOf('a.created'))}
        union all
        select ${dayOf('s.created_at')}, ${level('s.district_id')}, 0, 0, 0, 0, 0, count(*)
          from job_seekers s where s.deactivated_at is null
         group by grouping sets ((${dayOf('s.created_at')}, s.district_id), (${dayOf('s.created_at')})) ${knownDistrict('s.district_id')}
        union all
        select ${dayOf('s.created_at')}, ${level('s.district_id')}, c.job_category_id, 0, 0, 0, 0, count(*)
          from job_seekers s join job_seeker_categories c on c.job_seeker_id = s.id where s.deactivated_at is null
         group by grouping sets ((${dayOf('s.created_at')}, s.district_id, c.job_category_id), (${dayOf('s.created_at')}, c.job_category_id))
                  ${knownDistrict('s.district_id')}
      ) x
     group by day, district_id, sector_id`,

  // Pay offered: the middle of each job's stated range (an open-ended "from" counts as its floor).
  sql`
    insert into insight_pay (day, district_id, sector_id, pay, jobs)
    select day, ${level('location_id')}, ${level('job_category_id')}, pay, count(*)
      from (select ${dayOf('j.posted')} as day, j.location_id, j.job_category_id,
                   round((coalesce(j.min_pay, nullif(j.max_pay, -1)) + coalesce(nullif(j.max_pay, -1), j.min_pay)) / 2.0)::int as pay
              from jobs j where j.unpublished_at is null) p
     where pay is not null
     group by ${cube('location_id', 'job_category_id', 'day', 'pay')}`,

  // Delays, in tenths of a day: a job's first application (whatever became of it), an employer's decision.
  sql`
    insert into insight_delays (kind, day, district_id, sector_id, tenths, n)
    select 'first_application', day, ${level('location_id')}, ${level('job_category_id')}, tenths, count(*)
      from (select ${dayOf('j.posted')} as day, j.location_id, j.job_category_id,
                   greatest(round(extract(epoch from (min(a.created) - j.posted)) / 8640), 0)::int as tenths
              from jobs j join job_applications a on a.job_id = j.id
             where j.unpublished_at is null
             group by j.id) f
     group by ${cube('location_id', 'job_category_id', 'day', 'tenths')}
    union all
    select 'decision', day, ${level('location_id')}, ${level('job_category_id')}, tenths, count(*)
      from (select ${dayOf('a.created')} as day, j.location_id, j.job_category_id,
                   greatest(round(extract(epoch from (a.updated_at - a.created)) / 8640), 0)::int as tenths
              from job_applications a join jobs j on j.id = a.job_id
             where j.unpublished_at is null and a.status in ('Accepted', 'Declined')) d
     group by ${cube('location_id', 'job_category_id', 'day', 'tenths')}`,

  // Seekers now, by their highest education: where they live, and each sector they chose.
  sql`
    with ranked as (
      select s.id, s.district_id, ${EDUCATION_RANK} as rank
        from job_seekers s left join education e on e.user_id = s.user_id
       where s.deactivated_at is null
       group by s.id
    )
    insert into insight_seekers (district_id, sector_id, education_rank, seekers)
    select ${level('r.district_id')}, 0, r.rank, count(*) from ranked r
     group by grouping sets ((r.rank, r.district_id), (r.rank)) ${knownDistrict('r.district_id')}
    union all
    select ${level('r.district_id')}, c.job_category_id, r.rank, count(*)
      from ranked r join job_seeker_categories c on c.job_seeker_id = r.id
     group by grouping sets ((r.rank, r.district_id, c.job_category_id), (r.rank, c.job_category_id)) ${knownDistrict('r.district_id')}`,

  // Skills: the trade list and the skills seekers list most, matched in open jobs' text (GIN on job_search.doc) and in
  // seekers' skills (GIN on to_tsvector(skills.name), migration 0012).
  sql`
    with listed as (
      select lower(trim(k.name)) as skill
        from skills k join job_seekers s on s.user_id = k.user_id
       where s.deactivated_at is null
       group by 1 order by count(distinct k.user_id) desc, 1 limit ${LISTED_SKILLS}
    ), terms as (
      select skill from listed
      union
      select unnest(${sql.raw(`array[${TRADE_SKILLS.map((s) => `'${s}'`).join(',')}]`)}::text[])
    ), queries as (
      select skill, plainto_tsquery('english', skill) as q from terms where numnode(plainto_tsquery('english', skill)) > 0
    ), demand as (
      select t.skill, ${level('js.district_id')} as district_id, ${level('js.category_id')} as sector_id, count(*) as jobs
        from queries t join job_search js on js.doc @@ t.q and js.deadline >= ${kampalaToday}
       group by ${cube('js.district_id', 'js.category_id', 't.skill')}
    ), matched as (
      select distinct t.skill, s.id, s.district_id
        from queries t join skills k on to_tsvector('english', k.name) @@ t.q join job_seekers s on s.user_id = k.user_id
       where s.deactivated_at is null
    ), supply as (
      select m.skill, ${level('m.district_id')} as district_id, 0 as sector_id, count(*) as seekers from matched m
       group by grouping sets ((m.skill, m.district_id), (m.skill)) ${knownDistrict('m.district_id')}
      union all
      select m.skill, ${level('m.district_id')}, c.job_category_id, count(*)
        from matched m join job_seeker_categories c on c.job_seeker_id = m.id
       group by grouping sets ((m.skill, m.district_id, c.job_category_id), (m.skill, c.job_category_id)) ${knownDistrict('m.district_id')}
    )
    insert into insight_skills (skill, district_id, sector_id, jobs, seekers)
    select coalesce(d.skill, s.skill), coalesce(d.district_id, s.district_id), coalesce(d.sector_id, s.sector_id),
           coalesce(d.jobs, 0), coalesce(s.seekers, 0)
      from demand d full join supply s on s.skill = d.skill and s.district_id = d.district_id and s.sector_id = d.sector_id`,
];

export async function summaryState(db: Executor): Promise<SummaryState | null> {
  const [row] = await queryRows(
    db,
    {
      // ISO 8601 in UTC, as Date.toISOString() writes it.
      refreshed_at: sql<string>`to_char(refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      took_ms: insightSummary.tookMs,
    },
    sql`from insight_summary where id = 1`,
  );
  return row ? { refreshedAt: row.refreshed_at, tookMs: row.took_ms } : null;
}

/**
 * Rebuilds the summary. `unlessSince`: a refresh that committed at or after this time (one this call waited for)
 * is as fresh as this one would be, so it is kept.
 */
export async function refreshInsightsSummary(db: Database, opts: { unlessSince?: Date } = {}): Promise<SummaryState> {
  let rebuilt = false;
  const state = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    if (opts.unlessSince) {
      const current = await summaryState(tx);
      if (current && Date.parse(current.refreshedAt) >= opts.unlessSince.getTime()) return current;
    }
    const started = performance.now();
    for (const statement of STATEMENTS) await tx.execute(statement);
    const tookMs = Math.round(performance.now() - started);
    // now() is this transaction's start: every statement above saw the records as of then or later.
    await tx.execute(sql`
      insert into insight_summary (id, refreshed_at, took_ms) values (1, now(), ${tookMs})
      on conflict (id) do update set refreshed_at = excluded.refreshed_at, took_ms = excluded.took_ms`);
    const written = await summaryState(tx);
    if (!written) throw new Error('insight_summary not written');
    rebuilt = true;
    return written;
  });
  // The rows the rebuild replaced are dead until vacuumed, and reads would wade through them (measured: the
  // country-wide view 204 ms on fresh tables, 318 ms after a rebuild); fresh statistics too. Outside the transaction.
  if (rebuilt) await db.execute(sql.raw(`vacuum (analyze) ${SUMMARY_TABLES.join(', ')}`));
  return state;
}

/** The summary's state, building it first when it has never been built (a fresh install's first visit). */
export async function ensureInsightsSummary(db: Database): Promise<SummaryState> {
  return (await summaryState(db)) ?? refreshInsightsSummary(db, { unlessSince: new Date(0) });
}
