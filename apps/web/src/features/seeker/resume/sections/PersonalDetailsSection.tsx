import '@mantine/core/styles/Switch.layer.css';
import { useState } from 'react';
import { Switch } from '@mantine/core';
import { Text } from '@/lib/ui/plain';
import { INVITATION_MESSAGES, type JobSeeker } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../../api/profile';
import { FormDialog, lazyForm, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { PersonalDetailsView } from '../views/PersonalDetailsView';
import { t, translateServerMessage } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

const { Form: PersonalDetailsEditor, preload } = lazyForm(() => import('../forms/PersonalDetailsEditor'));

/** Personal Details: the same form as /become-job-seeker, saved with PUT. */
export function PersonalDetailsSection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="personal-details"
      title={t('resume.personalDetails')}
      action={
        <SectionAction
          kind="edit"
          what={t('resume.personalDetails2')}
          onClick={() => dialog.openEdit(profile)}
          onIntent={preload}
        />
      }
    >
      <PersonalDetailsView profile={profile} />
      <Text size="sm" c="dimmed">
        <MessageWithLink id="resume.keptInBasicInfo" to="/profile" label={t('resume.basicInformation')} size="sm" />
      </Text>
      <FindableSwitch profile={profile} />
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={t('resume.editPersonalDetails')}>
        <PersonalDetailsEditor profile={profile} onClose={dialog.close} />
      </FormDialog>
    </SectionCard>
  );
}

/** "Let employers find me" (issue 15): saved as soon as it is switched. */
function FindableSwitch({ profile }: { profile: JobSeeker }) {
  const update = useUpdateProfile('PATCH');
  // Shown switched while it is saved; back to the saved value if saving fails.
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <Switch
      mt="xs"
      checked={pending ?? profile.discoverable}
      disabled={update.isPending}
      label={translateServerMessage(INVITATION_MESSAGES.discoverableLabel)}
      description={translateServerMessage(INVITATION_MESSAGES.discoverableHelp)}
      onChange={(event) => {
        const wanted = event.currentTarget.checked;
        setPending(wanted);
        const body = new FormData();
        body.append('discoverable', String(wanted));
        update.mutate(
          { id: profile.id, body },
          {
            onSettled: () => setPending(null),
            onSuccess: (saved) =>
              notifySuccess(
                saved.discoverable ? INVITATION_MESSAGES.discoverableOn : INVITATION_MESSAGES.discoverableOff,
              ),
            onError: (error) => notifyError(errorMessage(error), INVITATION_MESSAGES.discoverableFailed),
          },
        );
      }}
    />
  );
}
