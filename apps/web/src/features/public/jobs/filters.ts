/** The job search as kept in the address bar (spec 000 §2.4): read defensively, written back as the user filters. */
import { JOB_ORDERINGS, PUBLIC_PAGE_SIZE, type JobOrdering } from '@portal/contract';
import type { JobQuery } from './api/jobs';

export interface JobFilters {
  search: string;
  sector: number | null;
  location: number | null;
  city: string;
  function_area: number | null;
  company: number | null;
  contract_type: string;
  /** Shillings a month. */
  min_pay: number | null;
  max_pay: number | null;
  /** Jobs of employers the ministry verified only. */
  verified: boolean;
  ordering: JobOrdering;
  page: number;
}

/**
 * The order a list starts in: the best matches first when words were typed (the API's own default then), the
 * newest first otherwise. Kept out of the address bar while it is the default.
 */
export function defaultOrdering(search: string): JobOrdering {
  return search ? 'relevance' : '-posted';
}

/** The sort select's choices: relevance only means something with search words, and then it comes first. */
export function orderingsFor(search: string): JobOrdering[] {
  const others = JOB_ORDERINGS.filter((o) => o !== 'relevance');
  return search ? ['relevance', ...others] : others;
}

/** The salary slider works in thousands of shillings; its top end means "no upper limit". */
export const PAY_STEP_K = 50;
export const PAY_MAX_K = 5_000;

const MAX_INT = 2_147_483_647;

function int(raw: string | null, min = 0): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= MAX_INT ? n : null;
}

function text(raw: string | null, max: number): string {
  return (raw ?? '').trim().slice(0, max);
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const search = text(params.get('search'), 200);
  const raw = params.get('ordering') ?? '';
  const ordering = (orderingsFor(search) as string[]).includes(raw) ? (raw as JobOrdering) : defaultOrdering(search);
  return {
    search,
    sector: int(params.get('sector'), 1),
    location: int(params.get('location'), 1),
    city: text(params.get('city'), 100),
    function_area: int(params.get('function_area'), 1),
    company: int(params.get('company'), 1),
    contract_type: text(params.get('contract_type'), 100),
    min_pay: int(params.get('min_pay')),
    max_pay: int(params.get('max_pay')),
    verified: params.get('verified') === 'true',
    ordering,
    page: Math.min(int(params.get('page'), 1) ?? 1, 100_000),
  };
}

export function toJobQuery(f: JobFilters): JobQuery {
  return {
    search: f.search,
    sector: f.sector,
    location: f.location,
    city: f.city,
    function_area: f.function_area,
    company: f.company,
    contract_type: f.contract_type,
    min_pay: f.min_pay || null,
    max_pay: f.max_pay,
    ...(f.verified ? { verified: 'true' as const } : {}),
    ordering: f.ordering,
    page: f.page,
    page_size: PUBLIC_PAGE_SIZE,
  };
}

/**
 * The filters that narrow the list, by their names in the address bar and in JobFilters: what "Clear filters" takes
 * away and the Filters badge counts. The ordering and the page are not filters. A filter added to JobFilters and not
 * here fails filters.test (clearing would leave it on, as it once left "Verified employers only").
 */
export const NARROWING_FILTERS = [
  'search',
  'sector',
  'location',
  'city',
  'function_area',
  'company',
  'contract_type',
  'min_pay',
  'max_pay',
  'verified',
] as const satisfies ReadonlyArray<keyof JobFilters>;

/** The address bar's changes that clear the filters; `keepSearch` leaves the typed words (the drawer has no field for them). */
export function clearedFilters({ keepSearch = false } = {}): Record<string, null> {
  return Object.fromEntries(
    NARROWING_FILTERS.filter((key) => !(keepSearch && key === 'search')).map((key) => [key, null]),
  );
}

/** How many filters narrow the list (the salary range counts once). */
export function activeFilterCount(f: JobFilters): number {
  const payRange = f.min_pay || f.max_pay !== null;
  return (
    NARROWING_FILTERS.filter((key) => key !== 'min_pay' && key !== 'max_pay' && Boolean(f[key])).length +
    (payRange ? 1 : 0)
  );
}

/** The filters a job alert follows (issue 15): the search's own, less the ones an alert does not keep. */
export function alertFilters(f: JobFilters) {
  return {
    search: f.search || undefined,
    sector: f.sector ?? undefined,
    location: f.location ?? undefined,
    city: f.city || undefined,
    min_pay: f.min_pay || undefined,
    max_pay: f.max_pay ?? undefined,
    contract_type: f.contract_type || undefined,
  };
}
