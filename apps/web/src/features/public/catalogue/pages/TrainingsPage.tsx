import { SimpleGrid } from '@mantine/core';
import { useTrainings } from '../api/trainings';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { TrainingCard, TrainingCardSkeleton } from '../components/TrainingCard';
import { useListParams } from '../components/useListParams';

const COLS = { base: 1, sm: 2, lg: 3 };

/** /trainings (spec 000 §2.6): upcoming trainings, searched and paged through the URL. */
export function TrainingsPage() {
  const list = useListParams();
  const query = useTrainings(list.params);
  return (
    <CatalogueListPage
      title="Browse trainings"
      intro="Short courses and apprenticeships from registered trainers across Uganda."
      search={{ placeholder: 'Training title, keywords or phrase', buttonLabel: 'Find a training' }}
      list={list}
      query={query}
      texts={{
        count: (n) => (n === 1 ? '1 training found' : `${n} trainings found`),
        emptyHeading: 'No trainings found',
        emptyHint: 'There are no upcoming trainings at the moment. Please check again soon.',
        what: 'the trainings',
        pagerLabel: 'Training pages',
      }}
      cols={COLS}
      skeleton={
        <SimpleGrid cols={COLS}>
          {Array.from({ length: 6 }, (_, i) => (
            <TrainingCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      }
      card={(t) => <TrainingCard key={t.id} training={t} />}
    />
  );
}
