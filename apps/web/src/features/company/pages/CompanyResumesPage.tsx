import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Container, Group, Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import { useDebouncedValue } from '@mantine/hooks';
import { APPLICATION_STATUSES, type ApplicationStatus, type CompanyResume } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { toOptions, useDistricts } from '@/lib/lookups';
import { usePageTitle } from '@/lib/page';
import { Pager } from '@/lib/ui/Pager';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { useCompanyResumes } from '../api/applications';
import { StatusChip, statusOptions } from '@/lib/ui/StatusChip';
import { SeekerCard, seekerProfilePath } from '../components/SeekerCard';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

const PAGE_SIZE = 12;

/** /company-resume: the people who applied to the company's jobs (the spec's static sample made real), each opening the read-only profile. */
export function CompanyResumesPage() {
  usePageTitle(t('sidebar.resumes'));
  const [skillInput, setSkillInput] = useState('');
  const [skill] = useDebouncedValue(skillInput.trim(), 400);
  const [district, setDistrict] = useState<string | null>(null);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [page, setPage] = useState(1);
  const districts = useDistricts();
  const resumes = useCompanyResumes({
    skill,
    district: district ? Number(district) : null,
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const filtered = Boolean(skill || district || status);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('sidebar.resumes')}</Title>
          <Text>{t('company.thePeopleWhoApplied')}</Text>
        </Stack>
        <Card withBorder padding="md" component="search" aria-label={t('company.filterResumes')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('company.skill')}
              placeholder={t('company.eGWelding')}
              value={skillInput}
              onChange={(e) => {
                setSkillInput(e.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              label={t('filters.district')}
              placeholder={t('places.allDistricts')}
              searchable
              clearable
              data={toOptions(districts.data)}
              value={district}
              onChange={(v) => {
                setDistrict(v);
                setPage(1);
              }}
            />
            <Select
              label={t('applied.status')}
              placeholder={t('applied.allStatuses')}
              clearable
              data={statusOptions(APPLICATION_STATUSES)}
              value={status}
              onChange={(v) => {
                setStatus((v as ApplicationStatus | null) ?? null);
                setPage(1);
              }}
            />
          </SimpleGrid>
        </Card>
        {resumes.isPending ? (
          <CardSkeletons />
        ) : resumes.error ? (
          <LoadError error={resumes.error} onRetry={() => void resumes.refetch()} what={t('company.theResumes')} />
        ) : resumes.data.count === 0 ? (
          <Card withBorder padding="lg">
            <Text>{filtered ? t('company.noApplicantMatchesThese') : t('company.noOneHasApplied')}</Text>
          </Card>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {t('company.peopleCount', { count: resumes.data.count })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {resumes.data.results.map((r) => (
                <ResumeCard key={r.job_seeker_id} resume={r} />
              ))}
            </SimpleGrid>
            <Pager
              page={page}
              count={resumes.data.count}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              label={t('company.resumePages')}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

function ResumeCard({ resume }: { resume: CompanyResume }) {
  return (
    <SeekerCard
      person={resume}
      actions={
        <Button
          component={Link}
          to={seekerProfilePath(resume.job_seeker_id)}
          variant="default"
          aria-label={t('company.viewTheResumeOf', { name: resume.name })}
        >
          {t('company.viewResume')}
        </Button>
      }
    >
      <Group gap="xs" wrap="wrap">
        <StatusChip status={resume.latest_status} />
        <Text size="sm">
          {resume.latest_job_title} · {formatDate(resume.latest_applied)}
        </Text>
      </Group>
      <Text size="sm">{t('company.applicationsToYourJobs', { count: resume.applications })}</Text>
    </SeekerCard>
  );
}
