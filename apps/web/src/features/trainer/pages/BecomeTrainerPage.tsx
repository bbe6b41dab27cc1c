import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { TRAINER_MESSAGES } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useBecomeGuard } from '../../../lib/useBecomeGuard';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSaveTrainer } from '../api/trainer';
import { TrainerForm, reportTrainerError, trainerFormData } from '../components/TrainerForm';

export const LOGIN_FIRST = 'Please log in before you create a trainer account.';

/**
 * /become-trainer (spec 002 "Trainer registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Trainer account type to the dashboard, each with an alert.
 * A user whose trainer account was deactivated fills the form again: the POST restores it and its trainings.
 */
export function BecomeTrainerPage() {
  usePageTitle('Create a Trainer account');
  const save = useSaveTrainer();
  const ready = useBecomeGuard('Trainer', { loginFirst: LOGIN_FIRST, alreadyHeld: TRAINER_MESSAGES.alreadyTrainer }, save.isPending || save.isSuccess);
  const navigate = useNavigate();

  if (!ready) return <PageLoader />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            Step 2 of 2
          </Text>
          <Title order={1}>Create your Trainer account</Title>
          <Text>Tell learners what you teach and where. You can post trainings as soon as it is created.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <TrainerForm
            trainer={null}
            onSubmit={(values, form, formEl) =>
              save.mutate(
                { id: null, body: trainerFormData(values) },
                {
                  onSuccess: () => {
                    notifySuccess(TRAINER_MESSAGES.registered);
                    void navigate('/dashboard');
                  },
                  onError: (error) => reportTrainerError(error, TRAINER_MESSAGES.registerFailed, form, formEl),
                },
              )
            }
            actions={
              <>
                <Button component={Link} to="/other-type-picker" variant="default">
                  Back
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Create Trainer account
                </Button>
              </>
            }
          />
        </Card>
      </Stack>
    </Container>
  );
}
