/**
 * The header's signed-in part: the notification bell, the photo, My Account and Logout. Its own chunk, fetched only
 * for someone signed in: a visitor's first download stays within the home page budget.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Group } from '@/lib/ui/plain';
import { useQueryClient } from '@tanstack/react-query';
import { unreadKey, useUnreadCount } from '@/lib/queries/unreadNotifications';
import { useSession } from '@/lib/session';
import { BellIcon } from '@/lib/ui/icons';
import button from '@/lib/ui/Button.module.css';
import classes from './AccountActions.module.css';
import header from './Header.module.css';
import { currentLanguage, t, withPageMessages } from '@/lib/i18n';
import { setSuggesting, useSuggesting } from './suggestMode';
import { NavLink } from '@/lib/ui/Link';

const DEFAULT_AVATAR = '/default-avatar.svg';
const SuggestMode = lazy(() =>
  withPageMessages(() => import('@/features/translations/components/SuggestMode')).then((m) => ({
    default: m.SuggestMode,
  })),
);
const loadNotificationsPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(loadNotificationsPopover);

/** The photo, My Account and Logout (in the header, or stacked in the compact menu). */
export function AccountActions({
  inDrawer,
  onNavigate,
  onLogout,
}: {
  inDrawer: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const session = useSession();
  const size = inDrawer ? 'md' : 'sm';
  const photoAlt = session.user?.first_name
    ? t('account.photoOf', { name: session.user.first_name })
    : t('account.yourPhoto');
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {/* A plain round image (Mantine's Avatar is not needed); a broken upload shows the default. */}
        <img
          className={header.avatar}
          src={session.userDetail?.profile_pic || DEFAULT_AVATAR}
          alt={photoAlt}
          width={inDrawer ? 38 : 36}
          height={inDrawer ? 38 : 36}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
          }}
        />
        <NavLink to="/dashboard" className={button.button} data-variant="subtle" data-size={size} onClick={onNavigate}>
          {t('account.myAccount')}
        </NavLink>
      </Group>
      {/* Readers of a translation may suggest better wordings (issue 32); English is the source. */}
      {currentLanguage() !== 'en' && (
        <button
          type="button"
          className={button.button}
          data-variant="subtle"
          data-size={size}
          onClick={() => {
            setSuggesting(true);
            onNavigate();
          }}
        >
          {t('suggest.start')}
        </button>
      )}
      <button type="button" className={button.button} data-variant="outline" data-size={size} onClick={onLogout}>
        {t('account.logout')}
      </button>
    </>
  );
}

/**
 * The unread count on a bell, in the header at every width. It is asked again when the window regains focus and
 * after any action succeeds; opening it shows the latest notifications and "Mark all read".
 */
export function NotificationBell() {
  const session = useSession();
  const userId = session.user?.user_id ?? 0;
  const unread = useUnreadCount(userId).data?.unread ?? 0;
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();

  // Any successful action may have sent this user a notification (an application, a decision).
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: unreadKey });
      }),
    [queryClient],
  );

  const label = t('notifications.bellLabel', { unread });
  const suggesting = useSuggesting();
  const [popoverWanted, setPopoverWanted] = useState(false);
  const bell = (
    <UnstyledButton
      className={classes.bell}
      aria-label={label}
      aria-expanded={opened}
      aria-haspopup="dialog"
      // Pointing at it (or focusing it) fetches the popover, so a tap rarely waits for it.
      onPointerEnter={() => void loadNotificationsPopover()}
      onFocus={() => void loadNotificationsPopover()}
      onClick={() => {
        setPopoverWanted(true);
        setOpened((o) => !o);
      }}
    >
      <BellIcon size={22} />
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </UnstyledButton>
  );
  return (
    <>
      {/* The suggest mode's host: the bell is in the header at every width, as long as someone is signed in. */}
      {suggesting && (
        <Suspense fallback={null}>
          <SuggestMode onDone={() => setSuggesting(false)} />
        </Suspense>
      )}
      {/* The popover (Mantine's, with floating-ui: ~25 KB) comes with the first tap; until then the bell is a button. */}
      {popoverWanted ? (
        <Suspense fallback={bell}>
          <NotificationsPopover opened={opened} onChange={setOpened} unread={unread}>
            {bell}
          </NotificationsPopover>
        </Suspense>
      ) : (
        bell
      )}
    </>
  );
}
