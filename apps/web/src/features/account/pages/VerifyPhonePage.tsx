import { Button } from '@mantine/core';
import { Stack, Text } from '@/lib/ui/plain';
import { useNavigate, useSearchParams } from 'react-router';
import { PHONE_ACCOUNT_MESSAGES, verifyPhoneSchema, type VerifyPhoneInput } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useNextParam } from '@/lib/returnPath';
import { useSession } from '@/lib/session';
import { errorMessage } from '@/lib/api';
import { useResendPhoneCodeMutation, useVerifyPhoneMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { SmsCodeField } from '../components/SmsCodeField';
import { t } from '@/lib/i18n';

/**
 * /verify-phone?phone=+256…: the code a new phone account was sent by SMS (issue 33). The right code signs the person
 * in; the code can be sent again.
 */
export function VerifyPhonePage() {
  usePageTitle(t('signIn.verifyPhone'));
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const next = useNextParam();
  const session = useSession();
  const navigate = useNavigate();
  const verify = useVerifyPhoneMutation();
  const resend = useResendPhoneCodeMutation();
  const { form, formProps } = useServerForm<VerifyPhoneInput>({
    mode: 'uncontrolled',
    initialValues: { phone, code: '' },
    schema: verifyPhoneSchema,
    fields: ['code'],
    onSubmit: (values, report) =>
      verify.mutate(values, {
        onSuccess: (tokens) => {
          notifySuccess(PHONE_ACCOUNT_MESSAGES.phoneVerified);
          session.login(tokens);
          void navigate(next ?? '/', { replace: true });
        },
        onError: (error) => report(error),
      }),
  });

  const sendAgain = () =>
    resend.mutate(
      { phone },
      {
        onSuccess: (res) => notifySuccess(res.detail),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <AuthCard title={t('signIn.verifyPhone')} intro={t('signIn.codeSentTo', { phone })}>
      <form {...formProps}>
        <Stack gap="md">
          <SmsCodeField form={form} />
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('signIn.confirmCode')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">{t('signIn.noCode')}</Text>
      <Button variant="default" onClick={sendAgain} loading={resend.isPending}>
        {t('signIn.sendAgain')}
      </Button>
    </AuthCard>
  );
}
