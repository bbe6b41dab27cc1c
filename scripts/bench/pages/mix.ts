// bench:pages's traffic: the public pages visitors open, as a fixed list of distinct URLs drawn from a seeded
// generator and the data (the same seed gives the same list on the same data), each to be requested once.
//
// Shares of the list (of the requests): 45 % job pages (/job-detail/<id>, open jobs), 25 % searches (/jobs with the
// web app's parameters: search, sector, location, city, function_area, contract_type, min_pay, max_pay, ordering,
// page), 15 % the catalogue (details of upcoming trainings, competitions and events and of the counselling centres;
// their lists searched or paged; the information hub, about us, privacy, terms and skills pages), 10 % browsing (the
// job lists' other pages with filters, the company directory by letter, search and page, the jobs by category,
// place, designation and skill) and 5 % the home page. Languages 60 / 25 / 15 %: English unprefixed, Kiswahili under
// /sw and Luganda under /lg (/sw and /lg alone for the home page). A page with few URLs of its own (the home page,
// about us, the jobs by category …) is made distinct the way visitors' links are: a tracking parameter (fbclid, gclid,
// utm_*) as links shared on WhatsApp or Facebook, or from an advert or a newsletter, carry; as is any URL drawn a
// second time.
import { sql } from 'drizzle-orm';
import { PUBLIC_PAGE_SIZE } from '@portal/contract';
import type { Database } from '../../../apps/api/src/db/client.js';
import { TRADES } from '../jobs-search/generate.js';
import { pick, seeded, shuffle, weighted, type Rand } from '../lib/random.js';
import { distinctSearches, searchLookups } from '../lib/search-mix.js';

export const SHARES = { job: 0.45, search: 0.25, catalogue: 0.15, browse: 0.1, home: 0.05 } as const;
export type Kind = keyof typeof SHARES;
const LANGUAGES = [
  [60, 'en'],
  [25, 'sw'],
  [15, 'lg'],
] as const;
export type Language = (typeof LANGUAGES)[number][1];

/** What visitors type into the catalogue's searches: trades, towns and the catalogue's own themes. */
const CATALOGUE_WORDS = [
  ...['welding', 'solar', 'electrical', 'tailoring', 'hotel', 'plumbing', 'motor'],
  ...['Kampala', 'Gulu', 'Mbarara', 'Jinja'],
  ...['career', 'youth', 'skills', 'guidance', 'fair'],
];
const STATIC_PAGES = ['/information-hub', '/about-us', '/privacy', '/terms', '/skills'];
const JOB_GROUP_PAGES = [
  '/category-jobs',
  '/category-location-jobs',
  '/category-designations-jobs',
  '/category-skill-jobs',
];
const JOB_LIST_PAGES = [
  '/browse-job-filter-list',
  '/browse-job-filter-grid',
  '/category-all-jobs',
  '/company-internships',
];
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9'];

export type PageMix = {
  urls: string[];
  /** Per URL (same order): what it is and its language. */
  of: Array<{ kind: Kind; language: Language }>;
  /** URLs with a tracking parameter. */
  tracked: number;
  /** The open job with the most applications: the repeated job page's. */
  popularJob: number;
  /** Open jobs the job pages were drawn from. */
  openJobs: number;
};

/** The ids a query returns. */
async function ids(db: Database, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await db.execute<{ id: number }>(query)).rows.map((r) => r.id);
}

function token(rand: Rand, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
  return s;
}

/** What a shared or advertised link adds to the page's URL. */
function tracking(rand: Rand): string {
  return weighted<() => string>(rand, [
    [40, () => `fbclid=IwAR${token(rand, 56)}`],
    [
      25,
      () =>
        `utm_source=whatsapp&utm_medium=share&utm_campaign=${pick(rand, ['jobs', 'trainings', 'careers', 'youth'])}-${1 + Math.floor(rand() * 500)}`,
    ],
    [
      15,
      () =>
        `utm_source=facebook&utm_medium=social&utm_campaign=post-${1 + Math.floor(rand() * 2000)}&utm_content=${token(rand, 8)}`,
    ],
    [10, () => `gclid=Cj0KCQ${token(rand, 80)}`],
    [
      10,
      () =>
        `utm_source=newsletter&utm_medium=email&utm_campaign=week-${1 + Math.floor(rand() * 52)}&utm_term=${token(rand, 6)}`,
    ],
  ])();
}

