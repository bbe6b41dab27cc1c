import { Card } from '@mantine/core';
import { SKILLS_MESSAGES, type SkillProvider } from '@portal/contract';
import { AccountProfileShell, useProfileSave } from '@/lib/ui/AccountProfileShell';
import { useMyProvider, useSaveProvider } from '../api/providers';
import { multipartOf } from '@/lib/forms/multipart';
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
  const { version, submit, saveButton } = useProfileSave(useSaveProvider(), { done: SKILLS_MESSAGES.profileUpdated, failed: SKILLS_MESSAGES.profileUpdateFailed });

  return (
    <Card withBorder radius="md" padding="lg">
      <ProviderForm
        key={version}
        provider={provider}
        onSubmit={(values, report) => submit({ id: provider.id, body: multipartOf(values) }, report)}
        actions={saveButton}
      />
    </Card>
  );
}
