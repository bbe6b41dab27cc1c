import { Anchor, Badge, Container, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, today, type Competition } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { ManagedTable, RowActions, confirmDelete, usePaging, type Column } from '@/lib/ui/ManagedTable';
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
  const paging = usePaging();
  const competitions = useMyCompetitions(paging.page, paging.pageSize);
  const remove = useDeleteCompetition();
  const day = today();

  const onDelete = (c: Competition) =>
    confirmDelete({
      title: SKILLS_MESSAGES.deleteTitle,
      message: SKILLS_MESSAGES.deleteMessage,
      name: c.competition_title,
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () => {
            notifySuccess(SKILLS_MESSAGES.competitionDeleted);
            paging.afterDelete(competitions.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(errorMessage(error), 'Failed to delete the competition'),
        }),
    });

  const columns: Column<Competition>[] = [
    { header: 'Logo', cell: (c) => <CompetitionLogo title={c.competition_title} logo={c.logo} /> },
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
        <Group gap={6} wrap="nowrap">
          {formatDate(c.end_date)}
          {c.end_date < day && <Badge color="gray.7">Ended</Badge>}
        </Group>
      ),
    },
    { header: 'Location', cell: (c) => c.location },
    { header: 'Applications', cell: (c) => <HowToApply competition={c} /> },
    {
      header: 'Actions',
      cell: (c) => (
        <RowActions
          name={c.competition_title}
          noun="competition"
          viewTo={`/competition-detail/${c.id}`}
          editTo={`/post-skill?edit=${c.id}`}
          onDelete={() => onDelete(c)}
          deleting={remove.isPending && remove.variables === c.id}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Manage Competitions"
        action={{ label: 'POST NEW Skill Competition', to: '/post-skill' }}
        query={competitions}
        paging={paging}
        columns={columns}
        what="your competitions"
        label="Your skills competitions"
        empty={{ text: 'You have not posted any skills competitions yet.', linkLabel: 'Post your first competition' }}
        minWidth={900}
      />
    </Container>
  );
}
