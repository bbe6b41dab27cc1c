/** The profile builder's personal details form: the same form as /become-job-seeker, saved with PUT. */
import { Button } from '@mantine/core';
import { SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { notifySuccess } from '@/lib/notify';
import { t } from '@/lib/i18n';
import { PersonalDetailsForm, personalValuesOf } from '../../become/components/PersonalDetailsForm';
import { useUpdateProfile } from '../../api/profile';

export default function PersonalDetailsEditor({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const update = useUpdateProfile('PUT');
  return (
    <PersonalDetailsForm
      initial={personalValuesOf(profile)}
      onSubmit={(values, report) =>
        update.mutate(
          { id: profile.id, body: multipartOf(values) },
          {
            onSuccess: () => {
              notifySuccess(SEEKER_MESSAGES.profileUpdated);
              onClose();
            },
            onError: (error) => {
              if (!report(error, SEEKER_MESSAGES.basicInfoFailed)) onClose();
            },
          },
        )
      }
      actions={
        <>
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('favourite.save')}
          </Button>
        </>
      }
    />
  );
}
