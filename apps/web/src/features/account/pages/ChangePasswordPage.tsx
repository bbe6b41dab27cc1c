import { Button } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { ACCOUNT_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { PasswordField } from '@/lib/ui/PasswordField';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useChangePasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { t } from '@/lib/i18n';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

export function ChangePasswordPage() {
  usePageTitle(t('account.changePassword'));
  const change = useChangePasswordMutation();
  const { form, formProps } = useServerForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    schema: changePasswordSchema,
    fields: FIELDS,
    onSubmit: (values, report) =>
      change.mutate(values, {
        onSuccess: (res) => {
          notifySuccess(typeof res?.detail === 'string' ? res.detail : ACCOUNT_MESSAGES.passwordChanged);
          form.reset();
        },
        onError: (error) => report(error),
      }),
  });

  return (
    <AuthCard title={t('sidebar.changePassword')}>
      <form {...formProps}>
        <Stack gap="md">
          <PasswordField form={form} name="old_password" label={t('account.oldPassword')} purpose="current" />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={change.isPending}>
            {t('account.updatePassword')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
