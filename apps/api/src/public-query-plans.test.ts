// The public pages' GETs must not read a growing table whole: every SELECT a public list, figure or detail runs is
// planned again here with the parameters it ran with, in a session that turns sequential scans off, so the planner
// takes an index wherever one can serve the statement. What is left is what no index serves: a Seq Scan of a table
// that grows with use, or an index walked whole (an Index or Index Only Scan with no Index Cond and no Limit stopping
// it). Either fails the test, naming the statement and the table.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.js';
import { refreshPortalStats } from './modules/lookups/index.js';
import { buildTestApp, type TestContext } from './test/app.js';
import { forThisServerOnly } from './test/statement-log.js';
import { authHeaders, dbDay, isoDay, lookupId, make } from './test/factories.js';

/**
 * Tables any statement may read whole: the fixed lists the portal loads at start-up (db/seed/lookups.ts), which no
 * use of the portal makes longer, and one-row tables.
 */
const FIXED_TABLES: Record<string, string> = {
  districts: 'seed list',
  cities: 'seed list',
  job_categories: 'seed list',
  functional_areas: 'seed list',
  marital_statuses: 'seed list',
  contract_types: 'seed list',
  company_categories: 'seed list',
  skills_categories: 'seed list',
  career_services: 'seed list',
  groups: 'seed list',
  portal_stats: 'one row: the home page figures',
  trade_synonyms_version: "one row: the trade synonyms' version",
  trade_synonym_groups: "the Ministry's list of trade words (a few dozen groups), read whole when its version moves",
};

/** Table → why one request reads it whole by design. */
type Inherent = Record<string, string>;
type Statement = { query: string; params: unknown[] };

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** Plan nodes that hand rows up as they get them: a Limit above them stops the scans below as well. */
const STREAMING = new Set([
  'Limit',
  'Nested Loop',
  'Merge Join',
  'Append',
  'Merge Append',
  'Result',
  'Subquery Scan',
  'Unique',
  'Incremental Sort',
  'Gather',
  'Gather Merge',
  'Memoize',
  'ProjectSet',
]);

/** What in a plan reads a growing table whole. `limited`: a Limit above stops this node early. */
function wholeTableReads(node: PlanNode, limited: boolean, inherent: Inherent, out: string[]): string[] {
  const type = node['Node Type'];
  const table = node['Relation Name'];
  const allowed = table !== undefined && (table in FIXED_TABLES || table in inherent);
  if (type === 'Seq Scan' && !allowed) out.push(`Seq Scan on ${table}`);
  if ((type === 'Index Scan' || type === 'Index Only Scan') && !node['Index Cond'] && !limited && !allowed) {
    out.push(`${type} of all of ${node['Index Name']} on ${table}`);
  }
  const passesLimit = type === 'Limit' || (limited && STREAMING.has(type));
  for (const child of node.Plans ?? []) {
    const relation = child['Parent Relationship'];
    // An InitPlan or SubPlan runs on its own terms, a nested loop's inner side once per outer row: a Limit above
    // does not stop them.
    const stoppedToo =
      passesLimit &&
      relation !== 'InitPlan' &&
      relation !== 'SubPlan' &&
      !(relation === 'Inner' && type !== 'Merge Join');
    wholeTableReads(child, stoppedToo, inherent, out);
  }
  return out;
}

/**
 * Off while planning: sequential scans, so an index is taken wherever one can serve; hash and merge joins, which on
 * whole indexes can look as cheap as probing one index per row (which an index on the join key allows): a join that
 * no index serves still shows, its inner side a Seq Scan or a whole index.
 */
const PLANNING_OFF = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'] as const;

