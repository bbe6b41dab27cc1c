/**
 * The header's signed-in part: the notification bell, the photo, My Account and Logout. Its own chunk, fetched only
 * for someone signed in: a visitor's first download stays within the home page budget.
 */
import '@mantine/core/styles/Popover.layer.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Popover, UnstyledButton, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { errorMessage } from '@/lib/api';
import { useNotificationList } from '@/lib/queries/notifications';
import { unreadKey, useMarkAllRead, useUnreadCount } from '@/lib/queries/unreadNotifications';
import { useSession } from '@/lib/session';
import { BellIcon } from '@/lib/ui/icons';
import button from '@/lib/ui/Button.module.css';
import classes from './AccountActions.module.css';
import header from './Header.module.css';
import { currentLanguage, t, withPageMessages } from '@/lib/i18n';
import { setSuggesting, useSuggesting } from './suggestMode';
import { Link, NavLink } from '@/lib/ui/Link';

const DEFAULT_AVATAR = '/default-avatar.svg';
const SuggestMode = lazy(() =>
  withPageMessages(() => import('@/features/translations/components/SuggestMode')).then((m) => ({
    default: m.SuggestMode,
  })),
);
const LATEST = 5;

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
  return (
    <>
      {/* The suggest mode's host: the bell is in the header at every width, as long as someone is signed in. */}
      {suggesting && (
        <Suspense fallback={null}>
          <SuggestMode onDone={() => setSuggesting(false)} />
        </Suspense>
      )}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={320}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <UnstyledButton
            className={classes.bell}
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon size={22} />
            {unread > 0 && (
              <span className={classes.count} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown role="dialog" className={classes.dropdown}>
          {opened && <LatestNotifications unread={unread} close={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </>
  );
}

function LatestNotifications({ unread, close }: { unread: number; close: () => void }) {
  const list = useNotificationList(1, LATEST);
  const markAll = useMarkAllRead();
  const rows = list.data?.results ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('notifications.heading')}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => notifyError(errorMessage(error), t('notifications.notMarked')),
            })
          }
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Text size="sm" aria-busy="true">
          {t('common.loading')}
        </Text>
      ) : list.error ? (
        <Text size="sm">{t('notifications.loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('notifications.none')}</Text>
      ) : (
        <ul className={classes.list}>
          {rows.map((n) => (
            <li key={n.id}>
              <Link
                to={`/notification-detail/${n.id}`}
                className={classes.item}
                data-unseen={!n.seen || undefined}
                onClick={close}
              >
                <span className={classes.title}>
                  {!n.seen && <span className={classes.dot} aria-label={t('notifications.unreadMark')} role="img" />}
                  {n.title}
                </span>
                <span className={classes.when}>{formatDateTime(n.created)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Anchor component={Link} to="/jobs-alerts" size="sm" onClick={close}>
        {t('notifications.seeAll')}
      </Anchor>
    </Stack>
  );
}
