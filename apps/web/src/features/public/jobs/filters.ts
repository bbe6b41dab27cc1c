/**
 * The job search as kept in the address bar (spec 000 §2.4): read defensively, written back as the user filters. The
 * filters themselves are the contract's JOB_FILTERS; everything here about them is derived from that list.
 */
import {
  ALERT_FILTER_NAMES,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  JOB_ORDERINGS,
  PUBLIC_PAGE_SIZE,
  isJobFilterOn,
  jobFilterParams,
  readJobFilterValues,
  readWholeNumber,
  type JobFilterName,
  type JobFilterSpec,
  type JobFilterValues,
  type JobOrdering,
} from '@portal/contract';
import type { JobQuery } from './api/jobs';

/** The filters (JOB_FILTERS: '', null or false when off; min_pay and max_pay in shillings a month), the order, the page. */
export type JobFilters = JobFilterValues & { ordering: JobOrdering; page: number };

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

export function readJobFilters(params: URLSearchParams): JobFilters {
  const filters = readJobFilterValues(params);
  const raw = params.get('ordering') ?? '';
  const ordering = (orderingsFor(filters.search) as string[]).includes(raw)
    ? (raw as JobOrdering)
    : defaultOrdering(filters.search);
  return { ...filters, ordering, page: Math.min(readWholeNumber(params.get('page'), 1) ?? 1, 100_000) };
}

export function toJobQuery(f: JobFilters): JobQuery {
  return {
    ...jobFilterParams(f, JOB_FILTER_NAMES),
    ordering: f.ordering,
    page: f.page,
    page_size: PUBLIC_PAGE_SIZE,
  };
}

/** The filters the phone's drawer holds: all but what the search bar sets (the drawer has no field for it). */
const inDrawer = (name: JobFilterName) => JOB_FILTERS[name].control.type !== 'searchBar';

/**
 * The address bar's changes that clear the filters: every filter (so none is ever left on, as "Verified employers
 * only" once was), or with `keepSearch` those of the drawer. Not the order nor the page.
 */
export function clearedFilters({ keepSearch = false } = {}): Record<string, null> {
  return Object.fromEntries(
    JOB_FILTER_NAMES.filter((name) => !keepSearch || inDrawer(name)).map((name) => [name, null]),
  );
}

/**
 * How many controls narrow the list (of the drawer's, with `drawer`): a control is known by its label, so the
 * salary range's two ends count once.
 */
export function activeFilterCount(f: JobFilterValues, { drawer = false } = {}): number {
  const on = JOB_FILTER_NAMES.filter((name) => isJobFilterOn(f[name]) && (!drawer || inDrawer(name)));
  return new Set(on.map((name) => JOB_FILTERS[name].control.label)).size;
}

/** The filters a job alert follows (issue 15): the search's own that an alert keeps, those that are on. */
export function alertFilters(f: JobFilterValues) {
  return jobFilterParams(f, ALERT_FILTER_NAMES);
}

/** The message ids naming the filters on that an alert does not keep (the alert dialog says they are left out). */
export function notKeptByAlert(f: JobFilterValues): string[] {
  return JOB_FILTER_NAMES.flatMap((name) => {
    const spec: JobFilterSpec = JOB_FILTERS[name];
    return !spec.alert && isJobFilterOn(f[name]) ? [spec.notKept] : [];
  });
}

/** The filters that only come from links (a town, a company), each shown in the panel as a chip to remove. */
export const CHIP_FILTERS: JobFilterName[] = JOB_FILTER_NAMES.filter(
  (name) => JOB_FILTERS[name].control.type === 'chip',
);
