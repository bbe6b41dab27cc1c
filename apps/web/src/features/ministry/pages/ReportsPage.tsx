import { useRef, useState } from 'react';
import { Anchor, Group, Stack, Text, Title, Button, Badge } from '@/lib/ui/plain';
import { SegmentedRadios } from '@/lib/ui/SegmentedRadios';
import { useSearchParams } from 'react-router';
import { JOB_REPORT_STATUSES, type JobReport } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useModerate, useReports } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

type Action = { kind: 'dismiss' | 'unpublish' | 'republish'; report: JobReport } | null;
const statusLabels = (): Record<JobReport['status'], string> => ({
  open: t('ministry.waiting'),
  dismissed: t('ministry.dismissed'),
  unpublished: t('ministry.jobTakenDown'),
});

const dialogTexts = () =>
  ({
    dismiss: {
      title: t('ministry.dismissThisReport'),
      text: t('ministry.theJobStaysPublished'),
      label: t('ministry.reasonOptional'),
      confirm: t('ministry.dismissReport'),
      done: t('ministry.reportDismissed'),
    },
    unpublish: {
      title: t('ministry.takeThisJobDown'),
      text: t('ministry.itLeavesEveryList'),
      label: t('ministry.reasonSentToThe'),
      confirm: t('ministry.takeTheJobDown'),
      done: t('ministry.jobTakenDownThe'),
    },
    republish: {
      title: t('ministry.publishThisJobAgain'),
      text: t('ministry.itReturnsToThe'),
      label: t('ministry.reasonOptional'),
      confirm: t('ministry.publishAgain'),
      done: t('ministry.jobPublishedAgain'),
    },
  }) as const;

/** /ministry/reports: the report queue (the fee-scam check's included): dismiss, or take the job down. */
export function ReportsPage() {
  usePageTitle(t('sidebar.reports'));
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const raw = params.get('status');
  const status: JobReport['status'] = raw === 'dismissed' || raw === 'unpublished' ? raw : 'open';
  const reports = useReports({ status, page, page_size: pageSize });
  const moderate = useModerate();
  const [action, setAction] = useState<Action>(null);

  const columns: Column<JobReport>[] = [
    {
      header: t('company.job'),
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/job-detail/${r.job.id}`} fw={600}>
            {r.job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {r.job.company_name}
            {r.job.unpublished ? t('ministry.takenDown') : ''}
          </Text>
        </Stack>
      ),
    },
    {
      header: t('ministry.reason'),
      cell: (r) => (
        <Badge color={r.reason === 'fees_asked' ? 'red.9' : 'brand.8'}>{t(`report.reason.${r.reason}`)}</Badge>
      ),
      nowrap: true,
    },
    { header: t('report.details'), cell: (r) => r.details || '—' },
    { header: t('ministry.reportedBy'), cell: (r) => r.reporter ?? t('ministry.theAutomaticFeeCheck') },
    { header: t('counsellor.date'), cell: (r) => formatDate(r.created), nowrap: true },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (r) => (
        <Group gap="xs">
          {r.status === 'open' && (
            <Button
              size="xs"
              variant="default"
              onClick={() => setAction({ kind: 'dismiss', report: r })}
              aria-label={t('ministry.dismissTheReportOf', { title: r.job.title })}
            >
              {t('ministry.dismiss')}
            </Button>
          )}
          {r.job.unpublished ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => setAction({ kind: 'republish', report: r })}
              aria-label={t('ministry.publishAgain2', { title: r.job.title })}
            >
              {t('ministry.publishAgain')}
            </Button>
          ) : (
            <Button
              size="xs"
              color="red.9"
              onClick={() => setAction({ kind: 'unpublish', report: r })}
              aria-label={t('ministry.takeDown', { title: r.job.title })}
            >
              {t('ministry.takeDown2')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const dialog = action ? dialogTexts()[action.kind] : dialogTexts().dismiss;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('sidebar.reports')}
        </Title>
        <Text c="dimmed">{t('ministry.jobsReportedByPeople')}</Text>
      </Stack>
      <div>
        <SegmentedRadios
          name="report-status"
          label={t('ministry.whichReports')}
          value={status}
          onChange={(value) => setParams(value === 'open' ? {} : { status: value })}
          options={JOB_REPORT_STATUSES.map((s) => ({ value: s, label: statusLabels()[s] }))}
        />
      </div>
      <PagedList
        query={reports}
        columns={columns}
        label={t('sidebar.reports')}
        what={t('ministry.theReports')}
        paging={paging}
        focusRef={heading}
        empty={
          status === 'open'
            ? { title: t('ministry.noReportsWaiting'), text: t('ministry.everyReportHasBeen') }
            : { title: t('ministry.nothingHereYet'), text: t('ministry.handledReportsAppearHere') }
        }
      />
      <ReasonDialog
        opened={action !== null}
        onClose={() => setAction(null)}
        title={dialog.title}
        label={dialog.label}
        required={action?.kind === 'unpublish'}
        confirmLabel={dialog.confirm}
        danger={action?.kind === 'unpublish'}
        busy={moderate.isPending}
        onConfirm={async (reason) => {
          if (!action) return;
          const id = action.kind === 'dismiss' ? action.report.id : action.report.job.id;
          await moderate.mutateAsync({ action: action.kind, id, reason });
          notifySuccess(dialog.done);
        }}
      >
        {action ? `${action.report.job.title} (${action.report.job.company_name}). ${dialog.text}` : ''}
      </ReasonDialog>
    </Stack>
  );
}
