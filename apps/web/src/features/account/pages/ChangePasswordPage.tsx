import { Button } from '@mantine/core';
import { useRef } from 'react';
import { Stack } from '@/lib/ui/plain';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { applyFormErrors, toFormErrors } from '@/lib/forms/fieldErrors';
import { focusFirstInvalid } from '@/lib/forms';
import { PasswordField } from '@/lib/ui/PasswordField';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useChangePasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { contractResolver } from '@/lib/forms/contractResolver';
import { t } from '@/lib/i18n';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

export function ChangePasswordPage() {
  usePageTitle(t('account.changePassword'));
  const change = useChangePasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: contractResolver(changePasswordSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    (values) => {
      change.mutate(values, {
        onSuccess: (res) => {
          notifySuccess(typeof res?.detail === 'string' ? res.detail : ACCOUNT_MESSAGES.passwordChanged);
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            applyFormErrors(form, error, { fields: FIELDS });
            const unplaced = toFormErrors(error.body, { fields: FIELDS }).unplaced[0];
            if (unplaced) notifyError(unplaced);
            focusFirstInvalid(formRef.current);
            return;
          }
          notifyError(errorMessage(error));
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <AuthCard title={t('sidebar.changePassword')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('account.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('old_password')}
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={change.isPending}>
            {t('account.updatePassword')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
