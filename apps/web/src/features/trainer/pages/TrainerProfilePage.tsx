import { Group, Stack, Title, Badge, Card } from '@/lib/ui/plain';
import { TRAINER_MESSAGES, type Trainer } from '@portal/contract';
import { AccountProfileShell, ProfileEditCard, ProfileFact, useProfileSave } from '@/lib/ui/AccountProfileShell';
import { useMyTrainer, useSaveTrainer } from '../api/trainer';
import { TrainerForm } from '../components/TrainerForm';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';
import { skillsCategoriesQuery } from '@/lib/form-lookups';

/** /trainer-profile: the trainer's details (GET results[0]) and the form to change them (PUT /{id}/). */
export function TrainerProfilePage() {
  const trainer = useMyTrainer();
  return (
    <AccountProfileShell
      names={skillsCategoriesQuery}
      title={t('sidebar.trainerProfile')}
      back={{ to: '/trainer-dashboard', label: t('trainer.backToTheTrainer') }}
      query={trainer}
      what={t('trainer.yourTrainerProfile')}
      missing={{ text: t('trainer.youDoNotHave'), to: '/become-trainer', label: t('trainer.createATrainerAccount') }}
    >
      {(record) => <ProfileBody trainer={record} />}
    </AccountProfileShell>
  );
}

function ProfileBody({ trainer }: { trainer: Trainer }) {
  const { version, submit, saveButton } = useProfileSave(useSaveTrainer(), {
    done: TRAINER_MESSAGES.profileUpdated,
    failed: TRAINER_MESSAGES.profileUpdateFailed,
  });
  const categoryName = useLookupName(skillsCategoriesQuery);

  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="trainer-details">
        <Stack gap="sm">
          <Title order={2} id="trainer-details" size="h3">
            {t('trainer.whatYouTrainIn')}
          </Title>
          <Group gap={6}>
            {trainer.skill_category.map((c) => (
              <Badge key={c.id} variant="light">
                {categoryName(c.name)}
              </Badge>
            ))}
          </Group>
          <ProfileFact label={t('company.address')}>{trainer.address}</ProfileFact>
        </Stack>
      </Card>
      <ProfileEditCard id="trainer-edit" title={t('trainer.editTrainerDetails')}>
        <TrainerForm
          key={version}
          trainer={trainer}
          onSubmit={(values, report) => submit({ id: trainer.id, body: multipartOf(values) }, report)}
          actions={saveButton}
        />
      </ProfileEditCard>
    </>
  );
}
