import { Anchor, Avatar, Badge, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TRAINER_MESSAGES, today, type Training } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { confirmDelete, ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteTraining, useOwnTrainings } from '../api/trainings';

const POST = '/trainer-post-training';
const detailPath = (id: number) => `/training-detail/${id}`;

/** /trainer-manage-training (spec 002 "Manage trainings"): the trainer's trainings, past ones too, with view, edit and delete. */
export function ManageTrainingsPage() {
  usePageTitle('Manage Trainings');
  const paging = usePaging();
  const trainings = useOwnTrainings(paging.page, paging.pageSize);
  const remove = useDeleteTraining();

  const askDelete = (training: Training) =>
    confirmDelete({
      title: TRAINER_MESSAGES.deleteTitle,
      message: TRAINER_MESSAGES.deleteMessage,
      name: training.title,
      onConfirm: () =>
        remove.mutate(training.id, {
          onSuccess: () => {
            notifySuccess(TRAINER_MESSAGES.trainingDeleted);
            paging.afterDelete(trainings.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(errorMessage(error), 'The training was not deleted'),
        }),
    });

  const columns: Column<Training>[] = [
    {
      header: 'Logo',
      cell: (t) => (
        <Avatar src={t.logo} alt={t.logo ? `Banner of ${t.title}` : undefined} size={48} radius="sm">
          {t.title.slice(0, 2).toUpperCase()}
        </Avatar>
      ),
    },
    {
      header: 'Title',
      cell: (t) => (
        <Anchor component={Link} to={detailPath(t.id)}>
          {t.title}
        </Anchor>
      ),
    },
    {
      header: 'Date',
      cell: (t) => (
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
      ),
    },
    { header: 'Location', cell: (t) => t.location },
    { header: 'Fees', cell: (t) => formatFee(t.fees) },
    {
      header: 'Actions',
      cell: (t) => (
        <RowActions
          name={t.title}
          noun="training"
          viewTo={detailPath(t.id)}
          editTo={`${POST}?edit=${t.id}`}
          onDelete={() => askDelete(t)}
          deleting={remove.isPending && remove.variables === t.id}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Manage Trainings"
        action={{ label: 'POST NEW TRAINING', to: POST }}
        query={trainings}
        paging={paging}
        columns={columns}
        what="your trainings"
        label="Your trainings"
        empty={{
          text: 'You have not posted any trainings yet. Post a training with its date, venue, fee and registration link, and learners across the country can find it.',
          linkLabel: 'Post your first training',
        }}
        minWidth={820}
      />
    </Container>
  );
}
