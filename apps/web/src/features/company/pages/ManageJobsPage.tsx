import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { EMPLOYER_MESSAGES, type JobCard } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useCompanyJobs, useDeleteJob } from '../api/jobs';
import { formatShs } from '@/lib/money';

/** /company-manage-job (spec 002 "Manage jobs"): the company's jobs, open and closed, with view, edit and delete. */
export function ManageJobsPage() {
  usePageTitle('Manage Jobs');
  const jobs = usePagedList(useCompanyJobs);
  const remove = useDeleteJob();

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
    actionsColumn(jobs, {
      noun: 'job', name: (job) => job.title,
      view: (job) => `/job-detail/${job.id}`, edit: (job) => `/company-post-job?edit=${job.id}`,
      remove: { mutation: remove, texts: { title: 'Delete Job', message: 'Please Confirm to delete this Job', done: EMPLOYER_MESSAGES.jobDeleted, failed: EMPLOYER_MESSAGES.jobDeleteFailed } },
    }),
  ];

  return (
    <ManagedTable
      title="Manage Jobs" action={{ label: 'POST NEW JOB', to: '/company-post-job' }}
      list={jobs} columns={columns} what="your jobs"
      empty={{ text: 'You have not posted any jobs yet.', linkLabel: 'Post your first job' }}
      minWidth={980}
    />
  );
}
