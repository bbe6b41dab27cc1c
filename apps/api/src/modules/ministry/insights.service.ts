// The ministry's labour-market insights (issue 14): every figure computed from the live tables on each request (no
// stored counters that could drift), for a period and optional district and sector. Figures about people in a
// district or sector cell below SMALL_GROUP_MIN are withheld (null), so nobody can be picked out. The statements
// run side by side on the pool; each reads its tables once (GROUPING SETS give the totals and both breakdowns in one
// pass). Measured in scripts/bench/insights (100,000 jobs, 200,000 applications).
import { sql, type SQL } from 'drizzle-orm';
import { INSIGHT_DEFINITIONS, MINISTRY_MESSAGES, SMALL_GROUP_MIN, today, type Insights, type InsightsBreakdownRow, type InsightsQuery, type InsightsSkillRow } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';

/** Trade skills employers ask for, matched in job texts next to what seekers list themselves (the gap between them). */
export const TRADE_SKILLS = [
  'welding', 'metal fabrication', 'plumbing', 'electrical installation', 'wiring', 'solar installation', 'carpentry', 'joinery',
  'masonry', 'bricklaying', 'tiling', 'painting', 'plastering', 'roofing', 'motor vehicle repair', 'auto electrics',
  'panel beating', 'engine overhaul', 'tailoring', 'garment making', 'hairdressing', 'cosmetology', 'catering', 'baking',
  'food processing', 'refrigeration', 'air conditioning', 'computer repair', 'networking', 'graphic design', 'machine operation',
  'forklift', 'driving', 'agronomy', 'animal husbandry', 'poultry', 'irrigation', 'surveying', 'draughting', 'bookkeeping',
  'customer care', 'housekeeping', 'security', 'phone repair', 'leather work', 'shoe making', 'knitting', 'pottery',
] as const;

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

