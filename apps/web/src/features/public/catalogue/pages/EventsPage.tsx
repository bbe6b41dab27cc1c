import { Container, SimpleGrid } from '@mantine/core';
import { usePageTitle } from '../../../../lib/page';
import { useCareerEvents } from '../api/events';
import { Banner } from '../components/Banner';
import { EventCard } from '../components/EventCard';
import { ListResults } from '../components/ListResults';
import { SearchForm } from '../components/SearchForm';
import { useListParams } from '../components/useListParams';

/** /events (spec 000 §2.10, 002 "Browse career events"): a grid, 10 per page. */
export function EventsPage() {
  usePageTitle('Browse Career Events');
  const list = useListParams();
  const query = useCareerEvents(list.params);

  return (
    <>
      <Banner title="Browse Career Events" intro="Career fairs, open days and forums where you meet employers, trainers and counsellors.">
        <SearchForm
          initial={list.search}
          placeholder="Event Title, Keywords, or Phrase"
          buttonLabel="Find Event"
          onSearch={list.setSearch}
        />
      </Banner>
      <Container py="xl">
        <ListResults
          query={query}
          page={list.page}
          onPage={list.setPage}
          search={list.search}
          onClearSearch={() => list.setSearch('')}
          countHeading={(n) => (n === 1 ? '1 Career Event Found' : `${n} Career Events Found`)}
          emptyHeading="No Career Event FOUND"
          emptyHint="There are no upcoming career events at the moment. Please check again soon."
          what="the career events"
          pagerLabel="Career event pages"
        >
          {(results) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {results.map((e) => (
                <EventCard key={e.id} event={e} />
              ))}
            </SimpleGrid>
          )}
        </ListResults>
      </Container>
    </>
  );
}
