import { Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatDate, formatTime } from '@/lib/format';
import { formatFee } from '@/lib/money';
import { usePageTitle } from '@/lib/page';
import { CardSkeletons } from '@/lib/ui/QueryState';
import { parseId } from '@/lib/ids';
import { useRelatedTrainings, useTraining } from '../api/trainings';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ExternalButton, isWebLink } from '../components/ExternalLink';
import { RichText } from '../components/RichText';
import { SummaryBox } from '../components/SummaryBox';
import { TrainingCard } from '../components/TrainingCard';

/** Up to 4 other trainings under the one being read (spec 000 §2.7). */
function RelatedTrainings({ id }: { id: number }) {
  const related = useRelatedTrainings(id);
  // A failure here only hides the extras; the training itself is on screen.
  if (related.error || (related.data && related.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-trainings">
      <Title order={2} size="h3" id="related-trainings" mb="md">
        Related Trainings
      </Title>
      {related.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {related.data.map((t) => (
            <TrainingCard key={t.id} training={t} />
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
  const notFound = id === null || query.isError;
  usePageTitle(query.data?.title ?? (notFound ? 'Training not found' : 'Training Detail'));

  return (
    <DetailState
      id={id}
      query={query}
      what="this training"
      notFound={{
        title: 'Training not found',
        text: 'This training does not exist or has been removed by its trainer.',
        backTo: '/trainings',
        backLabel: 'Browse Trainings',
      }}
    >
      {(t) => (
        <>
          <Banner eyebrow="Training" title={t.title} intro={t.trainer_name ? `Offered by ${t.trainer_name}` : undefined} />
          <Container py="xl">
            <Stack gap="xl">
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 4 }} order={{ md: 2 }}>
                  <SummaryBox
                    heading="Training Summary"
                    logo={t.logo}
                    logoAlt={`Logo of ${t.trainer_name || t.title}`}
                    facts={[
                      { label: 'Fees', value: formatFee(t.fees) },
                      { label: 'Participants required', value: `${t.max_no_participants} Candidate(s)` },
                      { label: 'Start date', value: formatDate(t.date) },
                      { label: 'Time', value: formatTime(t.time) },
                      { label: 'Location', value: t.location },
                      { label: 'Type', value: t.contract_type?.name },
                      { label: 'Trainer', value: t.trainer_name },
                    ]}
                  >
                    {isWebLink(t.registration_link) && (
                      <ExternalButton href={t.registration_link} fullWidth>
                        Registration Link
                      </ExternalButton>
                    )}
                  </SummaryBox>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }} order={{ md: 1 }}>
                  <Stack gap="sm">
                    <Title order={2} size="h3">
                      About this training
                    </Title>
                    {t.description ? <RichText html={t.description} /> : <Text>The trainer has not added a description yet.</Text>}
                  </Stack>
                </Grid.Col>
              </Grid>
              <RelatedTrainings id={t.id} />
            </Stack>
          </Container>
        </>
      )}
    </DetailState>
  );
}