/** The /jobs page's query for an API search: no page_size, no page 1, no default ordering (the web app leaves them out). */
function webQuery(api: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(api);
  p.delete('page_size');
  if (p.get('page') === '1') p.delete('page');
  if (p.get('ordering') === (p.get('search') ? 'relevance' : '-posted')) p.delete('ordering');
  return p;
}

export async function buildPageMix(db: Database, { count, seed }: { count: number; seed: number }): Promise<PageMix> {
  const rand = seeded(seed);
  const jobs = await ids(
    db,
    sql`
    select j.id from jobs j join companies c on c.id = j.company_id
     where j.submission_deadline >= current_date and c.deactivated_at is null and j.unpublished_at is null order by j.id`,
  );
  if (jobs.length === 0) throw new Error('the database has no open job');
  const [popular] = await ids(
    db,
    sql`
    select j.id from jobs j join companies c on c.id = j.company_id
     where j.submission_deadline >= current_date and c.deactivated_at is null and j.unpublished_at is null
     order by (select count(*) from job_applications a where a.job_id = j.id) desc, j.id limit 1`,
  );
  const details = {
    '/training-detail/': await ids(
      db,
      sql`select t.id from trainings t join trainers r on r.id = t.trainer_id where t.date >= current_date and r.deactivated_at is null order by t.id`,
    ),
    '/competition-detail/': await ids(
      db,
      sql`
      select s.id from skills_competitions s join skill_providers p on p.id = s.provider_id where s.end_date >= current_date and p.deactivated_at is null order by s.id`,
    ),
    '/event-detail/': await ids(
      db,
      sql`
      select e.id from career_events e where e.event_date >= current_date
         and not exists (select 1 from career_counsellors cc where cc.user_id = e.user_id and cc.deactivated_at is not null) order by e.id`,
    ),
    '/counselling-centers/': await ids(
      db,
      sql`select id from counselling_centers where deactivated_at is null order by id`,
    ),
  };
  const lists: Array<[string, number]> = [
    ['/trainings', details['/training-detail/'].length],
    ['/skills-competitions', details['/competition-detail/'].length],
    ['/events', details['/event-detail/'].length],
    ['/counselling-centers', details['/counselling-centers/'].length],
  ];
  const detailPaths = Object.entries(details).filter(([, list]) => list.length > 0);
  const letters = new Map(
    (
      await db.execute<{ letter: string; n: number }>(sql`
        select case when left(name, 1) between '0' and '9' then '0-9' else upper(left(name, 1)) end as letter, count(*)::int as n
          from companies where deactivated_at is null group by 1`)
    ).rows.map((r) => [r.letter, r.n]),
  );
  const companies = [...letters.values()].reduce((a, b) => a + b, 0);
  const pages = (n: number) => Math.max(1, Math.ceil(n / PUBLIC_PAGE_SIZE));

  // Searches for /jobs and the filters of the other job lists, distinct, their pages checked against the data.
  const { lookups } = await searchLookups(db);
  const wanted = { search: Math.ceil(count * SHARES.search), browse: Math.ceil(count * SHARES.browse) };
  const searches = (
    await distinctSearches(db, lookups, { count: Math.ceil((wanted.search + wanted.browse) * 1.3), seed: seed + 1 })
  ).map(webQuery);

  const seen = new Set<string>();
  const urls: string[] = [];
  const of: PageMix['of'] = [];
  let tracked = 0;
  /** Adds the page in the language (a tracking parameter when it is already in the list, or when `track`). */
  const add = (kind: Kind, path: string, query = '', track = false) => {
    const language = weighted(rand, LANGUAGES);
    const prefixed = language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;
    let url = query ? `${prefixed}?${query}` : prefixed;
    if (track || seen.has(url)) {
      url = `${url}${query ? '&' : '?'}${tracking(rand)}`;
      if (seen.has(url)) return;
      tracked += 1;
    }
    seen.add(url);
    urls.push(url);
    of.push({ kind, language });
  };
  let nextSearch = 0;
  const takeSearch = () => searches[nextSearch++ % searches.length] ?? new URLSearchParams();
  const draw: Record<Kind, () => void> = {
    job: () => add('job', `/job-detail/${pick(rand, jobs)}`),
    search: () => add('search', '/jobs', takeSearch().toString()),
    catalogue: () =>
      weighted<() => void>(rand, [
        [
          detailPaths.length ? 55 : 0,
          () => {
            const [prefix, list] = pick(rand, detailPaths);
            add('catalogue', `${prefix}${pick(rand, list)}`);
          },
        ],
        [
          30,
          () => {
            const [path, n] = pick(rand, lists);
            const q = new URLSearchParams();
            const r = rand();
            if (r < 0.35) q.set('search', pick(rand, CATALOGUE_WORDS));
            else if (r < 0.7 && pages(n) > 1) q.set('page', String(2 + Math.floor(rand() * (pages(n) - 1))));
            add('catalogue', path, q.toString(), q.toString() === '' && rand() < 0.5);
          },
        ],
        [15, () => add('catalogue', pick(rand, STATIC_PAGES), '', rand() < 0.7)],
      ])(),
    browse: () =>
      weighted<() => void>(rand, [
        [
          40,
          () => {
            const path = pick(rand, JOB_LIST_PAGES);
            const q = new URLSearchParams(takeSearch());
            // The internships page has its own contract type; the pages it has are not checked: its first only.
            if (path === '/company-internships') {
              q.delete('contract_type');
              q.delete('page');
            }
            add('browse', path, q.toString());
          },
        ],
        [
          30,
          () => {
            const q = new URLSearchParams();
            const r = rand();
            if (r < 0.5) {
              const letter = pick(rand, LETTERS);
              q.set('letter', letter);
              const n = pages(letters.get(letter) ?? 0);
              if (n > 1 && rand() < 0.3) q.set('page', String(2 + Math.floor(rand() * (n - 1))));
            } else if (r < 0.75)
              q.set(
                'search',
                pick(rand, [...lookups.companyPlaces, ...TRADES.map((t) => t[0].split(' ')[0] ?? '')]).toLowerCase(),
              );
            else if (pages(companies) > 1)
              q.set('page', String(2 + Math.floor(rand() * Math.min(20, pages(companies) - 1))));
            add('browse', '/companies', q.toString());
          },
        ],
        [30, () => add('browse', pick(rand, JOB_GROUP_PAGES), '', rand() < 0.6)],
      ])(),
    home: () => add('home', '/', '', rand() < 0.8),
  };

  // Each kind in its share: the next draw is of the kind furthest behind it.
  const drawn: Record<Kind, number> = { job: 0, search: 0, catalogue: 0, browse: 0, home: 0 };
  const kinds = Object.keys(SHARES) as Kind[];
  for (let attempts = 0; urls.length < count && attempts < count * 20; attempts++) {
    const kind = kinds.reduce((a, b) =>
      drawn[b] - SHARES[b] * (urls.length + 1) < drawn[a] - SHARES[a] * (urls.length + 1) ? b : a,
    );
    const before = urls.length;
    draw[kind]();
    if (urls.length > before) drawn[kind] += 1;
  }
  if (urls.length < count) throw new Error(`only ${urls.length} distinct page URLs could be drawn`);
  // Interleaved, as visitors come: the same order on every run.
  const order = shuffle(
    seeded(seed + 2),
    urls.map((_, i) => i),
  );
  return {
    urls: order.map((i) => urls[i] as string),
    of: order.map((i) => of[i] as PageMix['of'][number]),
    tracked,
    popularJob: popular ?? (jobs[0] as number),
    openJobs: jobs.length,
  };
}
