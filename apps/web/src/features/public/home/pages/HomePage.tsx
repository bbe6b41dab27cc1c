import { lazy, Suspense } from 'react';
import { usePageTitle } from '@/lib/page';
import { usePortalStats } from '@/lib/queries/stats';
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
