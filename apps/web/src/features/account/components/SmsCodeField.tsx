import type { UseFormReturnType } from '@mantine/form';
import { TextField } from '@/lib/forms/fields';
import { t } from '@/lib/i18n';

/** The 6-digit code of an SMS: the phone's number pad, and the code offered from the SMS where the phone can. */
export function SmsCodeField<Values extends { code: string }>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <TextField
      form={form}
      name="code"
      label={t('signIn.code')}
      description={t('signIn.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      withAsterisk
    />
  );
}
