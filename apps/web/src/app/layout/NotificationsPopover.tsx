/**
 * The bell's popover: the latest notifications and "Mark all read". Its own chunk (Mantine's Popover brings
 * floating-ui), fetched when the bell is first pointed at, focused or tapped.
 */
import '@mantine/core/styles/Popover.layer.css';
import type { ReactElement } from 'react';
import { Popover, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { errorMessage } from '@/lib/api';
import { useNotificationList } from '@/lib/queries/notifications';
import { useMarkAllRead } from '@/lib/queries/unreadNotifications';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import classes from './AccountActions.module.css';

const LATEST = 5;

/** `children`: the bell button, the popover's target. */
export default function NotificationsPopover({
  opened,
  onChange,
  unread,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  unread: number;
  children: ReactElement;
}) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={320}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown role="dialog" className={classes.dropdown}>
        {opened && <LatestNotifications unread={unread} close={() => onChange(false)} />}
      </Popover.Dropdown>
    </Popover>
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
