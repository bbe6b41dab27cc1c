import '@mantine/core/styles/Divider.layer.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { clearVerificationPending, getVerifyEmail } from '@/lib/storage';
import { useResendVerificationMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { EmailActionForm } from '../components/EmailActionForm';

export function VerifyAccountPage() {
  usePageTitle('Verify your account');
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
    <AuthCard title="Verify your account">
      {linkInvalid ? (
        <Alert color="red" title="Activation link not valid">
          {ACCOUNT_MESSAGES.linkInvalid} Ask for a new one below.
        </Alert>
      ) : (
        <Text>{ACCOUNT_MESSAGES.checkEmail}</Text>
      )}

      <Divider />
      <Title order={2} size="h4">
        Resend verification email
      </Title>
      {sent && (
        <Alert color="green" title="Email sent" role="status">
          {sent}
        </Alert>
      )}
      <EmailActionForm
        mutation={resend}
        submitLabel="Resend verification email"
        initialEmail={initialEmail}
        fallbackDetail={ACCOUNT_MESSAGES.verificationSent}
        onDone={setSent}
      />

      <Divider />
      <Text size="sm">
        Already activated your account?{' '}
        <Anchor component={Link} to="/login">
          Login
        </Anchor>
      </Text>
      <Group gap="md">
        <Button component={Link} to="/" variant="outline">
          Back To Home
        </Button>
        <Button variant="subtle" onClick={() => void logout()}>
          Logout
        </Button>
      </Group>
    </AuthCard>
  );
}
