import { Anchor, Text } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { usePageTitle } from '@/lib/page';
import { centreQuery, useCounsellingCentre } from '../api/centres';
import { detailPagePrefetch } from '../api/prefetch';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ServiceBadges } from '../components/ServiceBadges';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
import { SummaryBox } from '../components/SummaryBox';
import { t } from '@/lib/i18n';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { careerServicesQuery } from '@/lib/form-lookups';
import type { PageRequest } from '@/lib/queries/prefetch';
import type { QueryClient } from '@tanstack/react-query';

/** /counselling-centers/{id}: the centre's own page (the spec's cards pointed at a training: a defect). */
export function CentreDetailPage() {
  const id = parseId(useParams().id);
  const query = useCounsellingCentre(id);
  usePageTitle(
    query.data?.center_name ??
      (id === null || query.isError ? t('catalogue.counsellingCentreNotFound') : t('sidebar.counsellingCentre')),
  );

  return (
    <DetailState
      id={id}
      query={query}
      what={t('catalogue.thisCounsellingCentre')}
      notFound={{
        title: t('catalogue.counsellingCentreNotFound'),
        text: t('catalogue.thisCounsellingCentreDoes'),
        backTo: '/counselling-centers',
        backLabel: t('catalogue.browseCounsellingCentres'),
      }}
    >
      {(c) => (
        <>
          <Banner eyebrow={t('counsellor.counsellingCentre')} title={c.center_name} />
          <DetailColumns
            wideSummary
            summary={
              <SummaryBox
                heading={t('catalogue.visitTheCentre')}
                facts={[
                  { label: t('job.location'), value: c.center_location },
                  { label: t('catalogue.openingHours2'), value: c.opening_hours },
                  {
                    label: t('catalogue.phone2'),
                    value: c.phone && <Anchor href={`tel:${c.phone}`}>{c.phone}</Anchor>,
                  },
                  { label: t('login.email'), value: c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> },
                ]}
              />
            }
          >
            <DetailSection id="centre-services" title={t('catalogue.servicesOffered')}>
              {c.service_offered.length > 0 ? (
                <ServiceBadges
                  services={c.service_offered}
                  label={t('catalogue.servicesAt', { center_name: c.center_name })}
                />
              ) : (
                <Text>{t('catalogue.theCentreHasNot')}</Text>
              )}
            </DetailSection>
            <DetailSection id="centre-terms" title={t('catalogue.termsAndConditions')}>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {c.terms_and_conditions || t('catalogue.theCentreHasNot2')}
              </Text>
            </DetailSection>
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
CentreDetailPage.prefetch = (page: PageRequest, client: QueryClient) =>
  Promise.all([detailPagePrefetch(centreQuery)(page, client), prefetchLookupNames(client, careerServicesQuery)]);
