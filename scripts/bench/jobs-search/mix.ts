// The benchmark's traffic: what visitors of the job search page and a busy employer's Applicants page ask for, as a
// fixed list of distinct URLs drawn from a seeded generator (the same seed gives the same list on the same data).
// bench:pages draws its /jobs searches from jobSearchParams too (lib/search-mix.ts).
import { JOB_ORDERINGS } from '@portal/contract';
import { pick, weighted, type Rand } from '../lib/random.js';

export type MixLookups = {
  trades: readonly string[];
  modifiers: readonly string[];
  categoryNames: readonly string[];
  companyPlaces: readonly string[];
  kampala: number;
  districts: readonly number[];
  categories: readonly number[];
  functionAreas: readonly number[];
  contractTypes: readonly string[];
  /** Town name → its district. */
  cities: ReadonlyArray<{ name: string; districtId: number }>;
};

/** The orderings a visitor picks from the menu: all but the defaults, newest first and relevance (in their order). */
const NON_DEFAULT_ORDERINGS = JOB_ORDERINGS.filter((o) => o !== '-posted' && o !== 'relevance');

/**
 * What a visitor types (the web app searches when the form is sent, not while typing, so mostly whole words): a trade
 * as listed, one of its words, with a rank, the start of a word, a sector word, a word and a place.
 */
function searchWords(rand: Rand, l: MixLookups): string {
  const trade = pick(rand, l.trades);
  const words = trade.split(' ');
  const text = weighted<() => string>(rand, [
    [35, () => trade],
    [30, () => pick(rand, words)],
    [10, () => `${pick(rand, l.modifiers)} ${trade}`],
    [
      8,
      () => {
        const w = pick(rand, words);
        return w.slice(0, Math.max(3, Math.min(w.length - 1, 3 + Math.floor(rand() * 4))));
      },
    ],
    [
      7,
      () =>
        pick(
          rand,
          pick(rand, l.categoryNames)
            .split(/[^A-Za-z]+/)
            .filter((w) => w.length > 2),
        ),
    ],
    [10, () => `${pick(rand, words)} ${pick(rand, l.companyPlaces)}`],
  ])();
  // People type in any case.
  return weighted(rand, [
    [70, text.toLowerCase()],
    [25, text],
    [5, text.toUpperCase()],
  ]);
}

/** The share of searches with words among the requests (the rest browse by filters and orderings). */
export const SEARCH_SHARE = 0.45;

/**
 * One job search as the web app asks for it (its parameter order; page and page_size always sent); `search` says
 * whether it has search words.
 */
export function jobSearchParams(rand: Rand, l: MixLookups, search: boolean): URLSearchParams {
  const p = new URLSearchParams();
  if (search) p.set('search', searchWords(rand, l));
  if (rand() < (search ? 0.1 : 0.2)) p.set('sector', String(pick(rand, l.categories)));
  let district: number | undefined;
  if (rand() < 0.35) {
    district = rand() < 0.4 ? l.kampala : pick(rand, l.districts);
    p.set('location', String(district));
  }
  if (rand() < 0.05) {
    const inDistrict = district === undefined ? l.cities : l.cities.filter((c) => c.districtId === district);
    if (inDistrict.length) p.set('city', pick(rand, inDistrict).name);
  }
  if (rand() < 0.04) p.set('function_area', String(pick(rand, l.functionAreas)));
  if (rand() < 0.08) p.set('contract_type', pick(rand, l.contractTypes));
  if (rand() < 0.12) {
    const min = 200_000 + 50_000 * Math.floor(rand() * 27);
    const bounds = weighted(rand, [
      [45, 'min'],
      [45, 'both'],
      [10, 'max'],
    ]);
    if (bounds !== 'max') p.set('min_pay', String(min));
    if (bounds !== 'min') p.set('max_pay', String(min + 100_000 * (3 + Math.floor(rand() * 15))));
  }
  // The default (no ordering) is relevance with words, newest without; some ask for one explicitly.
  const ordering = weighted<string | undefined>(rand, [
    [60, undefined],
    [search ? 20 : 8, search ? 'relevance' : '-posted'],
    [search ? 4 : 6, search ? '-posted' : 'relevance'],
    [16, pick(rand, NON_DEFAULT_ORDERINGS)],
  ]);
  if (ordering) p.set('ordering', ordering);
  p.set(
    'page',
    String(
      weighted(rand, [
        [72, 1],
        [18, 2],
        [10, 3],
      ]),
    ),
  );
  p.set('page_size', '10');
  return p;
}

export type ApplicantLookups = {
  jobs: ReadonlyArray<{ id: number; applications: number; byStatus: Record<string, number> }>;
  byStatus: Record<string, number>;
  total: number;
};

/** The busy employer paging and filtering its applicants as the web app asks (page and page_size always); only pages that exist. */
export function applicantParams(rand: Rand, l: ApplicantLookups): URLSearchParams {
  const p = new URLSearchParams();
  const pageSize = weighted(rand, [
    [80, 10],
    [12, 25],
    [8, 50],
  ]);
  const status = weighted<string | undefined>(rand, [
    [55, undefined],
    [25, 'Under Review'],
    [10, 'Accepted'],
    [6, 'Declined'],
    [4, 'Cancelled'],
  ]);
  const job = rand() < 0.2 ? pick(rand, l.jobs) : undefined;
  let count = job ? job.applications : l.total;
  if (status) count = job ? (job.byStatus[status] ?? 0) : (l.byStatus[status] ?? 0);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  // Mostly the first pages, sometimes anywhere in the list.
  const page = rand() < 0.9 ? 1 + Math.floor(rand() * Math.min(pages, 5)) : 1 + Math.floor(rand() * pages);
  p.set('page', String(page));
  p.set('page_size', String(pageSize));
  if (status) p.set('status', status);
  if (job) p.set('job', String(job.id));
  return p;
}
