import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Avatar, Burger, Button, Container, Drawer, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@portal/contract';
import { useSession, useSessionSnapshot } from '../../lib/session';
import { takeAlert } from '../../lib/storage';
import { BrandMark } from './BrandMark';
import classes from './Header.module.css';
import { MAIN_NAV, type NavItem } from './nav';

const DEFAULT_AVATAR = '/default-avatar.svg';

// The modal carries the form library and validation schemas: fetch it only when someone wants to log in.
const loadLoginModal = () => import('../../features/account/components/LoginModal');
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));

function MenuLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
  if (item.external) {
    return (
      <a className={className} href={item.to} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {item.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.to} end={item.to === '/'} onClick={onClick}>
      {item.label}
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
    if (message) setShown({ message, from: pathname, settled: null });
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
  const [loginOpened, loginModal] = useDisclosure(false);
  // Mounted from the first opening on, so the closing transition can run.
  const [loginMounted, setLoginMounted] = useState(false);
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  const [alertMessage, dismissAlert] = useOneTimeAlert(pendingAlert, pathname);

  // The drawer belongs to the compact layout only.
  useEffect(() => {
    if (!isCompact) drawer.close();
  }, [isCompact, drawer]);

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

  const photoAlt = session.user?.first_name ? `Profile photo of ${session.user.first_name}` : 'Your profile photo';

  const account = (inDrawer: boolean) => {
    const size = inDrawer ? 'md' : 'sm';
    if (session.isLoggedIn) {
      return (
        <>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={session.userDetail?.profile_pic || DEFAULT_AVATAR} alt={photoAlt} size={inDrawer ? 'md' : 36} />
            <Button component={NavLink} to="/dashboard" variant="subtle" size={size} onClick={drawer.close}>
              My Account
            </Button>
          </Group>
          <Button variant="outline" size={size} onClick={() => void logout()}>
            Logout
          </Button>
        </>
      );
    }
    if (!session.isVerified) {
      return (
        <Button component={Link} to="/verify-account" size={size} onClick={drawer.close}>
          Verify Account
        </Button>
      );
    }
    return (
      <>
        <Button component={Link} to="/register" size={size} onClick={drawer.close}>
          Sign Up
        </Button>
        <Button variant="outline" size={size} onClick={openLogin} onMouseEnter={() => void loadLoginModal()} onFocus={() => void loadLoginModal()}>
          Login
        </Button>
      </>
    );
  };

  return (
    <header className={classes.header}>
      <Container className={classes.top}>
        <Link to="/" className={classes.brand}>
          <BrandMark className={classes.brandMark} />
          <span>
            TVET Skills &amp; Jobs
            <span className={classes.brandSub}>Uganda</span>
          </span>
        </Link>
        <div className={`${classes.actions} ${classes.desktopOnly}`}>{account(false)}</div>
        <Burger
          className={classes.burger}
          opened={drawerOpened}
          onClick={drawer.toggle}
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpened}
        />
      </Container>

      <nav className={classes.navBar} aria-label="Main">
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
          <Alert color="blue" variant="light" withCloseButton closeButtonLabel="Dismiss message" onClose={dismissAlert}>
            {alertMessage}
          </Alert>
        </Container>
      )}

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Main (compact)">
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
      </Drawer>

      {loginMounted && (
        <Suspense fallback={null}>
          <LoginModal opened={loginOpened} onClose={loginModal.close} />
        </Suspense>
      )}
    </header>
  );
}
