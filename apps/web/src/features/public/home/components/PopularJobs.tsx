import { Container, Group, Stack, Skeleton } from '@/lib/ui/plain';
import { HOME_POPULAR_JOBS, TRUNCATE, type PortalStats } from '@portal/contract';
import { LoadError } from '@/lib/ui/QueryState';
import { useJobs } from '../../jobs/api/jobs';
import { JobCard, JobCardSkeletons } from '../../jobs/components/JobCard';
import { CountUp } from './CountUp';
import classes from './Home.module.css';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/**
 * Counters for jobs, trainings and skills competitions, over 5, 8 and 10 seconds (spec 000 §9). Until the
 * figures arrive each keeps its place with a grey bar of the number's height, so the jobs below do not move.
 */
function Counters({ stats }: { stats: PortalStats | undefined }) {
  const items = [
    { label: t('home.openJobs'), value: stats?.open_jobs, ms: 5_000 },
    { label: t('nav.trainings'), value: stats?.trainings, ms: 8_000 },
    { label: t('home.competitions'), value: stats?.competitions, ms: 10_000 },
  ];
  return (
    <ul className={classes.stats} aria-label={t('home.inNumbers')}>
      {items.map((i) => (
        <li key={i.label} className={classes.stat}>
          <span className={classes.statValue}>
            {i.value === undefined ? (
              <Skeleton width="50%" mx="auto" component="span" display="block">
                {'\u00a0'}
              </Skeleton>
            ) : (
              <CountUp value={i.value} durationMs={i.ms} />
            )}
          </span>
          <span className={classes.statLabel}>{i.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 6 most applied-to open jobs (spec 000 §2.3). */
export function PopularJobs({ stats, statsFailed = false }: { stats: PortalStats | undefined; statsFailed?: boolean }) {
  const jobs = useJobs({ ordering: 'popular', page_size: HOME_POPULAR_JOBS });
  return (
    <section className={classes.section} aria-labelledby="popular-jobs-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="popular-jobs-heading">
            {t('home.popularJobs')}
          </h2>
          {/* A failed load drops the figures (the jobs below matter more than an error box about numbers). */}
          {!(statsFailed && !stats) && <Counters stats={stats} />}
          {jobs.isPending ? (
            <JobCardSkeletons count={HOME_POPULAR_JOBS} compact className={classes.grid} data-cols="3" />
          ) : jobs.error ? (
            <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what={t('home.thePopularJobs')} />
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
            <Link to="/jobs" className={button.button} data-variant="outline">
              {t('home.browseAllJobs')}
            </Link>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
