import '@mantine/core/styles/Table.layer.css';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { JOB_MESSAGES, type JobApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { CompanyLogo } from '../../components/CompanyLogo';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
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

  return (
    <SeekerListPage
      headingId="applied-jobs-heading"
      heading={countHeading('Applied Jobs', 'Applied Job', 'Applied Jobs')}
      query={applications}
      paging={paging}
      what="your applications"
      noMore="No more applications"
      empty={{
        title: 'You have not applied for any jobs yet',
        body: (
      <Stack gap="sm" align="flex-start">
        <span>Find a job that fits your skills and apply in a few clicks.</span>
        <Button component={Link} to="/jobs">
          Browse Jobs
        </Button>
      </Stack>
        ),
      }}
      pagerLabel="Application pages"
    >
      {(data) => (
        <>
      <Table.ScrollContainer minWidth={720} aria-busy={applications.isFetching}>
        <Table verticalSpacing="sm" striped highlightOnHover aria-labelledby="applied-jobs-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Logo</Table.Th>
              <Table.Th>Job Title</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Application Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <CompanyLogo company={a.company} logo={a.logo} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/job-detail/${a.job}`} fw={600}>
                    {a.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{a.company}</Table.Td>
                <Table.Td>{formatDate(a.created)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <StatusChip status={a.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} to={`/job-detail/${a.job}`} size="compact-sm" variant="default" aria-label={`View ${a.title}`}>
                      View
                    </Button>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
        </>
      )}
    </SeekerListPage>
  );
}
