import { Anchor, Group, Stack, Text, Badge } from '@/lib/ui/plain';
import { EMPLOYER_MESSAGES, type JobCard } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useCompanyJobs, useDeleteJob } from '../api/jobs';
import { formatPay } from '@/lib/money';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { editPath } from '@/lib/useEditId';

/** /company-manage-job (spec 002 "Manage jobs"): the company's jobs, open and closed, with view, edit and delete. */
export function ManageJobsPage() {
  usePageTitle(t('sidebar.manageJobs'));
  const jobs = usePagedList(useCompanyJobs);
  const remove = useDeleteJob();

  const columns: Column<JobCard>[] = [
    {
      header: t('table.jobTitle'),
      cell: (job) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/job-detail/${job.id}`}>
            {job.title}
          </Anchor>
          {/* Who applied, and who might (issue 15): the job's own people, under its title. */}
          <Group gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={`/company-manage-job-applications?job=${job.id}`}
              size="sm"
              aria-label={t('company.applicantsTo', { title: job.title })}
            >
              {t('sidebar.applicants')}
            </Anchor>
            <Anchor
              component={Link}
              to={`/company-suggested-candidates?job=${job.id}`}
              size="sm"
              aria-label={t('company.suggestedCandidatesFor', { title: job.title })}
            >
              {t('company.suggestedCandidates')}
            </Anchor>
          </Group>
        </Stack>
      ),
    },
    // "Kampala", not "Kampala, Kampala", when the city is the district's own.
    {
      header: t('job.location'),
      cell: (job) =>
        job.city && job.city.name !== job.location.name ? `${job.city.name}, ${job.location.name}` : job.location.name,
    },
    { header: t('job.posted'), cell: (job) => formatDate(job.posted), nowrap: true },
    { header: t('job.pay'), cell: (job) => formatPay(job.min_pay, job.max_pay) },
    { header: t('job.deadline'), cell: (job) => formatDate(job.submission_deadline), nowrap: true },
    {
      header: t('applied.status'),
      cell: (job) =>
        job.unpublished_reason != null ? (
          <Stack gap={2}>
            <Badge color="red.9">{t('company.takenDown')}</Badge>
            <Text size="xs">{t('company.byTheMinistry', { unpublished_reason: job.unpublished_reason })}</Text>
          </Stack>
        ) : (
          <Badge color={job.is_open ? 'brand.8' : 'gray.7'}>{job.is_open ? t('company.open') : t('job.closed')}</Badge>
        ),
    },
    actionsColumn(jobs, {
      noun: t('company.nounJob'),
      name: (job) => job.title,
      view: (job) => `/job-detail/${job.id}`,
      edit: (job) => editPath('/company-post-job', job.id),
      remove: {
        mutation: remove,
        texts: {
          title: t('company.deleteJob'),
          message: t('company.pleaseConfirmToDelete'),
          done: EMPLOYER_MESSAGES.jobDeleted,
          failed: EMPLOYER_MESSAGES.jobDeleteFailed,
        },
      },
    }),
  ];

  return (
    <ManagedTable
      title={t('sidebar.manageJobs')}
      action={{ label: t('company.postANewJob'), to: '/company-post-job' }}
      list={jobs}
      columns={columns}
      what={t('company.yourJobs')}
      empty={{ text: t('company.youHaveNotPosted'), linkLabel: t('company.postYourFirstJob') }}
    />
  );
}
