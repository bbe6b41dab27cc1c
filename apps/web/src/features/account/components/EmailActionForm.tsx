import { Button } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import type { UseMutationResult } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@portal/contract';
import { EmailField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import type { DetailResponse } from '../api';
import { t } from '@/lib/i18n';

interface EmailActionFormProps {
  mutation: UseMutationResult<DetailResponse, Error, EmailOnlyInput>;
  submitLabel: string;
  initialEmail?: string;
  /** Receives the server's `detail` (or the fallback) once the call succeeds. */
  onDone: (detail: string) => void;
  fallbackDetail: string;
}

/** One e-mail field and a button: used by the resend-verification and forgot-password screens. */
export function EmailActionForm({
  mutation,
  submitLabel,
  initialEmail = '',
  onDone,
  fallbackDetail,
}: EmailActionFormProps) {
  const { form, formProps } = useServerForm<EmailOnlyInput>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    schema: emailOnlySchema,
    fields: ['email'],
    onSubmit: (values, report) =>
      mutation.mutate(
        { email: values.email.trim() },
        {
          onSuccess: (res) => onDone(typeof res?.detail === 'string' ? res.detail : fallbackDetail),
          onError: (error) => report(error),
        },
      ),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <EmailField form={form} name="email" label={t('account.email')} withAsterisk />
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
