import { Button } from '@mantine/core';
import { Stack, Text } from '@/lib/ui/plain';
import type { UseMutationResult } from '@tanstack/react-query';
import { phoneOnlySchema, ugandanMobileField, type PhoneOnlyInput } from '@portal/contract';
import { PhoneField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import type { DetailResponse } from '../api';
import { t } from '@/lib/i18n';

interface PhoneNumberFormProps {
  mutation: UseMutationResult<DetailResponse, Error, PhoneOnlyInput>;
  submitLabel: string;
  intro?: string;
  /** Receives the number (E.164) and the server's `detail` once a code was asked for. */
  onSent: (phone: string, detail: string) => void;
}

/** One phone number field and a button that asks for a code by SMS (a password reset, a number being added). */
export function PhoneNumberForm({ mutation, submitLabel, intro, onSent }: PhoneNumberFormProps) {
  const { form, formProps } = useServerForm<PhoneOnlyInput>({
    mode: 'uncontrolled',
    initialValues: { phone: '' },
    schema: phoneOnlySchema,
    fields: ['phone'],
    onSubmit: (values, report) =>
      mutation.mutate(values, {
        onSuccess: (res) => onSent(ugandanMobileField.parse(values.phone), res.detail),
        onError: (error) => report(error),
      }),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        {intro && <Text>{intro}</Text>}
        <PhoneField form={form} name="phone" label={t('signIn.phone')} autoComplete="tel" withAsterisk />
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
