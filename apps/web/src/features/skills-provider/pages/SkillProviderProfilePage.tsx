import { useState } from 'react';
import { Button, Card } from '@mantine/core';
import { SKILLS_MESSAGES, type SkillProvider } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { AccountProfileShell } from '@/lib/ui/AccountProfileShell';
import { useMyProvider, useSaveProvider } from '../api/providers';
import { ProviderForm } from '../components/ProviderForm';

/** /skill-provider-profile (spec 002 "Skills provider profile"): the caller's record (results[0]), saved with PUT /{id}/. */
export function SkillProviderProfilePage() {
  const provider = useMyProvider();
  return (
    <AccountProfileShell
      title="Skills Provider Profile"
      back={{ to: '/', label: 'Back to the home page' }}
      query={provider}
      what="your profile"
      missing={{ text: 'You do not have a skills provider account yet.', to: '/become-skill-provider', label: 'Create a Skills Provider account' }}
      size="sm"
    >
      {(record) => <ProfileForm provider={record} />}
    </AccountProfileShell>
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
        onSubmit={(values, report) =>
          save.mutate(
            { id: provider.id, values },
            {
              onSuccess: () => {
                notifySuccess(SKILLS_MESSAGES.profileUpdated);
                setVersion((v) => v + 1);
              },
              onError: (error) => report(error, SKILLS_MESSAGES.profileUpdateFailed),
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