export async function insights(db: Database, q: InsightsQuery): Promise<Insights> {
  const period = periodOf(q);
  const f: Filters = { district: q.district, sector: q.sector };
  const filtered = f.district !== undefined || f.sector !== undefined;
  const inPeriod = (column: SQL) => sql`${column} >= ${period.from}::date and ${column} < ${period.to}::date + 1`;
  const jobFilters = (alias: string) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.unpublished_at is null`,
        ...(f.district !== undefined ? [sql`${sql.raw(alias)}.location_id = ${f.district}`] : []),
        ...(f.sector !== undefined ? [sql`${sql.raw(alias)}.job_category_id = ${f.sector}`] : []),
      ],
      sql` and `,
    );
  const seekerFilters = (alias: string) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.deactivated_at is null`,
        ...(f.district !== undefined ? [sql`${sql.raw(alias)}.district_id = ${f.district}`] : []),
        ...(f.sector !== undefined
          ? [sql`exists (select 1 from job_seeker_categories c where c.job_seeker_id = ${sql.raw(alias)}.id and c.job_category_id = ${f.sector})`]
          : []),
      ],
      sql` and `,
    );

  type Grouped = { gl: number; gc: number; location_id: number | null; category_id: number | null };
  const jobsQuery = db.execute<Grouped & { jobs: Num; positions: Num; companies: Num; median_pay: Num }>(sql`
    with j as (
      select j.location_id, j.job_category_id, j.available_positions, j.company_id,
             (coalesce(j.min_pay, nullif(j.max_pay, -1)) + coalesce(nullif(j.max_pay, -1), j.min_pay)) / 2.0 as pay
        from jobs j where ${inPeriod(sql`j.posted`)} and ${jobFilters('j')}
    )
    select grouping(location_id) as gl, grouping(job_category_id) as gc, location_id, job_category_id as category_id,
           count(*) as jobs, coalesce(sum(available_positions), 0) as positions, count(distinct company_id) as companies,
           percentile_cont(0.5) within group (order by pay) as median_pay
      from j group by grouping sets ((location_id), (job_category_id), ())`);

  const applicationsQuery = db.execute<Grouped & { applications: Num; accepted: Num }>(sql`
    select grouping(j.location_id) as gl, grouping(j.job_category_id) as gc, j.location_id, j.job_category_id as category_id,
           count(*) filter (where a.status <> 'Cancelled') as applications, count(*) filter (where a.status = 'Accepted') as accepted
      from job_applications a join jobs j on j.id = a.job_id
     where ${inPeriod(sql`a.created`)} and ${jobFilters('j')}
     group by grouping sets ((j.location_id), (j.job_category_id), ())`);

  // Seekers by where they live (district) and the sectors they chose (a seeker may count in several sectors).
  const seekersQuery = db.execute<{ kind: 'all' | 'district' | 'sector'; id: number | null; seekers: Num; new_seekers: Num }>(sql`
    select case when grouping(s.district_id) = 1 then 'all' else 'district' end as kind, s.district_id as id,
           count(*) as seekers, count(*) filter (where ${inPeriod(sql`s.created_at`)}) as new_seekers
      from job_seekers s where ${seekerFilters('s')}
     group by rollup (s.district_id)
    union all
    select 'sector', c.job_category_id, count(*), count(*) filter (where ${inPeriod(sql`s.created_at`)})
      from job_seekers s join job_seeker_categories c on c.job_seeker_id = s.id
     where ${seekerFilters('s')}
     group by c.job_category_id`);

  const openQuery = db.execute<{ open_jobs: Num; trainings: Num; competitions: Num; events: Num }>(sql`
    select (select count(*) from job_search s where s.deadline >= current_date
              ${f.district !== undefined ? sql`and s.district_id = ${f.district}` : sql``}
              ${f.sector !== undefined ? sql`and s.category_id = ${f.sector}` : sql``}) as open_jobs,
           (select count(*) from trainings t where t.date between ${period.from}::date and ${period.to}::date) as trainings,
           (select count(*) from skills_competitions c where c.start_date <= ${period.to}::date and c.end_date >= ${period.from}::date) as competitions,
           (select count(*) from career_events e where e.event_date between ${period.from}::date and ${period.to}::date) as events`);

  const unit = sql.raw(`'${period.interval}'`);
  const overTimeQuery = db.execute<{ period: string; jobs_posted: Num; applications: Num; new_job_seekers: Num }>(sql`
    with points as (
      select generate_series(date_trunc(${unit}, ${period.from}::date), ${period.to}::date, ('1 ' || ${unit})::interval)::date as period
    ), j as (
      select date_trunc(${unit}, j.posted)::date as period, count(*) as n from jobs j
       where ${inPeriod(sql`j.posted`)} and ${jobFilters('j')} group by 1
    ), a as (
      select date_trunc(${unit}, a.created)::date as period, count(*) as n
        from job_applications a join jobs j on j.id = a.job_id
       where ${inPeriod(sql`a.created`)} and a.status <> 'Cancelled' and ${jobFilters('j')} group by 1
    ), s as (
      select date_trunc(${unit}, s.created_at)::date as period, count(*) as n from job_seekers s
       where ${inPeriod(sql`s.created_at`)} and ${seekerFilters('s')} group by 1
    )
    select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(j.n, 0) as jobs_posted, coalesce(a.n, 0) as applications, coalesce(s.n, 0) as new_job_seekers
      from points p left join j using (period) left join a using (period) left join s using (period)
     order by p.period`);

  // Skills: the trade list and the 30 skills seekers list most, each matched in open jobs' text (GIN on job_search.doc)
  // and in seekers' skills (GIN on to_tsvector(skills.name), migration 0013).
  const skillsQuery = db.execute<{ skill: string; jobs: Num; seekers: Num }>(sql`
    with listed as (
      select lower(trim(k.name)) as skill, count(distinct k.user_id) as n
        from skills k join job_seekers s on s.user_id = k.user_id
       where ${seekerFilters('s')}
       group by 1 order by 2 desc, 1 limit 30
    ), terms as (
      select skill from listed
      union
      select unnest(${sql.raw(`array[${TRADE_SKILLS.map((s) => `'${s}'`).join(',')}]`)}::text[])
    ), queries as (
      select skill, plainto_tsquery('english', skill) as q from terms where numnode(plainto_tsquery('english', skill)) > 0
    )
    select t.skill,
           (select count(*) from job_search js where js.doc @@ t.q and js.deadline >= current_date
              ${f.district !== undefined ? sql`and js.district_id = ${f.district}` : sql``}
              ${f.sector !== undefined ? sql`and js.category_id = ${f.sector}` : sql``}) as jobs,
           (select count(distinct k.user_id) from skills k join job_seekers s on s.user_id = k.user_id
             where to_tsvector('english', k.name) @@ t.q and ${seekerFilters('s')}) as seekers
      from queries t`);

  // Each seeker's highest level of education, read from the certification's name.
  const educationQuery = db.execute<{ level: string; rank: number; seekers: Num }>(sql`
    with levels as (
      select s.id, max(case
          when e.certification ~* '(master|msc|mba|phd|doctor)' then 6
          when e.certification ~* '(bachelor|degree|bsc|b\\.sc|\\mba\\M|\\mbed\\M)' then 5
          when e.certification ~* 'diploma' then 4
          when e.certification ~* '(\\muce\\M|\\muace\\M|o[- ]level|a[- ]level|certificate of education)' then 2
          when e.certification ~* '(certificate|craft|trade test|nces|\\mcert)' then 3
          when e.id is not null then 1
          else 0 end) as rank
        from job_seekers s left join education e on e.user_id = s.user_id
       where ${seekerFilters('s')}
       group by s.id
    )
    select rank, case rank when 6 then 'Master''s or doctorate' when 5 then 'Bachelor''s degree' when 4 then 'Diploma'
                           when 3 then 'Certificate (national, craft or trade test)' when 2 then 'Secondary school (UCE or UACE)'
                           when 1 then 'Other' else 'None listed' end as level,
           count(*) as seekers
      from levels group by rank order by rank desc`);

  const timingQuery = db.execute<{ first_days: Num; first_jobs: Num; decision_days: Num; decisions: Num }>(sql`
    with firsts as (
      select extract(epoch from (min(a.created) - j.posted)) / 86400 as days
        from jobs j join job_applications a on a.job_id = j.id
       where ${inPeriod(sql`j.posted`)} and ${jobFilters('j')}
       group by j.id, j.posted
    ), decided as (
      select extract(epoch from (a.updated_at - a.created)) / 86400 as days
        from job_applications a join jobs j on j.id = a.job_id
       where ${inPeriod(sql`a.created`)} and a.status in ('Accepted', 'Declined') and ${jobFilters('j')}
    )
    select (select percentile_cont(0.5) within group (order by greatest(days, 0)) from firsts) as first_days,
           (select count(*) from firsts) as first_jobs,
           (select percentile_cont(0.5) within group (order by greatest(days, 0)) from decided) as decision_days,
           (select count(*) from decided) as decisions`);

  const namesQuery = db.execute<{ kind: 'district' | 'sector'; id: number; name: string }>(sql`
    select 'district' as kind, id, name from districts union all select 'sector', id, name from job_categories`);

  const [jobsR, appsR, seekersR, openR, timeR, skillsR, eduR, timingR, namesR] = await Promise.all([
    jobsQuery, applicationsQuery, seekersQuery, openQuery, overTimeQuery, skillsQuery, educationQuery, timingQuery, namesQuery,
  ]);

  const names = { district: new Map<number, string>(), sector: new Map<number, string>() };
  for (const n of namesR.rows) names[n.kind].set(n.id, n.name);

  const jobsAll = jobsR.rows.find((r) => Number(r.gl) === 1 && Number(r.gc) === 1);
  const appsAll = appsR.rows.find((r) => Number(r.gl) === 1 && Number(r.gc) === 1);
  const seekersAll = seekersR.rows.find((r) => r.kind === 'all');
  const open = openR.rows[0];
  const timing = timingR.rows[0];

  /** One breakdown (districts or sectors): every place or sector with a figure, most jobs first. */
  const breakdown = (kind: 'district' | 'sector'): InsightsBreakdownRow[] => {
    const isKind = (r: Grouped) => (kind === 'district' ? Number(r.gl) === 0 : Number(r.gc) === 0);
    const key = (r: Grouped) => (kind === 'district' ? r.location_id : r.category_id);
    const rows = new Map<number, InsightsBreakdownRow & { raw: { applications: number; seekers: number } }>();
    const row = (id: number) => {
      let r = rows.get(id);
      if (!r) {
        r = { id, name: names[kind].get(id) ?? String(id), jobs: 0, positions: 0, applications: 0, seekers: 0, median_pay: null, raw: { applications: 0, seekers: 0 } };
        rows.set(id, r);
      }
      return r;
    };
    for (const r of jobsR.rows.filter(isKind)) {
      const id = key(r);
      if (id === null) continue;
      const out = row(id);
      out.jobs = int(r.jobs);
      out.positions = int(r.positions);
      out.median_pay = nullableInt(r.median_pay);
    }
    for (const r of appsR.rows.filter(isKind)) {
      const id = key(r);
      if (id !== null) row(id).raw.applications = int(r.applications);
    }
    for (const r of seekersR.rows.filter((s) => s.kind === kind)) if (r.id !== null) row(r.id).raw.seekers = int(r.seekers);
    return [...rows.values()]
      .map(({ raw, ...r }) => ({ ...r, applications: people(raw.applications, true), seekers: people(raw.seekers, true) }))
      .sort((a, b) => b.jobs - a.jobs || (b.seekers ?? 0) - (a.seekers ?? 0) || a.name.localeCompare(b.name));
  };

  const skillRows: InsightsSkillRow[] = skillsR.rows.map((r) => {
    const seekers = people(r.seekers, true);
    return { skill: r.skill, jobs: int(r.jobs), seekers, gap: seekers === null ? null : int(r.jobs) - seekers };
  });
  const top = (by: (r: InsightsSkillRow) => number) => skillRows.filter((r) => by(r) > 0).sort((a, b) => by(b) - by(a) || a.skill.localeCompare(b.skill)).slice(0, 15);

  const named = (kind: 'district' | 'sector', id: number | undefined) => (id === undefined ? null : { id, name: names[kind].get(id) ?? String(id) });

  return {
    period,
    filters: { district: named('district', f.district), sector: named('sector', f.sector) },
    generated_at: new Date().toISOString(),
    suppressed_below: SMALL_GROUP_MIN,
    totals: {
      jobs_posted: int(jobsAll?.jobs ?? 0),
      open_jobs: int(open?.open_jobs ?? 0),
      positions: int(jobsAll?.positions ?? 0),
      applications: people(appsAll?.applications ?? 0, filtered),
      accepted: people(appsAll?.accepted ?? 0, filtered),
      job_seekers: people(seekersAll?.seekers ?? 0, filtered),
      new_job_seekers: people(seekersAll?.new_seekers ?? 0, filtered),
      companies: int(jobsAll?.companies ?? 0),
      trainings: int(open?.trainings ?? 0),
      competitions: int(open?.competitions ?? 0),
      events: int(open?.events ?? 0),
    },
    definitions: INSIGHT_DEFINITIONS,
    by_district: breakdown('district'),
    by_sector: breakdown('sector'),
    over_time: timeR.rows.map((r) => ({
      period: r.period,
      jobs_posted: int(r.jobs_posted),
      applications: people(r.applications, filtered),
      new_job_seekers: people(r.new_job_seekers, filtered),
    })),
    skills_demand: top((r) => r.jobs),
    skills_supply: top((r) => r.seekers ?? 0),
    education_levels: eduR.rows.map((r) => ({ level: r.level, seekers: people(r.seekers, true) })),
    time_to_first_application: { median_days: timing?.first_days == null ? null : Math.round(Number(timing.first_days) * 10) / 10, jobs: int(timing?.first_jobs ?? 0) },
    application_to_decision: { median_days: timing?.decision_days == null ? null : Math.round(Number(timing.decision_days) * 10) / 10, decisions: int(timing?.decisions ?? 0) },
  };
}
