// The job search's filters (spec 000 §2.4; issues 14, 15, 30), defined once: each one's name on the wire (the /jobs
// address, GET /api/employer/jobs/'s query, a saved job alert's field and column), the kind of value it takes, whether
// a saved alert keeps it, and where /jobs sets it. The query and alert schemas, the alert's /jobs link, the web's
// filters (read from the address bar, sent to the API, counted, cleared) and the API's reading of saved alerts all
// derive from it. Plain values without zod or imports: the public job pages and the browser tests import it.

/** A filter's value: trimmed text of at most `max` characters, a whole number from `min`, or a flag on when "true". */
type TextFilter = { kind: 'text'; max: number };
type IntFilter = { kind: 'int'; min: 0 | 1 };
type FlagFilter = { kind: 'flag' };

/**
 * Where /jobs sets a filter, with the message id (the web's catalogues) of its label: the search bar's words, a
 * field of the filter panel, the salary slider's thumb (its two ends one control, counted once), or only a link from
 * elsewhere (a company's jobs, a town), which the panel shows as a chip to remove.
 */
export type JobFilterControl =
  | { type: 'searchBar'; label: string }
  | { type: 'select'; label: string }
  | { type: 'checkbox'; label: string }
  | { type: 'range'; label: string; thumb: string }
  | { type: 'chip'; label: string };

/** A saved job alert keeps the filter, or names it (a message id) in the alert dialog's "not kept" sentence. */
type AlertRule = { alert: true } | { alert: false; notKept: string };

export type JobFilterSpec = (TextFilter | IntFilter | FlagFilter) & AlertRule & { control: JobFilterControl };

const SALARY = 'filters.salary';

/**
 * The filters, in the order of a saved alert's fields (its JSON's keys). An id filter starts at 1 (0 names nothing);
 * the minimum pay too (0 narrows nothing: the slider's bottom), the maximum at 0 (a real limit).
 */
export const JOB_FILTERS = {
  search: { kind: 'text', max: 200, alert: true, control: { type: 'searchBar', label: 'search.keywords' } },
  /** A job category's id. */
  sector: { kind: 'int', min: 1, alert: true, control: { type: 'select', label: 'search.category' } },
  /** A district's id. */
  location: { kind: 'int', min: 1, alert: true, control: { type: 'select', label: 'filters.district' } },
  /** A city's name. */
  city: { kind: 'text', max: 100, alert: true, control: { type: 'chip', label: 'filters.city' } },
  function_area: {
    kind: 'int',
    min: 1,
    alert: false,
    notKept: 'alert.droppedArea',
    control: { type: 'select', label: 'jobDetail.functionalArea' },
  },
  company: {
    kind: 'int',
    min: 1,
    alert: false,
    notKept: 'alert.droppedCompany',
    control: { type: 'chip', label: 'jobDetail.company' },
  },
  /** Jobs paying at least this (their max_pay, or min_pay when max is not stated), shillings a month. */
  min_pay: {
    kind: 'int',
    min: 1,
    alert: true,
    control: { type: 'range', label: SALARY, thumb: 'filters.minSalary' },
  },
  /** Jobs whose min_pay is at most this. */
  max_pay: {
    kind: 'int',
    min: 0,
    alert: true,
    control: { type: 'range', label: SALARY, thumb: 'filters.maxSalary' },
  },
  /** A contract type's name, e.g. Internship. */
  contract_type: { kind: 'text', max: 100, alert: true, control: { type: 'select', label: 'jobDetail.contractType' } },
  /** Jobs of companies the ministry verified only (issue 14); anything but "true" means all. */
  verified: {
    kind: 'flag',
    alert: false,
    notKept: 'alert.droppedVerified',
    control: { type: 'checkbox', label: 'filters.verifiedOnly' },
  },
} as const satisfies Record<string, JobFilterSpec>;

export type JobFilterName = keyof typeof JOB_FILTERS;
export type JobFilterKind<N extends JobFilterName> = (typeof JOB_FILTERS)[N]['kind'];
export const JOB_FILTER_NAMES = Object.keys(JOB_FILTERS) as JobFilterName[];

/** The filters a saved job alert keeps. */
export type AlertFilterName = {
  [N in JobFilterName]: (typeof JOB_FILTERS)[N]['alert'] extends true ? N : never;
}[JobFilterName];
export const ALERT_FILTER_NAMES = JOB_FILTER_NAMES.filter((n): n is AlertFilterName => JOB_FILTERS[n].alert);

/** A filter's value as a page holds it: '', null or false when it is off. */
export type JobFilterValue<N extends JobFilterName> = {
  text: string;
  int: number | null;
  flag: boolean;
}[JobFilterKind<N>];
export type JobFilterValues = { [N in JobFilterName]: JobFilterValue<N> };
/** A filter's query parameter (what the API reads; a flag is sent only when on). */
export type JobFilterParam<N extends JobFilterName> = { text: string; int: number; flag: 'true' }[JobFilterKind<N>];

const MAX_INT = 2_147_483_647;

/** Digits of a whole number from `min` that a PostgreSQL integer holds, or null. */
export function readWholeNumber(raw: string | null, min: number): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= MAX_INT ? n : null;
}

/** A value of the address bar, read defensively: what the server would refuse, or that names nothing, is off. */
function readValue(spec: JobFilterSpec, raw: string | null): string | number | boolean | null {
  if (spec.kind === 'text') return (raw ?? '').trim().slice(0, spec.max);
  if (spec.kind === 'flag') return raw === 'true';
  return readWholeNumber(raw, spec.min);
}

/** Every filter read from the address bar (or any `get` by name). */
export function readJobFilterValues(params: { get(name: string): string | null }): JobFilterValues {
  return Object.fromEntries(
    JOB_FILTER_NAMES.map((name) => [name, readValue(JOB_FILTERS[name], params.get(name))]),
  ) as JobFilterValues;
}

/** Whether a value narrows the list. */
export const isJobFilterOn = (value: string | number | boolean | null | undefined): boolean =>
  value !== '' && value !== null && value !== false && value !== undefined;

/** A value as its query parameter, undefined when it is off (a flag's "true" when it is on). */
export function jobFilterParam(value: string | number | boolean | null): string | number | undefined {
  if (!isJobFilterOn(value)) return undefined;
  return value === true ? 'true' : (value as string | number);
}

/** The query parameters of the filters `names` that are on, in their order (off ones absent). */
export function jobFilterParams<N extends JobFilterName>(
  values: Pick<JobFilterValues, N>,
  names: readonly N[],
): { [K in N]?: JobFilterParam<K> } {
  return Object.fromEntries(
    names.flatMap((name) => {
      const param = jobFilterParam(values[name]);
      return param === undefined ? [] : [[name, param]];
    }),
  ) as { [K in N]?: JobFilterParam<K> };
}