/** Each SELECT's whole-table reads, planned with its own parameters. */
async function planProblems(pool: pg.Pool, statements: Statement[], inherent: Inherent = {}): Promise<string[]> {
  const client = await pool.connect();
  try {
    for (const setting of PLANNING_OFF) await client.query(`set ${setting} = off`);
    const problems: string[] = [];
    for (const { query, params } of statements) {
      if (!/^\s*(select|with)\b/i.test(query)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query}`,
        params,
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (!plan) throw new Error(`no plan for ${query}`);
      for (const read of wholeTableReads(plan, false, inherent, [])) {
        problems.push(`${read}\n  in: ${query.replace(/\s+/g, ' ').trim()}\n  with: ${JSON.stringify(params)}`);
      }
    }
    return problems;
  } finally {
    for (const setting of PLANNING_OFF) await client.query(`reset ${setting}`);
    client.release();
  }
}

let t: TestContext;
let capturing = false;
const ran: Statement[] = [];
const ids = {
  job: 0,
  training: 0,
  competition: 0,
  event: 0,
  centre: 0,
  testimonial: 0,
  policy: 0,
  framework: 0,
  resource: 0,
  company: 0,
  district: 0,
  sector: 0,
};
let seekerHeaders: Record<string, string> = {};
/** Whether the server can be told the tables' sizes (PostgreSQL 18); without it the plans are those of a few rows. */
let statsImport = false;
const NEEDS_STATS_IMPORT = 'planned as at real volumes with PostgreSQL 18’s statistics import; this server is older';

beforeAll(async () => {
  t = await buildTestApp({
    queryLogger: { logQuery: (query, params) => void (capturing && ran.push({ query, params })) },
  });
  const db = t.db;

  // A few of everything the public pages list (enough for a second page of jobs), and what they must leave out:
  // closed jobs, past trainings, ended competitions, past events, deactivated companies, trainers, providers, centres.
  const company = await make.company(db, await make.user(db, { groups: ['Company'] }), {
    name: 'Nile Steel Works',
    verifiedAt: new Date(),
  });
  const other = await make.company(db, await make.user(db, { groups: ['Company'] }), { name: '3 Rivers Builders' });
  const gone = await make.company(db, await make.user(db, { groups: ['Company'] }), {
    name: 'Closed Motors',
    deactivatedAt: new Date(),
  });
  const [category] = await db.select({ id: schema.companyCategories.id }).from(schema.companyCategories).limit(1);
  if (category) await db.insert(schema.companyCategoryLinks).values({ companyId: company.id, categoryId: category.id });
  ids.company = company.id;
  ids.district = await lookupId(db, schema.districts, 'Gulu');
  ids.sector = await lookupId(db, schema.jobCategories, 'Plumbing');
  const internship = await lookupId(db, schema.contractTypes, 'Internship');
  for (let i = 0; i < 12; i++) {
    const job = await make.job(db, i % 3 ? company : other, {
      title: i % 2 ? 'Welder' : 'Plumber',
      submissionDeadline: isoDay(5 + i),
      ...(i % 4 === 0 ? { locationId: ids.district, jobCategoryId: ids.sector, contractTypeId: internship } : {}),
    });
    ids.job ||= job.id;
  }
  for (const days of [-40, -20, -2]) await make.job(db, company, { submissionDeadline: isoDay(days) });
  await make.job(db, gone);

  const trainer = await make.trainer(db);
  ids.training = (await make.training(db, trainer, { title: 'Solar installation basics' })).id;
  await make.training(db, trainer, { date: dbDay(20) });
  for (const days of [-60, -30, -3]) await make.training(db, trainer, { date: dbDay(days) });
  await make.training(db, await make.trainer(db, { deactivated: true }));
  const provider = await make.skillProvider(db);
  ids.competition = (await make.competition(db, provider)).id;
  await make.competition(db, provider, { startDate: dbDay(3), endDate: dbDay(4) });
  for (const days of [-60, -30, -3])
    await make.competition(db, provider, { startDate: dbDay(days - 2), endDate: dbDay(days) });
  await make.competition(db, await make.skillProvider(db, { deactivated: true }));
  ids.event = (await make.careerEvent(db)).id;
  await make.careerEvent(db, { eventDate: dbDay(30) });
  for (const days of [-60, -30, -3]) await make.careerEvent(db, { eventDate: dbDay(days) });
  // Counsellors, all active: deactivated ones are rare, and the lists must not read every counsellor to find them.
  for (let i = 0; i < 3; i++) await make.careerEvent(db, { userId: (await make.counsellor(db)).user.id });
  ids.centre = (await make.counsellingCenter(db, { name: 'Wandegeya Career Centre' })).id;
  await make.counsellingCenter(db);
  await make.counsellingCenter(db, { deactivated: true });

  const [testimonial] = await db
    .insert(schema.testimonials)
    .values([
      { user: 'Aisha N.', text: 'Found a job.' },
      { user: 'Brian O.', text: 'Hired.' },
    ])
    .returning();
  const [policy] = await db
    .insert(schema.policies)
    .values([
      { title: 'TVET Policy', document: 'policies/tvet.pdf' },
      { title: 'Skills Act', document: 'policies/act.pdf' },
    ])
    .returning();
  const [framework] = await db
    .insert(schema.employerFrameworks)
    .values([{ title: 'Apprenticeship framework', upload: 'frameworks/a.pdf' }])
    .returning();
  const [resource] = await db
    .insert(schema.careerResources)
    .values([{ title: 'Writing a CV', description: 'How to', upload: 'resources/cv.pdf' }])
    .returning();
  await db.insert(schema.partners).values({ name: 'Ministry of Education and Sports', shortName: 'MoES' });
  if (!testimonial || !policy || !framework || !resource) throw new Error('seeding failed');
  Object.assign(ids, {
    testimonial: testimonial.id,
    policy: policy.id,
    framework: framework.id,
    resource: resource.id,
  });

  seekerHeaders = await authHeaders(t.tokens, (await make.jobSeeker(db)).user);
  // What the job queue does every minute: the stats request then only reads.
  await refreshPortalStats(db);
  // Statistics as autovacuum keeps them; then every growing table is said to hold a million rows (PostgreSQL 18's
  // statistics import; the values keep their analysed spread), so the planner weighs the joins and ranges as it does
  // with real volumes rather than walking a whole index of a few rows. The fixed lists keep their true size.
  await db.execute(sql`analyze`);
  const [server] = (
    await db.execute<{ version: number }>(sql`select current_setting('server_version_num')::int as version`)
  ).rows;
  statsImport = (server?.version ?? 0) >= 180_000;
  if (statsImport) {
    await forThisServerOnly(() =>
      db.execute(sql`
        select pg_restore_relation_stats('schemaname', 'public'::text, 'relname', c.relname::text,
                 'relpages', greatest(pg_relation_size(c.oid) / current_setting('block_size')::int, 1)::int, 'reltuples', 1e6::real)
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and c.relname not in ${Object.keys(FIXED_TABLES)}`),
    );
  }
});

/** A list the spec answers as one unpaged array reads every row it answers: documents and quotes, tens of them. */
const WHOLE_LIST = 'the list answers every row (an unpaged array in the spec); a few dozen curated rows';

/**
 * The public GETs the public pages send (docs/api.md), as visitors unless the page is also a signed-in one;
 * `inherent`: what a request reads whole by design.
 */
const REQUESTS: { name: string; url: () => string; seeker?: true; inherent?: Inherent }[] = [
  { name: 'home figures', url: () => '/api/common/stats/' },
  { name: 'jobs: newest', url: () => '/api/employer/jobs/' },
  { name: 'jobs: page 2', url: () => '/api/employer/jobs/?page=2' },
  { name: 'jobs: search words', url: () => '/api/employer/jobs/?search=weld' },
  {
    name: 'jobs: search words, newest, page 2',
    url: () => '/api/employer/jobs/?search=weld&ordering=-posted&page=2&page_size=2',
  },
  { name: 'jobs: search words in a district', url: () => `/api/employer/jobs/?search=plumb&location=${ids.district}` },
  { name: 'jobs: district', url: () => `/api/employer/jobs/?location=${ids.district}` },
  { name: 'jobs: sector', url: () => `/api/employer/jobs/?sector=${ids.sector}` },
  { name: 'jobs: town', url: () => '/api/employer/jobs/?city=Kampala' },
  {
    name: 'jobs: district and sector, by deadline',
    url: () => `/api/employer/jobs/?location=${ids.district}&sector=${ids.sector}&ordering=submission_deadline`,
  },
  {
    name: 'jobs: contract type, best paid',
    url: () => '/api/employer/jobs/?contract_type=Internship&ordering=-max_pay',
  },
  { name: 'jobs: salary range', url: () => '/api/employer/jobs/?min_pay=500000&max_pay=800000' },
  { name: 'jobs: one company', url: () => `/api/employer/jobs/?company=${ids.company}` },
  { name: 'jobs: verified employers, most applied', url: () => '/api/employer/jobs/?verified=true&ordering=popular' },
  { name: 'jobs: signed in', url: () => '/api/employer/jobs/?ordering=-min_pay', seeker: true },
  { name: 'job detail', url: () => `/api/employer/jobs/${ids.job}/` },
  { name: 'job detail, signed in', url: () => `/api/employer/jobs/${ids.job}/`, seeker: true },
  ...(['category', 'location', 'city', 'function_area', 'contract_type', 'company', 'skill'] as const).map((by) => ({
    name: `job groups by ${by}`,
    url: () => `/api/employer/job-groups/?by=${by}`,
  })),
  { name: 'companies directory', url: () => '/api/employer/company-directory/' },
  { name: 'companies directory: a letter', url: () => '/api/employer/company-directory/?letter=N' },
  { name: 'companies directory: 0-9', url: () => '/api/employer/company-directory/?letter=0-9' },
  { name: 'companies directory: search', url: () => '/api/employer/company-directory/?search=steel' },
  { name: 'companies directory: page 2', url: () => '/api/employer/company-directory/?page=2&page_size=1' },
  { name: 'company categories', url: () => '/api/employer/categories/' },
  { name: 'trainings', url: () => '/api/trainings/trainings/' },
  { name: 'trainings: search, by date', url: () => '/api/trainings/trainings/?search=solar&ordering=date' },
  { name: 'trainings: signed in, by fees', url: () => '/api/trainings/trainings/?ordering=fees', seeker: true },
  { name: 'training detail', url: () => `/api/trainings/trainings/${ids.training}/` },
  { name: 'skills categories', url: () => '/api/trainings/skillscategories/' },
  { name: 'competitions', url: () => '/api/skills/skillscompetition/' },
  {
    name: 'competitions: search, by start',
    url: () => '/api/skills/skillscompetition/?search=weld&ordering=start_date',
  },
  { name: 'competition detail', url: () => `/api/skills/skillscompetition/${ids.competition}/` },
  {
    name: 'competition detail, signed in',
    url: () => `/api/skills/skillscompetition/${ids.competition}/`,
    seeker: true,
  },
  { name: 'career events', url: () => '/api/careers/careerevent/' },
  {
    name: 'career events: search, latest first',
    url: () => '/api/careers/careerevent/?search=fair&ordering=-event_date',
  },
  { name: 'career event detail', url: () => `/api/careers/careerevent/${ids.event}/` },
  {
    name: 'counselling centres',
    url: () => '/api/careers/counsellingcenter/',
    inherent: {
      counselling_centers: 'the total counts every active centre: one per counsellor at most, hundreds nationally',
    },
  },
  { name: 'counselling centres: search', url: () => '/api/careers/counsellingcenter/?search=wandegeya' },
  { name: 'counselling centre detail', url: () => `/api/careers/counsellingcenter/${ids.centre}/` },
  { name: 'career services', url: () => '/api/careers/careerservices/' },
  { name: 'career resources', url: () => '/api/careers/careerresources/', inherent: { career_resources: WHOLE_LIST } },
  { name: 'career resource detail', url: () => `/api/careers/careerresources/${ids.resource}/` },
  { name: 'information hub: policies', url: () => '/api/info_hub/Policies/', inherent: { policies: WHOLE_LIST } },
  { name: 'information hub: policy', url: () => `/api/info_hub/Policies/${ids.policy}/` },
  {
    name: 'information hub: employer frameworks',
    url: () => '/api/info_hub/employer-frameworks/',
    inherent: { employer_frameworks: WHOLE_LIST },
  },
  { name: 'information hub: employer framework', url: () => `/api/info_hub/employer-frameworks/${ids.framework}/` },
  { name: 'testimonials', url: () => '/api/common/testimonials/', inherent: { testimonials: WHOLE_LIST } },
  { name: 'testimonial', url: () => `/api/common/testimonials/${ids.testimonial}/` },
  { name: 'partners', url: () => '/api/common/partners/', inherent: { partners: WHOLE_LIST } },
  { name: 'districts', url: () => '/api/common/districts/' },
  { name: 'cities', url: () => '/api/common/cities/' },
];

describe('the SQL plans of the public pages’ GETs', () => {
  it.for(REQUESTS)('$name: no statement reads a growing table whole', async ({ url, seeker, inherent }, { skip }) => {
    skip(!statsImport, NEEDS_STATS_IMPORT);
    ran.length = 0;
    capturing = true;
    const res = await t.app.inject({ method: 'GET', url: url(), headers: seeker ? seekerHeaders : {} });
    capturing = false;
    expect(res.statusCode, res.body).toBe(200);
    expect(ran.length).toBeGreaterThan(0);
    expect(await planProblems(t.pool, ran, inherent)).toEqual([]);
  });

  it('catches a statement that counts every row (the home figures as they were counted before the summary)', async ({
    skip,
  }) => {
    skip(!statsImport, NEEDS_STATS_IMPORT);
    const problems = await planProblems(t.pool, [
      {
        query: `
          select (select count(*) from jobs j join companies co on co.id = j.company_id
                   where j.submission_deadline >= current_date and co.deactivated_at is null and j.unpublished_at is null) as open_jobs,
                 (select count(distinct j.company_id) from jobs j join companies co on co.id = j.company_id
                   where j.submission_deadline >= current_date and co.deactivated_at is null and j.unpublished_at is null) as companies`,
        params: [],
      },
    ]);
    expect(problems.join('\n')).toMatch(/of all of \w+ on jobs/);
  });
});
