import { Button } from '@mantine/core';
import { Group, Text } from '@/lib/ui/plain';
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
import { t } from '@/lib/i18n';
import { openConfirm } from '@/lib/confirm';

/** /jobs-applied-job (spec 001 "Applied Jobs"): the seeker's applications, server-paged, with cancel. */
export function AppliedJobsPage() {
  usePageTitle(t('sidebar.appliedJobs'));
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const applications = useApplications(page, pageSize);
  const cancel = useCancelApplication();

  const confirmCancel = (a: JobApplication) =>
    openConfirm({
      title: t('applied.confirmTitle'),
      children: <Text>{t('applied.confirmText', { title: a.title, company: a.company })}</Text>,
      labels: { confirm: t('applied.cancelApplication'), cancel: t('saved.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        cancel.mutate(a.id, {
          onSuccess: () => notifySuccess(JOB_MESSAGES.applicationCancelled),
          onError: (error) => notifyError(errorMessage(error), t('applied.cancelFailed')),
        }),
    });

  const columns: Column<JobApplication>[] = [
    { header: t('table.logo'), kind: 'logo', cell: (a) => <CompanyLogo company={a.company} logo={a.logo} /> },
    { header: t('table.jobTitle'), cell: (a) => <JobLink job={a.job} title={a.title} /> },
    { header: t('jobDetail.company'), cell: (a) => a.company },
    { header: t('applied.date'), cell: (a) => formatDate(a.created) },
    { header: t('applied.status'), cell: (a) => <StatusChip status={a.status} />, nowrap: true },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <ViewJobButton job={a.job} title={a.title} />
          {a.status === 'Under Review' && (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              aria-label={t('applied.cancelLabel', { title: a.title })}
              loading={cancel.isPending && cancel.variables === a.id}
              onClick={() => confirmCancel(a)}
            >
              {t('common.cancel')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <SeekerListPage
      headingId="applied-jobs-heading"
      heading={countHeading('sidebar.appliedJobs', 'applied.count')}
      query={applications}
      paging={paging}
      what={t('applied.yours')}
      noMore={t('applied.noMore')}
      empty={{
        title: t('applied.emptyTitle'),
        text: t('applied.emptyText'),
        action: { label: t('jobs.browse'), to: '/jobs' },
      }}
      pagerLabel={t('applied.pages')}
    >
      {(data) => (
        <DataTable
          rows={data.results}
          columns={columns}
          labelledBy="applied-jobs-heading"
          busy={applications.isFetching}
        />
      )}
    </SeekerListPage>
  );
}
