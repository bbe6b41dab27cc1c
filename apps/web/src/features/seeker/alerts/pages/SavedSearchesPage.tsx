import { NativeSelect, Switch, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import {
  formatPay,
  JOB_ALERT_CHANNELS,
  JOB_ALERT_FREQUENCIES,
  jobAlertSearchPath,
  JOB_ALERT_FREQUENCY_LABELS,
  type JobAlert,
  type JobAlertChannel,
  type JobAlertFrequency,
} from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { contractTypesQuery, useDistricts, useJobCategories } from '@/lib/lookups';
import { nameOfId } from '@/lib/form-lookups';
import { useLookupName } from '@/lib/lookup-names';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { confirmDelete } from '@/lib/ui/ManagedTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { SeekerListPage } from '../../components/SeekerListPage';
import { useChangeJobAlert, useDeleteJobAlert, useJobAlerts } from '../api/jobAlerts';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

/** /saved-searches (issue 15): the user's job alerts, how often each is sent, on or off, and deleting one. */
export function SavedSearchesPage() {
  usePageTitle(t('alert.jobAlerts'));
  const paging = useUrlPaging();
  const list = useJobAlerts(paging.page, paging.pageSize);
  const change = useChangeJobAlert();
  const remove = useDeleteJobAlert();
  const sectors = useJobCategories();
  const districts = useDistricts();
  const contractName = useLookupName(contractTypesQuery);

  const describe = (a: JobAlert) =>
    [
      a.search && `"${a.search}"`,
      nameOfId(sectors.data, a.sector),
      nameOfId(districts.data, a.location),
      a.city,
      a.contract_type && contractName(a.contract_type),
      (a.min_pay || a.max_pay !== null) && formatPay(a.min_pay, a.max_pay),
    ]
      .filter(Boolean)
      .join(' · ') || t('alert.everyNewJob');

  const update = (a: JobAlert, changes: Partial<Pick<JobAlert, 'frequency' | 'channel' | 'active'>>, done: string) =>
    change.mutate(
      { id: a.id, ...changes },
      {
        onSuccess: () => notifySuccess(done),
        onError: (err) => notifyError(errorMessage(err), t('alert.theAlertWasNot')),
      },
    );

  const columns: Column<JobAlert>[] = [
    {
      header: t('alert.alert'),
      cell: (a) => (
        <Stack gap={2}>
          <Anchor component={Link} to={jobAlertSearchPath(a)} fw={600}>
            {a.name}
          </Anchor>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {describe(a)}
          </Text>
        </Stack>
      ),
    },
    {
      header: t('alert.howOften2'),
      cell: (a) => (
        <NativeSelect
          aria-label={t('alert.howOftenToSend', { name: a.name })}
          value={a.frequency}
          onChange={(e) =>
            update(a, { frequency: e.currentTarget.value as JobAlertFrequency }, t('alert.theAlertsTimingWas'))
          }
          data={JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: JOB_ALERT_FREQUENCY_LABELS[f] }))}
        />
      ),
    },
    {
      header: t('alert.sentBy'),
      cell: (a) => (
        <NativeSelect
          aria-label={t('alert.howToSend', { name: a.name })}
          value={a.channel}
          onChange={(e) =>
            update(a, { channel: e.currentTarget.value as JobAlertChannel }, t('alert.theAlertsChannelWas'))
          }
          data={JOB_ALERT_CHANNELS.map((c) => ({ value: c, label: t(`alert.channel.${c}`) }))}
        />
      ),
    },
    {
      header: t('ministry.on'),
      cell: (a) => (
        <Switch
          checked={a.active}
          label={a.active ? t('ministry.on') : t('alert.off')}
          aria-label={t('alert.send', { name: a.name })}
          onChange={(e) =>
            update(
              a,
              { active: e.currentTarget.checked },
              e.currentTarget.checked ? t('alert.theAlertIsOn') : t('alert.theAlertIsOff'),
            )
          }
        />
      ),
      nowrap: true,
    },
    {
      header: t('alert.lastSent'),
      cell: (a) => (a.last_sent ? formatDateTime(a.last_sent) : t('alert.notYet')),
      nowrap: true,
    },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (a) => (
        <Group gap="xs">
          <Button component={Link} to={jobAlertSearchPath(a)} size="compact-sm" variant="default">
            {t('alert.seeJobs')}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={t('alert.delete', { name: a.name })}
            loading={remove.isPending && remove.variables === a.id}
            onClick={() =>
              confirmDelete({
                title: t('alert.deleteThisAlert'),
                message: t('alert.youWillGetNo'),
                name: a.name,
                onConfirm: () =>
                  remove.mutate(a.id, {
                    onSuccess: () => notifySuccess(t('alert.theAlertWasDeleted')),
                    onError: (err) => notifyError(errorMessage(err), t('alert.theAlertWasNot2')),
                  }),
              })
            }
          >
            {t('alert.delete2')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <SeekerListPage
      headingId="job-alerts-heading"
      heading={(count) => (count === undefined ? t('alert.jobAlerts') : t('alert.jobAlerts2', { count }))}
      query={list}
      paging={paging}
      what={t('alert.yourJobAlerts')}
      noMore={t('alert.noMoreAlerts')}
      empty={{
        title: t('alert.youHaveNoJob'),
        text: t('alert.searchForJobsThen'),
        action: { label: t('search.label'), to: '/jobs' },
      }}
      pagerLabel={t('alert.jobAlertPages')}
      intro={
        <Text size="sm">
          <MessageWithLink id="alert.sentToNotifications" to="/jobs-alerts" label={t('notifications.heading')} />
        </Text>
      }
    >
      {(data) => (
        <DataTable rows={data.results} columns={columns} labelledBy="job-alerts-heading" busy={list.isFetching} />
      )}
    </SeekerListPage>
  );
}
