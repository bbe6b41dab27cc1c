// The public jobs portal: job search, job detail, open jobs per group (spec 000 §2.3–2.4; the company directory is
// company-directory.service.ts).
// Every list answers a page in one statement: the page's ids and the total first, then only those rows get
// their names, so the lookups are read for ten rows, not for every match.
import { sql, type SQL } from 'drizzle-orm';
import {
  MINISTRY_GROUP,
  type JobCard,
  type JobDetail,
  type JobGroup,
  type JobFilterName,
  type JobOrdering,
  type JobSearchQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { c, j, s } from '../../db/aliases.js';
import { type jobs, type districts, type favoriteJobs } from '../../db/schema/index.js';
import { nullable, queryRows, selectList, type RowOf, type WireOf } from '../../db/typed-sql.js';
import { holdsGroup } from '../../lib/groups.js';
import { invalidPage } from '../../lib/listing.js';
import {
  NO_SYNONYMS,
  searchParts,
  searchTsQuery,
  tradeSynonyms,
  type TradeSynonyms,
} from '../../lib/trade-synonyms.js';
import { offsetOf } from '../../lib/pagination.js';
import { presentJobCard, presentJobDetail, presentJobGroup } from './jobs.presenter.js';
import { kampalaToday } from '../../lib/dates.js';

export type Ctx = { db: Database; publicUrl: string };
export type Counted<T> = { count: number; results: T[] };

/**
 * A job card's columns, for a query over jobs j joined to companies c. The lookup names are scalar subqueries,
 * not joins: the planner then weighs a 3-table join instead of an 8-table one (planning fell from ~3.5 ms to
 * ~0.6 ms a page), and each name is one primary-key probe for the page's ten rows (a reference: never null).
 */
export const CARD_COLUMNS = {
  id: j.id,
  title: j.title,
  company_id: j.companyId,
  company_name: c.name,
  company_logo: c.logo,
  posted: j.posted,
  available_positions: j.availablePositions,
  contract_type: nullable(sql<LookupName>`(select ct.name from contract_types ct where ct.id = j.contract_type_id)`),
  min_pay: j.minPay,
  max_pay: sql<WireOf<typeof jobs.maxPay>>`nullif(j.max_pay, -1)`,
  location_id: j.locationId,
  location_name: sql<LookupName>`(select d.name from districts d where d.id = j.location_id)`,
  city_id: j.cityId,
  city_name: nullable(sql<LookupName>`(select ci.name from cities ci where ci.id = j.city_id)`),
  job_category_id: j.jobCategoryId,
  category_name: sql<LookupName>`(select jc.name from job_categories jc where jc.id = j.job_category_id)`,
  function_area_id: j.functionAreaId,
  function_area_name: sql<LookupName>`(select fa.name from functional_areas fa where fa.id = j.function_area_id)`,
  submission_deadline: j.submissionDeadline,
  job_link: j.jobLink,
  is_open: sql<boolean>`j.submission_deadline >= ${kampalaToday}`,
  company_verified: sql<boolean>`c.verified_at is not null`,
};
/** A lookup row's name (every lookup list is a lookupTable: id and name). */
type LookupName = WireOf<typeof districts.name>;

/**
 * ORDER BY over the search projection for each ordering but relevance with words (`{a}` stands for the alias), and
 * the columns it sorts on (the page carries them to the outer query). Each is spelt exactly as its index in
 * db/schema/employer.ts (DESC NULLS LAST included: the planner matches the spelling, not the NOT NULL), so a page
 * is read in index order and stops after itself. Ties: newest id.
 */
type Order = { by: string; columns: string };
const ORDERS: Record<Exclude<JobOrdering, 'relevance'>, Order> = {
  '-posted': { by: '{a}.posted desc nulls last, {a}.job_id desc nulls last', columns: 'posted' },
  posted: { by: '{a}.posted asc, {a}.job_id desc nulls last', columns: 'posted' },
  submission_deadline: { by: '{a}.deadline asc, {a}.job_id desc nulls last', columns: 'deadline' },
  '-submission_deadline': { by: '{a}.deadline desc nulls last, {a}.job_id desc nulls last', columns: 'deadline' },
  '-max_pay': { by: '{a}.max_pay desc nulls last, {a}.job_id desc nulls last', columns: 'max_pay' },
  max_pay: { by: '{a}.max_pay asc nulls last, {a}.job_id desc nulls last', columns: 'max_pay' },
  '-min_pay': { by: '{a}.min_pay desc nulls last, {a}.job_id desc nulls last', columns: 'min_pay' },
  min_pay: { by: '{a}.min_pay asc nulls last, {a}.job_id desc nulls last', columns: 'min_pay' },
  popular: { by: '{a}.applications desc nulls last, {a}.job_id desc nulls last', columns: 'applications' },
};
/** Relevance: `rank` (see jobSearchSql), then newest. */
const RELEVANCE: Order = { by: 'rank asc, {a}.posted desc nulls last, {a}.job_id desc nulls last', columns: 'posted' };

/** An ORDER BY list of constant text (no caller text reaches it) for the alias. */
const orderOver = (order: Order, alias: 's' | 'p') => sql.raw(order.by.replaceAll('{a}', alias));
/** The page's columns: the id and what the order sorts on (constant text). */
const pageColumns = (order: Order) => sql.raw(`s.job_id, s.${order.columns}`);

/** A list's filter ids as the tally keys them (job_search_tally.dim; migration 0005). */
const TALLY = {
  all: 0,
  category: 1,
  district: 2,
  city: 3,
  functionArea: 4,
  contractType: 5,
  payHigh: 6,
  payLow: 7,
} as const;

const cityIds = (name: string) => sql`array(select ci.id from cities ci where lower(ci.name) = lower(${name}::text))`;
const contractTypeIds = (name: string) =>
  sql`array(select ct.id from contract_types ct where lower(ct.name) = lower(${name}::text))`;

/** The value of filter N in a parsed query, when given. */
type Given<N extends JobFilterName> = NonNullable<JobSearchQuery[N]>;
/** A filter's condition over the projection (alias s), and the list's total from the tally when it is the only filter (null: counted row by row). */
type FilterSql = { where: SQL; tally: SQL | null };

/**
 * Each filter of JOB_FILTERS but the words (a tsquery, see jobSearchSql) as SQL: null when its value narrows nothing.
 * The lookups named by text resolve to an id array first (an InitPlan), so the filter is an index condition.
 */
const FILTER_SQL: { [N in Exclude<JobFilterName, 'search'>]: (v: Given<N>) => FilterSql | null } = {
  sector: (v) => ({ where: sql`s.category_id = ${v}`, tally: tallied(TALLY.category, sql`t.key = ${v}`) }),
  location: (v) => ({ where: sql`s.district_id = ${v}`, tally: tallied(TALLY.district, sql`t.key = ${v}`) }),
  city: (v) =>
    v
      ? { where: sql`s.city_id = any(${cityIds(v)})`, tally: tallied(TALLY.city, sql`t.key = any(${cityIds(v)})`) }
      : null,
  function_area: (v) => ({
    where: sql`s.function_area_id = ${v}`,
    tally: tallied(TALLY.functionArea, sql`t.key = ${v}`),
  }),
  company: (v) => ({ where: sql`s.company_id = ${v}`, tally: null }),
  contract_type: (v) =>
    v
      ? {
          where: sql`s.contract_type_id = any(${contractTypeIds(v)})`,
          tally: tallied(TALLY.contractType, sql`t.key = any(${contractTypeIds(v)})`),
        }
      : null,
  // The salary slider: the job's range overlaps the chosen one; a job stating no pay matches no range.
  min_pay: (v) => ({ where: sql`s.pay_high >= ${v}`, tally: tallied(TALLY.payHigh, sql`t.key >= ${v}`) }),
  max_pay: (v) => ({ where: sql`s.pay_low <= ${v}`, tally: tallied(TALLY.payLow, sql`t.key <= ${v}`) }),
  // Verified employers only: company_id is in every index key, so this filters within the index (few companies).
  verified: (v) =>
    v === 'true'
      ? { where: sql`s.company_id in (select c.id from companies c where c.verified_at is not null)`, tally: null }
      : null,
};
const FILTERED = Object.keys(FILTER_SQL) as Array<keyof typeof FILTER_SQL>;

/** The query's filters that narrow the list, by name. */
function filtersOn(q: JobSearchQuery): Map<keyof typeof FILTER_SQL, FilterSql> {
  const on = new Map<keyof typeof FILTER_SQL, FilterSql>();
  for (const name of FILTERED) {
    const value = q[name];
    // One name at a time: TypeScript cannot pair FILTER_SQL[name] with q[name] across the union of names.
    const filter = value === undefined ? null : (FILTER_SQL[name] as (v: typeof value) => FilterSql | null)(value);
    if (filter) on.set(name, filter);
  }
  return on;
}

/** Open (by deadline) and the query's filters, over the projection (alias s). */
function searchConditions(q: JobSearchQuery, tsquery: string | null): SQL {
  const where: SQL[] = [sql`s.deadline >= ${kampalaToday}`];
  // Words the dictionary drops entirely (only stop words, e.g. "the") filter nothing, as in the other lists.
  if (tsquery)
    where.push(
      sql`(numnode(to_tsquery('english', ${tsquery}::text)) = 0 or s.doc @@ to_tsquery('english', ${tsquery}::text))`,
    );
  for (const filter of filtersOn(q).values()) where.push(filter.where);
  return sql.join(where, sql` and `);
}

/** Open jobs of one tally key (or keys) summed over the days from today on. */
function tallied(dim: number, key: SQL): SQL {
  return sql`(select coalesce(sum(t.n), 0) from job_search_tally t where t.dim = ${dim} and ${key} and t.deadline >= ${kampalaToday})`;
}

/** Every open job (of an active company, not taken down): the unfiltered list's total and the home page's figure. */
export const openJobsTallied = (): SQL => tallied(TALLY.all, sql`t.key = 0`);

/**
 * The exact total of a list without search words from the tally, when it is filtered by at most one thing (the
 * salary range counts as one: jobs reaching the minimum less those starting above the maximum, which all reach
 * it); null when the filters must be counted row by row.
 */
function talliedTotal(q: JobSearchQuery): SQL | null {
  const on = filtersOn(q);
  if (on.size === 0) return openJobsTallied();
  if (on.size === 1) return [...on.values()][0]?.tally ?? null;
  if (on.size === 2 && q.min_pay !== undefined && q.max_pay !== undefined) {
    if (q.min_pay > q.max_pay) return null;
    return sql`(${tallied(TALLY.payHigh, sql`t.key >= ${q.min_pay}`)} - ${tallied(TALLY.payLow, sql`t.key > ${q.max_pay}`)})`;
  }
  return null;
}

/** A job card's columns from the projection (alias s): its own columns and its stored card (presentSearchRow reads them). */
export const SEARCH_CARD_COLUMNS = {
  id: s.jobId,
  company_id: s.companyId,
  posted: s.posted,
  min_pay: s.minPay,
  max_pay: s.maxPay,
  location_id: s.districtId,
  city_id: s.cityId,
  job_category_id: s.categoryId,
  function_area_id: s.functionAreaId,
  submission_deadline: s.deadline,
  is_open: sql<boolean>`s.deadline >= ${kampalaToday}`,
  card: s.card,
};

/**
 * The search page's statement over the projection job_search (decision 006): one round trip, the page's ids and
 * the total first, then those ten rows' cards by primary key (no join to jobs, companies or the lookups); its columns
 * and the query placing them (queryRows), or the whole (jobSearchSql). Two shapes:
 * - With search words every match is visited anyway (to rank by relevance; and the row estimates of prefix tsqueries
 *   are too rough to bet on an early stop): the GIN index gives the matches, one pass counts them
 *   (`count(*) over ()`) and keeps the top of the order.
 * - Otherwise the page is read in the order's index and stops after one page, and the total comes from the
 *   tally (at most one filter) or from the filters' indexes.
 * Words that are all stop words ("the") search nothing; whether they are is the dictionary's to say, so the first
 * shape states both cases as CASE WHEN numnode(query) = 0: the planner folds it for the query's own words (a custom
 * plan: the statement is unnamed) and what is left is exactly the second shape.
 */
function jobSearchStatement(q: JobSearchQuery, synonyms: TradeSynonyms) {
  // The words, a Kiswahili or Luganda trade word standing for its group's terms (lib/trade-synonyms.ts).
  const parts = searchParts(q.search, synonyms);
  const tsquery = parts?.join(' & ') ?? null;
  const plain = searchConditions(q, null);
  const limit = sql`limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`;
  // The page (its ids first), then its cards from the projection by primary key: its columns and its card (one
  // TOAST read a row).
  const withCards = (page: SQL, total: SQL, order: Order) => ({
    columns: { total: sql<number>`${total}`, ...SEARCH_CARD_COLUMNS },
    query: (list: SQL) => sql`
      with page as (${page})
      select ${list}
        from page p
        join job_search s on s.job_id = p.job_id
       order by ${orderOver(order, 'p')}`,
  });
  const plainTotal = talliedTotal(q) ?? sql`(select count(*) from job_search s where ${plain})`;

  if (tsquery) {
    const nothingToSearch = sql`numnode(to_tsquery('english', ${tsquery}::text)) = 0`;
    let order = ORDERS[q.ordering === 'relevance' ? '-posted' : q.ordering];
    let rank = sql``;
    if (q.ordering === 'relevance' && parts) {
      // One number a match, smallest first: titles holding every word rank by their length (a title that is exactly
      // the words, "Metal Fabricator" for "metal fabricator", first: the words cover all of it), then titles holding
      // some of the words, by length, then jobs that only mention the words elsewhere; newest first within a rank.
      // The title's few lexemes are matched once or twice a row, cheap beside the visit the count makes anyway.
      // A part is a word, or a trade's terms (any of them).
      const some =
        parts.length > 1
          ? sql` when s.title_terms @@ to_tsquery('english', ${parts.join(' | ')}::text) then 1000 + length(s.title_terms)`
          : sql``;
      rank = sql`,
        case when ${nothingToSearch} then 0
             when s.title_terms @@ to_tsquery('english', ${tsquery}::text) then length(s.title_terms)${some}
             else 32767 end as rank`;
      order = RELEVANCE;
    }
    const page = sql`
        select ${pageColumns(order)}${rank}, case when ${nothingToSearch} then ${plainTotal} else count(*) over () end as total
          from job_search s
         where ${searchConditions(q, tsquery)}
         order by ${orderOver(order, 's')}
         ${limit}`;
    return withCards(page, sql`p.total`, order);
  }
  const order = ORDERS[q.ordering === 'relevance' ? '-posted' : q.ordering];
  const page = sql`
      select ${pageColumns(order)} from job_search s where ${plain}
       order by ${orderOver(order, 's')}
       ${limit}`;
  return withCards(page, plainTotal, order);
}

/** The search page's statement as the database gets it (the benchmarks EXPLAIN it). */
export function jobSearchSql(q: JobSearchQuery, synonyms: TradeSynonyms): SQL {
  const { columns, query } = jobSearchStatement(q, synonyms);
  return query(selectList(columns));
}

/**
 * The ids of the open jobs the search `q` finds that also meet `extra` (over job_search, alias s): the search page's
 * own conditions and synonyms, so a job alert (issue 15) sends what the search shows.
 */
export function jobsMatchingSearchSql(q: JobSearchQuery, extra: SQL, synonyms: TradeSynonyms): SQL {
  return sql`select s.job_id from job_search s where ${searchConditions(q, searchTsQuery(q.search, synonyms))} and ${extra}`;
}

/** A row of SEARCH_CARD_COLUMNS: the projection's columns and the card's names. */
type JobSearchRow = RowOf<typeof SEARCH_CARD_COLUMNS>;
export const presentSearchRow = (publicUrl: string, r: JobSearchRow): JobCard =>
  presentJobCard(publicUrl, { ...r, ...r.card });

export async function searchJobs(ctx: Ctx, q: JobSearchQuery): Promise<Counted<JobCard>> {
  const { columns, query } = jobSearchStatement(q, q.search ? await tradeSynonyms(ctx.db) : NO_SYNONYMS);
  const rows = await queryRows(ctx.db, columns, query);
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentSearchRow(ctx.publicUrl, r)) };
}

