/**
 * The signed-in area's sidebar (spec 002 §Sidebar) and AccountLayout, which renders it beside every area page.
 * At MOBILE_BREAKPOINT_PX and below the sidebar folds behind a "My account menu" button (a Drawer), so the page
 * gets the full width of a phone.
 */
import { Button } from '@/lib/ui/plain';
import { Suspense, useEffect, useId, useState } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MOBILE_BREAKPOINT_PX, type GroupName } from '@portal/contract';
import { useSession, type Session } from '@/lib/session';
import { ProfileBlock, usePictureUpload, type PictureUpload } from './ProfileBlock';
import { COMMON_LINKS, GROUP_SECTIONS, type SidebarLink } from './sidebarLinks';
import classes from './Sidebar.module.css';
import { t } from '@/lib/i18n';
import { NavLink } from '@/lib/ui/Link';
import { LazyMenuDrawer, loadMenuDrawer } from './lazyMenuDrawer';

function LinkList({
  links,
  labelledBy,
  onNavigate,
}: {
  links: SidebarLink[];
  labelledBy?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {links.map(({ label, to, Badge: LinkBadge }) => (
        <li key={to}>
          <NavLink to={to} end className={classes.link} onClick={onNavigate}>
            <span>{t(label)}</span>
            {LinkBadge && <LinkBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's content: the same in the side column and in the drawer. */
function SidebarContent({
  session,
  picture,
  onNavigate,
}: {
  session: Session;
  picture: PictureUpload;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const held = session.groups ?? [];
  const sections = (Object.keys(GROUP_SECTIONS) as GroupName[]).filter((g) => held.includes(g));

  const logout = async () => {
    onNavigate?.();
    // Leave the area first: a protected page would otherwise see the session end and send us to /login.
    await navigate('/');
    await session.logout();
  };

  return (
    <div className={classes.content}>
      <ProfileBlock session={session} picture={picture} />
      <nav aria-label={t('sidebar.myAccount')}>
        <LinkList links={COMMON_LINKS} onNavigate={onNavigate} />
        <button type="button" className={classes.link} onClick={() => void logout()}>
          {t('sidebar.logOut')}
        </button>
        {sections.map((group) => {
          const section = GROUP_SECTIONS[group];
          if (!section) return null;
          const titleId = `${baseId}-${group}`;
          return (
            <div key={group} className={classes.section} data-group={group}>
              <p id={titleId} className={classes.sectionTitle}>
                {t(section.title)}
              </p>
              <LinkList links={section.links} labelledBy={titleId} onNavigate={onNavigate} />
            </div>
          );
        })}
      </nav>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** Layout route of the signed-in area: the sidebar beside the page (or behind a button on a phone). */
export function AccountLayout() {
  const session = useSession();
  const picture = usePictureUpload(session.userDetail);
  const [opened, drawer] = useDisclosure(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const { pathname } = useLocation();
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });

  // `close` is stable (the handlers object is not). The drawer belongs to the compact layout and closes on navigation.
  const closeDrawer = drawer.close;
  useEffect(() => {
    if (!isCompact) closeDrawer();
  }, [isCompact, closeDrawer]);
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  return (
    <div className={classes.shell}>
      <div className={classes.menuBar}>
        <Button
          variant="default"
          leftSection={<MenuIcon />}
          onClick={() => {
            setDrawerMounted(true);
            drawer.open();
          }}
          onPointerEnter={() => void loadMenuDrawer()}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          {t('sidebar.menu')}
        </Button>
      </div>
      <div className={classes.side}>
        <SidebarContent session={session} picture={picture} />
      </div>
      <div className={classes.page}>
        <Outlet />
      </div>
      {/* Mounted from the first opening on (its chunk comes then), so the closing transition can run. */}
      {drawerMounted && (
        <Suspense fallback={null}>
          <LazyMenuDrawer
            opened={opened}
            onClose={drawer.close}
            title={t('sidebar.myAccount')}
            closeLabel={t('sidebar.closeMenu')}
            position="left"
            size={300}
          >
            <SidebarContent session={session} picture={picture} onNavigate={drawer.close} />
          </LazyMenuDrawer>
        </Suspense>
      )}
    </div>
  );
}
