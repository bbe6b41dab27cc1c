import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Alert, List, Progress, SimpleGrid } from '@mantine/core';
import { Anchor, Stack, Text, Title, Button, Skeleton, Card } from '@/lib/ui/plain';
import { Link } from 'react-router';
import type { SeekerDashboard } from '@portal/contract';
import { LoadError } from '@/lib/ui/QueryState';
import { useSeekerDashboard } from '@/lib/queries/seekerDashboard';
import { JobsForYou } from './JobsForYou';
import { LearnForYou } from './LearnForYou';
import classes from './SeekerPanel.module.css';
import { t } from '@/lib/i18n';

function StatCard({ title, count, unit, to }: { title: string; count: number; unit: string; to: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md" className={classes.stat}>
      <Text fw={700}>{title}</Text>
      <Text className={classes.count} data-count={count}>
        {count}
      </Text>
      <Text size="sm" c="gray.7">
        {unit}
      </Text>
    </Card>
  );
}

/** The profile's completeness (the same checks as the resume page's strength), and what is still missing. */
function CvProgress({ dashboard }: { dashboard: SeekerDashboard }) {
  const { percent, label, pending } = dashboard.completeness;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5" id="cv-progress-label">
          {t('seeker.cvProgress')}
        </Title>
        <Progress.Root size="xl" radius="xl">
          <Progress.Section
            value={percent}
            aria-labelledby="cv-progress-label"
            aria-valuetext={`${percent}%, ${label}`}
          />
        </Progress.Root>
        <Text fw={600}>
          {percent}% · {label}
        </Text>
        {pending.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="pending-actions-label">
              {t('seeker.pendingActions')}
            </Text>
            <List size="sm" spacing={4} aria-labelledby="pending-actions-label">
              {pending.map((p) => (
                <List.Item key={p.key}>
                  <Anchor component={Link} to={{ pathname: '/jobs-my-resume', hash: p.section }}>
                    {p.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text size="sm">{t('seeker.yourProfileIsComplete')}</Text>
        )}
      </Stack>
    </Card>
  );
}

/** The job seeker panel 'My Account' (spec 001 §Dashboard) with the real counts. */
export function SeekerPanel() {
  const dashboard = useSeekerDashboard();

  if (dashboard.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
        <Skeleton height={160} />
        <SimpleGrid type="container" cols={{ base: 1, '480px': 3 }} spacing="md">
          <Skeleton height={110} />
          <Skeleton height={110} />
          <Skeleton height={110} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (dashboard.error || !dashboard.data) {
    return (
      <LoadError
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        what={t('seeker.yourJobSeekerFigures')}
      />
    );
  }

  const d = dashboard.data;
  return (
    <Stack gap="md">
      {!d.has_profile && (
        <Alert color="blue" title={t('seeker.createYourJobSeeker2')}>
          <Stack gap="sm" align="flex-start">
            <span>{t('seeker.employersSeeYourProfile')}</span>
            <Button component={Link} to="/become-job-seeker">
              {t('seeker.createYourProfile')}
            </Button>
          </Stack>
        </Alert>
      )}
      {d.has_profile && <JobsForYou />}
      {d.has_profile && <LearnForYou />}
      {d.has_profile && <CvProgress dashboard={d} />}
      {/* Container breakpoints: beside the sidebar the panel is narrower than the window. */}
      <SimpleGrid type="container" cols={{ base: 1, '480px': 3 }} spacing="md">
        <StatCard
          title={t('seeker.myJobs')}
          count={d.saved_jobs}
          unit={t('seeker.savedJobsUnit', { count: d.saved_jobs })}
          to="/favorite-jobs"
        />
        <StatCard
          title={t('seeker.myJobApplications')}
          count={d.applications}
          unit={t('seeker.applicationsUnit', { count: d.applications })}
          to="/jobs-applied-job"
        />
        <StatCard
          title={t('seeker.myNotifications')}
          count={d.unseen_notifications}
          unit={t('seeker.unseen')}
          to="/jobs-alerts"
        />
      </SimpleGrid>
    </Stack>
  );
}
