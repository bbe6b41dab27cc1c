import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useState } from 'react';
import { ActionIcon, Anchor, Card, Container, Group, ScrollArea, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, EMPLOYER_MESSAGES, EMPLOYER_STATUSES, type ApplicationStatus, type CompanyApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { Pager } from '@/lib/ui/Pager';
import { LoadError } from '@/lib/ui/QueryState';
import { useCompanyApplications, useDecideApplication } from '../api/applications';
import { EyeIcon, UserIcon } from '@/lib/ui/icons';
import { PageSizeSelect, TableSkeleton } from '@/lib/ui/table';
import { StatusChip } from '@/lib/ui/StatusChip';

const isStatus = (v: string | null): v is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(v ?? '');

/** /company-manage-job-applications (spec 002 "Company applications"): applicants to the company's jobs and the decision on each. */
export function ApplicationsPage() {
  usePageTitle('Applicants');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const rawJob = params.get('job');
  const job = rawJob && /^\d+$/.test(rawJob) ? Number(rawJob) : null;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const applications = useCompanyApplications({ page, pageSize, status, job });

  const setStatusFilter = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
    setPage(1);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{applications.data ? `${applications.data.count} Applicants` : 'Applicants'}</Title>
          <Select label="Status" placeholder="All statuses" clearable w={200} data={[...APPLICATION_STATUSES]} value={status} onChange={setStatusFilter} />
        </Group>
        {job !== null && (
          <Text size="sm">
            Showing the applicants to one job.{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => {
                const next = new URLSearchParams(params);
                next.delete('job');
                setParams(next, { replace: true });
                setPage(1);
              }}
            >
              Show all jobs
            </Anchor>
          </Text>
        )}
        {applications.isPending ? (
          <TableSkeleton />
        ) : applications.error ? (
          <LoadError error={applications.error} onRetry={() => void applications.refetch()} what="the applicants" />
        ) : applications.data.count === 0 ? (
          <Card withBorder padding="lg">
            <Text>{status || job ? 'No applicants match this filter.' : 'No one has applied to your jobs yet.'}</Text>
          </Card>
        ) : (
          <Stack gap="sm">
            <PageSizeSelect
              value={pageSize}
              count={applications.data.count}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped highlightOnHover miw={820} aria-label="Applicants">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Job</Table.Th>
                    <Table.Th scope="col">Candidate</Table.Th>
                    <Table.Th scope="col">Application Date</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {applications.data.results.map((row) => (
                    <ApplicationRow key={row.id} row={row} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Pager page={page} count={applications.data.count} pageSize={pageSize} onChange={setPage} label="Applicant pages" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ApplicationRow({ row }: { row: CompanyApplication }) {
  const decide = useDecideApplication();
  const profile = row.job_seeker_id !== null ? `/user-profile?id=${row.job_seeker_id}` : null;
  const cancelled = row.status === 'Cancelled';

  const change = (value: string | null) => {
    if (!value || value === row.status || !(EMPLOYER_STATUSES as readonly string[]).includes(value)) return;
    decide.mutate(
      { id: row.id, status: value as CompanyApplication['status'] },
      {
        onSuccess: () => notifySuccess(EMPLOYER_MESSAGES.statusChanged),
        onError: (error) => notifyError(errorMessage(error), 'The status was not changed'),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/job-detail/${row.job}`}>
          {row.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {profile ? (
          <Anchor component={Link} to={profile}>
            {row.job_seeker}
          </Anchor>
        ) : (
          row.job_seeker
        )}
      </Table.Td>
      <Table.Td>{formatDate(row.created)}</Table.Td>
      <Table.Td>
        <StatusChip status={row.status} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="View job">
            <ActionIcon component={Link} to={`/job-detail/${row.job}`} variant="subtle" aria-label={`View the job ${row.title}`}>
              <EyeIcon />
            </ActionIcon>
          </Tooltip>
          {profile && (
            <Tooltip label="View applicant">
              <ActionIcon component={Link} to={profile} variant="subtle" aria-label={`View the profile of ${row.job_seeker}`}>
                <UserIcon />
              </ActionIcon>
            </Tooltip>
          )}
          <Select
            size="xs"
            w={150}
            aria-label={`Status of ${row.job_seeker}'s application to ${row.title}`}
            data={cancelled ? ['Cancelled'] : [...EMPLOYER_STATUSES]}
            value={row.status}
            disabled={cancelled || decide.isPending}
            allowDeselect={false}
            onChange={change}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
