import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_POPULAR_JOBS, TRUNCATE, type PortalStats } from '@portal/contract';
import { CardSkeletons, LoadError } from '../../../../lib/ui/QueryState';
import { useJobs } from '../../jobs/api/jobs';
import { JobCard } from '../../jobs/components/JobCard';
import { CountUp } from './CountUp';
import classes from './Home.module.css';

/** Counters for jobs, trainings and skills competitions, over 5, 8 and 10 seconds (spec 000 §9). */
function Counters({ stats }: { stats: PortalStats }) {
  const items = [
    { label: 'Open jobs', value: stats.open_jobs, ms: 5_000 },
    { label: 'Trainings', value: stats.trainings, ms: 8_000 },
    { label: 'Skills competitions', value: stats.competitions, ms: 10_000 },
  ];
  return (
    <ul className={classes.stats} aria-label="The portal in numbers">
      {items.map((i) => (
        <li key={i.label} className={classes.stat}>
          <span className={classes.statValue}>
            <CountUp value={i.value} durationMs={i.ms} />
          </span>
          <span className={classes.statLabel}>{i.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 6 most applied-to open jobs (spec 000 §2.3). */
export function PopularJobs({ stats }: { stats: PortalStats | undefined }) {
  const jobs = useJobs({ ordering: 'popular', page_size: HOME_POPULAR_JOBS });
  return (
    <section className={classes.section} aria-labelledby="popular-jobs-heading">
      <Container>
        <Stack gap="lg">
          <Title order={2} id="popular-jobs-heading">
            Popular Jobs
          </Title>
          {stats && <Counters stats={stats} />}
          {jobs.isPending ? (
            <CardSkeletons count={HOME_POPULAR_JOBS} cols={{ base: 1, xs: 2, md: 3 }} />
          ) : jobs.error ? (
            <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what="the popular jobs" />
          ) : (
            <ul className={classes.grid} data-cols="3">
              {jobs.data.results.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} titleMax={TRUNCATE.homeJobTitle} compact />
                </li>
              ))}
            </ul>
          )}
          <Group>
            <Button component={Link} to="/jobs" variant="outline">
              Browse All Jobs
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
