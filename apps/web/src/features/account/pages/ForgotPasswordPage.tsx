import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useForgotPasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { EmailActionForm } from '../components/EmailActionForm';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const forgot = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <AuthCard title="Forgot your password?" intro="Enter the email address you registered with and we will send you a link to choose a new password.">
      {sent && (
        <Alert color="green" title="Check your email" role="status">
          {sent}
        </Alert>
      )}
      <EmailActionForm
        mutation={forgot}
        submitLabel="Send reset link"
        fallbackDetail={ACCOUNT_MESSAGES.resetSent}
        onDone={setSent}
      />
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
