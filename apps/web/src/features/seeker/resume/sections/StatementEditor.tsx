/** The profile summary's rich-text form (lazy: Tiptap is only downloaded when the dialog opens). */
import { useRef } from 'react';
import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { personalStatementSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { focusFirstInvalid } from '@/lib/forms';
import { reportFormError } from '@/lib/forms/report';
import { notifySuccess } from '@/lib/notify';
import { RichTextField } from '@/lib/ui/RichTextField';
import { toFormData, useUpdateProfile } from '../../api/profile';
import { DialogActions } from '../components/dialogs';

const FIELDS = ['personal_statment'] as const;

export default function StatementEditor({ profile, onClose }: { profile: JobSeeker; onClose: () => void }) {
  const update = useUpdateProfile('PATCH');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { personal_statment: profile.personal_statment ?? '' },
    validate: schemaResolver(personalStatementSchema, { sync: true }),
  });
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
                notifySuccess(SEEKER_MESSAGES.statementUpdated);
                onClose();
              },
              onError: (error) => {
                if (!reportFormError(error, SEEKER_MESSAGES.statementFailed, form, formRef.current, FIELDS)) onClose();
              },
            },
          ),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <RichTextField
          label="Profile summary"
          description="Who you are, what you are good at and the work you are looking for."
          name="personal_statment"
          value={form.values.personal_statment}
          onChange={(html) => form.setFieldValue('personal_statment', html)}
          error={form.errors.personal_statment}
          minHeight={220}
        />
        <DialogActions onCancel={onClose} saving={update.isPending} />
      </Stack>
    </form>
  );
}
