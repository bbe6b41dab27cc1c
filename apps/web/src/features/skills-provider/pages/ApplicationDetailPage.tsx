import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Title, Skeleton, Card } from '@/lib/ui/plain';
import { useNavigate, useParams } from 'react-router';
import { type SkillsApplication } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { TrashIcon } from '@/lib/ui/icons';
import { LoadError } from '@/lib/ui/QueryState';
import { useDeleteApplication, useSkillsApplication } from '../api/applications';
import { APPLICATION_DELETE, applicationName } from '../components/applicationDelete';
import { confirmDelete } from '@/lib/ui/ManagedTable';
import { parseId } from '@/lib/ids';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { BackLink, PageHeading } from '@/lib/ui/PageHeading';

/** /completion-application-detail/{id} (spelt so in the spec): one application to the provider's competitions. */
export function ApplicationDetailPage() {
  const id = parseId(useParams().id);
  const application = useSkillsApplication(id);
  const missing = id === null || (application.error instanceof ApiError && application.error.status === 404);
  usePageTitle(missing ? t('provider.applicationNotFound') : t('provider.skillsApplication'));

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PageHeading title={missing ? t('provider.applicationNotFound') : t('provider.skillsApplication')}>
          <BackLink to="/skills-applications" label={t('provider.backToSkillsApplications')} />
        </PageHeading>
        {missing ? (
          <Card withBorder padding="lg">
            <Text>{t('provider.thisApplicationDoesNot')}</Text>
          </Card>
        ) : application.isPending ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
            <Stack>
              <Skeleton height={20} width="70%" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="40%" />
            </Stack>
          </Card>
        ) : application.error ? (
          <LoadError
            error={application.error}
            onRetry={() => void application.refetch()}
            what={t('provider.thisApplication')}
          />
        ) : (
          <ApplicationCard application={application.data} />
        )}
      </Stack>
    </Container>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function ApplicationCard({ application: a }: { application: SkillsApplication }) {
  const remove = useDeleteApplication();
  const navigate = useNavigate();

  const onDelete = () =>
    confirmDelete({
      ...APPLICATION_DELETE,
      name: applicationName(a),
      onConfirm: () =>
        remove.mutate(a.id, {
          onSuccess: () => {
            notifySuccess(APPLICATION_DELETE.done);
            void navigate('/skills-applications');
          },
          onError: (error) => notifyError(errorMessage(error), APPLICATION_DELETE.failed),
        }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="application-applicant">
      <Stack gap="md">
        <Title order={2} size="h3" id="application-applicant">
          {a.applicant_name}
        </Title>
        <Stack component="dl" gap="sm" m={0}>
          <Field label={t('seeker.competition')}>
            <Anchor component={Link} to={`/competition-detail/${a.competition}`}>
              {a.competition_title}
            </Anchor>
          </Field>
          <Field label={t('company.applicant')}>{a.applicant_name}</Field>
          <Field label={t('account.email')}>
            <Anchor href={`mailto:${a.applicant_email}`}>{a.applicant_email}</Anchor>
          </Field>
          <Field label={t('catalogue.phone2')}>
            {a.applicant_phone ? (
              <Anchor href={`tel:${a.applicant_phone.replace(/\s+/g, '')}`}>{a.applicant_phone}</Anchor>
            ) : (
              t('resume.notGiven')
            )}
          </Field>
          <Field label={t('provider.dateApplied')}>{formatDateTime(a.created)}</Field>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/skills-applications" variant="default">
            {t('counsellor.back')}
          </Button>
          <Button color="red.8" leftSection={<TrashIcon />} onClick={onDelete} loading={remove.isPending}>
            {t('alert.delete2')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
