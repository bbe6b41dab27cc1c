import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { formatDate, formatTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { useCareerEvent } from '../api/events';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ExternalButton, isWebLink } from '../components/ExternalLink';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
import { SummaryBox } from '../components/SummaryBox';

/** /event-detail/{id} (spec 000 §2.10, 002 "Event details"). */
export function EventDetailPage() {
  const id = parseId(useParams().id);
  const query = useCareerEvent(id);
  usePageTitle(query.data?.title ?? (id === null || query.isError ? 'Event not found' : 'Event Detail'));

  return (
    <DetailState
      id={id}
      query={query}
      what="this event"
      notFound={{
        title: 'Event not found',
        text: 'This career event does not exist or has been removed by its organiser.',
        backTo: '/events',
        backLabel: 'Browse Career Events',
      }}
    >
      {(e) => (
        <>
          <Banner eyebrow="Career event" title={e.title} />
          <DetailColumns
            summary={
              <SummaryBox
                heading="Event Summary"
                logo={e.logo}
                logoAlt={`Logo of ${e.title}`}
                facts={[
                  { label: 'Title', value: e.title },
                  { label: 'Event Date', value: formatDate(e.event_date) },
                  { label: 'Start Time', value: formatTime(e.start_time) },
                  { label: 'End Time', value: formatTime(e.end_time) },
                  { label: 'Location', value: e.location },
                ]}
              >
                {isWebLink(e.registration_link) && (
                  <ExternalButton href={e.registration_link} fullWidth>
                    Event Registration
                  </ExternalButton>
                )}
              </SummaryBox>
            }
          >
            <DetailSection id="event-theme" title="Theme">
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{e.theme}</Text>
            </DetailSection>
            {e.target_audience && (
              <DetailSection id="event-audience" title="Who should attend">
                <Text style={{ overflowWrap: 'anywhere' }}>{e.target_audience}</Text>
              </DetailSection>
            )}
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}
