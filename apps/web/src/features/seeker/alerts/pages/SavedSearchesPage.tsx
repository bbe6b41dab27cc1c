import '@mantine/core/styles/Table.layer.css';
import { Anchor, Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPay, JOB_ALERT_FREQUENCIES, jobAlertSearchPath, JOB_ALERT_FREQUENCY_LABELS, type JobAlert, type JobAlertFrequency } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDistricts, useJobCategories } from '@/lib/lookups';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { confirmDelete } from '@/lib/ui/ManagedTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { SeekerListPage } from '../../components/SeekerListPage';
import { useChangeJobAlert, useDeleteJobAlert, useJobAlerts } from '../api/jobAlerts';

/** /saved-searches (issue 15): the user's job alerts, how often each is sent, on or off, and deleting one. */
export function SavedSearchesPage() {
  usePageTitle('Job alerts');
  const paging = useUrlPaging();
  const list = useJobAlerts(paging.page, paging.pageSize);
  const change = useChangeJobAlert();
  const remove = useDeleteJobAlert();
  const sectors = useJobCategories();
  const districts = useDistricts();
  const nameOf = (items: { id: number; name: string }[] | undefined, id: number | null) => (id === null ? null : (items?.find((i) => i.id === id)?.name ?? null));

  const describe = (a: JobAlert) =>
    [
      a.search && `"${a.search}"`,
      nameOf(sectors.data, a.sector),
      nameOf(districts.data, a.location),
      a.city,
      a.contract_type,
      (a.min_pay || a.max_pay !== null) && formatPay(a.min_pay, a.max_pay),
    ]
      .filter(Boolean)
      .join(' · ') || 'Every new job';

  const update = (a: JobAlert, changes: Partial<Pick<JobAlert, 'frequency' | 'active'>>, done: string) =>
    change.mutate({ id: a.id, ...changes }, { onSuccess: () => notifySuccess(done), onError: (err) => notifyError(errorMessage(err), 'The alert was not changed') });

  const columns: Column<JobAlert>[] = [
    {
      header: 'Alert',
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
      header: 'How often',
      cell: (a) => (
        <NativeSelect
          aria-label={`How often to send "${a.name}"`}
          value={a.frequency}
          onChange={(e) => update(a, { frequency: e.currentTarget.value as JobAlertFrequency }, 'The alert’s timing was changed.')}
          data={JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: JOB_ALERT_FREQUENCY_LABELS[f] }))}
        />
      ),
    },
    {
      header: 'On',
      cell: (a) => (
        <Switch
          checked={a.active}
          label={a.active ? 'On' : 'Off'}
          aria-label={`Send "${a.name}"`}
          onChange={(e) => update(a, { active: e.currentTarget.checked }, e.currentTarget.checked ? 'The alert is on.' : 'The alert is off.')}
        />
      ),
      nowrap: true,
    },
    { header: 'Last sent', cell: (a) => (a.last_sent ? formatDateTime(a.last_sent) : 'Not yet'), nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (a) => (
        <Group gap="xs">
          <Button component={Link} to={jobAlertSearchPath(a)} size="compact-sm" variant="default">
            See jobs
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={`Delete "${a.name}"`}
            loading={remove.isPending && remove.variables === a.id}
            onClick={() =>
              confirmDelete({
                title: 'Delete this alert?',
                message: 'You will get no more mail for this search.',
                name: a.name,
                onConfirm: () => remove.mutate(a.id, { onSuccess: () => notifySuccess('The alert was deleted.'), onError: (err) => notifyError(errorMessage(err), 'The alert was not deleted') }),
              })
            }
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <SeekerListPage
      headingId="job-alerts-heading"
      heading={(count) => (count === undefined ? 'Job alerts' : `Job alerts (${count})`)}
      query={list}
      paging={paging}
      what="your job alerts"
      noMore="No more alerts"
      empty={{
        title: 'You have no job alerts yet',
        text: 'Search for jobs, then choose “Get alerts for this search”: we will e-mail you when new jobs match.',
        action: { label: 'Search jobs', to: '/jobs' },
      }}
      pagerLabel="Job alert pages"
    >
      {(data) => <DataTable rows={data.results} columns={columns} labelledBy="job-alerts-heading" busy={list.isFetching} />}
    </SeekerListPage>
  );
}
