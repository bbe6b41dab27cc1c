import { useCareerEvents } from '../api/events';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { EventCard } from '../components/EventCard';
import { useListParams } from '../components/useListParams';

/** /events (spec 000 §2.10, 002 "Browse career events"): a grid, 10 per page. */
export function EventsPage() {
  const list = useListParams();
  const query = useCareerEvents(list.params);
  return (
    <CatalogueListPage
      title="Browse career events"
      intro="Career fairs, open days and forums where you meet employers, trainers and counsellors."
      search={{ placeholder: 'Event title, keywords or phrase', buttonLabel: 'Find an event' }}
      list={list}
      query={query}
      texts={{
        count: (n) => (n === 1 ? '1 career event found' : `${n} career events found`),
        emptyHeading: 'No career events found',
        emptyHint: 'There are no upcoming career events at the moment. Please check again soon.',
        what: 'the career events',
        pagerLabel: 'Career event pages',
      }}
      cols={{ base: 1, sm: 2, lg: 3 }}
      card={(e) => <EventCard key={e.id} event={e} />}
    />
  );
}
