import { useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { JOB_REPORT_REASON_LABELS, JOB_REPORT_STATUSES, type JobReport } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useModerate, useReports } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';

type Action = { kind: 'dismiss' | 'unpublish' | 'republish'; report: JobReport } | null;
const STATUS_LABELS: Record<JobReport['status'], string> = { open: 'Waiting', dismissed: 'Dismissed', unpublished: 'Job taken down' };

const DIALOG = {
  dismiss: {
    title: 'Dismiss this report?',
    text: 'The job stays published. Your reason is recorded in the audit log.',
    label: 'Reason (optional)',
    confirm: 'Dismiss report',
    done: 'Report dismissed.',
  },
  unpublish: {
    title: 'Take this job down?',
    text: 'It leaves every list, the search and the sitemap at once, and stops taking applications. The company receives your reason by mail.',
    label: 'Reason, sent to the company',
    confirm: 'Take the job down',
    done: 'Job taken down. The company has been told why.',
  },
  republish: {
    title: 'Publish this job again?',
    text: 'It returns to the lists and takes applications again until its deadline.',
    label: 'Reason (optional)',
    confirm: 'Publish again',
    done: 'Job published again.',
  },
} as const;

/** /ministry/reports: the report queue (the fee-scam check's included): dismiss, or take the job down. */
export function ReportsPage() {
  usePageTitle('Reports');
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
      header: 'Job',
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/job-detail/${r.job.id}`} fw={600}>
            {r.job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {r.job.company_name}
            {r.job.unpublished ? ' · taken down' : ''}
          </Text>
        </Stack>
      ),
    },
    { header: 'Reason', cell: (r) => <Badge color={r.reason === 'fees_asked' ? 'red.9' : 'brand.8'}>{JOB_REPORT_REASON_LABELS[r.reason]}</Badge>, nowrap: true },
    { header: 'Details', cell: (r) => r.details || '—' },
    { header: 'Reported by', cell: (r) => r.reporter ?? 'The automatic fee check' },
    { header: 'Date', cell: (r) => formatDate(r.created), nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (r) => (
        <Group gap="xs">
          {r.status === 'open' && (
            <Button size="xs" variant="default" onClick={() => setAction({ kind: 'dismiss', report: r })} aria-label={`Dismiss the report of ${r.job.title}`}>
              Dismiss
            </Button>
          )}
          {r.job.unpublished ? (
            <Button size="xs" variant="default" onClick={() => setAction({ kind: 'republish', report: r })} aria-label={`Publish ${r.job.title} again`}>
              Publish again
            </Button>
          ) : (
            <Button size="xs" color="red.9" onClick={() => setAction({ kind: 'unpublish', report: r })} aria-label={`Take ${r.job.title} down`}>
              Take down
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const dialog = action ? DIALOG[action.kind] : DIALOG.dismiss;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          Reports
        </Title>
        <Text c="dimmed">Jobs reported by people using the portal, and jobs the automatic check found asking applicants to pay. The oldest waiting report comes first.</Text>
      </Stack>
      <SegmentedControl
        value={status}
        onChange={(value) => setParams(value === 'open' ? {} : { status: value })}
        data={JOB_REPORT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        aria-label="Which reports"
        w="fit-content"
      />
      <PagedList
        query={reports} columns={columns} label="Reports" what="the reports" paging={paging} focusRef={heading}
        empty={status === 'open' ? { title: 'No reports waiting', text: 'Every report has been handled.' } : { title: 'Nothing here yet', text: 'Handled reports appear here.' }}
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
