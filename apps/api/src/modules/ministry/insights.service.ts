// The ministry's labour-market insights (issue 14) for a period and optional district and sector, read from the
// summary that insights-summary.ts rebuilds from the tables every few minutes (decision 016): any period is a sum
// over its days, any filter one level of the summary's cube, so a view reads a few thousand rows at most. What the
// summary cannot add up is read live: companies that posted (a distinct count) and what is open today. Figures about
// people in a district or sector cell below SMALL_GROUP_MIN are withheld (null), so nobody can be picked out.
// Measured in scripts/bench/insights (100,000 jobs, 200,000 applications).
import { sql, type SQL } from 'drizzle-orm';
import {
  INSIGHT_DEFINITIONS,
  MINISTRY_MESSAGES,
  SMALL_GROUP_MIN,
  today,
  type Insights,
  type InsightsBreakdownRow,
  type InsightsQuery,
  type InsightsSkillRow,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { districts, insightSkills, type insightDelays } from '../../db/schema/index.js';
import { queryRows, selectList, type WireOf } from '../../db/typed-sql.js';
import { EDUCATION_LEVELS } from '../../lib/education.js';
import { badRequest } from '../../lib/errors.js';
import { ensureInsightsSummary, INSIGHTS_REFRESH_MINUTES } from './insights-summary.js';
import { kampalaMidnight, kampalaToday } from '../../lib/dates.js';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Period = { from: string; to: string; interval: 'week' | 'month' };

/** The period asked for, else the twelve months to today; weekly points up to ~4 months, monthly beyond. */
export function periodOf(q: InsightsQuery): Period {
  const to = q.to ?? today();
  const from = q.from ?? isoDay(new Date(Date.parse(to) - 365 * DAY));
  if (from > to) throw badRequest({ from: [MINISTRY_MESSAGES.periodOrder] });
  const days = (Date.parse(to) - Date.parse(from)) / DAY;
  if (days > 5 * 366) throw badRequest({ from: [MINISTRY_MESSAGES.periodTooLong] });
  return { from, to, interval: days <= 120 ? 'week' : 'month' };
}

type Filters = { district?: number | undefined; sector?: number | undefined };
type Num = string | number | null;
const int = (v: Num) => (v === null ? 0 : Math.round(Number(v)));
const nullableInt = (v: Num) => (v === null ? null : Math.round(Number(v)));

/** A count of people, withheld below the threshold when it describes a district or sector cell. */
const people = (n: Num, cell: boolean) => {
  const v = int(n);
  return cell && v < SMALL_GROUP_MIN ? null : v;
};

/**
 * The median of `v` weighted by `n` per key `k`, over histogram rows (k, v, n): the figure percentile_cont(0.5) gives
 * over the values the histogram counts (the middle one, or the mean of the two middle ones). Both are numeric, which
 * pg hands over as text.
 */
const medianColumns = <K extends string>() => ({
  k: sql<K>`k`,
  median: sql<string | null>`
    (min(v) filter (where cum >= floor((total + 1) / 2.0)) + min(v) filter (where cum >= ceil((total + 1) / 2.0))) / 2.0`,
  n: sql<string>`max(total)`,
});
const weightedMedian = (histogram: SQL) => (list: SQL) => sql`
  select ${list}
    from (select k, v, sum(n) over (partition by k order by v) as cum, sum(n) over (partition by k) as total
            from (select k, v, sum(n) as n from (${histogram}) rows group by k, v) h) c
   group by k`;

/** Sums of the summary's day counts (bigint, parsed to numbers; null over no rows). */
const SUMS = {
  jobs_posted: sql<number | null>`sum(jobs_posted)`,
  positions: sql<number | null>`sum(positions)`,
  applications: sql<number | null>`sum(applications)`,
  accepted: sql<number | null>`sum(accepted)`,
  new_seekers: sql<number | null>`sum(new_seekers)`,
};
/** A row per district or sector, its sums after the key; the union's later branches list the same columns. */
const keyed = <K extends 'district' | 'sector' | 'all'>(kind: SQL<K>, id: SQL<number>) => ({ kind, id });

export async function insights(db: Database, q: InsightsQuery): Promise<Insights> {
  const period = periodOf(q);
  const summary = await ensureInsightsSummary(db);
  const f: Filters = { district: q.district, sector: q.sector };
  const filtered = f.district !== undefined || f.sector !== undefined;
  // The cube's level for the filters (0 = every district / sector).
  const d = f.district ?? 0;
  const s = f.sector ?? 0;
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const at = sql`district_id = ${d} and sector_id = ${s}`;
  // The breakdowns' rows: each district within the sector filter (or one district), each sector within the district's.
  const byDistrict = sql`sector_id = ${s} and district_id <> 0 ${f.district !== undefined ? sql`and district_id = ${d}` : sql``}`;
  const bySector = sql`district_id = ${d} and sector_id <> 0 ${f.sector !== undefined ? sql`and sector_id = ${s}` : sql``}`;

  const totalsQuery = queryRows(db, SUMS, sql`from insight_days where ${at} and ${inPeriod}`);
  const breakdownQuery = queryRows(
    db,
    { ...keyed(sql<'district' | 'sector'>`'district'`, sql`district_id`), ...SUMS },
    sql`
    from insight_days where ${byDistrict} and ${inPeriod} group by district_id
    union all
    select ${selectList({ ...keyed(sql<'sector'>`'sector'`, sql`sector_id`), ...SUMS })} from insight_days where ${bySector} and ${inPeriod} group by sector_id`,
  );
  const seekersQuery = queryRows(
    db,
    {
      ...keyed(sql<'all' | 'district' | 'sector'>`'all'`, sql`0`),
      rank: sql<number>`education_rank`,
      // integer, then bigint sums: the union's column is bigint, parsed to a number.
      seekers: sql<number>`seekers`,
    },
    sql`
    from insight_seekers where ${at}
    union all
    select 'district', district_id, -1, sum(seekers) from insight_seekers where ${byDistrict} group by district_id
    union all
    select 'sector', sector_id, -1, sum(seekers) from insight_seekers where ${bySector} group by sector_id`,
  );
  // Keys: 'd<id>' a district, 's<id>' a sector (one row may be both when both filters are set).
  const payQuery = queryRows(
    db,
    medianColumns<string>(),
    weightedMedian(sql`
      select 'd' || district_id as k, pay as v, jobs as n from insight_pay where ${byDistrict} and ${inPeriod}
      union all
      select 's' || sector_id, pay, jobs from insight_pay where ${bySector} and ${inPeriod}`),
  );
  const delaysQuery = queryRows(
    db,
    medianColumns<WireOf<typeof insightDelays.kind>>(),
    weightedMedian(sql`select kind as k, tenths as v, n from insight_delays where ${at} and ${inPeriod}`),
  );

  const unit = sql.raw(`'${period.interval}'`);
  const overTimeQuery = queryRows(
    db,
    {
      period: sql<string>`to_char(p.period, 'YYYY-MM-DD')`,
      jobs_posted: sql<number>`coalesce(d.jobs_posted, 0)`,
      applications: sql<number>`coalesce(d.applications, 0)`,
      new_job_seekers: sql<number>`coalesce(d.new_job_seekers, 0)`,
    },
    (list) => sql`
    with points as (
      select generate_series(date_trunc(${unit}, ${period.from}::date), ${period.to}::date, ('1 ' || ${unit})::interval)::date as period
    ), days as (
      select date_trunc(${unit}, day)::date as period, sum(jobs_posted) as jobs_posted, sum(applications) as applications, sum(new_seekers) as new_job_seekers
        from insight_days where ${at} and ${inPeriod} group by 1
    )
    select ${list}
      from points p left join days d using (period)
     order by p.period`,
  );

  const skillsQuery = queryRows(
    db,
    { skill: insightSkills.skill, jobs: insightSkills.jobs, seekers: insightSkills.seekers },
    sql`from insight_skills where ${at}`,
  );

  // Live: a distinct count of companies (it does not add up over days; read from an index alone, migration 0013),
  // and what is open or held now.
  const liveQuery = queryRows(
    db,
    {
      companies: sql<number>`(select count(distinct j.company_id) from jobs j
             where j.posted >= ${kampalaMidnight(sql`${period.from}::date`)} and j.posted < ${kampalaMidnight(sql`${period.to}::date + 1`)}
               and j.unpublished_at is null
               ${f.district !== undefined ? sql`and j.location_id = ${f.district}` : sql``}
               ${f.sector !== undefined ? sql`and j.job_category_id = ${f.sector}` : sql``})`,
      open_jobs: sql<number>`(select count(*) from job_search js where js.deadline >= ${kampalaToday}
              ${f.district !== undefined ? sql`and js.district_id = ${f.district}` : sql``}
              ${f.sector !== undefined ? sql`and js.category_id = ${f.sector}` : sql``})`,
      trainings: sql<number>`(select count(*) from trainings t where t.date between ${period.from}::date and ${period.to}::date)`,
      competitions: sql<number>`(select count(*) from skills_competitions c where c.start_date <= ${period.to}::date and c.end_date >= ${period.from}::date)`,
      events: sql<number>`(select count(*) from career_events e where e.event_date between ${period.from}::date and ${period.to}::date)`,
    },
    (list) => sql`select ${list}`,
  );

  const namesQuery = queryRows(
    db,
    { kind: sql<'district' | 'sector'>`'district'`, id: districts.id, name: districts.name },
    sql`
    from districts union all select 'sector', id, name from job_categories`,
  );

  const [totalsR, breakdownR, seekersR, payR, delaysR, timeR, skillsR, liveR, namesR] = await Promise.all([
    totalsQuery,
    breakdownQuery,
    seekersQuery,
    payQuery,
    delaysQuery,
    overTimeQuery,
    skillsQuery,
    liveQuery,
    namesQuery,
  ]);

  const names = { district: new Map<number, string>(), sector: new Map<number, string>() };
  for (const n of namesR) names[n.kind].set(n.id, n.name);
  const totals = totalsR[0];
  const live = liveR[0];
  const medianPay = new Map(payR.map((r) => [r.k, nullableInt(r.median)]));
  const delay = (kind: 'first_application' | 'decision') => {
    const r = delaysR.find((x) => x.k === kind);
    // Tenths of a day, shown to one decimal.
    return { median_days: r?.median == null ? null : Math.round(Number(r.median)) / 10, n: int(r?.n ?? 0) };
  };
  const educationRows = seekersR.filter((r) => r.kind === 'all');
  const allSeekers = educationRows.reduce((n, r) => n + int(r.seekers), 0);

  /** One breakdown (districts or sectors): every place or sector with a figure, most jobs first. */
  const breakdown = (kind: 'district' | 'sector'): InsightsBreakdownRow[] => {
    const rows = new Map<number, InsightsBreakdownRow & { raw: { applications: number; seekers: number } }>();
    const row = (id: number) => {
      let r = rows.get(id);
      if (!r) {
        const median = medianPay.get(`${kind === 'district' ? 'd' : 's'}${id}`) ?? null;
        r = {
          id,
          name: names[kind].get(id) ?? String(id),
          jobs: 0,
          positions: 0,
          applications: 0,
          seekers: 0,
          median_pay: median,
          raw: { applications: 0, seekers: 0 },
        };
        rows.set(id, r);
      }
      return r;
    };
    for (const r of breakdownR.filter((x) => x.kind === kind)) {
      const out = row(r.id);
      out.jobs = int(r.jobs_posted);
      out.positions = int(r.positions);
      out.raw.applications = int(r.applications);
    }
    for (const r of seekersR.filter((x) => x.kind === kind)) row(r.id).raw.seekers = int(r.seekers);
    return [...rows.values()]
      .filter((r) => r.jobs > 0 || r.raw.applications > 0 || r.raw.seekers > 0)
      .map(({ raw, ...r }) => ({
        ...r,
        applications: people(raw.applications, true),
        seekers: people(raw.seekers, true),
      }))
      .sort((a, b) => b.jobs - a.jobs || (b.seekers ?? 0) - (a.seekers ?? 0) || a.name.localeCompare(b.name));
  };

  const skillRows: InsightsSkillRow[] = skillsR.map((r) => {
    const seekers = people(r.seekers, true);
    return { skill: r.skill, jobs: int(r.jobs), seekers, gap: seekers === null ? null : int(r.jobs) - seekers };
  });
  const top = (by: (r: InsightsSkillRow) => number) =>
    skillRows
      .filter((r) => by(r) > 0)
      .sort((a, b) => by(b) - by(a) || a.skill.localeCompare(b.skill))
      .slice(0, 15);

  const named = (kind: 'district' | 'sector', id: number | undefined) =>
    id === undefined ? null : { id, name: names[kind].get(id) ?? String(id) };
  const firstApplication = delay('first_application');
  const decision = delay('decision');

  return {
    period,
    filters: { district: named('district', f.district), sector: named('sector', f.sector) },
    generated_at: summary.refreshedAt,
    refreshed_every_minutes: INSIGHTS_REFRESH_MINUTES,
    suppressed_below: SMALL_GROUP_MIN,
    totals: {
      jobs_posted: int(totals?.jobs_posted ?? 0),
      open_jobs: int(live?.open_jobs ?? 0),
      positions: int(totals?.positions ?? 0),
      applications: people(totals?.applications ?? 0, filtered),
      accepted: people(totals?.accepted ?? 0, filtered),
      job_seekers: people(allSeekers, filtered),
      new_job_seekers: people(totals?.new_seekers ?? 0, filtered),
      companies: int(live?.companies ?? 0),
      trainings: int(live?.trainings ?? 0),
      competitions: int(live?.competitions ?? 0),
      events: int(live?.events ?? 0),
    },
    definitions: INSIGHT_DEFINITIONS,
    by_district: breakdown('district'),
    by_sector: breakdown('sector'),
    over_time: timeR.map((r) => ({
      period: r.period,
      jobs_posted: int(r.jobs_posted),
      applications: people(r.applications, filtered),
      new_job_seekers: people(r.new_job_seekers, filtered),
    })),
    skills_demand: top((r) => r.jobs),
    skills_supply: top((r) => r.seekers ?? 0),
    education_levels: educationRows
      .sort((a, b) => b.rank - a.rank)
      .map((r) => ({ level: EDUCATION_LEVELS[r.rank] ?? 'Other', seekers: people(r.seekers, true) })),
    time_to_first_application: { median_days: firstApplication.median_days, jobs: firstApplication.n },
    application_to_decision: { median_days: decision.median_days, decisions: decision.n },
  };
}
