import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TrainerDashboard } from '@portal/contract';
import { DashboardFigure, DashboardShell, DashboardShortcuts } from '@/lib/ui/DashboardShell';
import { formatDate } from '@/lib/format';
import { useTrainerDashboard } from '../api/dashboard';

const LINKS = [
  { to: '/trainer-post-training', label: 'Post a Training' },
  { to: '/trainer-manage-training', label: 'Manage Trainings' },
  { to: '/trainer-profile', label: 'Trainer Profile' },
];

/** "No limit" when no upcoming training has one; nothing to offer without upcoming trainings. */
function placesNote(d: TrainerDashboard): { value: string; note: string } {
  if (d.upcoming === 0) return { value: '0', note: 'No upcoming trainings' };
  if (d.places_offered === null) return { value: 'No limit', note: 'No upcoming training limits its places' };
  return { value: String(d.places_offered), note: 'Over upcoming trainings with a limit' };
}

function Body({ d }: { d: TrainerDashboard }) {
  if (d.trainer_id === null)
    return (
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap">
          <Text>You do not have a trainer account yet.</Text>
          <Button component={Link} to="/become-trainer">
            Create a Trainer account
          </Button>
        </Group>
      </Card>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <DashboardFigure label="All trainings" value={String(d.trainings)} note="Everything you have posted" />
        <DashboardFigure label="Upcoming" value={String(d.upcoming)} note="From today on, listed publicly" />
        <DashboardFigure label="Past" value={String(d.past)} note="Already held" />
        <DashboardFigure label="Places offered" {...placesNote(d)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-training">
        <Title order={2} size="h4" id="next-training" mb="xs">
          Next training
        </Title>
        {d.next_training ? (
          <Text>
            <Anchor component={Link} to={`/training-detail/${d.next_training.id}`} fw={700}>
              {d.next_training.title}
            </Anchor>{' '}
            on {formatDate(d.next_training.date)}
          </Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text>You have no upcoming training.</Text>
            <Anchor component={Link} to="/trainer-post-training">
              Post a training
            </Anchor>
          </Stack>
        )}
        <Text size="sm" mt="sm">
          Learners register through each training&apos;s own registration link, so the portal cannot count registrations.
        </Text>
      </Card>
      <DashboardShortcuts label="Trainer shortcuts" links={LINKS} />
    </>
  );
}

/** /trainer-dashboard: the trainer's real figures (replacing the spec's fixed 14, 8 and 45%) and shortcuts. */
export function TrainerDashboardPage() {
  return (
    <DashboardShell title="Trainer Dashboard" action={{ to: '/trainer-post-training', label: 'Post a Training' }} query={useTrainerDashboard()}>
      {(d) => <Body d={d} />}
    </DashboardShell>
  );
}
