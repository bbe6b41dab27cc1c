import { useEffect } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useSessionSnapshot } from '@/lib/session';
import { clearVerificationPending } from '@/lib/storage';
import { AuthCard } from '../components/AuthCard';

export function AccountActivatedPage() {
  usePageTitle('Account activated');
  const { loggedIn } = useSessionSnapshot();

  // The account is verified now: stop showing "Verify Account" in this browser.
  useEffect(() => clearVerificationPending(), []);

  return (
    <AuthCard title="Account activated">
      <Alert color="green" title="Welcome!" role="status">
        {ACCOUNT_MESSAGES.activated}
      </Alert>
      <Group>
        {loggedIn ? (
          <Button component={Link} to="/dashboard">
            Go to My Account
          </Button>
        ) : (
          <Button component={Link} to="/login">
            Login
          </Button>
        )}
        <Button component={Link} to="/" variant="outline">
          Back To Home
        </Button>
      </Group>
    </AuthCard>
  );
}
