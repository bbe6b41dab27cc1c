import { Anchor, Avatar, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TRAINER_MESSAGES, today, type Training } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteTraining, useOwnTrainings } from '../api/trainings';

const POST = '/trainer-post-training';
const detailPath = (id: number) => `/training-detail/${id}`;

/** /trainer-manage-training (spec 002 "Manage trainings"): the trainer's trainings, past ones too, with view, edit and delete. */
export function ManageTrainingsPage() {
  usePageTitle('Manage Trainings');
  const trainings = usePagedList(useOwnTrainings);
  const remove = useDeleteTraining();

  const columns: Column<Training>[] = [
    {
      header: 'Logo',
      kind: 'logo',
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
    actionsColumn(trainings, {
      noun: 'training', name: (t) => t.title,
      view: (t) => detailPath(t.id), edit: (t) => `${POST}?edit=${t.id}`,
      remove: { mutation: remove, texts: { title: TRAINER_MESSAGES.deleteTitle, message: TRAINER_MESSAGES.deleteMessage, done: TRAINER_MESSAGES.trainingDeleted, failed: 'The training was not deleted' } },
    }),
  ];

  return (
    <ManagedTable
      title="Manage Trainings" action={{ label: 'Post a new training', to: POST }}
      list={trainings} columns={columns} what="your trainings"
      empty={{
        text: 'You have not posted any trainings yet. Post a training with its date, venue, fee and registration link, and learners across the country can find it.',
        linkLabel: 'Post your first training',
      }}
    />
  );
}
