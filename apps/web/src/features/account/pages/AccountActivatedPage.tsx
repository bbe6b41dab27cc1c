import { useEffect } from 'react';
import { Alert } from '@mantine/core';
import { Group, Button } from '@/lib/ui/plain';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { useNextParam, withNext } from '@/lib/returnPath';
import { useSessionSnapshot } from '@/lib/session';
import { clearVerificationPending } from '@/lib/storage';
import { AuthCard } from '../components/AuthCard';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function AccountActivatedPage() {
  usePageTitle(t('account.accountActivated'));
  const { loggedIn } = useSessionSnapshot();
  const next = useNextParam();

  // The account is verified now: stop showing "Verify Account" in this browser.
  useEffect(() => clearVerificationPending(), []);

  return (
    <AuthCard title={t('account.accountActivated')}>
      <Alert color="green" title={t('account.welcome')} role="status">
        {translateServerMessage(ACCOUNT_MESSAGES.activated)}
      </Alert>
      <Group>
        {loggedIn ? (
          <Button component={Link} to={next ?? '/dashboard'}>
            {next ? t('account.continue') : t('account.goToMyAccount')}
          </Button>
        ) : (
          <Button component={Link} to={withNext('/login', next)}>
            {next ? t('account.logInToContinue') : t('account.logIn')}
          </Button>
        )}
        <Button component={Link} to="/" variant="outline">
          {t('account.backToHome')}
        </Button>
      </Group>
    </AuthCard>
  );
}
