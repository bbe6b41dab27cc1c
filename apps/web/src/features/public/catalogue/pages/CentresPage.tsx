import { useCounsellingCentres } from '../api/centres';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { CentreCard } from '../components/CentreCard';
import { useListParams } from '../components/useListParams';

/** /counselling-centers (spec 000 §2.11): two columns of centres, searched by name or service. */
export function CentresPage() {
  const list = useListParams();
  const query = useCounsellingCentres(list.params);
  return (
    <CatalogueListPage
      title="Browse counselling centres"
      intro="Free career guidance near you: choosing a course, writing a CV, preparing for interviews and finding placements."
      search={{ placeholder: 'Centre name or counselling service', buttonLabel: 'Find a centre' }}
      list={list}
      query={query}
      texts={{
        count: (n) => (n === 1 ? '1 centre found' : `${n} centres found`),
        emptyHeading: 'No career centres found',
        emptyHint: 'No counselling centres are listed yet. Please check again soon.',
        what: 'the counselling centres',
        pagerLabel: 'Counselling centre pages',
      }}
      cols={{ base: 1, md: 2 }}
      card={(c) => <CentreCard key={c.id} centre={c} />}
    />
  );
}
