import { Anchor, Stack, Text, Title, Skeleton, Card } from '@/lib/ui/plain';
import type { Training } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export const trainingPath = (id: number) => `/training-detail/${id}`;

/** A training in a list (spec 000 §2.6): title, places, date, time and fee; the title opens the detail. */
export function TrainingCard({ training, titleOrder = 3 }: { training: Training; titleOrder?: 2 | 3 }) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={6} h="100%">
        <Title order={titleOrder} size="h4">
          <Anchor component={Link} to={trainingPath(training.id)} c="brand.8" lineClamp={2} title={training.title}>
            {training.title}
          </Anchor>
        </Title>
        {training.trainer_name && (
          <Text size="sm" c="dimmed">
            {t('catalogue.by2', { trainer_name: training.trainer_name })}
          </Text>
        )}
        <Text size="sm">{t('catalogue.participantsWanted', { count: training.max_no_participants })}</Text>
        <Text size="sm">
          {formatDate(training.date)} · {formatTime(training.time)}
        </Text>
        <Text size="sm">{training.location}</Text>
        <Text mt="auto" pt={4} fw={700} c="brand.8">
          {formatFee(training.fees)}
        </Text>
      </Stack>
    </Card>
  );
}

/** A grey bar one line of the surrounding text high (a no-break space sizes it). */
const Line = ({ width }: { width: string }) => <Skeleton width={width}>{'\u00a0'}</Skeleton>;

/** A training card's placeholder, line for line, so the list does not jump when the trainings arrive. */
export function TrainingCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden="true">
      <Stack gap={6} h="100%">
        <Title order={3} size="h4" component="div">
          <Line width="80%" />
        </Title>
        {['55%', '40%', '60%', '50%'].map((w) => (
          <Text key={w} size="sm" component="div">
            <Line width={w} />
          </Text>
        ))}
        <Text mt="auto" pt={4} fw={700} component="div">
          <Line width="35%" />
        </Text>
      </Stack>
    </Card>
  );
}
