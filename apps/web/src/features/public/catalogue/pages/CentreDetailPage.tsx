import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/lib/page';
import { useCounsellingCentre } from '../api/centres';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ServiceBadges } from '../components/ServiceBadges';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
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
        backLabel: 'Browse counselling centres',
      }}
    >
      {(c) => (
        <>
          <Banner eyebrow="Counselling centre" title={c.center_name} />
          <DetailColumns
            summarySpan={5}
            summary={
              <SummaryBox
                heading="Visit the centre"
                facts={[
                  { label: 'Location', value: c.center_location },
                  { label: 'Opening hours', value: c.opening_hours },
                  { label: 'Phone', value: c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a> },
                  { label: 'E-mail', value: c.email && <a href={`mailto:${c.email}`}>{c.email}</a> },
                ]}
              />
            }
          >
            <DetailSection id="centre-services" title="Services offered">
              {c.service_offered.length > 0 ? (
                <ServiceBadges services={c.service_offered} label={`Services at ${c.center_name}`} />
              ) : (
                <Text>The centre has not listed its services yet.</Text>
              )}
            </DetailSection>
            <DetailSection id="centre-terms" title="Terms and conditions">
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {c.terms_and_conditions || 'The centre has not published terms and conditions.'}
              </Text>
            </DetailSection>
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}
