import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GroupName } from '@portal/contract';
import { useSession } from './session';
import { setAlert } from './storage';

/**
 * The account-creation pages (/become-*; spec 002 §2) are public in the route table but need a session: a visitor is
 * sent to log in and a user who already holds the account type to the dashboard, each with an alert. `creating`
 * (the form's mutation pending or done) keeps a just-created account from reading as "already have one".
 * Returns whether the form may show.
 */
export function useBecomeGuard(
  group: GroupName,
  messages: { loginFirst: string; alreadyHeld: string },
  creating: boolean,
): boolean {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const left = useRef(false);
  const held = session.hasGroup(group);

  useEffect(() => {
    if (left.current || creating) return;
    if (!session.isLoggedIn) {
      left.current = true;
      setAlert(messages.loginFirst);
      void navigate('/login', {
        replace: true,
        state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } },
      });
    } else if (held) {
      left.current = true;
      setAlert(messages.alreadyHeld);
      void navigate('/dashboard', { replace: true });
    }
  }, [session.isLoggedIn, held, creating, navigate, location, messages.loginFirst, messages.alreadyHeld]);

  return creating || (session.isLoggedIn && !session.isUserLoading && !held);
}
