/** The resume headline's form (loaded when its dialog first opens). */
import { TextInput } from '@mantine/core';
import { headlineSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { DialogFormFrame } from '../components/dialogForm';
import { useProfileTextForm } from '../components/profileTextForm';
import { t, english } from '@/lib/i18n';

const HEADLINE_FAILED = english('Failed to update headline');

export default function HeadlineForm({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const dialog = useProfileTextForm(profile, 'head_line', {
    schema: headlineSchema,
    saved: SEEKER_MESSAGES.headlineUpdated,
    failed: HEADLINE_FAILED,
    onClose,
  });
  const { form } = dialog;
  return (
    <DialogFormFrame dialog={dialog}>
      <TextInput
        label={t('resume.resumeHeadline')}
        description={t('resume.oneLineEmployersRead')}
        withAsterisk
        data-autofocus
        maxLength={255}
        {...form.getInputProps('head_line')}
      />
    </DialogFormFrame>
  );
}
