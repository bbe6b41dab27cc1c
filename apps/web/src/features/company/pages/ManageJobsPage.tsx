import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EMPLOYER_MESSAGES, type JobCard } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useCompanyJobs, useDeleteJob } from '../api/jobs';
import { formatPay } from '@/lib/money';

/** /company-manage-job (spec 002 "Manage jobs"): the company's jobs, open and closed, with view, edit and delete. */
export function ManageJobsPage() {
  usePageTitle('Manage Jobs');
  const jobs = usePagedList(useCompanyJobs);
  const remove = useDeleteJob();

  const columns: Column<JobCard>[] = [
    {
      header: 'Job Title',
      cell: (job) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/job-detail/${job.id}`}>
            {job.title}
          </Anchor>
          {/* Who applied, and who might (issue 15): the job's own people, under its title. */}
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/company-manage-job-applications?job=${job.id}`} size="sm" aria-label={`Applicants to ${job.title}`}>
              Applicants
            </Anchor>
            <Anchor component={Link} to={`/company-suggested-candidates?job=${job.id}`} size="sm" aria-label={`Suggested candidates for ${job.title}`}>
              Suggested candidates
            </Anchor>
          </Group>
        </Stack>
      ),
    },
    // "Kampala", not "Kampala, Kampala", when the city is the district's own.
    { header: 'Location', cell: (job) => (job.city && job.city.name !== job.location.name ? `${job.city.name}, ${job.location.name}` : job.location.name) },
    { header: 'Posted', cell: (job) => formatDate(job.posted), nowrap: true },
    { header: 'Pay', cell: (job) => formatPay(job.min_pay, job.max_pay) },
    { header: 'Deadline', cell: (job) => formatDate(job.submission_deadline), nowrap: true },
    {
      header: 'Status',
      cell: (job) =>
        job.unpublished_reason != null ? (
          <Stack gap={2}>
            <Badge color="red.9">Taken down</Badge>
            <Text size="xs">By the Ministry: {job.unpublished_reason}</Text>
          </Stack>
        ) : (
          <Badge color={job.is_open ? 'brand.8' : 'gray.7'}>{job.is_open ? 'Open' : 'Closed'}</Badge>
        ),
    },
    actionsColumn(jobs, {
      noun: 'job', name: (job) => job.title,
      view: (job) => `/job-detail/${job.id}`, edit: (job) => `/company-post-job?edit=${job.id}`,
      remove: { mutation: remove, texts: { title: 'Delete Job', message: 'Please Confirm to delete this Job', done: EMPLOYER_MESSAGES.jobDeleted, failed: EMPLOYER_MESSAGES.jobDeleteFailed } },
    }),
  ];

  return (
    <ManagedTable
      title="Manage Jobs" action={{ label: 'Post a new job', to: '/company-post-job' }}
      list={jobs} columns={columns} what="your jobs"
      empty={{ text: 'You have not posted any jobs yet.', linkLabel: 'Post your first job' }}
    />
  );
}
