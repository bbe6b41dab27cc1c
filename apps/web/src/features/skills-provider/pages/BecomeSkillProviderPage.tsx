import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SKILLS_MESSAGES } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useBecomeGuard } from '../../../lib/useBecomeGuard';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSaveProvider } from '../api/providers';
import { ProviderForm, reportProviderError } from '../components/ProviderForm';

export const LOGIN_FIRST = 'Please log in before you create a skills provider account.';

/**
 * /become-skill-provider (spec 002 "Skills provider registration", step 2 of 2). Public in the route table but it
 * needs a session: a visitor is sent to log in, a user who already holds SkillProvider to the dashboard. A user whose
 * account type was deactivated fills the form again: the POST restores it.
 */
export function BecomeSkillProviderPage() {
  usePageTitle('Creating Skills Provider account');
  const save = useSaveProvider();
  const ready = useBecomeGuard('SkillProvider', { loginFirst: LOGIN_FIRST, alreadyHeld: SKILLS_MESSAGES.alreadyProvider }, save.isPending || save.isSuccess);
  const navigate = useNavigate();

  if (!ready) return <PageLoader />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            Step 2 of 2
          </Text>
          <Title order={1}>Creating Skills Provider account</Title>
          <Text>Tell young artisans who you are. You can post skills competitions as soon as the account is created.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <ProviderForm
            provider={null}
            onSubmit={(values, form, formEl) =>
              save.mutate(
                { id: null, values },
                {
                  onSuccess: () => {
                    notifySuccess(SKILLS_MESSAGES.registered);
                    void navigate('/dashboard');
                  },
                  onError: (error) => reportProviderError(error, SKILLS_MESSAGES.registerFailed, form, formEl),
                },
              )
            }
            actions={
              <>
                <Button component={Link} to="/other-type-picker" variant="default">
                  Back
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Submit
                </Button>
              </>
            }
          />
        </Card>
      </Stack>
    </Container>
  );
}
