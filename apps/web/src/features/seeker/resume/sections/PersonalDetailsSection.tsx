import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { PersonalDetailsForm, personalValuesOf } from '../../become/components/PersonalDetailsForm';
import { useUpdateProfile } from '../../api/profile';
import { FormDialog, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { PersonalDetailsView } from '../views/PersonalDetailsView';
import { multipartOf } from '@/lib/forms/multipart';

/** Personal Details: the same form as /become-job-seeker, saved with PUT. */
export function PersonalDetailsSection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  const update = useUpdateProfile('PUT');
  return (
    <SectionCard id="personal-details" title="Personal Details" action={<SectionAction kind="edit" what="personal details" onClick={() => dialog.openEdit(profile)} />}>
      <PersonalDetailsView profile={profile} />
      <Text size="sm" c="dimmed">
        Your name, gender and phone numbers are kept in your{' '}
        <Anchor component={Link} to="/profile" size="sm">
          basic information
        </Anchor>
        .
      </Text>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title="Edit Personal Details">
        <PersonalDetailsForm
          initial={personalValuesOf(profile)}
          onSubmit={(values, report) =>
            update.mutate(
              { id: profile.id, body: multipartOf(values) },
              {
                onSuccess: () => {
                  notifySuccess(SEEKER_MESSAGES.profileUpdated);
                  dialog.close();
                },
                onError: (error) => {
                  if (!report(error, SEEKER_MESSAGES.basicInfoFailed)) dialog.close();
                },
              },
            )
          }
          actions={
            <>
              <Button variant="default" onClick={dialog.close} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </>
          }
        />
      </FormDialog>
    </SectionCard>
  );
}
