import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Alert, Anchor, Button, Card, List, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SeekerDashboard } from '@portal/contract';
import { LoadError } from '@/lib/ui/QueryState';
import { useSeekerDashboard } from '@/lib/queries/seekerDashboard';
import { JobsForYou } from './JobsForYou';
import { LearnForYou } from './LearnForYou';
import classes from './SeekerPanel.module.css';

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
          CV progress
        </Title>
        <Progress.Root size="xl" radius="xl">
          <Progress.Section value={percent} aria-labelledby="cv-progress-label" aria-valuetext={`${percent}%, ${label}`} />
        </Progress.Root>
        <Text fw={600}>
          {percent}% · {label}
        </Text>
        {pending.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="pending-actions-label">
              Pending actions
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
          <Text size="sm">Your profile is complete. Keep it up to date as you gain experience.</Text>
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
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
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
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} what="your job seeker figures" />;
  }

  const d = dashboard.data;
  return (
    <Stack gap="md">
      {!d.has_profile && (
        <Alert color="blue" title="Create your job seeker profile">
          <Stack gap="sm" align="flex-start">
            <span>Employers see your profile when you apply. Add your personal details to get started.</span>
            <Button component={Link} to="/become-job-seeker">
              Create your profile
            </Button>
          </Stack>
        </Alert>
      )}
      {d.has_profile && <JobsForYou />}
      {d.has_profile && <LearnForYou />}
      {d.has_profile && <CvProgress dashboard={d} />}
      {/* Container breakpoints: beside the sidebar the panel is narrower than the window. */}
      <SimpleGrid type="container" cols={{ base: 1, '480px': 3 }} spacing="md">
        <StatCard title="My Jobs" count={d.saved_jobs} unit={d.saved_jobs === 1 ? 'Saved job' : 'Saved jobs'} to="/favorite-jobs" />
        <StatCard title="My Job Applications" count={d.applications} unit={d.applications === 1 ? 'Application' : 'Applications'} to="/jobs-applied-job" />
        <StatCard title="My Notifications" count={d.unseen_notifications} unit="Unseen" to="/jobs-alerts" />
      </SimpleGrid>
    </Stack>
  );
}
