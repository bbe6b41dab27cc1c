import { Anchor, Badge, Container } from '@mantine/core';
import { Link } from 'react-router';
import { EMPLOYER_MESSAGES, type JobCard } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { confirmDelete, ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { useCompanyJobs, useDeleteJob } from '../api/jobs';
import { formatShs } from '@/lib/money';

/** /company-manage-job (spec 002 "Manage jobs"): the company's jobs, open and closed, with view, edit and delete. */
export function ManageJobsPage() {
  usePageTitle('Manage Jobs');
  const paging = usePaging();
  const jobs = useCompanyJobs(paging.page, paging.pageSize);
  const remove = useDeleteJob();

  const askDelete = (job: JobCard) =>
    confirmDelete({
      title: 'Delete Job',
      message: 'Please Confirm to delete this Job',
      name: job.title,
      onConfirm: () =>
        remove.mutate(job.id, {
          onSuccess: () => {
            notifySuccess(EMPLOYER_MESSAGES.jobDeleted);
            paging.afterDelete(jobs.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(`${EMPLOYER_MESSAGES.jobDeleteFailed} ${errorMessage(error)}`),
        }),
    });

  const columns: Column<JobCard>[] = [
    {
      header: 'Job Title',
      cell: (job) => (
        <Anchor component={Link} to={`/job-detail/${job.id}`}>
          {job.title}
        </Anchor>
      ),
    },
    { header: 'Location', cell: (job) => (job.city ? `${job.city.name}, ${job.location.name}` : job.location.name) },
    { header: 'Date Posted', cell: (job) => formatDate(job.posted) },
    { header: 'Min Salary', cell: (job) => (job.min_pay === null ? '—' : formatShs(job.min_pay)) },
    { header: 'Max Salary', cell: (job) => (job.max_pay === null ? '—' : formatShs(job.max_pay)) },
    { header: 'Application Deadline', cell: (job) => formatDate(job.submission_deadline) },
    { header: 'Contract Type', cell: (job) => job.contract_type?.name ?? '—' },
    { header: 'Status', cell: (job) => <Badge color={job.is_open ? 'brand.8' : 'gray.7'}>{job.is_open ? 'Open' : 'Closed'}</Badge> },
    {
      header: 'Actions',
      cell: (job) => (
        <RowActions name={job.title} noun="job" viewTo={`/job-detail/${job.id}`} editTo={`/company-post-job?edit=${job.id}`} onDelete={() => askDelete(job)} deleting={remove.isPending && remove.variables === job.id} />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Manage Jobs"
        action={{ label: 'POST NEW JOB', to: '/company-post-job' }}
        query={jobs}
        paging={paging}
        columns={columns}
        what="your jobs"
        label="Your jobs"
        empty={{ text: 'You have not posted any jobs yet.', linkLabel: 'Post your first job' }}
        minWidth={980}
      />
    </Container>
  );
}
