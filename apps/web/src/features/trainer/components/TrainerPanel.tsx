import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { PanelFigures } from '@/lib/ui/PanelFigures';
import { LoadError } from '@/lib/ui/QueryState';
import { useTrainerDashboard } from '../api/dashboard';

/** The dashboard's Trainer panel (spec 001 §Dashboard): real training counts instead of the fixed 14, 8 and 45%. */
export function TrainerPanel() {
  const figures = useTrainerDashboard();
  if (figures.isPending) return <Skeleton height={72} />;
  if (figures.error) return <LoadError error={figures.error} onRetry={() => void figures.refetch()} what="your training figures" />;
  const d = figures.data;
  const items = [
    { label: 'Trainings', value: d.trainings, to: '/trainer-manage-training' },
    { label: 'Upcoming trainings', value: d.upcoming, to: '/trainer-manage-training' },
    { label: 'Places offered', value: d.upcoming > 0 && d.places_offered === null ? 'No limit' : (d.places_offered ?? 0), to: '/trainer-manage-training' },
  ];
  return (
    <Stack gap="md">
      <PanelFigures items={items} />
      {d.next_training ? (
        <Text size="sm">
          Next:{' '}
          <Anchor component={Link} to={`/training-detail/${d.next_training.id}`}>
            {d.next_training.title}
          </Anchor>{' '}
          on {formatDate(d.next_training.date)}
        </Text>
      ) : (
        <Text size="sm">You have no upcoming training.</Text>
      )}
      <Group>
        <Button component={Link} to="/trainer-dashboard" variant="light">
          Open the trainer dashboard
        </Button>
        <Button component={Link} to="/trainer-post-training" variant="default">
          Post a Training
        </Button>
      </Group>
    </Stack>
  );
}
