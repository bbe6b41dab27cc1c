import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { MinistryCompany } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useMinistryCompanies, useSetVerified } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';

type Pending = { company: MinistryCompany; verify: boolean } | null;

/** /ministry/companies: companies waiting for verification (oldest first) or all; verify with a URSB number. */
export function CompaniesPage() {
  usePageTitle('Verified employers');
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const verified = (params.get('verified') ?? 'false') as 'true' | 'false' | '';
  const search = params.get('search') ?? '';
  const companies = useMinistryCompanies({ page, page_size: pageSize, ...(verified ? { verified } : {}), ...(search ? { search } : {}) });
  const setVerified = useSetVerified();
  const [pending, setPending] = useState<Pending>(null);
  const [draft, setDraft] = useState(search);

  const setFilter = (key: string, value: string) => {
    const p = new URLSearchParams(params);
    if (value || key === 'verified') p.set(key, value);
    else p.delete(key);
    p.delete('page');
    setParams(p);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', draft.trim());
  };

  const columns: Column<MinistryCompany>[] = [
    {
      header: 'Company',
      cell: (c) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/jobs?company=${c.id}`} fw={600}>
            {c.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {c.owner_email} · joined {formatDate(c.created)}
          </Text>
        </Stack>
      ),
    },
    { header: 'Jobs', cell: (c) => c.jobs, nowrap: true },
    { header: 'Open reports', cell: (c) => (c.open_reports ? <Anchor component={Link} to="/ministry/reports">{c.open_reports}</Anchor> : 0), nowrap: true },
    {
      header: 'Status',
      nowrap: true,
      cell: (c) =>
        c.verified ? (
          <Stack gap={2}>
            <Badge color="teal.9">Verified employer</Badge>
            {c.registration_number && <Text size="xs">URSB {c.registration_number}</Text>}
          </Stack>
        ) : (
          <Badge color="gray.7">Not verified</Badge>
        ),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (c) =>
        c.verified ? (
          <Button size="xs" variant="default" onClick={() => setPending({ company: c, verify: false })} aria-label={`Remove the verified mark of ${c.name}`}>
            Remove mark
          </Button>
        ) : (
          <Button size="xs" onClick={() => setPending({ company: c, verify: true })} aria-label={`Verify ${c.name}`}>
            Verify
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          Verified employers
        </Title>
        <Text c="dimmed">A verified employer’s jobs carry a “Verified employer” mark, and job seekers can search for them alone.</Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Show"
          value={verified}
          onChange={(e) => setFilter('verified', e.currentTarget.value)}
          data={[
            { value: 'false', label: 'Waiting for verification' },
            { value: 'true', label: 'Verified' },
            { value: '', label: 'All companies' },
          ]}
          w={230}
        />
        <form onSubmit={submitSearch} role="search" aria-label="Search companies">
          <Group gap="sm" align="flex-end">
            <TextInput label="Company name" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={220} />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
      </Group>
      <PagedList
        query={companies} columns={columns} label="Companies" what="the companies" paging={paging} focusRef={heading}
        empty={{ title: 'No companies here', text: verified === 'false' ? 'Every company is verified.' : 'No company matches.' }}
      />
      <ReasonDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.verify ? `Verify ${pending.company.name}?` : `Remove the verified mark of ${pending?.company.name ?? ''}?`}
        label={pending?.verify ? 'URSB registration number (optional)' : 'Reason'}
        short={pending?.verify}
        required={!pending?.verify}
        confirmLabel={pending?.verify ? 'Verify employer' : 'Remove mark'}
        danger={!pending?.verify}
        busy={setVerified.isPending}
        onConfirm={async (text) => {
          if (!pending) return;
          await setVerified.mutateAsync({ id: pending.company.id, verified: pending.verify, ...(pending.verify ? { registration_number: text } : { reason: text }) });
          notifySuccess(pending.verify ? `${pending.company.name} is now a verified employer.` : `${pending.company.name} is no longer marked verified.`);
        }}
      >
        {pending?.verify
          ? 'Its jobs will show a “Verified employer” mark. Record the registration number you checked with URSB, if you have one.'
          : 'Its jobs will no longer show the mark. The reason is recorded in the audit log.'}
      </ReasonDialog>
    </Stack>
  );
}
