import { Button } from '@mantine/core';
import { Anchor, Stack, Text, VisuallyHidden, Badge } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import type { Notification } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useMarkNotificationSeen, useNotificationList } from '@/lib/queries/notifications';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { SeekerListPage } from '../../components/SeekerListPage';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { CardsOrTable, cardClasses } from '../../components/CardsOrTable';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

const MARK_FAILED = 'notifications.markFailed';

function TitleCell({ n }: { n: Notification }) {
  return (
    <Stack gap={4} align="flex-start">
      {/* Unseen rows say so in words, not only by weight or colour. */}
      {!n.seen && (
        <Badge size="sm" variant="filled" color="brand.7" radius="sm" aria-hidden="true">
          {t('notifications.new')}
        </Badge>
      )}
      <Anchor component={Link} to={`/notification-detail/${n.id}`} fw={n.seen ? 500 : 700}>
        {n.title}
        {!n.seen && <VisuallyHidden> {t('notifications.unseen')}</VisuallyHidden>}
      </Anchor>
    </Stack>
  );
}

/** /jobs-alerts (spec 001 "Job Alerts", labelled Notifications): the user's notifications, server-paged. */
export function JobAlertsPage() {
  usePageTitle(t('notifications.heading'));
  const navigate = useNavigate();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const list = useNotificationList(page, pageSize);
  const markSeen = useMarkNotificationSeen();

  const open = (n: Notification) =>
    markSeen.mutate(n.id, {
      onSuccess: () => void navigate(`/notification-detail/${n.id}`),
      onError: (error) => notifyError(errorMessage(error), t(MARK_FAILED)),
    });

  const markButton = (n: Notification) =>
    n.seen ? null : (
      <Button
        size="compact-sm"
        variant="outline"
        aria-label={t('notifications.markSeenLabel', { title: n.title })}
        loading={markSeen.isPending && markSeen.variables === n.id}
        onClick={() => open(n)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('notifications.markSeen')}
      </Button>
    );

  const columns: Column<Notification>[] = [
    { header: t('notifications.title'), cell: (n) => <TitleCell n={n} /> },
    {
      header: t('notifications.description'),
      cell: (n) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {n.body}
        </Text>
      ),
    },
    { header: t('notifications.received'), cell: (n) => formatDateTime(n.created), nowrap: true },
    { header: t('notifications.action'), cell: markButton },
  ];

  return (
    <SeekerListPage
      headingId="alerts-heading"
      heading={() => t('notifications.heading')}
      query={list}
      paging={paging}
      what={t('notifications.yours')}
      noMore={t('notifications.noMore')}
      empty={{
        title: t('notifications.emptyTitle'),
        text: t('notifications.emptyText'),
      }}
      pagerLabel={t('notifications.pages')}
      // The spec's path says "alerts" but holds the notifications: a person looking for their job alerts is sent on.
      intro={
        <Text size="sm">
          <MessageWithLink id="notifications.alertsAreElsewhere" to="/saved-searches" label={t('alert.jobAlerts')} />
        </Text>
      }
    >
      {(data) => (
        <CardsOrTable
          rows={data.results}
          labelledBy="alerts-heading"
          busy={list.isFetching}
          cardClassName={(n) => (n.seen ? undefined : cardClasses.unseen)}
          card={(n) => (
            <Stack gap={6}>
              <TitleCell n={n} />
              <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
                {n.body}
              </Text>
              <Text size="xs" c="gray.7">
                {t('notifications.receivedOn', { date: formatDateTime(n.created) })}
              </Text>
              {!n.seen && <div>{markButton(n)}</div>}
            </Stack>
          )}
          table={
            <DataTable
              rows={data.results}
              columns={columns}
              labelledBy="alerts-heading"
              busy={list.isFetching}
              striped={false}
              rowProps={(n) => ({
                'data-seen': n.seen,
                style: n.seen
                  ? undefined
                  : {
                      background: 'var(--mantine-color-brand-0)',
                      boxShadow: 'inset 4px 0 0 var(--mantine-color-brand-7)',
                    },
              })}
            />
          }
        />
      )}
    </SeekerListPage>
  );
}
