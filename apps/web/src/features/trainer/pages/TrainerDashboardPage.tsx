import { SimpleGrid } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import type { TrainerDashboard } from '@portal/contract';
import { DashboardFigure, DashboardShell, DashboardShortcuts } from '@/lib/ui/DashboardShell';
import { formatDate } from '@/lib/format';
import { useTrainerDashboard } from '../api/dashboard';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

const linksTexts = () => [
  { to: '/trainer-post-training', label: t('sidebar.postATraining') },
  { to: '/trainer-manage-training', label: t('sidebar.manageTrainings') },
  { to: '/trainer-profile', label: t('sidebar.trainerProfile') },
];

/** "No limit" when no upcoming training has one; nothing to offer without upcoming trainings. */
function placesNote(d: TrainerDashboard): { value: string; note: string } {
  if (d.upcoming === 0) return { value: '0', note: t('trainer.noUpcomingTrainings') };
  if (d.places_offered === null) return { value: t('trainer.noLimit'), note: t('trainer.noUpcomingTrainingLimits') };
  return { value: String(d.places_offered), note: t('trainer.overUpcomingTrainingsWith') };
}

function Body({ d }: { d: TrainerDashboard }) {
  if (d.trainer_id === null)
    return (
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap">
          <Text>{t('trainer.youDoNotHave')}</Text>
          <Button component={Link} to="/become-trainer">
            {t('trainer.createATrainerAccount')}
          </Button>
        </Group>
      </Card>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <DashboardFigure
          label={t('trainer.allTrainings')}
          value={String(d.trainings)}
          note={t('trainer.everythingYouHavePosted')}
        />
        <DashboardFigure
          label={t('trainer.upcoming')}
          value={String(d.upcoming)}
          note={t('trainer.fromTodayOnListed')}
        />
        <DashboardFigure label={t('trainer.past')} value={String(d.past)} note={t('trainer.alreadyHeld')} />
        <DashboardFigure label={t('trainer.placesOffered')} {...placesNote(d)} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-training">
        <Title order={2} size="h4" id="next-training" mb="xs">
          {t('trainer.nextTraining')}
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
            <Text>{t('trainer.youHaveNoUpcoming')}</Text>
            <Anchor component={Link} to="/trainer-post-training">
              {t('trainer.postATraining')}
            </Anchor>
          </Stack>
        )}
        <Text size="sm" mt="sm">
          {t('trainer.learnersRegisterThroughEach')}
        </Text>
      </Card>
      <DashboardShortcuts label={t('trainer.trainerShortcuts')} links={linksTexts()} />
    </>
  );
}

/** /trainer-dashboard: the trainer's real figures (replacing the spec's fixed 14, 8 and 45%) and shortcuts. */
export function TrainerDashboardPage() {
  return (
    <DashboardShell
      title={t('sidebar.trainerDashboard')}
      action={{ to: '/trainer-post-training', label: t('sidebar.postATraining') }}
      query={useTrainerDashboard()}
    >
      {(d) => <Body d={d} />}
    </DashboardShell>
  );
}
