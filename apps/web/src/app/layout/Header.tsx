import { Suspense, lazy, useEffect, useState } from 'react';
import { Container, Stack, VisuallyHidden } from '@/lib/ui/plain';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@portal/contract';
import { dataSaverOn } from '@/lib/dataSaver';
import { t, translateServerMessage, withPageMessages } from '@/lib/i18n';
import { useSession, useSessionSnapshot } from '@/lib/session';
import { takeAlert } from '@/lib/storage';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import classes from './Header.module.css';
import { MAIN_NAV, type NavItem } from './nav';
import button from '@/lib/ui/Button.module.css';
import { Link, NavLink } from '@/lib/ui/Link';
import { LazyMenuDrawer, loadMenuDrawer } from './lazyMenuDrawer';

// The modal carries the form library and validation schemas: fetch it only when someone wants to log in.
const loadLoginModal = () => withPageMessages(() => import('@/features/account/components/LoginModal'));
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
// The compact layout's menu (a Drawer, with the modal base, scroll area and floating-ui behind it: ~29 KB of brotli)
// is not part of the first download either, nor fetched for visitors who never open it (data costs money): it starts
// loading as the burger is touched or focused; the burger shows its open state at once meanwhile.
// The signed-in part (bell, photo, My Account, Logout) is fetched only for someone signed in.
const loadAccount = () => withPageMessages(() => import('./AccountActions'));
const AccountActions = lazy(() => loadAccount().then((m) => ({ default: m.AccountActions })));
const NotificationBell = lazy(() => loadAccount().then((m) => ({ default: m.NotificationBell })));

function MenuLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
  if (item.external) {
    return (
      <a className={className} href={item.to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {t(item.label)}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.to} end={item.to === '/'} onClick={onClick}>
      {t(item.label)}
    </NavLink>
  );
}

interface ShownAlert {
  message: string;
  /** Path where it was taken from storage, and the next path (a guard's redirect target). */
  from: string;
  settled: string | null;
}

/**
 * The one-time alert (spec 000 §2.2): taken from storage (so it shows once), kept across the
 * redirect that usually follows it, dropped on the next navigation or when dismissed.
 */
function useOneTimeAlert(pending: string | null, pathname: string) {
  const [alert, setShown] = useState<ShownAlert | null>(null);

  useEffect(() => {
    if (!pending) return;
    const message = takeAlert();
    if (message) setShown({ message: translateServerMessage(message), from: pathname, settled: null });
  }, [pending, pathname]);

  useEffect(() => {
    setShown((a) => {
      if (!a) return a;
      if (a.settled === null) return pathname === a.from ? a : { ...a, settled: pathname };
      return pathname === a.settled ? a : null;
    });
  }, [pathname]);

  return [alert?.message ?? null, () => setShown(null)] as const;
}

export function Header() {
  const session = useSession();
  const { alert: pendingAlert } = useSessionSnapshot();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, like the login modal.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [loginOpened, loginModal] = useDisclosure(false);
  // Mounted from the first opening on, so the closing transition can run.
  const [loginMounted, setLoginMounted] = useState(false);
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  const [alertMessage, dismissAlert] = useOneTimeAlert(pendingAlert, pathname);

  // The drawer belongs to the compact layout only.
  useEffect(() => {
    if (!isCompact) drawer.close();
  }, [isCompact, drawer]);

  const toggleDrawer = () => {
    setDrawerMounted(true);
    drawer.toggle();
  };

  const logout = async () => {
    drawer.close();
    // Leave the page first: a protected page would otherwise see the session end and send us to /login.
    await navigate('/');
    await session.logout();
  };

  const openLogin = () => {
    drawer.close();
    setLoginMounted(true);
    loginModal.open();
  };

  const account = (inDrawer: boolean) => {
    const size = inDrawer ? 'md' : 'sm';
    if (session.isLoggedIn) {
      return (
        <Suspense fallback={null}>
          <AccountActions inDrawer={inDrawer} onNavigate={drawer.close} onLogout={() => void logout()} />
        </Suspense>
      );
    }
    if (!session.isVerified) {
      return (
        <Link to="/verify-account" className={button.button} data-size={size} onClick={drawer.close}>
          {t('header.verifyAccount')}
        </Link>
      );
    }
    return (
      <>
        <Link to="/register" className={button.button} data-size={size} onClick={drawer.close}>
          {t('header.signUp')}
        </Link>
        <button
          type="button"
          className={button.button}
          data-variant="outline"
          data-size={size}
          onClick={openLogin}
          // Fetched ahead as the pointer or focus comes near, unless the data saver is on.
          onMouseEnter={() => void (dataSaverOn() || loadLoginModal())}
          onFocus={() => void (dataSaverOn() || loadLoginModal())}
        >
          {t('header.login')}
        </button>
      </>
    );
  };

  return (
    <header className={classes.header}>
      <Container className={classes.top}>
        <Link to="/" className={classes.brand}>
          <BrandMark className={classes.brandMark} />
          <span>
            {t('site.name')}
            <span className={classes.brandSub}>{t('site.country')}</span>
          </span>
        </Link>
        <div className={classes.actions}>
          <LanguageMenu />
          {session.isLoggedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <div className={`${classes.actions} ${classes.desktopOnly}`}>{account(false)}</div>
          {/* A plain button drawn in CSS (Mantine's Burger weighed on every first download). */}
          <button
            type="button"
            className={classes.burger}
            data-opened={drawerOpened || undefined}
            onClick={toggleDrawer}
            onPointerDown={() => void loadMenuDrawer()}
            onFocus={() => void loadMenuDrawer()}
            aria-label={drawerOpened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={drawerOpened}
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </button>
        </div>
      </Container>

      <nav className={classes.navBar} aria-label={t('header.mainNav')}>
        <Container>
          <ul className={classes.navList}>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <MenuLink item={item} className={classes.navLink} />
              </li>
            ))}
          </ul>
        </Container>
      </nav>

      {alertMessage && (
        <Container className={classes.alertBar}>
          {/* Mantine's light blue Alert, drawn with plain elements: it would otherwise weigh on every first download. */}
          <div className={classes.alert} role="alert">
            <div className={classes.alertMessage}>{translateServerMessage(alertMessage)}</div>
            <button
              type="button"
              className={classes.alertClose}
              aria-label={t('common.dismissMessage')}
              onClick={dismissAlert}
            >
              <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M11.78 4.03a.75.75 0 0 0-1.06-1.06L7.5 6.19 4.28 2.97a.75.75 0 0 0-1.06 1.06L6.44 7.25 3.22 10.47a.75.75 0 1 0 1.06 1.06L7.5 8.31l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.25l3.22-3.22Z"
                />
              </svg>
            </button>
          </div>
        </Container>
      )}

      {drawerMounted && (
        <Suspense fallback={null}>
          <LazyMenuDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            title={t('header.menu')}
            closeLabel={t('header.closeMenu')}
            position="right"
            size="xs"
          >
            <nav aria-label={t('header.mainNavCompact')}>
              <ul className={classes.drawerList}>
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <MenuLink item={item} className={classes.drawerLink} onClick={drawer.close} />
                  </li>
                ))}
              </ul>
            </nav>
            <Stack gap="sm" mt="lg">
              {account(true)}
            </Stack>
          </LazyMenuDrawer>
        </Suspense>
      )}

      {loginMounted && (
        <Suspense fallback={null}>
          <LoginModal opened={loginOpened} onClose={loginModal.close} />
        </Suspense>
      )}
    </header>
  );
}
