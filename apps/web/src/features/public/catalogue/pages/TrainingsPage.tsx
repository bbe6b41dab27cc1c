import { Container, SimpleGrid } from '@mantine/core';
import { usePageTitle } from '../../../../lib/page';
import { useTrainings } from '../api/trainings';
import { Banner } from '../components/Banner';
import { ListResults } from '../components/ListResults';
import { SearchForm } from '../components/SearchForm';
import { TrainingCard, TrainingCardSkeleton } from '../components/TrainingCard';
import { useListParams } from '../components/useListParams';

/** /trainings (spec 000 §2.6): upcoming trainings, searched and paged through the URL. */
export function TrainingsPage() {
  usePageTitle('Browse Trainings');
  const list = useListParams();
  const query = useTrainings(list.params);

  return (
    <>
      <Banner title="Browse Trainings" intro="Short courses and apprenticeships from registered trainers across Uganda.">
        <SearchForm
          initial={list.search}
          placeholder="Training Title, Keywords, or Phrase"
          buttonLabel="Find Training"
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
          countHeading={(n) => (n === 1 ? '1 Training Found' : `${n} Trainings Found`)}
          emptyHeading="No Trainings FOUND"
          emptyHint="There are no upcoming trainings at the moment. Please check again soon."
          what="the trainings"
          pagerLabel="Training pages"
          skeleton={
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {Array.from({ length: 6 }, (_, i) => (
                <TrainingCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          }
        >
          {(results) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {results.map((t) => (
                <TrainingCard key={t.id} training={t} />
              ))}
            </SimpleGrid>
          )}
        </ListResults>
      </Container>
    </>
  );
}
