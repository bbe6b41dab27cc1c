import { useRef } from 'react';
import { NativeSelect } from '@mantine/core';
import { Stack, Text, Title } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditEntry } from '@portal/contract';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useAuditLog } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { t } from '@/lib/i18n';

const actionLabels = (): Record<AuditEntry['action'], string> => ({
  verify_company: t('ministry.verifiedACompany'),
  unverify_company: t('ministry.removedAVerifiedMark'),
  unpublish_job: t('ministry.tookAJobDown'),
  republish_job: t('ministry.publishedAJobAgain'),
  dismiss_report: t('ministry.dismissedAReport'),
  export_insights: t('ministry.exportedTheInsights'),
  create_partner: t('ministry.addedAPartner'),
  update_partner: t('ministry.changedAPartner'),
  delete_partner: t('ministry.removedAPartner'),
  create_testimonial: t('ministry.addedATestimonial'),
  update_testimonial: t('ministry.changedATestimonial'),
  delete_testimonial: t('ministry.removedATestimonial'),
  publish_document: t('ministry.publishedADocument'),
  replace_document: t('ministry.replacedADocument'),
  withdraw_document: t('ministry.withdrewADocument'),
  accept_translation: t('ministry.acceptedATranslation'),
  reject_translation: t('ministry.rejectedATranslation'),
  create_trade_synonyms: t('ministry.addedSearchWords'),
  update_trade_synonyms: t('ministry.changedSearchWords'),
  delete_trade_synonyms: t('ministry.removedSearchWords'),
});

/** /ministry/audit-log: every ministry action, who did it, when, to what and why; newest first. */
export function AuditLogPage() {
  usePageTitle(t('sidebar.auditLog'));
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const raw = params.get('action');
  const action = AUDIT_ACTIONS.find((a) => a === raw);
  const log = useAuditLog({ page, page_size: pageSize, ...(action ? { action } : {}) });
  const columns: Column<AuditEntry>[] = [
    { header: t('ministry.what'), cell: (e) => <Text fw={600}>{actionLabels()[e.action]}</Text> },
    { header: t('ministry.when'), cell: (e) => formatDateTime(e.created), nowrap: true },
    { header: t('ministry.who'), cell: (e) => e.actor },
    { header: t('ministry.on'), cell: (e) => e.target },
    { header: t('ministry.why'), cell: (e) => e.reason || '—' },
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('sidebar.auditLog')}
        </Title>
        <Text c="dimmed">{t('ministry.everyActionTakenFrom')}</Text>
      </Stack>
      <NativeSelect
        label={t('notifications.action')}
        value={action ?? ''}
        onChange={(e) => setParams(e.currentTarget.value ? { action: e.currentTarget.value } : {})}
        data={[
          { value: '', label: t('ministry.allActions') },
          ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabels()[a] })),
        ]}
        w={260}
      />
      <PagedList
        query={log}
        columns={columns}
        label={t('sidebar.auditLog')}
        what={t('ministry.theAuditLog')}
        paging={paging}
        focusRef={heading}
        empty={{ title: t('ministry.nothingRecordedYet'), text: t('ministry.ministryActionsAppearHere') }}
      />
    </Stack>
  );
}
