import { Anchor, Stack, Text } from '@/lib/ui/plain';
import { type SkillsApplication } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteApplication, useSkillsApplications } from '../api/applications';
import { APPLICATION_DELETE } from '../components/applicationDelete';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** /skills-applications (spec 002 "Skills applications"): who applied in the portal to the provider's competitions. */
export function SkillsApplicationsPage() {
  usePageTitle(t('sidebar.skillsApplications'));
  const applications = usePagedList(useSkillsApplications);
  const remove = useDeleteApplication();

  const columns: Column<SkillsApplication>[] = [
    {
      header: t('seeker.competition'),
      cell: (a) => (
        <Anchor component={Link} to={`/competition-detail/${a.competition}`}>
          {a.competition_title}
        </Anchor>
      ),
    },
    {
      header: t('company.applicant'),
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {a.applicant_name}
          </Text>
          <Anchor href={`mailto:${a.applicant_email}`} size="sm">
            {a.applicant_email}
          </Anchor>
        </Stack>
      ),
    },
    { header: t('counsellor.date'), cell: (a) => formatDate(a.created) },
    actionsColumn(applications, {
      noun: t('provider.nounApplication'),
      name: (a) => t('provider.applicationOfTo', { applicant: a.applicant_name, competition: a.competition_title }),
      view: (a) => `/completion-application-detail/${a.id}`,
      remove: { mutation: remove, texts: APPLICATION_DELETE },
    }),
  ];

  return (
    <ManagedTable
      title={t('sidebar.skillsApplications')}
      list={applications}
      columns={columns}
      what={t('provider.theApplications')}
      label={t('provider.applicationsToYourCompetitions')}
      empty={{
        text: t('provider.noOneHasApplied'),
        linkLabel: t('provider.manageYourCompetitions'),
        linkTo: '/manage-competitions',
      }}
    />
  );
}
