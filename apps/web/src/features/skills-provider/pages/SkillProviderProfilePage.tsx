import { Card } from '@/lib/ui/plain';
import { SKILLS_MESSAGES, type SkillProvider } from '@portal/contract';
import { AccountProfileShell, useProfileSave } from '@/lib/ui/AccountProfileShell';
import { useMyProvider, useSaveProvider } from '../api/providers';
import { multipartOf } from '@/lib/forms/multipart';
import { ProviderForm } from '../components/ProviderForm';
import { t } from '@/lib/i18n';

/** /skill-provider-profile (spec 002 "Skills provider profile"): the caller's record (results[0]), saved with PUT /{id}/. */
export function SkillProviderProfilePage() {
  const provider = useMyProvider();
  return (
    <AccountProfileShell
      title={t('provider.skillsProviderProfile')}
      back={{ to: '/', label: t('counsellor.backToTheHome') }}
      query={provider}
      what={t('counsellor.yourProfile')}
      missing={{
        text: t('provider.youDoNotHave'),
        to: '/become-skill-provider',
        label: t('provider.createASkillsProvider'),
      }}
      size="sm"
    >
      {(record) => <ProfileForm provider={record} />}
    </AccountProfileShell>
  );
}

function ProfileForm({ provider }: { provider: SkillProvider }) {
  const { version, submit, saveButton } = useProfileSave(useSaveProvider(), {
    done: SKILLS_MESSAGES.profileUpdated,
    failed: SKILLS_MESSAGES.profileUpdateFailed,
  });

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
