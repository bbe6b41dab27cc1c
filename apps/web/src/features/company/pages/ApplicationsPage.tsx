import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, Anchor, Blockquote, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, DECISION_MESSAGES, EMPLOYER_MESSAGES, EMPLOYER_STATUSES, type ApplicationStatus, type CompanyApplication, type EmployerDecision } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { UserIcon } from '@/lib/ui/icons';
import { ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { StatusChip } from '@/lib/ui/StatusChip';
import { useCompanyApplications, useDecideApplication } from '../api/applications';
import { useMyCompany } from '../api/companies';
import { seekerProfilePath } from '../components/SeekerCard';

const isStatus = (v: string | null): v is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(v ?? '');

/** /company-manage-job-applications (spec 002 "Company applications"): applicants to the company's jobs and the decision on each. */
export function ApplicationsPage() {
  usePageTitle('Applicants');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const rawJob = params.get('job');
  const job = rawJob && /^\d+$/.test(rawJob) ? Number(rawJob) : null;
  const paging = usePaging();
  const applications = { paging, query: useCompanyApplications({ page: paging.page, pageSize: paging.pageSize, status, job }) };

  const setFilter = (name: 'status' | 'job', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.setPage(1);
  };

  const columns: Column<CompanyApplication>[] = [
    {
      header: 'Job',
      cell: (row) => (
        <Anchor component={Link} to={`/job-detail/${row.job}`}>
          {row.title}
        </Anchor>
      ),
    },
    {
      header: 'Candidate',
      cell: (row) =>
        row.job_seeker_id !== null ? (
          <Anchor component={Link} to={seekerProfilePath(row.job_seeker_id)}>
            {row.job_seeker}
          </Anchor>
        ) : (
          row.job_seeker
        ),
    },
    { header: 'Applied', cell: (row) => formatDate(row.created), nowrap: true },
    { header: 'Status', cell: (row) => <StatusChip status={row.status} /> },
    { header: 'Actions', kind: 'actions', cell: (row) => <ApplicationActions row={row} /> },
  ];

  return (
    <ManagedTable
      title={applications.query.data ? `${applications.query.data.count} ${applications.query.data.count === 1 ? 'Applicant' : 'Applicants'}` : 'Applicants'}
      headerExtra={<Select label="Status" placeholder="All statuses" clearable w={200} data={[...APPLICATION_STATUSES]} value={status} onChange={(v) => setFilter('status', v)} />}
      intro={
        job !== null && (
          <Text size="sm">
            Showing the applicants to one job.{' '}
            <Anchor component="button" type="button" onClick={() => setFilter('job', null)}>
              Show all jobs
            </Anchor>
          </Text>
        )
      }
      pagerLabel="Applicant pages"
      list={applications} columns={columns} what="the applicants"
      label="Applicants"
      empty={{ text: status || job ? 'No applicants match this filter.' : 'No one has applied to your jobs yet.' }}
    />
  );
}

const DECISION_VERB: Record<EmployerDecision, { title: string; confirm: string; color: string }> = {
  Accepted: { title: 'Accept this application?', confirm: 'Accept and tell them', color: 'brand.8' },
  Declined: { title: 'Decline this application?', confirm: 'Decline and tell them', color: 'red.9' },
  'Under Review': { title: 'Put this application back under review?', confirm: 'Put back and tell them', color: 'brand.8' },
};

const isDecision = (v: string | null): v is EmployerDecision => (EMPLOYER_STATUSES as readonly string[]).includes(v ?? '');

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
    const verb = DECISION_VERB[value];
    modals.openConfirmModal({
      title: verb.title,
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: (
        <Stack gap="sm">
          <Text>
            {row.job_seeker} will be told, in the portal and by e-mail:
          </Text>
          <Blockquote color="gray" p="sm" fz="sm">
            {DECISION_MESSAGES[value](company?.name ?? 'Your company', row.title)}
          </Blockquote>
        </Stack>
      ),
      labels: { confirm: verb.confirm, cancel: 'Go back' },
      confirmProps: { color: verb.color },
      onConfirm: () =>
        decide.mutate(
          { id: row.id, status: value },
          {
            onSuccess: () => notifySuccess(EMPLOYER_MESSAGES.statusChanged),
            onError: (error) => notifyError(errorMessage(error), 'The status was not changed'),
          },
        ),
    });
  };

  return (
    <Group gap={6} wrap="wrap">
      <RowActions name={`the job ${row.title}`} noun="job" viewTo={`/job-detail/${row.job}`} />
      {row.job_seeker_id !== null && <ViewApplicant name={row.job_seeker} to={seekerProfilePath(row.job_seeker_id)} />}
      <Select
        size="xs"
        w={150}
        aria-label={`Decision on ${row.job_seeker}'s application to ${row.title}`}
        data={cancelled ? ['Cancelled'] : [...EMPLOYER_STATUSES]}
        value={row.status}
        disabled={cancelled || decide.isPending}
        allowDeselect={false}
        onChange={change}
      />
    </Group>
  );
}

function ViewApplicant({ name, to }: { name: string; to: string }) {
  return (
    <Tooltip label="View applicant">
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={`View the profile of ${name}`}>
        <UserIcon />
      </ActionIcon>
    </Tooltip>
  );
}
