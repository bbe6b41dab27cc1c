import { Anchor, Badge, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, today, type Competition } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteCompetition, useMyCompetitions } from '../api/competitions';
import { CompetitionLogo } from '../components/CompetitionLogo';

/** How people apply: at the competition's own link, or in the portal (decision 005). */
function HowToApply({ competition: c }: { competition: Competition }) {
  if (c.application_link) {
    return (
      <Anchor href={c.application_link} target="_blank" rel="noopener noreferrer" size="sm">
        External link<VisuallyHidden> for {c.competition_title} (opens in a new tab)</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to="/skills-applications" size="sm">
      In the portal<VisuallyHidden>: see the applications</VisuallyHidden>
    </Anchor>
  );
}

/** /manage-competitions (spec 002 "Manage skills competitions"): the provider's competitions, ended ones too. */
export function ManageCompetitionsPage() {
  usePageTitle('Manage Competitions');
  const competitions = usePagedList(useMyCompetitions);
  const remove = useDeleteCompetition();
  const day = today();

  const columns: Column<Competition>[] = [
    { header: 'Logo', kind: 'logo', cell: (c) => <CompetitionLogo title={c.competition_title} logo={c.logo} /> },
    {
      header: 'Title',
      cell: (c) => (
        <Anchor component={Link} to={`/competition-detail/${c.id}`}>
          {c.competition_title}
        </Anchor>
      ),
    },
    { header: 'Start Date', cell: (c) => formatDate(c.start_date) },
    {
      header: 'End Date',
      cell: (c) => (
        <Group gap={6} wrap="wrap">
          {formatDate(c.end_date)}
          {c.end_date < day && <Badge color="gray.7">Ended</Badge>}
        </Group>
      ),
    },
    { header: 'Location', cell: (c) => c.location },
    { header: 'Applications', cell: (c) => <HowToApply competition={c} /> },
    actionsColumn(competitions, {
      noun: 'competition', name: (c) => c.competition_title,
      view: (c) => `/competition-detail/${c.id}`, edit: (c) => `/post-skill?edit=${c.id}`,
      remove: { mutation: remove, texts: { title: SKILLS_MESSAGES.deleteTitle, message: SKILLS_MESSAGES.deleteMessage, done: SKILLS_MESSAGES.competitionDeleted, failed: 'Failed to delete the competition' } },
    }),
  ];

  return (
    <ManagedTable
      title="Manage Competitions" action={{ label: 'Post a new competition', to: '/post-skill' }}
      list={competitions} columns={columns} what="your competitions"
      label="Your skills competitions"
      empty={{ text: 'You have not posted any skills competitions yet.', linkLabel: 'Post your first competition' }}
    />
  );
}
