import { useRef, useState, type FormEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Button, Badge } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import type { MinistryCompany } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import type { Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { useMinistryCompanies, useSetVerified } from '../api/ministry';
import { PagedList } from '../components/PagedList';
import { ReasonDialog } from '../components/ReasonDialog';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

type Pending = { company: MinistryCompany; verify: boolean } | null;

/** /ministry/companies: companies waiting for verification (oldest first) or all; verify with a URSB number. */
export function CompaniesPage() {
  usePageTitle(t('sidebar.verifiedEmployers'));
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const paging = useUrlPaging();
  const { page, pageSize } = paging;
  const verified = (params.get('verified') ?? 'false') as 'true' | 'false' | '';
  const search = params.get('search') ?? '';
  const companies = useMinistryCompanies({
    page,
    page_size: pageSize,
    ...(verified ? { verified } : {}),
    ...(search ? { search } : {}),
  });
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
      header: t('jobDetail.company'),
      cell: (c) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/jobs?company=${c.id}`} fw={600}>
            {c.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('ministry.joined', { owner_email: c.owner_email, date: formatDate(c.created) })}
          </Text>
        </Stack>
      ),
    },
    { header: t('nav.jobs'), cell: (c) => c.jobs, nowrap: true },
    {
      header: t('ministry.openReports'),
      cell: (c) =>
        c.open_reports ? (
          <Anchor component={Link} to="/ministry/reports">
            {c.open_reports}
          </Anchor>
        ) : (
          0
        ),
      nowrap: true,
    },
    {
      header: t('applied.status'),
      nowrap: true,
      cell: (c) =>
        c.verified ? (
          <Stack gap={2}>
            <Badge color="teal.9">{t('job.verifiedEmployer')}</Badge>
            {c.registration_number && <Text size="xs">URSB {c.registration_number}</Text>}
          </Stack>
        ) : (
          <Badge color="gray.7">{t('ministry.notVerified')}</Badge>
        ),
    },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (c) =>
        c.verified ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => setPending({ company: c, verify: false })}
            aria-label={t('ministry.removeTheVerifiedMark', { name: c.name })}
          >
            {t('ministry.removeMark')}
          </Button>
        ) : (
          <Button
            size="xs"
            onClick={() => setPending({ company: c, verify: true })}
            aria-label={t('ministry.verify', { name: c.name })}
          >
            {t('ministry.verify2')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('sidebar.verifiedEmployers')}
        </Title>
        <Text c="dimmed">{t('ministry.aVerifiedEmployersJobs')}</Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('ministry.show')}
          value={verified}
          onChange={(e) => setFilter('verified', e.currentTarget.value)}
          data={[
            { value: 'false', label: t('ministry.waitingForVerification') },
            { value: 'true', label: t('ministry.verified') },
            { value: '', label: t('ministry.allCompanies') },
          ]}
          w={230}
        />
        <form onSubmit={submitSearch} role="search" aria-label={t('companies.search')}>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('companies.name')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              w={220}
            />
            <Button type="submit" variant="default">
              {t('companies.searchButton')}
            </Button>
          </Group>
        </form>
      </Group>
      <PagedList
        query={companies}
        columns={columns}
        label={t('footer.companies')}
        what={t('companies.theCompanies')}
        paging={paging}
        focusRef={heading}
        empty={{
          title: t('ministry.noCompaniesHere'),
          text: verified === 'false' ? t('ministry.everyCompanyIsVerified') : t('ministry.noCompanyMatches'),
        }}
      />
      <ReasonDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.verify
            ? t('ministry.verify3', { name: pending.company.name })
            : t('ministry.removeTheVerifiedMark2', { value0: pending?.company.name ?? '' })
        }
        label={pending?.verify ? t('ministry.ursbRegistrationNumberOptional') : t('ministry.reason')}
        short={pending?.verify}
        required={!pending?.verify}
        confirmLabel={pending?.verify ? t('ministry.verifyEmployer') : t('ministry.removeMark')}
        danger={!pending?.verify}
        busy={setVerified.isPending}
        onConfirm={async (text) => {
          if (!pending) return;
          await setVerified.mutateAsync({
            id: pending.company.id,
            verified: pending.verify,
            ...(pending.verify ? { registration_number: text } : { reason: text }),
          });
          notifySuccess(
            pending.verify
              ? t('ministry.isNowAVerified', { name: pending.company.name })
              : t('ministry.isNoLongerMarked', { name: pending.company.name }),
          );
        }}
      >
        {pending?.verify ? t('ministry.itsJobsWillShow') : t('ministry.itsJobsWillNo')}
      </ReasonDialog>
    </Stack>
  );
}
