import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useState } from 'react';
import { ActionIcon, Anchor, Card, Container, Group, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, type SkillsApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { EyeIcon, TrashIcon } from '@/lib/ui/icons';
import { Pager } from '@/lib/ui/Pager';
import { LoadError } from '@/lib/ui/QueryState';
import { PageSizeSelect, TableSkeleton } from '@/lib/ui/table';
import { useDeleteApplication, useSkillsApplications } from '../api/applications';
import { confirmDeleteApplication } from '../components/confirmDeleteApplication';

/** /skills-applications (spec 002 "Skills applications"): who applied in the portal to the provider's competitions. */
export function SkillsApplicationsPage() {
  usePageTitle('Skills Applications');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const applications = useSkillsApplications(page, pageSize);
  const remove = useDeleteApplication();

  const onDelete = (a: SkillsApplication) =>
    confirmDeleteApplication(a, () =>
      remove.mutate(a.id, {
        onSuccess: () => {
          notifySuccess(SKILLS_MESSAGES.applicationDeleted);
          if (applications.data && applications.data.results.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => notifyError(errorMessage(error), 'Failed to delete the application'),
      }),
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Skills Applications</Title>
        {applications.isPending ? (
          <TableSkeleton />
        ) : applications.error ? (
          <LoadError error={applications.error} onRetry={() => void applications.refetch()} what="the applications" />
        ) : applications.data.count === 0 ? (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>No one has applied to your competitions in the portal yet.</Text>
              <Text size="sm">
                Job seekers apply in the portal to competitions posted without an application link.{' '}
                <Anchor component={Link} to="/manage-competitions">
                  Manage your competitions
                </Anchor>
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            <PageSizeSelect
              value={pageSize}
              count={applications.data.count}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped highlightOnHover miw={720} aria-label="Applications to your competitions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Competition</Table.Th>
                    <Table.Th scope="col">Applicant</Table.Th>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {applications.data.results.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/competition-detail/${a.competition}`}>
                          {a.competition_title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {a.applicant_name}
                          </Text>
                          <Anchor href={`mailto:${a.applicant_email}`} size="sm">
                            {a.applicant_email}
                          </Anchor>
                        </Stack>
                      </Table.Td>
                      <Table.Td>{formatDate(a.created)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="View application">
                            <ActionIcon
                              component={Link}
                              to={`/completion-application-detail/${a.id}`}
                              variant="subtle"
                              aria-label={`View the application of ${a.applicant_name} to ${a.competition_title}`}
                            >
                              <EyeIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete application">
                            <ActionIcon
                              variant="subtle"
                              color="red.8"
                              aria-label={`Delete the application of ${a.applicant_name} to ${a.competition_title}`}
                              onClick={() => onDelete(a)}
                            >
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
            <Pager page={page} count={applications.data.count} pageSize={pageSize} onChange={setPage} label="Application pages" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
