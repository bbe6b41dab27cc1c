import { Text } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { formatDate, formatTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { careerEventQuery, useCareerEvent } from '../api/events';
import { detailPagePrefetch } from '../api/prefetch';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ExternalButton, isWebLink } from '../components/ExternalLink';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
import { SummaryBox } from '../components/SummaryBox';
import { t } from '@/lib/i18n';

/** /event-detail/{id} (spec 000 §2.10, 002 "Event details"). */
export function EventDetailPage() {
  const id = parseId(useParams().id);
  const query = useCareerEvent(id);
  usePageTitle(
    query.data?.title ?? (id === null || query.isError ? t('catalogue.eventNotFound') : t('catalogue.eventDetail')),
  );

  return (
    <DetailState
      id={id}
      query={query}
      what={t('catalogue.thisEvent')}
      notFound={{
        title: t('catalogue.eventNotFound'),
        text: t('catalogue.thisCareerEventDoes'),
        backTo: '/events',
        backLabel: t('catalogue.browseCareerEvents'),
      }}
    >
      {(e) => (
        <>
          <Banner eyebrow={t('catalogue.careerEvent')} title={e.title} />
          <DetailColumns
            summary={
              <SummaryBox
                heading={t('catalogue.eventSummary')}
                logo={e.logo}
                logoAlt={t('catalogue.logoOf2', { title: e.title })}
                facts={[
                  { label: t('notifications.title'), value: e.title },
                  { label: t('catalogue.eventDate'), value: formatDate(e.event_date) },
                  { label: t('counsellor.startTime'), value: formatTime(e.start_time) },
                  { label: t('counsellor.endTime'), value: formatTime(e.end_time) },
                  { label: t('job.location'), value: e.location },
                ]}
              >
                {isWebLink(e.registration_link) && (
                  <ExternalButton href={e.registration_link} fullWidth>
                    {t('catalogue.eventRegistration')}
                  </ExternalButton>
                )}
              </SummaryBox>
            }
          >
            <DetailSection id="event-theme" title={t('counsellor.theme')}>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{e.theme}</Text>
            </DetailSection>
            {e.target_audience && (
              <DetailSection id="event-audience" title={t('catalogue.whoShouldAttend')}>
                <Text style={{ overflowWrap: 'anywhere' }}>{e.target_audience}</Text>
              </DetailSection>
            )}
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
EventDetailPage.prefetch = detailPagePrefetch(careerEventQuery);
