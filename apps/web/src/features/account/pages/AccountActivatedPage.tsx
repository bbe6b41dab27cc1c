import { useEffect } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useNextParam, withNext } from '@/lib/returnPath';
import { useSessionSnapshot } from '@/lib/session';
import { clearVerificationPending } from '@/lib/storage';
import { AuthCard } from '../components/AuthCard';

export function AccountActivatedPage() {
  usePageTitle('Account activated');
  const { loggedIn } = useSessionSnapshot();
  const next = useNextParam();

  // The account is verified now: stop showing "Verify Account" in this browser.
  useEffect(() => clearVerificationPending(), []);

  return (
    <AuthCard title="Account activated">
      <Alert color="green" title="Welcome!" role="status">
        {ACCOUNT_MESSAGES.activated}
      </Alert>
      <Group>
        {loggedIn ? (
          <Button component={Link} to={next ?? '/dashboard'}>
            {next ? 'Continue' : 'Go to My Account'}
          </Button>
        ) : (
          <Button component={Link} to={withNext('/login', next)}>
            {next ? 'Log in to continue' : 'Log in'}
          </Button>
        )}
        <Button component={Link} to="/" variant="outline">
          Back to home
        </Button>
      </Group>
    </AuthCard>
  );
}
