import { useState } from 'react';
import { Button } from '@mantine/core';
import { Stack, Text } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, resetPasswordByPhoneSchema, type ResetPasswordByPhoneInput } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { useForgotPasswordByPhoneMutation, useResetPasswordByPhoneMutation } from '../api';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneNumberForm } from './PhoneNumberForm';
import { SmsCodeField } from './SmsCodeField';
import { t, translateServerMessage } from '@/lib/i18n';

/** A forgotten password reset by SMS (issue 33): the number, then the code it was sent and the new password. */
export function PhoneResetForm() {
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const forgot = useForgotPasswordByPhoneMutation();
  if (phone === null)
    return (
      <PhoneNumberForm
        mutation={forgot}
        submitLabel={t('signIn.sendCode')}
        onSent={(number, detail) => {
          setPhone(number);
          setSent(detail);
        }}
      />
    );
  return <NewPasswordWithCode phone={phone} sent={sent} />;
}

function NewPasswordWithCode({ phone, sent }: { phone: string; sent: string }) {
  const navigate = useNavigate();
  const reset = useResetPasswordByPhoneMutation();
  const { form, formProps } = useServerForm<Required<ResetPasswordByPhoneInput>>({
    mode: 'uncontrolled',
    initialValues: { phone, code: '', new_password: '', confirm_password: '' },
    schema: resetPasswordByPhoneSchema,
    fields: ['code', 'new_password', 'confirm_password'],
    onSubmit: (values, report) =>
      reset.mutate(values, {
        onSuccess: (res) => {
          notifySuccess(res.detail || ACCOUNT_MESSAGES.passwordReset);
          void navigate('/login');
        },
        onError: (error) => report(error),
      }),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text role="status">{translateServerMessage(sent)}</Text>
        <SmsCodeField form={form} />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={reset.isPending}>
          {t('account.resetPassword')}
        </Button>
      </Stack>
    </form>
  );
}
