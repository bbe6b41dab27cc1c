// The public jobs portal: job search, job detail, open jobs per group, the company directory (spec 000 §2.3–2.5).
// Every list answers a page in one statement: the page's ids and the total first, then only those rows get
// their names, so the lookups are read for ten rows, not for every match.
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyCard, JobCard, JobDetail, JobGroup, JobOrdering, JobSearchQuery } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { invalidPage, prefixTsQuery } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import {
  presentCompanyCard,
  presentJobCard,
  presentJobDetail,
  presentJobGroup,
  type CompanyCardRow,
  type JobCardRow,
  type JobDetailRow,
} from './employer.presenter.js';

type Ctx = { db: Database; publicUrl: string };
export type Counted<T> = { count: number; results: T[] };

/**
 * "The owning company is active" without joining companies: few companies are ever deactivated, so this
 * anti-join probes an (almost always) empty set and a LIMITed scan of jobs can stop early.
 */
const COMPANY_ACTIVE = sql`not exists (select 1 from companies dc where dc.id = j.company_id and dc.deactivated_at is not null)`;

/**
 * The card's columns, for a query over jobs j joined to companies c. The lookup names are scalar subqueries,
 * not joins: the planner then weighs a 3-table join instead of an 8-table one (planning fell from ~3.5 ms to
 * ~0.6 ms a page), and each name is one primary-key probe for the page's ten rows.
 */
export const CARD_COLUMNS = sql`
  j.id, j.title, j.company_id, c.name as company_name, c.logo as company_logo, j.posted, j.available_positions,
  (select ct.name from contract_types ct where ct.id = j.contract_type_id) as contract_type,
  j.min_pay, nullif(j.max_pay, -1) as max_pay,
  j.location_id, (select d.name from districts d where d.id = j.location_id) as location_name,
  j.city_id, (select ci.name from cities ci where ci.id = j.city_id) as city_name,
  j.job_category_id, (select jc.name from job_categories jc where jc.id = j.job_category_id) as category_name,
  j.function_area_id, (select fa.name from functional_areas fa where fa.id = j.function_area_id) as function_area_name,
  j.submission_deadline, j.job_link, j.submission_deadline >= current_date as is_open`;

// max_pay -1 is the posting form's "not stated"; it sorts and filters as null.
const MAX_PAY = sql`nullif(j.max_pay, -1)`;

/**
 * ORDER BY for each ordering; `apps` is the application count where the query has one. Ties: newest id first.
 * "desc nulls last" spells out the order of jobs_posted_idx (posted, id never null), so the newest-first page
 * is read off that index and stops after one page.
 */
function orderBy(ordering: JobOrdering, apps: SQL): SQL {
  switch (ordering) {
    case '-posted':
      return sql`j.posted desc nulls last, j.id desc nulls last`;
    case 'posted':
      return sql`j.posted asc, j.id desc`;
    case 'submission_deadline':
      return sql`j.submission_deadline asc, j.id desc`;
    case '-submission_deadline':
      return sql`j.submission_deadline desc, j.id desc`;
    case '-max_pay':
      return sql`${MAX_PAY} desc nulls last, j.id desc`;
    case 'max_pay':
      return sql`${MAX_PAY} asc nulls last, j.id desc`;
    case '-min_pay':
      return sql`j.min_pay desc nulls last, j.id desc`;
    case 'min_pay':
      return sql`j.min_pay asc nulls last, j.id desc`;
    case 'popular':
      return sql`${apps} desc, j.id desc`;
  }
}

