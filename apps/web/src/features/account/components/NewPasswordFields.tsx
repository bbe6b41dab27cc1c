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
      <PasswordField form={form} name="new_password" label={t('account.newPassword')} purpose="new" />
      <PasswordField form={form} name="confirm_password" label={t('account.confirmNewPassword')} purpose="confirm" />
    </>
  );
}
