import { useRef } from 'react';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditEntry } from '@portal/contract';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useAuditLog } from '../api/ministry';
import { PagedList } from '../components/PagedList';

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  verify_company: 'Verified a company',
  unverify_company: 'Removed a verified mark',
  unpublish_job: 'Took a job down',
  republish_job: 'Published a job again',
  dismiss_report: 'Dismissed a report',
  export_insights: 'Exported the insights',
  create_partner: 'Added a partner',
  update_partner: 'Changed a partner',
  delete_partner: 'Removed a partner',
  create_testimonial: 'Added a testimonial',
  update_testimonial: 'Changed a testimonial',
  delete_testimonial: 'Removed a testimonial',
  publish_document: 'Published a document',
  replace_document: 'Replaced a document',
  withdraw_document: 'Withdrew a document',
};

/** /ministry/audit-log: every ministry action, who did it, when, to what and why; newest first. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const raw = params.get('action');
  const action = AUDIT_ACTIONS.find((a) => a === raw);
  const log = useAuditLog({ page, page_size: pageSize, ...(action ? { action } : {}) });
  const columns: Column<AuditEntry>[] = [
    { header: 'What', cell: (e) => <Text fw={600}>{ACTION_LABELS[e.action]}</Text> },
    { header: 'When', cell: (e) => formatDateTime(e.created), nowrap: true },
    { header: 'Who', cell: (e) => e.actor },
    { header: 'On', cell: (e) => e.target },
    { header: 'Why', cell: (e) => e.reason || '—' },
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          Audit log
        </Title>
        <Text c="dimmed">Every action taken from a Ministry account is recorded here and cannot be changed.</Text>
      </Stack>
      <NativeSelect
        label="Action"
        value={action ?? ''}
        onChange={(e) => setParams(e.currentTarget.value ? { action: e.currentTarget.value } : {})}
        data={[{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))]}
        w={260}
      />
      <PagedList query={log} columns={columns} label="Audit log" what="the audit log" paging={paging} focusRef={heading} empty={{ title: 'Nothing recorded yet', text: 'Ministry actions appear here as they are taken.' }} />
    </Stack>
  );
}
