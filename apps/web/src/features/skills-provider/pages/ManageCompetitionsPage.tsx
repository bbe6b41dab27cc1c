import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Container, Group, ScrollArea, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, today, type Competition } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { EyeIcon, PencilIcon, TrashIcon } from '@/lib/ui/icons';
import { Pager } from '@/lib/ui/Pager';
import { LoadError } from '@/lib/ui/QueryState';
import { PageSizeSelect, TableSkeleton } from '@/lib/ui/table';
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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const competitions = useMyCompetitions(page, pageSize);
  const remove = useDeleteCompetition();
  const day = today();

  const confirmDelete = (c: Competition) =>
    modals.openConfirmModal({
      title: SKILLS_MESSAGES.deleteTitle,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text>{SKILLS_MESSAGES.deleteMessage}</Text>
          <Text fw={700} size="sm">
            {c.competition_title}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () => {
            notifySuccess(SKILLS_MESSAGES.competitionDeleted);
            // The last row of a page gone: step back a page.
            if (competitions.data && competitions.data.results.length === 1 && page > 1) setPage(page - 1);
          },
          onError: (error) => notifyError(errorMessage(error), 'Failed to delete the competition'),
        }),
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Manage Competitions</Title>
          <Button component={Link} to="/post-skill">
            POST NEW Skill Competition
          </Button>
        </Group>
        {competitions.isPending ? (
          <TableSkeleton />
        ) : competitions.error ? (
          <LoadError error={competitions.error} onRetry={() => void competitions.refetch()} what="your competitions" />
        ) : competitions.data.count === 0 ? (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You have not posted any skills competitions yet.</Text>
              <Anchor component={Link} to="/post-skill">
                Post your first competition
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            <PageSizeSelect
              value={pageSize}
              count={competitions.data.count}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped highlightOnHover miw={900} aria-label="Your skills competitions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Logo</Table.Th>
                    <Table.Th scope="col">Title</Table.Th>
                    <Table.Th scope="col">Start Date</Table.Th>
                    <Table.Th scope="col">End Date</Table.Th>
                    <Table.Th scope="col">Location</Table.Th>
                    <Table.Th scope="col">Applications</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {competitions.data.results.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <CompetitionLogo title={c.competition_title} logo={c.logo} />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/competition-detail/${c.id}`}>
                          {c.competition_title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDate(c.start_date)}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {formatDate(c.end_date)}
                          {c.end_date < day && <Badge color="gray.7">Ended</Badge>}
                        </Group>
                      </Table.Td>
                      <Table.Td>{c.location}</Table.Td>
                      <Table.Td>
                        <HowToApply competition={c} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="View competition">
                            <ActionIcon component={Link} to={`/competition-detail/${c.id}`} variant="subtle" aria-label={`View ${c.competition_title}`}>
                              <EyeIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Edit competition">
                            <ActionIcon component={Link} to={`/post-skill?edit=${c.id}`} variant="subtle" aria-label={`Edit ${c.competition_title}`}>
                              <PencilIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete competition">
                            <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${c.competition_title}`} onClick={() => confirmDelete(c)}>
                              <TrashIcon />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Pager page={page} count={competitions.data.count} pageSize={pageSize} onChange={setPage} label="Competition pages" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
