import { lazy, Suspense } from 'react';
import { usePageTitle } from '@/lib/page';
import type { QueryClient } from '@tanstack/react-query';
import { HOME_POPULAR_JOBS } from '@portal/contract';
import { contractTypesQuery, districtsQuery, jobCategoriesQuery } from '@/lib/lookups';
import type { PageRequest } from '@/lib/queries/prefetch';
import { portalStatsQuery, usePortalStats } from '@/lib/queries/stats';
import { jobGroupsQuery } from '../../jobs/api/jobGroups';
import { jobsQuery } from '../../jobs/api/jobs';
import { partnersQuery } from '../api/partners';
import { testimonialsQuery } from '../api/testimonials';
import { recentTrainingsQuery } from '../api/trainings';
import { FeaturedCities } from '../components/FeaturedCities';
import { HomeHero } from '../components/HomeHero';
import { PopularJobs } from '../components/PopularJobs';
import { RecentTrainings } from '../components/RecentTrainings';

// The testimonials carousel (and its carousel library) sits below the fold: it loads after the page has rendered,
// keeping the first download small on a slow phone connection.
const Testimonials = lazy(() => import('../components/Testimonials').then((m) => ({ default: m.Testimonials })));
// The partners too (the ministry manages them, issue 14): read after the page has rendered.
const Partners = lazy(() => import('../components/Partners').then((m) => ({ default: m.Partners })));

/** The home page (spec 000 §2.3). */
export function HomePage() {
  usePageTitle('');
  const stats = usePortalStats();
  return (
    <>
      <HomeHero openJobs={stats.data?.open_jobs} />
      <PopularJobs stats={stats.data} statsFailed={stats.isError} />
      <FeaturedCities />
      <RecentTrainings />
      <Suspense fallback={null}>
        <Testimonials />
        <Partners />
      </Suspense>
    </>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): every section's list.
HomePage.prefetch = (_page: PageRequest, client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(portalStatsQuery()),
    client.prefetchQuery(jobCategoriesQuery()),
    client.prefetchQuery(districtsQuery()),
    client.prefetchQuery(jobsQuery({ ordering: 'popular', page_size: HOME_POPULAR_JOBS })),
    client.prefetchQuery(jobGroupsQuery('location')),
    client.prefetchQuery(jobGroupsQuery('city')),
    client.prefetchQuery(recentTrainingsQuery()),
    client.prefetchQuery(partnersQuery()),
    client.prefetchQuery(testimonialsQuery()),
    // The job cards' contract types, named in the page's language (lib/lookup-names); in every language, as the
    // language test of prefetchLookupNames would cost the home page's budget more than the list's 0.6 KB of HTML.
    client.prefetchQuery(contractTypesQuery()),
  ]);
