import { describe, expect, it } from 'vitest';
import {
  ALERT_FILTER_NAMES,
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  jobAlertSearchPath,
  jobSearchQuery,
  type AlertFilterName,
  type JobAlert,
  type JobDetail,
  type JobFilterSpec,
} from '@portal/contract';
import {
  activeFilterCount,
  alertFilters,
  clearedFilters,
  defaultOrdering,
  notKeptByAlert,
  orderingsFor,
  readJobFilters,
  toJobQuery,
} from './filters';
import { employmentType, jobPostingJsonLd, scriptJson } from './jsonLd';
import { jobsHref, withChanges } from './links';

describe('job search parameters', () => {
  it('reads every filter from the address bar', () => {
    const f = readJobFilters(
      new URLSearchParams(
        'search=welder&sector=3&location=5&city=Fort+Portal&function_area=2&company=9&contract_type=Internship&min_pay=300000&max_pay=900000&verified=true&ordering=-max_pay&page=2',
      ),
    );
    expect(f).toEqual({
      search: 'welder',
      sector: 3,
      location: 5,
      city: 'Fort Portal',
      function_area: 2,
      company: 9,
      contract_type: 'Internship',
      min_pay: 300000,
      max_pay: 900000,
      verified: true,
      ordering: '-max_pay',
      page: 2,
    });
    expect(toJobQuery(f)).toMatchObject({ sector: 3, verified: 'true', page: 2, page_size: 10 });
    expect(activeFilterCount(f)).toBe(9);
  });

  it('clears every filter it reads, whatever was set, and keeps the order; the drawer keeps the typed words', () => {
    const all = new URLSearchParams(
      'search=welder&sector=3&location=5&city=Fort+Portal&function_area=2&company=9&contract_type=Internship&min_pay=300000&max_pay=900000&verified=true&ordering=-max_pay&page=2',
    );
    const set = readJobFilters(all);
    const cleared = readJobFilters(withChanges(all, clearedFilters()));
    // Everything that was set and is not the ordering is back to what an empty address bar reads.
    const empty = readJobFilters(new URLSearchParams('ordering=-max_pay'));
    expect(cleared).toEqual(empty);
    for (const key of Object.keys(set) as Array<keyof typeof set>)
      if (key !== 'ordering') expect(set[key]).not.toEqual(empty[key]);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(readJobFilters(withChanges(all, clearedFilters({ keepSearch: true })))).toEqual({
      ...empty,
      search: 'welder',
      ordering: '-max_pay',
    });
  });

  it('drops what the server would refuse instead of sending it', () => {
    const f = readJobFilters(new URLSearchParams('sector=abc&location=-1&ordering=drop+table&page=0&min_pay=1e9'));
    expect(f).toMatchObject({ sector: null, location: null, ordering: '-posted', page: 1, min_pay: null });
    expect(activeFilterCount(f)).toBe(0);
  });

  it('orders a keyword search by relevance unless told otherwise, and never offers relevance without keywords', () => {
    expect(readJobFilters(new URLSearchParams('search=welder')).ordering).toBe('relevance');
    expect(readJobFilters(new URLSearchParams('search=welder&ordering=-posted')).ordering).toBe('-posted');
    expect(readJobFilters(new URLSearchParams('')).ordering).toBe('-posted');
    expect(readJobFilters(new URLSearchParams('ordering=relevance')).ordering).toBe('-posted');
    expect(toJobQuery(readJobFilters(new URLSearchParams('search=welder')))).toMatchObject({
      search: 'welder',
      ordering: 'relevance',
    });
    expect(orderingsFor('welder')[0]).toBe('relevance');
    expect(orderingsFor('')).not.toContain('relevance');
    expect(defaultOrdering('welder')).toBe('relevance');
    expect(defaultOrdering('')).toBe('-posted');
  });

  it('goes back to page 1 on any change but a page change, and builds links', () => {
    const params = new URLSearchParams('search=x&page=3');
    expect(withChanges(params, { sector: 4 }).toString()).toBe('search=x&sector=4');
    expect(withChanges(params, { page: 4 }).toString()).toBe('search=x&page=4');
    expect(withChanges(params, { search: '' }).toString()).toBe('');
    expect(jobsHref({ city: 'Fort Portal' })).toBe('/jobs?city=Fort+Portal');
    expect(jobsHref({ search: '', sector: '', location: '' })).toBe('/jobs');
  });
});

describe('a job alert from the search', () => {
  it('keeps the filters an alert follows, leaves out blanks and the ones it does not keep', () => {
    const f = readJobFilters(
      new URLSearchParams(
        'search=welder&location=5&city=Gulu&function_area=2&company=9&verified=true&min_pay=300000&page=3',
      ),
    );
    expect(alertFilters(f)).toEqual({
      search: 'welder',
      sector: undefined,
      location: 5,
      city: 'Gulu',
      min_pay: 300000,
      max_pay: undefined,
      contract_type: undefined,
    });
    expect(JSON.parse(JSON.stringify(alertFilters(readJobFilters(new URLSearchParams()))))).toEqual({});
  });
});

