import '@mantine/core/styles/Table.layer.css';
import { useRef } from 'react';
import { Alert, Anchor, Avatar, Button, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { JOB_MESSAGES, type JobApplication } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { TableFooter, useUrlPaging } from '@/lib/ui/UrlPaging';
import { StatusChip } from '@/lib/ui/StatusChip';
import { LoadError } from '@/lib/ui/QueryState';
import { useApplications, useCancelApplication } from '../api/applications';

function Logo({ application }: { application: JobApplication }) {
  if (application.logo) return <img src={application.logo} alt={`${application.company} logo`} width={40} height={40} loading="lazy" style={{ objectFit: 'contain', borderRadius: 6 }} />;
  return (
    <Avatar size={40} radius="sm" color="brand" variant="light" aria-hidden="true">
      {application.company.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** /jobs-applied-job (spec 001 "Applied Jobs"): the seeker's applications, server-paged, with cancel. */
export function AppliedJobsPage() {
  usePageTitle('Applied Jobs');
  const { page, pageSize, setPaging } = useUrlPaging();
  const applications = useApplications(page, pageSize);
  const cancel = useCancelApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = applications.data;
  const pastTheEnd = applications.error instanceof ApiError && applications.error.status === 404 && page > 1;

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
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1} id="applied-jobs-heading" ref={headingRef} tabIndex={-1}>
          {data && !pastTheEnd ? `${data.count} Applied ${data.count === 1 ? 'Job' : 'Jobs'}` : 'Applied Jobs'}
        </Title>
        {applications.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : pastTheEnd ? (
          <Alert color="gray" title="No more applications">
            <Button variant="default" onClick={() => setPaging({ page: 1 })}>
              Go to the first page
            </Button>
          </Alert>
        ) : applications.error && !data ? (
          <LoadError error={applications.error} onRetry={() => void applications.refetch()} what="your applications" />
        ) : data && data.count === 0 ? (
          <Alert color="gray" title="You have not applied for any jobs yet">
            <Stack gap="sm" align="flex-start">
              <span>Find a job that fits your skills and apply in a few clicks.</span>
              <Button component={Link} to="/jobs">
                Browse Jobs
              </Button>
            </Stack>
          </Alert>
        ) : data ? (
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
                        <Logo application={a} />
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
            <TableFooter page={page} pageSize={pageSize} count={data.count} label="Application pages" setPaging={setPaging} focusRef={headingRef} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