/** The detail page's columns (over j and c): the card's and the job's text; has_applied and favourite_id are the caller's. */
export const detailColumns = (userId: number | null) => ({
  ...CARD_COLUMNS,
  description: j.description,
  qualifications: j.qualifications,
  application_procedure: j.applicationProcedure,
  company_address: c.address,
  fee_phrases: j.feePhrases,
  unpublished: sql<boolean>`j.unpublished_at is not null`,
  unpublish_reason: j.unpublishReason,
  has_applied: sql<boolean>`exists (select 1 from job_applications ja
                    where ja.job_id = j.id and ja.user_id = ${userId}::int and ja.status <> 'Cancelled')`,
  favourite_id: nullable(
    sql<
      WireOf<typeof favoriteJobs.id>
    >`(select f.id from favorite_jobs f where f.job_id = j.id and f.user_id = ${userId}::int)`,
  ),
});

/**
 * One job for the detail page: a closed job stays readable; a deactivated company's job is gone (null), and so is a
 * job the ministry took down, except for its own company and the ministry (who read why).
 * has_applied / favourite_id describe the caller (nothing for a visitor).
 */
export async function jobDetail(ctx: Ctx, id: number, userId: number | null): Promise<JobDetail | null> {
  const [row] = await queryRows(
    ctx.db,
    { ...detailColumns(userId), owner_id: c.userId },
    sql`
      from jobs j join companies c on c.id = j.company_id
     where j.id = ${id} and c.deactivated_at is null`,
  );
  if (!row) return null;
  if (
    row.unpublished &&
    row.owner_id !== userId &&
    (userId === null || !(await holdsGroup(ctx.db, userId, MINISTRY_GROUP)))
  )
    return null;
  return presentJobDetail(ctx.publicUrl, row);
}

