import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Badge, Button, Card, Container, Group, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { TRAINER_MESSAGES, today, type Training } from '@portal/contract';
import { errorMessage } from '../../../lib/api';
import { formatDate, formatTime } from '../../../lib/format';
import { formatFee } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { EyeIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../lib/ui/icons';
import { Pager } from '../../../lib/ui/Pager';
import { LoadError } from '../../../lib/ui/QueryState';
import { PageSizeSelect, TableSkeleton } from '../../../lib/ui/table';
import { useDeleteTraining, useOwnTrainings } from '../api/trainings';

const POST = '/trainer-post-training';
const detailPath = (id: number) => `/training-detail/${id}`;

/** /trainer-manage-training (spec 002 "Manage trainings"): the trainer's trainings, past ones too, with view, edit and delete. */
export function ManageTrainingsPage() {
  usePageTitle('Manage Trainings');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const trainings = useOwnTrainings(page, pageSize);
  const remove = useDeleteTraining();
  const data = trainings.data;

  const confirmDelete = (training: Training) =>
    modals.openConfirmModal({
      title: TRAINER_MESSAGES.deleteTitle,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text>{TRAINER_MESSAGES.deleteMessage}</Text>
          <Text fw={700} size="sm">
            {training.title}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        remove.mutate(training.id, {
          onSuccess: () => {
            notifySuccess(TRAINER_MESSAGES.trainingDeleted);
            // The last row of a page gone: step back a page.
            if (data && data.results.length === 1 && page > 1) setPage(page - 1);
          },
          onError: (error) => notifyError(errorMessage(error), 'The training was not deleted'),
        }),
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Manage Trainings</Title>
          <Button component={Link} to={POST} leftSection={<PlusIcon />}>
            POST NEW TRAINING
          </Button>
        </Group>
        {trainings.isPending ? (
          <TableSkeleton />
        ) : trainings.error && !data ? (
          <LoadError error={trainings.error} onRetry={() => void trainings.refetch()} what="your trainings" />
        ) : !data || data.count === 0 ? (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                You have not posted any trainings yet
              </Title>
              <Text>Post a training with its date, venue, fee and registration link, and learners across the country can find it.</Text>
              <Button component={Link} to={POST}>
                Post your first training
              </Button>
            </Stack>
          </Card>
        ) : (
          <Stack gap="sm">
            <PageSizeSelect
              value={pageSize}
              count={data.count}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
            <ScrollArea type="auto" offsetScrollbars>
              <Table striped highlightOnHover miw={820} aria-label="Your trainings">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Logo</Table.Th>
                    <Table.Th scope="col">Title</Table.Th>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Location</Table.Th>
                    <Table.Th scope="col">Fees</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>
                        <Avatar src={t.logo} alt={t.logo ? `Banner of ${t.title}` : undefined} size={48} radius="sm">
                          {t.title.slice(0, 2).toUpperCase()}
                        </Avatar>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={detailPath(t.id)}>
                          {t.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatDate(t.date)}
                          </Text>
                          <Text size="sm">{formatTime(t.time)}</Text>
                          {t.date < today() && (
                            <Badge color="gray.7" size="sm" w="fit-content">
                              Past
                            </Badge>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{t.location}</Table.Td>
                      <Table.Td>{formatFee(t.fees)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="View training">
                            <ActionIcon component={Link} to={detailPath(t.id)} variant="subtle" aria-label={`View ${t.title}`}>
                              <EyeIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Edit training">
                            <ActionIcon component={Link} to={`${POST}?edit=${t.id}`} variant="subtle" aria-label={`Edit ${t.title}`}>
                              <PencilIcon />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete training">
                            <ActionIcon
                              variant="subtle"
                              color="red.8"
                              aria-label={`Delete ${t.title}`}
                              loading={remove.isPending && remove.variables === t.id}
                              onClick={() => confirmDelete(t)}
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
            <Pager page={page} count={data.count} pageSize={pageSize} onChange={setPage} label="Training pages" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
