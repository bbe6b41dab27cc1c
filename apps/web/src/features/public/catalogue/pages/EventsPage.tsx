import { careerEventsQuery, useCareerEvents } from '../api/events';
import { listPagePrefetch } from '../api/prefetch';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { EventCard } from '../components/EventCard';
import { useListParams } from '../components/useListParams';
import { t } from '@/lib/i18n';

/** /events (spec 000 §2.10, 002 "Browse career events"): a grid, 10 per page. */
export function EventsPage() {
  const list = useListParams();
  const query = useCareerEvents(list.params);
  return (
    <CatalogueListPage
      title={t('catalogue.browseCareerEvents2')}
      intro={t('catalogue.careerFairsOpenDays')}
      search={{ placeholder: t('catalogue.eventTitleKeywordsOr'), buttonLabel: t('catalogue.findAnEvent') }}
      list={list}
      query={query}
      texts={{
        count: (n) => t('catalogue.careerEventsFound', { n }),
        emptyHeading: t('catalogue.noCareerEventsFound'),
        emptyHint: t('catalogue.thereAreNoUpcoming'),
        what: t('catalogue.theCareerEvents'),
        pagerLabel: t('catalogue.careerEventPages'),
      }}
      cols={{ base: 1, sm: 2, lg: 3 }}
      card={(e) => <EventCard key={e.id} event={e} />}
    />
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
EventsPage.prefetch = listPagePrefetch(careerEventsQuery);
