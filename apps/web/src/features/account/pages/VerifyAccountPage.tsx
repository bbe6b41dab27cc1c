import '@mantine/core/styles/Divider.layer.css';
import { useState } from 'react';
import { Alert, Divider } from '@mantine/core';
import { Anchor, Group, Text, Title, Button } from '@/lib/ui/plain';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { clearVerificationPending, getVerifyEmail } from '@/lib/storage';
import { useResendVerificationMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { EmailActionForm } from '../components/EmailActionForm';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function VerifyAccountPage() {
  usePageTitle(t('account.verifyYourAccount'));
  const [params] = useSearchParams();
  const linkInvalid = params.get('status') === 'invalid';
  const session = useSession();
  const navigate = useNavigate();
  const resend = useResendVerificationMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [initialEmail] = useState(() => getVerifyEmail() || session.user?.email || '');

  const logout = async () => {
    if (session.isLoggedIn) await session.logout();
    clearVerificationPending();
    void navigate('/');
  };

  return (
    <AuthCard title={t('account.verifyYourAccount')}>
      {linkInvalid ? (
        <Alert color="red" title={t('account.activationLinkNotValid')}>
          {t('account.askForANew', { linkInvalid: translateServerMessage(ACCOUNT_MESSAGES.linkInvalid) })}
        </Alert>
      ) : (
        <Text>{translateServerMessage(ACCOUNT_MESSAGES.checkEmail)}</Text>
      )}

      <Divider />
      <Title order={2} size="h4">
        {t('account.resendVerificationEmail')}
      </Title>
      {sent && (
        <Alert color="green" title={t('account.emailSent')} role="status">
          {translateServerMessage(sent)}
        </Alert>
      )}
      <EmailActionForm
        mutation={resend}
        submitLabel={t('account.resendVerificationEmail')}
        initialEmail={initialEmail}
        fallbackDetail={ACCOUNT_MESSAGES.verificationSent}
        onDone={setSent}
      />

      <Divider />
      <Text size="sm">
        {t('account.alreadyActivatedYourAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('header.login')}
        </Anchor>
      </Text>
      <Group gap="md">
        <Button component={Link} to="/" variant="outline">
          {t('common.backHome')}
        </Button>
        <Button variant="subtle" onClick={() => void logout()}>
          {t('account.logout')}
        </Button>
      </Group>
    </AuthCard>
  );
}
