import { Container, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { JobSearchBar } from '../../jobs/components/JobSearchBar';
import { jobsHref } from '../../jobs/links';
import classes from './Home.module.css';
import { formatCount } from '@/lib/money';

/** The search form and 'Find over N opportunities' (spec 000 §2.3), N being the real number of open jobs. */
export function HomeHero({ openJobs }: { openJobs: number | undefined }) {
  const navigate = useNavigate();
  return (
    <div className={classes.hero}>
      <Container>
        <Stack gap="lg">
          <h1 className={classes.heroTitle}>{openJobs !== undefined ? `Find over ${formatCount(openJobs)} opportunities` : 'Find your next opportunity'}</h1>
          <p className={classes.heroIntro}>Jobs, trainings and skills competitions for Uganda&apos;s technical and vocational graduates.</p>
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
