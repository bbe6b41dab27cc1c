import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/lib/page';
import { useCounsellingCentre } from '../api/centres';
import { parseId } from '../api/list';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ServiceBadges } from '../components/ServiceBadges';
import { SummaryBox } from '../components/SummaryBox';

/** /counselling-centers/{id}: the centre's own page (the spec's cards pointed at a training: a defect). */
export function CentreDetailPage() {
  const id = parseId(useParams().id);
  const query = useCounsellingCentre(id);
  usePageTitle(query.data?.center_name ?? (id === null || query.isError ? 'Counselling centre not found' : 'Counselling Centre'));

  return (
    <DetailState
      id={id}
      query={query}
      what="this counselling centre"
      notFound={{
        title: 'Counselling centre not found',
        text: 'This counselling centre does not exist or has been removed.',
        backTo: '/counselling-centers',
        backLabel: 'Browse Counselling Centers',
      }}
    >
      {(c) => (
        <>
          <Banner eyebrow="Counselling centre" title={c.center_name} />
          <Container py="xl">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 5 }} order={{ md: 2 }}>
                <SummaryBox
                  heading="Visit the centre"
                  facts={[
                    { label: 'Location', value: c.center_location },
                    { label: 'Opening hours', value: c.opening_hours },
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }} order={{ md: 1 }}>
                <Stack gap="xl">
                  <Stack gap="sm" component="section" aria-labelledby="centre-services">
                    <Title order={2} size="h3" id="centre-services">
                      Services offered
                    </Title>
                    {c.service_offered.length > 0 ? (
                      <ServiceBadges services={c.service_offered} label={`Services at ${c.center_name}`} />
                    ) : (
                      <Text>The centre has not listed its services yet.</Text>
                    )}
                  </Stack>
                  <Stack gap="sm" component="section" aria-labelledby="centre-terms">
                    <Title order={2} size="h3" id="centre-terms">
                      Terms and conditions
                    </Title>
                    <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {c.terms_and_conditions || 'The centre has not published terms and conditions.'}
                    </Text>
                  </Stack>
                </Stack>
              </Grid.Col>
            </Grid>
          </Container>
        </>
      )}
    </DetailState>
  );
}
