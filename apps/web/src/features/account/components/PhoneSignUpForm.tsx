import { Button } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, registerPhoneSchema, ugandanMobileField, type RegisterPhoneInput } from '@portal/contract';
import { PhoneField, TextField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { PasswordField } from '@/lib/ui/PasswordField';
import { useRegisterPhoneMutation } from '../api';
import { t } from '@/lib/i18n';

/** Sign-up with a phone number (issue 33): the code screen follows, where the SMS code signs the person in. */
export function PhoneSignUpForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const register = useRegisterPhoneMutation();
  const { form, formProps } = useServerForm<RegisterPhoneInput>({
    mode: 'uncontrolled',
    initialValues: { phone: '', first_name: '', last_name: '', password: '' },
    schema: registerPhoneSchema,
    fields: ['phone', 'first_name', 'last_name', 'password'],
    onSubmit: (values, report) =>
      register.mutate(values, {
        onSuccess: () => {
          // The schema checked the number, so it parses: the code screen shows and sends it as E.164.
          const query = new URLSearchParams({ phone: ugandanMobileField.parse(values.phone) });
          if (next) query.set('next', next);
          void navigate(`/verify-phone?${query.toString()}`);
        },
        onError: (error) => report(error, ACCOUNT_MESSAGES.registerFailed),
      }),
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <PhoneField
          form={form}
          name="phone"
          label={t('signIn.phone')}
          description={t('signIn.phoneHint')}
          autoComplete="tel"
          withAsterisk
        />
        <TextField form={form} name="first_name" label={t('signIn.firstName')} autoComplete="given-name" withAsterisk />
        <TextField form={form} name="last_name" label={t('signIn.lastName')} autoComplete="family-name" withAsterisk />
        <PasswordField form={form} name="password" label={t('login.password')} purpose="new" />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('header.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
