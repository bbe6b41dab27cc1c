import '@mantine/carousel/styles.layer.css';
import { usePageTitle } from '../../../../lib/page';
import { usePortalStats } from '../api/stats';
import { FeaturedCities } from '../components/FeaturedCities';
import { HomeHero } from '../components/HomeHero';
import { Partners } from '../components/Partners';
import { PopularJobs } from '../components/PopularJobs';
import { RecentTrainings } from '../components/RecentTrainings';
import { Testimonials } from '../components/Testimonials';

/** The home page (spec 000 §2.3). */
export function HomePage() {
  usePageTitle('');
  const stats = usePortalStats();
  return (
    <>
      <HomeHero openJobs={stats.data?.open_jobs} />
      <PopularJobs stats={stats.data} />
      <FeaturedCities />
      <RecentTrainings />
      <Testimonials />
      <Partners />
    </>
  );
}
