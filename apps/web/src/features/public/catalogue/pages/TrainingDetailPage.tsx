import { Grid, SimpleGrid } from '@mantine/core';
import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { usePageTitle } from '@/lib/page';
import { CardSkeletons } from '@/lib/ui/QueryState';
import { parseId } from '@/lib/ids';
import type { PageRequest } from '@/lib/queries/prefetch';
import type { QueryClient } from '@tanstack/react-query';
import { relatedTrainingsQuery, trainingQuery, useRelatedTrainings, useTraining } from '../api/trainings';
import { detailPagePrefetch } from '../api/prefetch';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ExternalButton, isWebLink } from '../components/ExternalLink';
import { RichText } from '../components/RichText';
import { SummaryBox } from '../components/SummaryBox';
import { TrainingCard } from '../components/TrainingCard';
import { t } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { contractTypesQuery } from '@/lib/lookups';

/** Up to 4 other trainings under the one being read (spec 000 §2.7). */
function RelatedTrainings({ id }: { id: number }) {
  const related = useRelatedTrainings(id);
  // A failure here only hides the extras; the training itself is on screen.
  if (related.error || (related.data && related.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-trainings">
      <Title order={2} size="h3" id="related-trainings" mb="md">
        {t('catalogue.relatedTrainings')}
      </Title>
      {related.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {related.data.map((training) => (
            <TrainingCard key={training.id} training={training} />
          ))}
        </SimpleGrid>
      ) : (
        <CardSkeletons count={4} cols={{ base: 1, sm: 2, lg: 4 }} />
      )}
    </section>
  );
}

/** /training-detail/{id} and /trainings/{id} (spec 000 §2.7). */
export function TrainingDetailPage() {
  const id = parseId(useParams().id);
  const query = useTraining(id);
  const contractName = useLookupName(contractTypesQuery);
  const notFound = id === null || query.isError;
  usePageTitle(query.data?.title ?? (notFound ? t('catalogue.trainingNotFound') : t('catalogue.trainingDetail')));

  return (
    <DetailState
      id={id}
      query={query}
      what={t('catalogue.thisTraining')}
      notFound={{
        title: t('catalogue.trainingNotFound'),
        text: t('catalogue.thisTrainingDoesNot'),
        backTo: '/trainings',
        backLabel: t('catalogue.browseTrainings'),
      }}
    >
      {(training) => (
        <>
          <Banner
            eyebrow={t('catalogue.training')}
            title={training.title}
            intro={
              training.trainer_name ? t('catalogue.offeredBy', { trainer_name: training.trainer_name }) : undefined
            }
          />
          <Container py="xl">
            <Stack gap="xl">
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 4 }} order={{ md: 2 }}>
                  <SummaryBox
                    heading={t('catalogue.trainingSummary')}
                    logo={training.logo}
                    logoAlt={t('catalogue.logoOf', { value0: training.trainer_name || training.title })}
                    facts={[
                      { label: t('catalogue.fees'), value: formatFee(training.fees) },
                      {
                        label: t('catalogue.places'),
                        value: t('catalogue.participantsWanted', { count: training.max_no_participants }),
                      },
                      { label: t('catalogue.startDate'), value: formatDate(training.date) },
                      { label: t('catalogue.time'), value: formatTime(training.time) },
                      { label: t('job.location'), value: training.location },
                      {
                        label: t('catalogue.type'),
                        value: training.contract_type && contractName(training.contract_type.name),
                      },
                      { label: t('sidebar.group.trainer'), value: training.trainer_name },
                    ]}
                  >
                    {isWebLink(training.registration_link) && (
                      <ExternalButton href={training.registration_link} fullWidth>
                        {t('catalogue.registrationLink')}
                      </ExternalButton>
                    )}
                  </SummaryBox>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }} order={{ md: 1 }}>
                  <Stack gap="sm">
                    <Title order={2} size="h3">
                      {t('catalogue.aboutThisTraining')}
                    </Title>
                    {training.description ? (
                      <RichText html={training.description} />
                    ) : (
                      <Text>{t('catalogue.theTrainerHasNot')}</Text>
                    )}
                  </Stack>
                </Grid.Col>
              </Grid>
              <RelatedTrainings id={training.id} />
            </Stack>
          </Container>
        </>
      )}
    </DetailState>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): the training and the others under it.
TrainingDetailPage.prefetch = async (page: PageRequest, client: QueryClient) => {
  const id = parseId(page.params.id);
  await Promise.all([
    detailPagePrefetch(trainingQuery)(page, client),
    id === null ? undefined : client.prefetchQuery(relatedTrainingsQuery(id)),
    prefetchLookupNames(client, contractTypesQuery),
  ]);
};
