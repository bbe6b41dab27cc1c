import { useRef } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { headlineSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { focusFirstInvalid } from '@/lib/forms';
import { reportFormError } from '@/lib/forms/report';
import { notifySuccess } from '@/lib/notify';
import { toFormData, useUpdateProfile } from '../../api/profile';
import { DialogActions, FormDialog, useItemDialog } from '../components/dialogs';
import { EmptyText, SectionAction, SectionCard } from '../components/SectionCard';

const FIELDS = ['head_line'] as const;
const HEADLINE_FAILED = 'Failed to update headline';

function HeadlineForm({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const update = useUpdateProfile('PATCH');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ initialValues: { head_line: profile.head_line ?? '' }, validate: schemaResolver(headlineSchema, { sync: true }) });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          update.mutate(
            { id: profile.id, body: toFormData(values) },
            {
              onSuccess: () => {
                notifySuccess(SEEKER_MESSAGES.headlineUpdated);
                onClose();
              },
              onError: (error) => {
                if (!reportFormError(error, HEADLINE_FAILED, form, formRef.current, FIELDS)) onClose();
              },
            },
          ),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Resume headline"
          description="One line employers read first, e.g. Certified welder with 5 years in steel fabrication"
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps('head_line')}
        />
        <DialogActions onCancel={onClose} saving={update.isPending} />
      </Stack>
    </form>
  );
}

export function HeadlineSection({ profile }: { profile: JobSeeker }) {
  const dialog = useItemDialog<JobSeeker>();
  return (
    <SectionCard
      id="resume-headline"
      title="Resume Headline"
      action={<SectionAction kind={profile.head_line ? 'edit' : 'add'} what="resume headline" onClick={() => dialog.openEdit(profile)} />}
    >
      {profile.head_line ? <Text>{profile.head_line}</Text> : <EmptyText>Add one line that tells employers what you do best.</EmptyText>}
      <FormDialog opened={dialog.opened} onClose={dialog.close} title="Resume Headline">
        <HeadlineForm profile={profile} onClose={dialog.close} />
      </FormDialog>
    </SectionCard>
  );
}
