import { useRef } from 'react';
import { TextInput, Button } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { emailOnlySchema, type EmailOnlyInput } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { applyFormErrors } from '@/lib/forms/fieldErrors';
import { focusFirstInvalid } from '@/lib/forms';
import { notifyError } from '@/lib/notify';
import type { DetailResponse } from '../api';
import { contractResolver } from '@/lib/forms/contractResolver';
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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<EmailOnlyInput>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: contractResolver(emailOnlySchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    (values) => {
      mutation.mutate(
        { email: values.email.trim() },
        {
          onSuccess: (res) => onDone(typeof res?.detail === 'string' ? res.detail : fallbackDetail),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 400) {
              const message = applyFormErrors(form, error, { fields: ['email'] });
              if (message) notifyError(message);
              focusFirstInvalid(formRef.current);
              return;
            }
            notifyError(errorMessage(error));
          },
        },
      );
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
