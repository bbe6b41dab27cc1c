import { Anchor, Container, Group, Stack } from '@/lib/ui/plain';
import { HOME_RECENT_TRAININGS, TRUNCATE } from '@portal/contract';
import { formatDate, truncate } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { useRecentTrainings } from '../api/trainings';
import classes from './Home.module.css';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** The 8 newest trainings, titles cut to 50 characters (spec 000 §2.3, §9). */
export function RecentTrainings() {
  const trainings = useRecentTrainings();
  return (
    <section className={classes.section} aria-labelledby="recent-trainings-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="recent-trainings-heading">
            {t('home.recentTrainings')}
          </h2>
          {trainings.isPending ? (
            <CardSkeletons count={HOME_RECENT_TRAININGS} cols={{ base: 1, xs: 2, md: 4 }} />
          ) : trainings.error ? (
            <LoadError error={trainings.error} onRetry={() => void trainings.refetch()} what={t('home.theTrainings')} />
          ) : trainings.data.results.length === 0 ? (
            <p className={typography.text}>{t('home.noTrainings')}</p>
          ) : (
            <ul className={classes.grid} data-cols="4">
              {trainings.data.results.map((training) => (
                <li key={training.id}>
                  {/* A plain article styled as Mantine's bordered Card: Card stays out of the first download. */}
                  <article className={classes.trainingCard}>
                    <Stack gap={6}>
                      <h3
                        className={typography.title}
                        style={{ fontSize: 'var(--mantine-font-size-md)', overflowWrap: 'anywhere' }}
                      >
                        <Anchor
                          component={Link}
                          to={`/training-detail/${training.id}`}
                          underline="hover"
                          c="brand.8"
                          title={training.title.length > TRUNCATE.homeTrainingTitle ? training.title : undefined}
                        >
                          {truncate(training.title, TRUNCATE.homeTrainingTitle)}
                        </Anchor>
                      </h3>
                      {training.trainer_name && (
                        <p className={typography.text} data-size="sm">
                          {training.trainer_name}
                        </p>
                      )}
                      <p className={typography.text} data-size="sm">
                        {formatDate(training.date)} · {training.location}
                      </p>
                      <p className={typography.text} data-size="sm" style={{ fontWeight: 700 }}>
                        {formatFee(training.fees)}
                      </p>
                    </Stack>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Group>
            <Link to="/trainings" className={button.button} data-variant="outline">
              {t('home.browseAllTrainings')}
            </Link>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
