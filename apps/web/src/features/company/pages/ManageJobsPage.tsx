import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Container, Group, Modal, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { EMPLOYER_MESSAGES, type JobCard } from '@portal/contract';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { Pager } from '../../../lib/ui/Pager';
import { LoadError } from '../../../lib/ui/QueryState';
import { useCompanyJobs, useDeleteJob } from '../api/jobs';
import { EditIcon, EyeIcon, TrashIcon } from '../components/icons';
import { formatShs, PageSizeSelect, TableSkeleton } from '../components/table';

/** /company-manage-job (spec 002 "Manage jobs"): the company's jobs, open and closed, with view, edit and delete. */
export function ManageJobsPage() {
  usePageTitle('Manage Jobs');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const jobs = useCompanyJobs(page, pageSize);
  const remove = useDeleteJob();
  const [deleting, setDeleting] = useState<JobCard | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(EMPLOYER_MESSAGES.jobDeleted);
        setDeleting(null);
        // The last row of a page gone: step back a page.
        if (jobs.data && jobs.data.results.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => notifyError(`${EMPLOYER_MESSAGES.jobDeleteFailed} ${errorMessage(error)}`),
    });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Manage Jobs</Title>
          <Button component={Link} to="/company-post-job">
            POST NEW JOB
          </Button>
        </Group>
        {jobs.isPending ? (
          <TableSkeleton />
        ) : jobs.error ? (
          <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what="your jobs" />
        ) : jobs.data.count === 0 ? (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You have not posted any jobs yet.</Text>
              <Anchor component={Link} to="/company-post-job">
                Post your first job
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            <PageSizeSelect
              value={pageSize}
              count={jobs.data.count}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped highlightOnHover miw={980} aria-label="Your jobs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Job Title</Table.Th>
                    <Table.Th scope="col">Location</Table.Th>
                    <Table.Th scope="col">Date Posted</Table.Th>
                    <Table.Th scope="col">Min Salary</Table.Th>
                    <Table.Th scope="col">Max Salary</Table.Th>
                    <Table.Th scope="col">Application Deadline</Table.Th>
                    <Table.Th scope="col">Contract Type</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {jobs.data.results.map((job) => (
                    <Table.Tr key={job.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/job-detail/${job.id}`}>
                          {job.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{job.city ? `${job.city.name}, ${job.location.name}` : job.location.name}</Table.Td>
                      <Table.Td>{formatDate(job.posted)}</Table.Td>
                      <Table.Td>{formatShs(job.min_pay)}</Table.Td>
                      <Table.Td>{formatShs(job.max_pay)}</Table.Td>
                      <Table.Td>{formatDate(job.submission_deadline)}</Table.Td>
                      <Table.Td>{job.contract_type?.name ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={job.is_open ? 'brand.8' : 'gray.7'}>{job.is_open ? 'Open' : 'Closed'}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="View job">
                            <ActionIcon component={Link} to={`/job-detail/${job.id}`} variant="subtle" aria-label={`View ${job.title}`}>
                              <EyeIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Edit job">
                            <ActionIcon component={Link} to={`/company-post-job?edit=${job.id}`} variant="subtle" aria-label={`Edit ${job.title}`}>
                              <EditIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete job">
                            <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${job.title}`} onClick={() => setDeleting(job)}>
                              <TrashIcon />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Pager page={page} count={jobs.data.count} pageSize={pageSize} onChange={setPage} label="Job pages" />
          </Stack>
        )}
      </Stack>
      <Modal opened={deleting !== null} onClose={() => !remove.isPending && setDeleting(null)} title="Delete Job" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Please Confirm to delete this Job</Text>
          {deleting && (
            <Text fw={700} size="sm">
              {deleting.title}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red.8" onClick={confirmDelete} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
