import { useState } from 'react';
import { Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRAINER_MESSAGES, type Trainer } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { LoadError } from '../../../lib/ui/QueryState';
import { useMyTrainer, useSaveTrainer } from '../api/trainer';
import { TrainerForm, reportTrainerError, trainerFormData } from '../components/TrainerForm';

/** /trainer-profile: the trainer's details (GET results[0]) and the form to change them (PUT /{id}/). */
export function TrainerProfilePage() {
  usePageTitle('Trainer Profile');
  const trainer = useMyTrainer();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Trainer Profile</Title>
          <Anchor component={Link} to="/trainer-dashboard">
            Back to the trainer dashboard
          </Anchor>
        </Group>
        {trainer.isPending ? (
          <Card withBorder padding="lg" aria-busy="true" aria-label="Loading">
            <Stack>
              <Skeleton height={18} width="60%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={36} />
            </Stack>
          </Card>
        ) : trainer.error ? (
          <LoadError error={trainer.error} onRetry={() => void trainer.refetch()} what="your trainer profile" />
        ) : trainer.data ? (
          <ProfileBody trainer={trainer.data} />
        ) : (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You do not have a trainer account yet.</Text>
              <Button component={Link} to="/become-trainer">
                Create a Trainer account
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function ProfileBody({ trainer }: { trainer: Trainer }) {
  const save = useSaveTrainer();
  // Remounts the form after a save so it starts from the saved values.
  const [version, setVersion] = useState(0);

  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="trainer-details">
        <Stack gap="sm">
          <Title order={2} id="trainer-details" size="h3">
            What you train in
          </Title>
          <Group gap={6}>
            {trainer.skill_category.map((c) => (
              <Badge key={c.id} variant="light">
                {c.name}
              </Badge>
            ))}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            <Text span fw={700}>
              Address:
            </Text>{' '}
            {trainer.address}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="trainer-edit">
        <Title order={2} id="trainer-edit" size="h3" mb="md">
          Edit trainer details
        </Title>
        <TrainerForm
          key={version}
          trainer={trainer}
          onSubmit={(values, form, formEl) =>
            save.mutate(
              { id: trainer.id, body: trainerFormData(values) },
              {
                onSuccess: () => {
                  notifySuccess(TRAINER_MESSAGES.profileUpdated);
                  setVersion((v) => v + 1);
                },
                onError: (error) => reportTrainerError(error, TRAINER_MESSAGES.profileUpdateFailed, form, formEl),
              },
            )
          }
          actions={
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          }
        />
      </Card>
    </>
  );
}