/** Open (by deadline) and the query's filters: conditions on the job row alone (alias j). */
function jobConditions(q: JobSearchQuery, tsquery: string | null): SQL {
  const where: SQL[] = [sql`j.submission_deadline >= current_date`];
  // Words the dictionary drops entirely (only stop words, e.g. "the") filter nothing, as in the other lists.
  if (tsquery) where.push(sql`(numnode(to_tsquery('english', ${tsquery}::text)) = 0 or j.search @@ to_tsquery('english', ${tsquery}::text))`);
  if (q.sector !== undefined) where.push(sql`j.job_category_id = ${q.sector}`);
  if (q.location !== undefined) where.push(sql`j.location_id = ${q.location}`);
  if (q.city) where.push(sql`j.city_id in (select ci.id from cities ci where lower(ci.name) = lower(${q.city}::text))`);
  if (q.function_area !== undefined) where.push(sql`j.function_area_id = ${q.function_area}`);
  if (q.company !== undefined) where.push(sql`j.company_id = ${q.company}`);
  if (q.contract_type) {
    where.push(sql`j.contract_type_id in (select ct.id from contract_types ct where lower(ct.name) = lower(${q.contract_type}::text))`);
  }
  // The salary slider: the job's range overlaps the chosen one; a job stating no pay matches no range.
  if (q.min_pay !== undefined) where.push(sql`coalesce(${MAX_PAY}, j.min_pay) >= ${q.min_pay}`);
  if (q.max_pay !== undefined) where.push(sql`coalesce(j.min_pay, ${MAX_PAY}) <= ${q.max_pay}`);
  return sql.join(where, sql` and `);
}

/**
 * The search page's statement: one round trip, in one of two shapes (exported so the benchmark can EXPLAIN it).
 * - With search words or by popularity, every match is visited anyway (to rank by applications; and the row
 *   estimates of prefix tsqueries are too rough to bet on an early stop): one pass counts them (`count(*) over()`)
 *   and keeps the top of the order.
 * - Otherwise the page is read in index order and stops after one page, and the count is counted apart:
 *   all open jobs matching the filters (index-only where an index covers them) less those of the few
 *   deactivated companies.
 */
export function jobSearchSql(q: JobSearchQuery): SQL {
  const tsquery = prefixTsQuery(q.search);
  const where = jobConditions(q, tsquery);
  const limit = sql`limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`;
  const card = (total: SQL, applications: SQL) => sql`
    select ${total} as total, ${CARD_COLUMNS}
      from page p
      join jobs j on j.id = p.id
      join companies c on c.id = j.company_id
     order by ${orderBy(q.ordering, applications)}`;

  if (tsquery || q.ordering === 'popular') {
    const popular = q.ordering === 'popular';
    // Applications still standing (a cancelled one no longer counts), counted from job_applications_standing_job_idx alone.
    const apps = popular
      ? sql`cross join lateral (select count(*) as n from job_applications ja where ja.job_id = j.id and ja.status <> 'Cancelled') a`
      : sql``;
    return sql`
      with page as (
        select j.id, count(*) over() as total, ${popular ? sql`a.n` : sql`0`} as applications
          from jobs j ${apps}
         where ${where} and ${COMPANY_ACTIVE}
         order by ${orderBy(q.ordering, sql`a.n`)}
         ${limit}
      )
      ${card(sql`p.total`, sql`p.applications`)}`;
  }
  const total = sql`(
      (select count(*) from jobs j where ${where})
    - (select count(*) from companies dc join jobs j on j.company_id = dc.id where dc.deactivated_at is not null and ${where}))`;
  return sql`
    with page as (
      select j.id from jobs j where ${where} and ${COMPANY_ACTIVE}
       order by ${orderBy(q.ordering, sql`0`)}
       ${limit}
    )
    ${card(total, sql`0`)}`;
}

export async function searchJobs(ctx: Ctx, q: JobSearchQuery): Promise<Counted<JobCard>> {
  const { rows } = await ctx.db.execute<JobCardRow & { total: number }>(jobSearchSql(q));
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentJobCard(ctx.publicUrl, r)) };
}

/**
 * One job for the detail page: a closed job stays readable; a deactivated company's job is gone (null).
 * has_applied / favourite_id describe the caller (nothing for a visitor).
 */
export async function jobDetail(ctx: Ctx, id: number, userId: number | null): Promise<JobDetail | null> {
  const { rows } = await ctx.db.execute<JobDetailRow>(sql`
    select ${CARD_COLUMNS},
           j.description, j.qualifications, j.application_procedure, c.address as company_address,
           exists (select 1 from job_applications ja
                    where ja.job_id = j.id and ja.user_id = ${userId}::int and ja.status <> 'Cancelled') as has_applied,
           (select f.id from favorite_jobs f where f.job_id = j.id and f.user_id = ${userId}::int) as favourite_id
      from jobs j join companies c on c.id = j.company_id
     where j.id = ${id} and c.deactivated_at is null`);
  const row = rows[0];
  return row ? presentJobDetail(ctx.publicUrl, row) : null;
}

