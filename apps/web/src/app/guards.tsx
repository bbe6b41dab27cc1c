/** Route guards (spec 000 §4, 002 "Account-type picker"): layout routes that render <Outlet /> or redirect. */
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ALERTS } from '@portal/contract';
import { useSession } from '@/lib/session';
import { clearSession, setAlert } from '@/lib/storage';
import { PageLoader } from '@/lib/ui/PageLoader';

/** Stores the one-time alert, then redirects (in an effect: storage changes re-render the header). */
function RedirectWithAlert({
  to,
  alert,
  state,
  clearStale,
}: {
  to: string;
  alert: string;
  state?: unknown;
  clearStale?: boolean;
}) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Tokens whose refresh token has expired are useless: drop them rather than send them again.
    if (clearStale) clearSession();
    setAlert(alert);
    void navigate(to, { replace: true, state });
  }, [navigate, to, alert, state, clearStale]);
  return null;
}

/**
 * Paths a user without any group may still open (else they would loop back to the picker). The dashboard shows
 * its Choose Account Type prompt (spec 001 §Dashboard); basic information belongs to every user (the sidebar's My Profile);
 * /become-career-counsellor is protected in the spec yet is where a first account type may be created.
 */
const NO_GROUP_PATHS = [
  '/account-type-picker',
  '/other-type-picker',
  '/jobs-change-password',
  '/privacy-and-data',
  '/dashboard',
  '/profile',
  '/become-career-counsellor',
];

/**
 * Protected routes. Order of checks: pending verification (a pending user has no session yet, so
 * sending them to log in would be a dead end), no session, then no groups once the user has loaded.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (!session.isVerified) return <RedirectWithAlert to="/verify-account" alert={ALERTS.verifyFirst} />;
  if (!session.isLoggedIn) {
    return (
      <RedirectWithAlert
        to="/login"
        alert={ALERTS.loginFirst}
        state={{ from: location }}
        clearStale={session.user !== null}
      />
    );
  }

  if (!NO_GROUP_PATHS.includes(location.pathname)) {
    if (session.isUserLoading) return <PageLoader />;
    // If the user query failed, groups stay unknown: show the page rather than block it.
    if (session.groups && session.groups.length === 0) return <Navigate to="/account-type-picker" replace />;
  }
  return <Outlet />;
}

/** Pages for visitors only (/register). */
export function GuestOnly() {
  const session = useSession();
  if (session.isLoggedIn) return <RedirectWithAlert to="/" alert={ALERTS.logoutFirst} />;
  if (!session.isVerified) return <RedirectWithAlert to="/verify-account" alert={ALERTS.verifyBeforeProceed} />;
  return <Outlet />;
}
