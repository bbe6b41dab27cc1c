import { Anchor, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HOME_RECENT_TRAININGS, TRUNCATE } from '@portal/contract';
import { formatDate, truncate } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { useRecentTrainings } from '../api/trainings';
import classes from './Home.module.css';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';

/** The 8 newest trainings, titles cut to 50 characters (spec 000 §2.3, §9). */
export function RecentTrainings() {
  const trainings = useRecentTrainings();
  return (
    <section className={classes.section} aria-labelledby="recent-trainings-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="recent-trainings-heading">
            Recent Trainings
          </h2>
          {trainings.isPending ? (
            <CardSkeletons count={HOME_RECENT_TRAININGS} cols={{ base: 1, xs: 2, md: 4 }} />
          ) : trainings.error ? (
            <LoadError error={trainings.error} onRetry={() => void trainings.refetch()} what="the trainings" />
          ) : trainings.data.results.length === 0 ? (
            <p className={typography.text}>No trainings are scheduled right now.</p>
          ) : (
            <ul className={classes.grid} data-cols="4">
              {trainings.data.results.map((t) => (
                <li key={t.id}>
                  {/* A plain article styled as Mantine's bordered Card: Card stays out of the first download. */}
                  <article className={classes.trainingCard}>
                    <Stack gap={6}>
                      <h3 className={typography.title} style={{ fontSize: 'var(--mantine-font-size-md)', overflowWrap: 'anywhere' }}>
                        <Anchor component={Link} to={`/training-detail/${t.id}`} underline="hover" c="brand.8" title={t.title.length > TRUNCATE.homeTrainingTitle ? t.title : undefined}>
                          {truncate(t.title, TRUNCATE.homeTrainingTitle)}
                        </Anchor>
                      </h3>
                      {t.trainer_name && (
                        <p className={typography.text} data-size="sm">
                          {t.trainer_name}
                        </p>
                      )}
                      <p className={typography.text} data-size="sm">
                        {formatDate(t.date)} · {t.location}
                      </p>
                      <p className={typography.text} data-size="sm" style={{ fontWeight: 700 }}>
                        {formatFee(t.fees)}
                      </p>
                    </Stack>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Group>
            <Link to="/trainings" className={button.button} data-variant="outline">
              Browse All Trainings
            </Link>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
