import { Container, Stack } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import { JobSearchBar } from '../../jobs/components/JobSearchBar';
import { jobsHref } from '../../jobs/links';
import classes from './Home.module.css';
import { formatCount } from '@/lib/money';
import { t } from '@/lib/i18n';

/** The search form and 'Find over N opportunities' (spec 000 §2.3), N being the real number of open jobs. */
export function HomeHero({ openJobs }: { openJobs: number | undefined }) {
  const navigate = useNavigate();
  return (
    <div className={classes.hero}>
      <Container>
        <Stack gap="lg">
          <h1 className={classes.heroTitle}>
            {openJobs !== undefined ? t('home.findOver', { count: formatCount(openJobs) }) : t('home.findNext')}
          </h1>
          <p className={classes.heroIntro}>{t('home.intro')}</p>
          <JobSearchBar
            idPrefix="home-search"
            initial={{ search: '', sector: '', location: '' }}
            onSearch={(v) => void navigate(jobsHref({ search: v.search, sector: v.sector, location: v.location }))}
          />
        </Stack>
      </Container>
    </div>
  );
}