type LookupGrouping = 'category' | 'location' | 'city' | 'function_area' | 'contract_type';

/** The lookup table and the tally dimension of each grouping (constants: no caller text reaches these). */
const GROUP_SOURCES: Record<LookupGrouping, { table: SQL; dim: number }> = {
  category: { table: sql`job_categories`, dim: TALLY.category },
  location: { table: sql`districts`, dim: TALLY.district },
  city: { table: sql`cities`, dim: TALLY.city },
  function_area: { table: sql`functional_areas`, dim: TALLY.functionArea },
  contract_type: { table: sql`contract_types`, dim: TALLY.contractType },
};

/**
 * A group (`g`: a lookup row, a company or a skills category, each with a serial id and a name) and its open jobs
 * (`n`; none for a lookup row no open job names).
 */
const GROUP_COLUMNS = {
  id: sql<number>`g.id`,
  name: sql<string>`g.name`,
  count: sql<number>`coalesce(n.count, 0)`,
};

/** Open jobs per group: every lookup row (zero counts included), companies with an open job, or skills. */
export async function jobGroups(ctx: Ctx, by: LookupGrouping | 'company' | 'skill'): Promise<JobGroup[]> {
  let query: SQL;
  if (by === 'company') {
    // Counted per company first, then named: the aggregate reads the projection once (active companies only).
    query = sql`
        from (select s.company_id, count(*) as count from job_search s where s.deadline >= ${kampalaToday} group by 1) n
        join companies g on g.id = n.company_id
       order by n.count desc, g.name, g.id`;
  } else if (by === 'skill') {
    // The trainings' skills categories, matched against the job text (one lateral count per category, on the GIN index).
    query = sql`
        from skills_categories g
        cross join lateral (
          select count(*) as count from job_search s
           where s.doc @@ plainto_tsquery('english', g.name) and s.deadline >= ${kampalaToday}
        ) n
       order by g.name, g.id`;
  } else {
    // Summed from the tally: a few rows per group and day, not every open job.
    const { table, dim } = GROUP_SOURCES[by];
    query = sql`
        from ${table} g
        left join (
          select t.key as id, sum(t.n) as count from job_search_tally t
           where t.dim = ${dim} and t.deadline >= ${kampalaToday}
           group by 1
        ) n on n.id = g.id
       order by g.name, g.id`;
  }
  return (await queryRows(ctx.db, GROUP_COLUMNS, query)).map(presentJobGroup);
}
