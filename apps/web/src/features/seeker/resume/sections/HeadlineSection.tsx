import { TextInput } from '@mantine/core';
import { Text } from '@/lib/ui/plain';
import { headlineSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { DialogFormFrame } from '../components/CrudSection';
import { useProfileTextForm } from '../components/profileTextForm';
import { FormDialog, useItemDialog } from '../components/dialogs';
import { EmptyText, SectionAction, SectionCard } from '../components/SectionCard';
import { t } from '@/lib/i18n';

const HEADLINE_FAILED = 'Failed to update headline';

function HeadlineForm({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
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

export function HeadlineSection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="resume-headline"
      title={t('resume.resumeHeadline2')}
      action={
        <SectionAction
          kind={profile.head_line ? 'edit' : 'add'}
          what={t('resume.resumeHeadline3')}
          onClick={() => dialog.openEdit(profile)}
        />
      }
    >
      {profile.head_line ? <Text>{profile.head_line}</Text> : <EmptyText>{t('resume.addOneLineThat')}</EmptyText>}
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={t('resume.resumeHeadline2')}>
        <HeadlineForm profile={profile} onClose={dialog.close} />
      </FormDialog>
    </SectionCard>
  );
}