describe("the contract's job filters", () => {
  /** A value of each kind that turns a filter on (the largest allowed number, the longest text). */
  const sample = (spec: JobFilterSpec) =>
    spec.kind === 'text' ? 'w'.repeat(spec.max) : spec.kind === 'int' ? '2147483647' : 'true';
  const everyFilter = new URLSearchParams(JOB_FILTER_NAMES.map((name) => [name, sample(JOB_FILTERS[name])]));

  it('reads each from the address bar, sends each to the API as it takes it, counts and clears each', () => {
    const f = readJobFilters(everyFilter);
    const query = toJobQuery(f);
    for (const name of JOB_FILTER_NAMES) expect([name, String(query[name])]).toEqual([name, everyFilter.get(name)]);
    // The API takes what the page sends, as it was sent.
    const parsed = jobSearchQuery.parse(Object.fromEntries(everyFilter));
    for (const name of JOB_FILTER_NAMES) expect([name, String(parsed[name])]).toEqual([name, everyFilter.get(name)]);

    const controls = new Set(JOB_FILTER_NAMES.map((name) => JOB_FILTERS[name].control.label));
    expect(activeFilterCount(f)).toBe(controls.size);
    const cleared = readJobFilters(withChanges(everyFilter, clearedFilters()));
    expect(cleared).toEqual(readJobFilters(new URLSearchParams()));
    expect(activeFilterCount(cleared)).toBe(0);
    expect(withChanges(everyFilter, clearedFilters()).toString()).toBe('');
    // The drawer's Clear leaves the search bar's words, and its count leaves them out.
    const searchBar = JOB_FILTER_NAMES.filter((name) => JOB_FILTERS[name].control.type === 'searchBar');
    expect([...withChanges(everyFilter, clearedFilters({ keepSearch: true })).keys()]).toEqual(searchBar);
    expect(activeFilterCount(f, { drawer: true })).toBe(controls.size - searchBar.length);
  });

  it('keeps in an alert the filters it keeps, names the others, and links the alert back to the same search', () => {
    const f = readJobFilters(everyFilter);
    expect(Object.keys(alertFilters(f))).toEqual(ALERT_FILTER_NAMES);
    const notKept = JOB_FILTER_NAMES.filter((name) => !(ALERT_FILTER_NAMES as readonly string[]).includes(name));
    expect(notKeptByAlert(f)).toHaveLength(notKept.length);
    expect(notKeptByAlert(readJobFilters(new URLSearchParams()))).toEqual([]);

    const kept = alertFilters(f);
    const saved = Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [name, kept[name] ?? null])) as Pick<
      JobAlert,
      AlertFilterName
    >;
    const link = new URL(jobAlertSearchPath(saved), 'https://jobs.example.ug');
    expect(link.pathname).toBe('/jobs');
    expect(alertFilters(readJobFilters(link.searchParams))).toEqual(alertFilters(f));
  });
});

describe('JobPosting JSON-LD', () => {
  const job = {
    id: 7,
    title: 'Welder </script><script>alert(1)</script>',
    company: 2,
    company_name: 'Kireka Metal Works',
    logo: '/media/logos/k.png',
    posted: '2026-11-01T08:00:00.000Z',
    available_positions: 2,
    contract_type: { name: 'Contract' },
    min_pay: 600000,
    max_pay: 900000,
    location: { id: 1, name: 'Kabarole' },
    city: { id: 8, name: 'Fort Portal' },
    category: { id: 3, name: 'Welding & Fabrication' },
    function_area: { id: 1, name: 'Installation & Maintenance' },
    submission_deadline: '2026-12-01',
    application_deadline: '2026-12-01',
    job_link: null,
    is_open: true,
    job_category: { id: 3, name: 'Welding & Fabrication' },
    description: '<p>Gates and trusses.</p>',
    qualifications: '',
    application_procedure: '',
    company_address: '',
    has_applied: false,
    is_favourite: false,
    favourite_id: null,
    company_verified: false,
    fee_warning: false,
    unpublished_reason: null,
  } satisfies JobDetail;

  it('maps the job to schema.org fields', () => {
    const ld = jobPostingJsonLd(job, 'https://jobs.example.ug');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      datePosted: job.posted,
      validThrough: '2026-12-01T23:59:59+03:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { name: 'Kireka Metal Works', logo: 'https://jobs.example.ug/media/logos/k.png' },
      jobLocation: { address: { addressLocality: 'Fort Portal', addressRegion: 'Kabarole', addressCountry: 'UG' } },
      baseSalary: { currency: 'UGX', value: { minValue: 600000, maxValue: 900000, unitText: 'MONTH' } },
    });
    expect(employmentType('Full Time')).toBe('FULL_TIME');
    expect(employmentType('Apprenticeship')).toBe('OTHER');
    expect(employmentType(undefined)).toBe('OTHER');
  });

  it('can never close its <script> element', () => {
    const text = scriptJson(jobPostingJsonLd(job, 'https://jobs.example.ug'));
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { title: string }).title).toBe(job.title);
  });
});
