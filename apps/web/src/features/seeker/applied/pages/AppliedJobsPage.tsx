import '@mantine/core/styles/Table.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { JOB_MESSAGES, type JobApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { CompanyLogo } from '../../components/CompanyLogo';
import { JobLink, ViewJobButton } from '../../components/JobLink';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { StatusChip } from '@/lib/ui/StatusChip';
import { useApplications, useCancelApplication } from '../api/applications';

/** /jobs-applied-job (spec 001 "Applied Jobs"): the seeker's applications, server-paged, with cancel. */
export function AppliedJobsPage() {
  usePageTitle('Applied Jobs');
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const applications = useApplications(page, pageSize);
  const cancel = useCancelApplication();

  const confirmCancel = (a: JobApplication) =>
    modals.openConfirmModal({
      title: 'Cancel this application?',
      children: (
        <Text>
          Your application for <strong>{a.title}</strong> at {a.company} will be withdrawn. You cannot undo this.
        </Text>
      ),
      labels: { confirm: 'Cancel application', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        cancel.mutate(a.id, {
          onSuccess: () => notifySuccess(JOB_MESSAGES.applicationCancelled),
          onError: (error) => notifyError(errorMessage(error), 'Failed to cancel the application!'),
        }),
    });

  const columns: Column<JobApplication>[] = [
    { header: 'Logo', kind: 'logo', cell: (a) => <CompanyLogo company={a.company} logo={a.logo} /> },
    { header: 'Job Title', cell: (a) => <JobLink job={a.job} title={a.title} /> },
    { header: 'Company', cell: (a) => a.company },
    { header: 'Application Date', cell: (a) => formatDate(a.created) },
    { header: 'Status', cell: (a) => <StatusChip status={a.status} />, nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <ViewJobButton job={a.job} title={a.title} />
          {a.status === 'Under Review' && (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              aria-label={`Cancel application for ${a.title}`}
              loading={cancel.isPending && cancel.variables === a.id}
              onClick={() => confirmCancel(a)}
            >
              Cancel
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <SeekerListPage
      headingId="applied-jobs-heading"
      heading={countHeading('Applied Jobs', 'Applied Job', 'Applied Jobs')}
      query={applications}
      paging={paging}
      what="your applications"
      noMore="No more applications"
      empty={{ title: 'You have not applied for any jobs yet', text: 'Find a job that fits your skills and apply in a few clicks.', action: { label: 'Browse Jobs', to: '/jobs' } }}
      pagerLabel="Application pages"
    >
      {(data) => <DataTable rows={data.results} columns={columns} labelledBy="applied-jobs-heading" busy={applications.isFetching} />}
    </SeekerListPage>
  );
}
