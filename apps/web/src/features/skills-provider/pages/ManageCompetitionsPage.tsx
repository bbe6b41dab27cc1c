import { Anchor, Group, VisuallyHidden, Badge } from '@/lib/ui/plain';
import { SKILLS_MESSAGES, today, type Competition } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteCompetition, useMyCompetitions } from '../api/competitions';
import { CompetitionLogo } from '../components/CompetitionLogo';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { editPath } from '@/lib/useEditId';

/** How people apply: at the competition's own link, or in the portal (decision 005). */
function HowToApply({ competition: c }: { competition: Competition }) {
  if (c.application_link) {
    return (
      <Anchor href={c.application_link} target="_blank" rel="noopener noreferrer" size="sm">
        {t('provider.externalLink')}
        <VisuallyHidden> {t('provider.forOpensInA', { competition_title: c.competition_title })}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to="/skills-applications" size="sm">
      {t('provider.inThePortal')}
      <VisuallyHidden>{t('provider.seeTheApplications')}</VisuallyHidden>
    </Anchor>
  );
}

/** /manage-competitions (spec 002 "Manage skills competitions"): the provider's competitions, ended ones too. */
export function ManageCompetitionsPage() {
  usePageTitle(t('sidebar.manageCompetitions'));
  const competitions = usePagedList(useMyCompetitions);
  const remove = useDeleteCompetition();
  const day = today();

  const columns: Column<Competition>[] = [
    {
      header: t('table.logo'),
      kind: 'logo',
      cell: (c) => <CompetitionLogo title={c.competition_title} logo={c.logo} />,
    },
    {
      header: t('notifications.title'),
      cell: (c) => (
        <Anchor component={Link} to={`/competition-detail/${c.id}`}>
          {c.competition_title}
        </Anchor>
      ),
    },
    { header: t('provider.startDate'), cell: (c) => formatDate(c.start_date) },
    {
      header: t('provider.endDate'),
      cell: (c) => (
        <Group gap={6} wrap="wrap">
          {formatDate(c.end_date)}
          {c.end_date < day && <Badge color="gray.7">{t('seeker.ended')}</Badge>}
        </Group>
      ),
    },
    { header: t('job.location'), cell: (c) => c.location },
    { header: t('ministry.applications'), cell: (c) => <HowToApply competition={c} /> },
    actionsColumn(competitions, {
      noun: t('provider.nounCompetition'),
      name: (c) => c.competition_title,
      view: (c) => `/competition-detail/${c.id}`,
      edit: (c) => editPath('/post-skill', c.id),
      remove: {
        mutation: remove,
        texts: {
          title: SKILLS_MESSAGES.deleteTitle,
          message: SKILLS_MESSAGES.deleteMessage,
          done: SKILLS_MESSAGES.competitionDeleted,
          failed: t('provider.failedToDeleteThe'),
        },
      },
    }),
  ];

  return (
    <ManagedTable
      title={t('sidebar.manageCompetitions')}
      action={{ label: t('provider.postANewCompetition'), to: '/post-skill' }}
      list={competitions}
      columns={columns}
      what={t('provider.yourCompetitions')}
      label={t('provider.yourSkillsCompetitions')}
      empty={{ text: t('provider.youHaveNotPosted'), linkLabel: t('provider.postYourFirstCompetition') }}
    />
  );
}
