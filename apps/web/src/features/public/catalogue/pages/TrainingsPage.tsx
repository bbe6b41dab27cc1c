import { SimpleGrid } from '@mantine/core';
import { trainingsQuery, useTrainings } from '../api/trainings';
import { listPagePrefetch } from '../api/prefetch';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { TrainingCard, TrainingCardSkeleton } from '../components/TrainingCard';
import { useListParams } from '../components/useListParams';
import { t } from '@/lib/i18n';

const COLS = { base: 1, sm: 2, lg: 3 };

/** /trainings (spec 000 §2.6): upcoming trainings, searched and paged through the URL. */
export function TrainingsPage() {
  const list = useListParams();
  const query = useTrainings(list.params);
  return (
    <CatalogueListPage
      title={t('catalogue.browseTrainings2')}
      intro={t('catalogue.shortCoursesAndApprenticeships')}
      search={{ placeholder: t('catalogue.trainingTitleKeywordsOr'), buttonLabel: t('catalogue.findATraining2') }}
      list={list}
      query={query}
      texts={{
        count: (n) => t('catalogue.trainingsFound', { n }),
        emptyHeading: t('catalogue.noTrainingsFound'),
        emptyHint: t('catalogue.thereAreNoUpcoming2'),
        what: t('home.theTrainings'),
        pagerLabel: t('catalogue.trainingPages'),
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

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
TrainingsPage.prefetch = listPagePrefetch(trainingsQuery);
