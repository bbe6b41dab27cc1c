import { Avatar } from '@mantine/core';
import { Anchor, Stack, Text, Badge } from '@/lib/ui/plain';
import { TRAINER_MESSAGES, today, type Training } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteTraining, useOwnTrainings } from '../api/trainings';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { editPath } from '@/lib/useEditId';

const POST = '/trainer-post-training';
const detailPath = (id: number) => `/training-detail/${id}`;

/** /trainer-manage-training (spec 002 "Manage trainings"): the trainer's trainings, past ones too, with view, edit and delete. */
export function ManageTrainingsPage() {
  usePageTitle(t('sidebar.manageTrainings'));
  const trainings = usePagedList(useOwnTrainings);
  const remove = useDeleteTraining();

  const columns: Column<Training>[] = [
    {
      header: t('table.logo'),
      kind: 'logo',
      cell: (training) => (
        <Avatar
          src={training.logo}
          alt={training.logo ? t('trainer.bannerOf', { title: training.title }) : undefined}
          size={48}
          radius="sm"
        >
          {training.title.slice(0, 2).toUpperCase()}
        </Avatar>
      ),
    },
    {
      header: t('notifications.title'),
      cell: (training) => (
        <Anchor component={Link} to={detailPath(training.id)}>
          {training.title}
        </Anchor>
      ),
    },
    {
      header: t('counsellor.date'),
      cell: (training) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(training.date)}
          </Text>
          <Text size="sm">{formatTime(training.time)}</Text>
          {training.date < today() && (
            <Badge color="gray.7" size="sm" w="fit-content">
              {t('trainer.past')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { header: t('job.location'), cell: (training) => training.location },
    { header: t('catalogue.fees'), cell: (training) => formatFee(training.fees) },
    actionsColumn(trainings, {
      noun: t('trainer.nounTraining'),
      name: (training) => training.title,
      view: (training) => detailPath(training.id),
      edit: (training) => editPath(POST, training.id),
      remove: {
        mutation: remove,
        texts: {
          title: TRAINER_MESSAGES.deleteTitle,
          message: TRAINER_MESSAGES.deleteMessage,
          done: TRAINER_MESSAGES.trainingDeleted,
          failed: t('trainer.theTrainingWasNot'),
        },
      },
    }),
  ];

  return (
    <ManagedTable
      title={t('sidebar.manageTrainings')}
      action={{ label: t('trainer.postANewTraining'), to: POST }}
      list={trainings}
      columns={columns}
      what={t('trainer.yourTrainings')}
      empty={{
        text: t('trainer.youHaveNotPosted'),
        linkLabel: t('trainer.postYourFirstTraining'),
      }}
    />
  );
}
