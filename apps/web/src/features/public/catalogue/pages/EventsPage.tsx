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
      title="Browse Career Events"
      intro="Career fairs, open days and forums where you meet employers, trainers and counsellors."
      search={{ placeholder: 'Event Title, Keywords, or Phrase', buttonLabel: 'Find Event' }}
      list={list}
      query={query}
      texts={{
        count: (n) => (n === 1 ? '1 Career Event Found' : `${n} Career Events Found`),
        emptyHeading: 'No Career Event FOUND',
        emptyHint: 'There are no upcoming career events at the moment. Please check again soon.',
        what: 'the career events',
        pagerLabel: 'Career event pages',
      }}
      cols={{ base: 1, sm: 2, lg: 3 }}
      card={(e) => <EventCard key={e.id} event={e} />}
    />
  );
}
