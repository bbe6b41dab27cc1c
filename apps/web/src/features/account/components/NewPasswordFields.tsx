import type { UseFormReturnType } from '@mantine/form';
import { PasswordField } from '@/lib/ui/PasswordField';
import { t } from '@/lib/i18n';

/** The new password twice (change and reset password); the form's schema checks the rule and the match. */
export function NewPasswordFields<Values extends { new_password: string; confirm_password: string }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <>
      <PasswordField
        label={t('account.newPassword')}
        description={t('register.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        key={form.key('new_password')}
        {...form.getInputProps('new_password')}
      />
      <PasswordField
        label={t('account.confirmNewPassword')}
        autoComplete="new-password"
        withAsterisk
        key={form.key('confirm_password')}
        {...form.getInputProps('confirm_password')}
      />
    </>
  );
}
