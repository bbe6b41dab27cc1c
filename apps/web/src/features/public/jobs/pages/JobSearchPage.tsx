import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Box } from '@mantine/core';
import { Container, Group, Stack, Text, Title, Button, NativeSelect, optionElements, Skeleton } from '@/lib/ui/plain';
import { SegmentedRadios } from '@/lib/ui/SegmentedRadios';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@portal/contract';
import { ApiError } from '@/lib/api';
import {
  contractTypesQuery,
  districtsQuery,
  functionalAreasQuery,
  jobCategoriesQuery,
  useDistricts,
  useFunctionalAreas,
  useJobCategories,
} from '@/lib/lookups';
import { nameOfId } from '@/lib/form-lookups';
import { useLookupName } from '@/lib/lookup-names';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { withPrefetch, type PagePrefetch } from '@/lib/queries/prefetch';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { Pager } from '@/lib/ui/Pager';
import { LoadError } from '@/lib/ui/QueryState';
import { useFavourites } from '../api/favourites';
import { jobGroupsQuery } from '../api/jobGroups';
import { jobsQuery, useJobs } from '../api/jobs';
import { FavouriteCheckbox } from '../components/FavouriteCheckbox';
import { JobAlertAction } from '../components/JobAlertAction';
import { JobCard, JobCardSkeletons } from '../components/JobCard';
import { JobFilterPanel, type FilterChanges } from '../components/JobFilterPanel';
import { JobFiltersDrawer } from '../components/JobFiltersDrawer';
import { JobSearchBar } from '../components/JobSearchBar';
import { PageBanner } from '../components/PageBanner';
import classes from './JobSearchPage.module.css';
import {
  activeFilterCount,
  clearedFilters,
  defaultOrdering,
  orderingsFor,
  readJobFilters,
  toJobQuery,
  type JobFilters,
} from '../filters';
import { withChanges } from '../links';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

type View = 'list' | 'grid';

const ForYouResults = lazy(() => import('../components/ForYouResults').then((m) => ({ default: m.ForYouResults })));

/** "All jobs" and "Jobs for you" (a job seeker's recommendations, issue 15): links, so each tab has its address. */
function ListTabs({ forYou }: { forYou: boolean }) {
  return (
    <nav aria-label={t('jobs.lists')}>
      <Group gap="xs">
        <Button
          component={Link}
          to="/jobs"
          variant={forYou ? 'default' : 'filled'}
          size="compact-md"
          aria-current={forYou ? undefined : 'page'}
        >
          {t('jobs.allTab')}
        </Button>
        <Button
          component={Link}
          to="/jobs?tab=for-you"
          variant={forYou ? 'filled' : 'default'}
          size="compact-md"
          aria-current={forYou ? 'page' : undefined}
        >
          {t('jobs.forYouTab')}
        </Button>
      </Group>
    </nav>
  );
}

/** What makes one jobs page differ from another: its title, its starting view, a fixed contract type. */
export interface JobListPreset {
  title: string;
  intro?: string;
  view?: View;
  contractType?: string;
}

/** 'Job results for "x" in "city" in {category} in {district}' (spec 000 §2.4). */
function resultHeading(
  f: JobFilters,
  names: { category?: string; district?: string; area?: string; company?: string; contract?: string },
  fixedContract: boolean,
): string {
  let heading = t('jobs.results');
  if (f.search) heading += t('jobs.resultsFor', { search: f.search });
  if (f.city) heading += t('jobs.resultsInQuoted', { place: f.city });
  for (const place of [names.category, names.district, names.area])
    if (place) heading += t('jobs.resultsIn', { place });
  if (names.company) heading += t('jobs.resultsAt', { company: names.company });
  if (names.contract && !fixedContract) heading += ` (${names.contract})`;
  return heading;
}

