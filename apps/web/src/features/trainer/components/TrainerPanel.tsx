import { Anchor, Group, Stack, Text, Button, Skeleton } from '@/lib/ui/plain';
import { formatDate } from '@/lib/format';
import { PanelFigures } from '@/lib/ui/PanelFigures';
import { LoadError } from '@/lib/ui/QueryState';
import { useTrainerDashboard } from '../api/dashboard';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** The dashboard's Trainer panel (spec 001 §Dashboard): real training counts instead of the fixed 14, 8 and 45%. */
export function TrainerPanel() {
  const figures = useTrainerDashboard();
  if (figures.isPending) return <Skeleton height={72} />;
  if (figures.error)
    return (
      <LoadError error={figures.error} onRetry={() => void figures.refetch()} what={t('trainer.yourTrainingFigures')} />
    );
  const d = figures.data;
  const items = [
    { label: t('nav.trainings'), value: d.trainings, to: '/trainer-manage-training' },
    { label: t('trainer.upcomingTrainings'), value: d.upcoming, to: '/trainer-manage-training' },
    {
      label: t('trainer.placesOffered'),
      value: d.upcoming > 0 && d.places_offered === null ? t('trainer.noLimit') : (d.places_offered ?? 0),
      to: '/trainer-manage-training',
    },
  ];
  return (
    <Stack gap="md">
      <PanelFigures items={items} />
      {d.next_training ? (
        <Text size="sm">
          {t('trainer.next')}{' '}
          <Anchor component={Link} to={`/training-detail/${d.next_training.id}`}>
            {d.next_training.title}
          </Anchor>{' '}
          on {formatDate(d.next_training.date)}
        </Text>
      ) : (
        <Text size="sm">{t('trainer.youHaveNoUpcoming')}</Text>
      )}
      <Group>
        <Button component={Link} to="/trainer-dashboard" variant="light">
          {t('trainer.openTheTrainerDashboard')}
        </Button>
        <Button component={Link} to="/trainer-post-training" variant="default">
          {t('sidebar.postATraining')}
        </Button>
      </Group>
    </Stack>
  );
}