type LookupGrouping = 'category' | 'location' | 'city' | 'function_area' | 'contract_type';

/** The lookup table and the job column of each grouping (constants: no caller text reaches these). */
const GROUP_SOURCES: Record<LookupGrouping, { table: SQL; column: SQL }> = {
  category: { table: sql`job_categories`, column: sql`j.job_category_id` },
  location: { table: sql`districts`, column: sql`j.location_id` },
  city: { table: sql`cities`, column: sql`j.city_id` },
  function_area: { table: sql`functional_areas`, column: sql`j.function_area_id` },
  contract_type: { table: sql`contract_types`, column: sql`j.contract_type_id` },
};

/** Open jobs per group: every lookup row (zero counts included), companies with an open job, or skills. */
export async function jobGroups(ctx: Ctx, by: LookupGrouping | 'company' | 'skill'): Promise<JobGroup[]> {
  let query: SQL;
  if (by === 'company') {
    // Counted per company first, then named: the aggregate reads jobs once, the join touches only those companies.
    query = sql`
      select c.id, c.name, n.count
        from (select j.company_id, count(*) as count from jobs j where j.submission_deadline >= current_date group by 1) n
        join companies c on c.id = n.company_id
       where c.deactivated_at is null
       order by n.count desc, c.name, c.id`;
  } else if (by === 'skill') {
    // The trainings' skills categories, matched against the job text (one lateral count per category, on the GIN index).
    query = sql`
      select s.id, s.name, n.count
        from skills_categories s
        cross join lateral (
          select count(*) as count from jobs j
           where j.search @@ plainto_tsquery('english', s.name) and j.submission_deadline >= current_date and ${COMPANY_ACTIVE}
        ) n
       order by s.name, s.id`;
  } else {
    const { table, column } = GROUP_SOURCES[by];
    query = sql`
      select g.id, g.name, coalesce(n.count, 0) as count
        from ${table} g
        left join (
          select ${column} as id, count(*) as count from jobs j
           where j.submission_deadline >= current_date and ${COMPANY_ACTIVE}
           group by 1
        ) n on n.id = g.id
       order by g.name, g.id`;
  }
  const { rows } = await ctx.db.execute<JobGroup>(query);
  return rows.map(presentJobGroup);
}

/** `%`, `_` and `\` are LIKE syntax; escaped, the search is a plain substring. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function companyDirectory(
  ctx: Ctx,
  q: { search?: string | undefined; letter?: string | undefined; page: number; page_size: number },
): Promise<Counted<CompanyCard>> {
  const where: SQL[] = [sql`c.deactivated_at is null`];
  if (q.search) where.push(sql`lower(c.name) like ${`%${likeEscape(q.search.toLowerCase())}%`}`);
  if (q.letter === '0-9') where.push(sql`left(c.name, 1) between '0' and '9'`);
  else if (q.letter) where.push(sql`lower(left(c.name, 1)) = ${q.letter.toLowerCase()}`);
  const { rows } = await ctx.db.execute<CompanyCardRow & { total: number }>(sql`
    with page as (
      select c.id, count(*) over() as total
        from companies c
       where ${sql.join(where, sql` and `)}
       order by c.name, c.id
       limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}
    )
    select p.total, c.id, c.name, c.logo, c.address, c.no_of_employees,
           coalesce((select json_agg(json_build_object('id', cc.id, 'name', cc.name) order by cc.name)
                       from company_category_links l join company_categories cc on cc.id = l.category_id
                      where l.company_id = c.id), '[]'::json) as category,
           (select count(*) from jobs j where j.company_id = c.id and j.submission_deadline >= current_date) as open_jobs
      from page p
      join companies c on c.id = p.id
     order by c.name, c.id`);
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentCompanyCard(ctx.publicUrl, r)) };
}
