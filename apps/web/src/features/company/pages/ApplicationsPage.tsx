import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import { ActionIcon, Blockquote, Select } from '@mantine/core';
import { Hint } from '@/lib/ui/Hint';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import {
  APPLICATION_STATUSES,
  DECISION_MESSAGES,
  EMPLOYER_MESSAGES,
  EMPLOYER_STATUSES,
  type ApplicationStatus,
  type CompanyApplication,
  type EmployerDecision,
} from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { UserIcon } from '@/lib/ui/icons';
import { ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { StatusChip, statusOptions } from '@/lib/ui/StatusChip';
import { useCompanyApplications, useDecideApplication } from '../api/applications';
import { useMyCompany } from '../api/companies';
import { seekerProfilePath } from '../components/SeekerCard';
import { t } from '@/lib/i18n';
import { openConfirm } from '@/lib/confirm';
import { Link } from '@/lib/ui/Link';

const isStatus = (v: string | null): v is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(v ?? '');

/** /company-manage-job-applications (spec 002 "Company applications"): applicants to the company's jobs and the decision on each. */
export function ApplicationsPage() {
  usePageTitle(t('sidebar.applicants'));
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const rawJob = params.get('job');
  const job = rawJob && /^\d+$/.test(rawJob) ? Number(rawJob) : null;
  const paging = usePaging();
  const applications = {
    paging,
    query: useCompanyApplications({ page: paging.page, pageSize: paging.pageSize, status, job }),
  };

  const setFilter = (name: 'status' | 'job', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.setPage(1);
  };

  const columns: Column<CompanyApplication>[] = [
    {
      header: t('company.job'),
      cell: (row) => (
        <Anchor component={Link} to={`/job-detail/${row.job}`}>
          {row.title}
        </Anchor>
      ),
    },
    {
      header: t('company.candidate'),
      cell: (row) => (
        <Stack gap={0}>
          {row.job_seeker_id !== null ? (
            <Anchor component={Link} to={seekerProfilePath(row.job_seeker_id)}>
              {row.job_seeker}
            </Anchor>
          ) : (
            row.job_seeker
          )}
          {row.channel === 'ussd' && <PhoneApplication phone={row.phone} />}
        </Stack>
      ),
    },
    { header: t('company.applied'), cell: (row) => formatDate(row.created), nowrap: true },
    { header: t('applied.status'), cell: (row) => <StatusChip status={row.status} /> },
    { header: t('table.actions'), kind: 'actions', cell: (row) => <ApplicationActions row={row} /> },
  ];

  return (
    <ManagedTable
      title={
        applications.query.data
          ? t('company.applicantCount', { count: applications.query.data.count })
          : t('sidebar.applicants')
      }
      headerExtra={
        <Select
          label={t('applied.status')}
          placeholder={t('applied.allStatuses')}
          clearable
          w={200}
          data={statusOptions(APPLICATION_STATUSES)}
          value={status}
          onChange={(v) => setFilter('status', v)}
        />
      }
      intro={
        job !== null && (
          <Text size="sm">
            {t('company.showingTheApplicantsTo')}{' '}
            <Anchor component="button" type="button" onClick={() => setFilter('job', null)}>
              {t('company.showAllJobs')}
            </Anchor>
          </Text>
        )
      }
      pagerLabel={t('company.applicantPages')}
      list={applications}
      columns={columns}
      what={t('company.theApplicants')}
      label={t('sidebar.applicants')}
      empty={{ text: status || job ? t('company.noApplicantsMatchThis') : t('company.noOneHasApplied') }}
    />
  );
}

const decisionVerb = (): Record<EmployerDecision, { title: string; confirm: string; color: string }> => ({
  Accepted: { title: t('company.acceptThisApplication'), confirm: t('company.acceptAndTellThem'), color: 'brand.8' },
  Declined: { title: t('company.declineThisApplication'), confirm: t('company.declineAndTellThem'), color: 'red.9' },
  'Under Review': {
    title: t('company.putThisApplicationBack'),
    confirm: t('company.putBackAndTell'),
    color: 'brand.8',
  },
});

const isDecision = (v: string | null): v is EmployerDecision =>
  (EMPLOYER_STATUSES as readonly string[]).includes(v ?? '');

/**
 * View the job, view the applicant, and the employer's decision (a cancelled application cannot be decided). A
 * decision is sent only once confirmed, and the confirmation shows the very words the applicant will receive.
 */
function ApplicationActions({ row }: { row: CompanyApplication }) {
  const decide = useDecideApplication();
  const company = useMyCompany().data;
  const cancelled = row.status === 'Cancelled';

  const change = (value: string | null) => {
    if (!isDecision(value) || value === row.status) return;
    const verb = decisionVerb()[value];
    openConfirm({
      title: verb.title,
      centered: true,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: (
        <Stack gap="sm">
          <Text>{t('company.willBeToldIn', { job_seeker: row.job_seeker })}</Text>
          <Blockquote color="gray" p="sm" fz="sm">
            {DECISION_MESSAGES[value](company?.name ?? t('company.yourCompany'), row.title)}
          </Blockquote>
        </Stack>
      ),
      labels: { confirm: verb.confirm, cancel: t('company.goBack') },
      confirmProps: { color: verb.color },
      onConfirm: () =>
        decide.mutate(
          { id: row.id, status: value },
          {
            onSuccess: () => notifySuccess(EMPLOYER_MESSAGES.statusChanged),
            onError: (error) => notifyError(errorMessage(error), t('company.theStatusWasNot')),
          },
        ),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <RowActions name={`the job ${row.title}`} noun="job" viewTo={`/job-detail/${row.job}`} />
      {row.job_seeker_id !== null && <ViewApplicant name={row.job_seeker} to={seekerProfilePath(row.job_seeker_id)} />}
      <Select
        size="xs"
        w={150}
        aria-label={t('company.decisionOn', { name: row.job_seeker, title: row.title })}
        data={statusOptions(cancelled ? ['Cancelled'] : EMPLOYER_STATUSES)}
        value={row.status}
        disabled={cancelled || decide.isPending}
        allowDeselect={false}
        onChange={change}
      />
    </Group>
  );
}

/** An application made from a phone's USSD menu (issue 33): said so, with the number to call. */
function PhoneApplication({ phone }: { phone: string | null }) {
  return (
    <Text size="sm" c="dimmed">
      {t('company.appliedByPhone')}
      {phone && (
        <>
          {' · '}
          <Anchor href={`tel:${phone}`}>{phone}</Anchor>
        </>
      )}
    </Text>
  );
}

function ViewApplicant({ name, to }: { name: string; to: string }) {
  return (
    <Hint label={t('company.viewApplicant')}>
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={t('company.viewTheProfileOf', { name })}>
        <UserIcon />
      </ActionIcon>
    </Hint>
  );
}
