import { useState } from 'react';
import { Alert } from '@mantine/core';
import { Anchor, Text } from '@/lib/ui/plain';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useForgotPasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { EmailActionForm } from '../components/EmailActionForm';
import { PhoneResetForm } from '../components/PhoneResetForm';
import { SignInMethodControl, useSignInMethod } from '../components/SignInMethod';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function ForgotPasswordPage() {
  usePageTitle(t('account.forgotPassword'));
  const forgot = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const signInMethod = useSignInMethod();
  const byPhone = signInMethod.method === 'phone';

  return (
    <AuthCard
      title={t('account.forgotYourPassword')}
      intro={byPhone ? t('signIn.enterThePhoneNumber') : t('account.enterTheEmailAddress')}
    >
      <SignInMethodControl {...signInMethod} />
      {byPhone ? (
        <PhoneResetForm />
      ) : (
        <>
          {sent && (
            <Alert color="green" title={t('account.checkYourEmail')} role="status">
              {translateServerMessage(sent)}
            </Alert>
          )}
          <EmailActionForm
            mutation={forgot}
            submitLabel={t('account.sendResetLink')}
            fallbackDetail={ACCOUNT_MESSAGES.resetSent}
            onDone={setSent}
          />
        </>
      )}
      <Text size="sm">
        {t('account.rememberedIt')}{' '}
        <Anchor component={Link} to="/login">
          {t('account.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
