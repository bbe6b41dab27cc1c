import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TRAINER_MESSAGES, type Trainer } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { AccountProfileShell } from '@/lib/ui/AccountProfileShell';
import { useMyTrainer, useSaveTrainer } from '../api/trainer';
import { TrainerForm, trainerFormData } from '../components/TrainerForm';

/** /trainer-profile: the trainer's details (GET results[0]) and the form to change them (PUT /{id}/). */
export function TrainerProfilePage() {
  const trainer = useMyTrainer();
  return (
    <AccountProfileShell
      title="Trainer Profile"
      back={{ to: '/trainer-dashboard', label: 'Back to the trainer dashboard' }}
      query={trainer}
      what="your trainer profile"
      missing={{ text: 'You do not have a trainer account yet.', to: '/become-trainer', label: 'Create a Trainer account' }}
    >
      {(record) => <ProfileBody trainer={record} />}
    </AccountProfileShell>
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
          onSubmit={(values, report) =>
            save.mutate(
              { id: trainer.id, body: trainerFormData(values) },
              {
                onSuccess: () => {
                  notifySuccess(TRAINER_MESSAGES.profileUpdated);
                  setVersion((v) => v + 1);
                },
                onError: (error) => report(error, TRAINER_MESSAGES.profileUpdateFailed),
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
