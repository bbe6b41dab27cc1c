import { useState } from 'react';
import { Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, type SkillProvider } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { LoadError } from '../../../lib/ui/QueryState';
import { useMyProvider, useSaveProvider } from '../api/providers';
import { ProviderForm, reportProviderError } from '../components/ProviderForm';

/** /skill-provider-profile (spec 002 "Skills provider profile"): the caller's record (results[0]), saved with PUT /{id}/. */
export function SkillProviderProfilePage() {
  usePageTitle('Skills Provider Profile');
  const provider = useMyProvider();

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Skills Provider Profile</Title>
          <Anchor component={Link} to="/">
            Back to the home page
          </Anchor>
        </Group>
        {provider.isPending ? (
          <Card withBorder padding="lg" aria-busy="true" aria-label="Loading">
            <Stack>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={96} />
            </Stack>
          </Card>
        ) : provider.error ? (
          <LoadError error={provider.error} onRetry={() => void provider.refetch()} what="your profile" />
        ) : provider.data ? (
          <ProfileForm provider={provider.data} />
        ) : (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You do not have a skills provider account yet.</Text>
              <Button component={Link} to="/become-skill-provider">
                Create a Skills Provider account
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function ProfileForm({ provider }: { provider: SkillProvider }) {
  const save = useSaveProvider();
  // Remounts the form after a save so it starts from the saved values.
  const [version, setVersion] = useState(0);

  return (
    <Card withBorder radius="md" padding="lg">
      <ProviderForm
        key={version}
        provider={provider}
        onSubmit={(values, form, formEl) =>
          save.mutate(
            { id: provider.id, values },
            {
              onSuccess: () => {
                notifySuccess(SKILLS_MESSAGES.profileUpdated);
                setVersion((v) => v + 1);
              },
              onError: (error) => reportProviderError(error, SKILLS_MESSAGES.profileUpdateFailed, form, formEl),
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
  );
}
