import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_RECENT_TRAININGS, TRUNCATE } from '@portal/contract';
import { formatDate, truncate } from '../../../../lib/format';
import { formatFee } from '../../../../lib/money';
import { CardSkeletons, LoadError } from '../../../../lib/ui/QueryState';
import { useRecentTrainings } from '../api/trainings';
import classes from './Home.module.css';

/** The 8 newest trainings, titles cut to 50 characters (spec 000 §2.3, §9). */
export function RecentTrainings() {
  const trainings = useRecentTrainings();
  return (
    <section className={classes.section} aria-labelledby="recent-trainings-heading">
      <Container>
        <Stack gap="lg">
          <Title order={2} id="recent-trainings-heading">
            Recent Trainings
          </Title>
          {trainings.isPending ? (
            <CardSkeletons count={HOME_RECENT_TRAININGS} cols={{ base: 1, xs: 2, md: 4 }} />
          ) : trainings.error ? (
            <LoadError error={trainings.error} onRetry={() => void trainings.refetch()} what="the trainings" />
          ) : trainings.data.results.length === 0 ? (
            <Text>No trainings are scheduled right now.</Text>
          ) : (
            <ul className={classes.grid} data-cols="4">
              {trainings.data.results.map((t) => (
                <li key={t.id}>
                  <Card component="article" withBorder padding="md" radius="md" h="100%">
                    <Stack gap={6}>
                      <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                        <Anchor component={Link} to={`/training-detail/${t.id}`} underline="hover" c="brand.8" title={t.title.length > TRUNCATE.homeTrainingTitle ? t.title : undefined}>
                          {truncate(t.title, TRUNCATE.homeTrainingTitle)}
                        </Anchor>
                      </Title>
                      {t.trainer_name && <Text size="sm">{t.trainer_name}</Text>}
                      <Text size="sm">
                        {formatDate(t.date)} · {t.location}
                      </Text>
                      <Text size="sm" fw={700}>
                        {formatFee(t.fees)}
                      </Text>
                    </Stack>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <Group>
            <Button component={Link} to="/trainings" variant="outline">
              Browse All Trainings
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
