import '@mantine/core/styles/Table.layer.css';
import { useRef } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Container, Group, NativeSelect, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useSearchParams } from 'react-router';
import { JOB_MESSAGES, TABLE_PAGE_SIZES, type ApplicationStatus, type JobApplication } from '@portal/contract';
import { ApiError, errorMessage } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page';
import { Pager } from '../../../../lib/ui/Pager';
import { LoadError } from '../../../../lib/ui/QueryState';
import { useApplications, useCancelApplication } from '../api/applications';

/** Chip colours (spec 001 §4): Cancelled grey; Under Review and Accepted primary; Declined secondary. */
function StatusChip({ status }: { status: ApplicationStatus }) {
  if (status === 'Cancelled')
    return (
      <Badge variant="outline" color="gray.7" radius="sm" miw="max-content">
        {status}
      </Badge>
    );
  if (status === 'Declined')
    return (
      <Badge variant="filled" color="grape.8" radius="sm" miw="max-content">
        {status}
      </Badge>
    );
  return (
    <Badge variant="filled" color="brand.7" radius="sm" miw="max-content">
      {status}
    </Badge>
  );
}

function Logo({ application }: { application: JobApplication }) {
  if (application.logo) return <img src={application.logo} alt={`${application.company} logo`} width={40} height={40} loading="lazy" style={{ objectFit: 'contain', borderRadius: 6 }} />;
  return (
    <Avatar size={40} radius="sm" color="brand" variant="light" aria-hidden="true">
      {application.company.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

function readPaging(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_PAGE_SIZES[0],
  };
}

/** /jobs-applied-job (spec 001 "Applied Jobs"): the seeker's applications, server-paged, with cancel. */
export function AppliedJobsPage() {
  usePageTitle('Applied Jobs');
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = readPaging(params);
  const applications = useApplications(page, pageSize);
  const cancel = useCancelApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = applications.data;
  const pastTheEnd = applications.error instanceof ApiError && applications.error.status === 404 && page > 1;

  const setPaging = (next: { page?: number; pageSize?: number }) => {
    const p = new URLSearchParams(params);
    const size = next.pageSize ?? pageSize;
    const nextPage = next.page ?? 1;
    if (nextPage > 1) p.set('page', String(nextPage));
    else p.delete('page');
    if (size !== TABLE_PAGE_SIZES[0]) p.set('page_size', String(size));
    else p.delete('page_size');
    setParams(p);
  };

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
            <Group justify="space-between" align="flex-end" gap="md">
              <NativeSelect
                label="Rows per page"
                value={String(pageSize)}
                onChange={(e) => setPaging({ pageSize: Number(e.currentTarget.value) })}
                data={TABLE_PAGE_SIZES.map((n) => String(n))}
                w={140}
              />
              <Pager
                page={page}
                count={data.count}
                pageSize={pageSize}
                label="Application pages"
                onChange={(p) => {
                  setPaging({ page: p });
                  headingRef.current?.focus();
                }}
              />
            </Group>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
