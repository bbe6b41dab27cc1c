import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TrainerDashboard } from '@portal/contract';
import { api } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSessionSnapshot } from '@/lib/session';
import { LoadError } from '@/lib/ui/QueryState';

/** The dashboard's Trainer panel (spec 001 §Dashboard): real training counts instead of the fixed 14, 8 and 45%. */
export function TrainerPanel() {
  const { user } = useSessionSnapshot();
  const figures = useQuery({
    // The trainer area's key: its writes and the picker's Deactivate refresh this panel too.
    queryKey: ['trainer-area', 'dashboard', user?.user_id ?? 0],
    queryFn: ({ signal }) => api.get<TrainerDashboard>('/api/trainings/trainer-dashboard/', { signal }),
    staleTime: 0,
  });
  if (figures.isPending) return <Skeleton height={72} />;
  if (figures.error) return <LoadError error={figures.error} onRetry={() => void figures.refetch()} what="your training figures" />;
  const d = figures.data;
  const items = [
    { label: 'Trainings', value: String(d.trainings) },
    { label: 'Upcoming trainings', value: String(d.upcoming) },
    { label: 'Places offered', value: d.upcoming > 0 && d.places_offered === null ? 'No limit' : String(d.places_offered ?? 0) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {items.map((i) => (
          <Link key={i.label} to="/trainer-manage-training" style={{ textDecoration: 'none', color: 'inherit' }}>
            <Stack gap={2}>
              <Text fz={28} fw={700}>
                {i.value}
              </Text>
              <Text c="dimmed">{i.label}</Text>
            </Stack>
          </Link>
        ))}
      </SimpleGrid>
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
