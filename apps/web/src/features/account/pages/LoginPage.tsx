import { useEffect, useRef } from 'react';
import { Anchor, Text } from '@/lib/ui/plain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page';
import { useNextParam, withNext } from '@/lib/returnPath';
import { useSession } from '@/lib/session';
import { PageLoader } from '@/lib/ui/PageLoader';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after logging in: `?next=`, else the page that sent the visitor here (never back to /login), else home. */
function targetFrom(next: string | null, state: unknown): string {
  if (next) return next;
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  usePageTitle(t('header.login'));
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const access = params.get('access');
  const refresh = params.get('refresh');
  const handled = useRef(false);
  const next = useNextParam();

  // A login link carrying tokens (spec 000 §4): store them and go to the dashboard.
  useEffect(() => {
    if (!access || !refresh || handled.current) return;
    handled.current = true;
    session.login({ access, refresh });
    void navigate('/dashboard', { replace: true });
  }, [access, refresh, session, navigate]);

  if (access && refresh) return <PageLoader label={t('login.loggingIn')} />;

  return (
    <AuthCard title={t('header.login')} intro={t('login.intro')}>
      <LoginForm
        onSuccess={(tokens) => {
          session.login(tokens);
          void navigate(targetFrom(next, location.state), { replace: true });
        }}
        onUnverified={(verifyPath) => void navigate(verifyPath)}
      />
      <Text size="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={withNext('/register', next)}>
          {t('header.signUp')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
