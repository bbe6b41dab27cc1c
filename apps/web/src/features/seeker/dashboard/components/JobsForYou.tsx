import { Anchor, Group, Stack, Text, Button, Skeleton } from '@/lib/ui/plain';
import { DashboardCard } from './DashboardCard';
import { formatPay } from '@/lib/money';
import { useRecommendedJobs } from '@/lib/queries/recommendedJobs';
import { MatchBadge } from '@/lib/ui/MatchBadge';
import { LoadError } from '@/lib/ui/QueryState';
import { useMatchReasons } from '@/lib/match-reasons';
import { t } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';
import { Link } from '@/lib/ui/Link';

const SHOWN = 3;

/** "Jobs for you" on the job seeker's dashboard (issue 15): the best three fits and why, and the way to the rest. */
export function JobsForYou() {
  const jobs = useRecommendedJobs(1, SHOWN);
  const matchReasons = useMatchReasons();
  return (
    <DashboardCard id="jobs-for-you-heading" title={t('jobs.forYouTab')}>
      {jobs.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : jobs.error || !jobs.data ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what={t('forYou.theJobs')} />
      ) : jobs.data.count === 0 ? (
        <Text size="sm">
          <MessageWithLink id="seeker.noJobFitsYet" to="/jobs-my-resume" label="CV" />
        </Text>
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {jobs.data.results.map((job) => (
              <li key={job.id}>
                <Stack gap={2}>
                  <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                    <Anchor component={Link} to={`/job-detail/${job.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {job.title}
                    </Anchor>
                    <MatchBadge score={job.match.score} />
                  </Group>
                  <Text size="sm">
                    {job.company_name} · {job.location.name} · {formatPay(job.min_pay, job.max_pay)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {matchReasons(job.match.reasons)}
                  </Text>
                </Stack>
              </li>
            ))}
          </Stack>
          <div>
            <Button component={Link} to="/jobs?tab=for-you" variant="light" size="compact-sm">
              {t('seeker.seeAllJobsFor', { count: jobs.data.count })}
            </Button>
          </div>
        </>
      )}
    </DashboardCard>
  );
}