/** The job search (/jobs) and its older variants, which preset a view, a title or a contract type. */
export function JobSearchView({ preset }: { preset: JobListPreset }) {
  usePageTitle(preset.title);
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  if (preset.contractType) filters.contract_type = preset.contractType;
  const session = useSession();
  const isSeeker = session.hasGroup('JobSeeker');
  const forYou = isSeeker && params.get('tab') === 'for-you';
  const jobs = useJobs(toJobQuery(filters), { enabled: !forYou });
  const favourites = useFavourites();
  const categories = useJobCategories();
  const districts = useDistricts();
  const areas = useFunctionalAreas();
  const [view, setView] = useState<View>(preset.view ?? 'list');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list changes in place: the router must not scroll to the top of the page (it does for a new URL).
  const change = (changes: FilterChanges) => setParams(withChanges(params, changes), { preventScrollReset: true });
  const clear = () => change(clearedFilters());
  // Paging brings the reader to the results heading (the previous page stays shown until the next one
  // arrives, so the heading does not move meanwhile), and a screen reader starts reading there.
  const goToPage = (page: number) => {
    change({ page: page === 1 ? null : page });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const data = jobs.data;
  const companyName = filters.company ? data?.results[0]?.company_name : undefined;
  const contractName = useLookupName(contractTypesQuery);
  const heading = resultHeading(
    filters,
    {
      category: nameOfId(categories.data, filters.sector),
      district: nameOfId(districts.data, filters.location),
      area: nameOfId(areas.data, filters.function_area),
      company: companyName,
      contract: filters.contract_type ? contractName(filters.contract_type) : undefined,
    },
    Boolean(preset.contractType),
  );
  // The internships page's own contract type is not a filter the visitor set.
  const chosen = preset.contractType ? { ...filters, contract_type: '' } : filters;
  const active = activeFilterCount(chosen);
  // The Filters button counts what its drawer holds; the keywords show in the search bar.
  const activeInDrawer = activeFilterCount(chosen, { drawer: true });
  const pastTheEnd = jobs.error instanceof ApiError && jobs.error.status === 404 && filters.page > 1;

  return (
    <>
      <PageBanner title={preset.title} intro={preset.intro} compact>
        <JobSearchBar
          key={`${filters.search}|${filters.sector ?? ''}|${filters.location ?? ''}`}
          compact
          initial={{
            search: filters.search,
            sector: filters.sector ? String(filters.sector) : '',
            location: filters.location ? String(filters.location) : '',
          }}
          onSearch={(v) => change({ search: v.search, sector: v.sector, location: v.location })}
        />
      </PageBanner>
      <Container className={classes.page}>
        {/* Phone or desktop is decided by CSS (the sidebar shows from 62em, the Filters button below), never by a
            media-query hook: the server's HTML is then already right for a phone and nothing moves on hydration. */}
        <div className={classes.layout}>
          <div className={classes.sidebar}>
            <JobFilterPanel
              filters={filters}
              onChange={change}
              onClear={clear}
              fixedContractType={preset.contractType}
              companyName={companyName}
            />
          </div>
          <Box
            component="section"
            className={classes.results}
            aria-labelledby="job-results-heading"
            aria-busy={jobs.isFetching}
          >
            {isSeeker && !preset.contractType && <ListTabs forYou={forYou} />}
            {forYou ? (
              <Suspense fallback={<JobCardSkeletons count={4} withFoot className={classes.list} data-view="list" />}>
                <ForYouResults
                  page={filters.page}
                  onPage={(page) => change({ page: page === 1 ? null : page })}
                  listClassName={classes.list ?? ''}
                />
              </Suspense>
            ) : (
              <Stack gap="md">
                <div>
                  <Title order={2} id="job-results-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
                    {heading}
                  </Title>
                  {data && !pastTheEnd ? (
                    <Text fw={700} c="brand.8" mt={4} role="status">
                      {t('jobs.found', { count: data.count })}
                    </Text>
                  ) : (
                    jobs.isPending && (
                      // The count's line, kept while it loads.
                      <Text fw={700} mt={4} component="div" aria-hidden="true">
                        <Skeleton width={120}>{'\u00a0'}</Skeleton>
                      </Text>
                    )
                  )}
                  <Box mt="xs">
                    <JobAlertAction
                      filters={filters}
                      suggestedName={heading.replace(t('jobs.results'), t('nav.jobs'))}
                    />
                  </Box>
                </div>
                <div className={classes.toolbar}>
                  <JobFiltersDrawer
                    className={classes.filtersButton}
                    params={params}
                    count={activeInDrawer}
                    onApply={change}
                    fixedContractType={preset.contractType}
                    companyName={companyName}
                  />
                  <NativeSelect
                    className={classes.sort}
                    label={t('jobs.sortBy')}
                    value={filters.ordering}
                    onChange={(e) =>
                      change({
                        ordering:
                          e.currentTarget.value === defaultOrdering(filters.search) ? null : e.currentTarget.value,
                      })
                    }
                  >
                    {optionElements(orderingsFor(filters.search).map((o) => ({ value: o, label: t(`ordering.${o}`) })))}
                  </NativeSelect>
                  {/* Below 48em the grid is one column anyway: the choice would change nothing on a phone. */}
                  <div className={classes.view}>
                    <Text component="span" id="job-view-label" size="sm" fw={500} display="block" mb={4}>
                      {t('jobs.view')}
                    </Text>
                    <SegmentedRadios
                      name="job-view"
                      labelledBy="job-view-label"
                      value={view}
                      onChange={setView}
                      options={[
                        { value: 'list', label: t('jobs.viewList') },
                        { value: 'grid', label: t('jobs.viewGrid') },
                      ]}
                    />
                  </div>
                </div>

                {jobs.isPending ? (
                  <JobCardSkeletons count={6} withFoot className={classes.list} data-view={view} />
                ) : pastTheEnd ? (
                  <Alert color="gray" title={t('jobs.noMoreResults')}>
                    <Stack gap="sm" align="flex-start">
                      <span>{t('jobs.noJobsOnPage', { page: filters.page })}</span>
                      <Button variant="default" onClick={() => goToPage(1)}>
                        {t('jobs.firstPage')}
                      </Button>
                    </Stack>
                  </Alert>
                ) : jobs.error && !data ? (
                  <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what={t('jobs.theJobs')} />
                ) : data && data.results.length === 0 ? (
                  <Alert color="gray" title={t('jobs.noMatch')}>
                    <Stack gap="sm" align="flex-start">
                      <span>{t('jobs.noMatchHint')}</span>
                      {active > 0 && (
                        <Button variant="default" onClick={clear}>
                          {t('jobs.clearFilters')}
                        </Button>
                      )}
                    </Stack>
                  </Alert>
                ) : data ? (
                  <>
                    {jobs.error && (
                      <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what={t('jobs.theJobs')} />
                    )}
                    <ul className={classes.list} data-view={view}>
                      {data.results.map((job) => (
                        <li key={job.id}>
                          <JobCard
                            job={job}
                            compact={false}
                            favourite={<FavouriteCheckbox job={job.id} title={job.title} favourites={favourites} />}
                          />
                        </li>
                      ))}
                    </ul>
                    <Pager
                      page={filters.page}
                      count={data.count}
                      pageSize={PUBLIC_PAGE_SIZE}
                      onChange={goToPage}
                      label={t('jobs.resultPages')}
                    />
                  </>
                ) : null}
              </Stack>
            )}
          </Box>
        </div>
      </Container>
    </>
  );
}

/**
 * What the server fetches before it renders a jobs page (lib/queries/prefetch.ts): the page of results the URL asks
 * for, and the lists its filters name (a visitor has no "Jobs for you" tab).
 */
function jobSearchPrefetch(contractType?: string): PagePrefetch {
  return ({ search }, client) => {
    const filters = readJobFilters(search);
    if (contractType) filters.contract_type = contractType;
    return Promise.all([
      client.prefetchQuery(jobsQuery(toJobQuery(filters))),
      client.prefetchQuery(jobCategoriesQuery()),
      client.prefetchQuery(districtsQuery()),
      client.prefetchQuery(functionalAreasQuery()),
      prefetchLookupNames(client, contractTypesQuery),
      contractType ? undefined : client.prefetchQuery(jobGroupsQuery('contract_type')),
    ]);
  };
}

const INTERNSHIP = 'Internship';
export const JobSearchPage = withPrefetch(
  () => <JobSearchView preset={{ title: t('jobs.browse') }} />,
  jobSearchPrefetch(),
);
export const BrowseJobListPage = withPrefetch(
  () => <JobSearchView preset={{ title: t('jobs.browse'), view: 'list' }} />,
  jobSearchPrefetch(),
);
export const BrowseJobGridPage = withPrefetch(
  () => <JobSearchView preset={{ title: t('jobs.browse'), view: 'grid' }} />,
  jobSearchPrefetch(),
);
export const AllJobsPage = withPrefetch(
  () => <JobSearchView preset={{ title: t('jobs.all'), intro: t('jobs.allIntro'), view: 'grid' }} />,
  jobSearchPrefetch(),
);
export const InternshipsPage = withPrefetch(
  () => (
    <JobSearchView
      preset={{ title: t('jobs.internships'), intro: t('jobs.internshipsIntro'), contractType: INTERNSHIP }}
    />
  ),
  jobSearchPrefetch(INTERNSHIP),
);
