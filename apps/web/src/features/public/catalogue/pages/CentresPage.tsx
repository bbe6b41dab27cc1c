import { Container, SimpleGrid } from '@mantine/core';
import { usePageTitle } from '../../../../lib/page';
import { useCounsellingCentres } from '../api/centres';
import { Banner } from '../components/Banner';
import { CentreCard } from '../components/CentreCard';
import { ListResults } from '../components/ListResults';
import { SearchForm } from '../components/SearchForm';
import { useListParams } from '../components/useListParams';

/** /counselling-centers (spec 000 §2.11): two columns of centres, searched by name or service. */
export function CentresPage() {
  usePageTitle('Browse Counselling Centers');
  const list = useListParams();
  const query = useCounsellingCentres(list.params);

  return (
    <>
      <Banner title="Browse Counselling Centers" intro="Free career guidance near you: choosing a course, writing a CV, preparing for interviews and finding placements.">
        <SearchForm
          initial={list.search}
          placeholder="Center Name or Counselling Service"
          buttonLabel="Find Center"
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
          countHeading={(n) => (n === 1 ? '1 Center Found' : `${n} Centers Found`)}
          emptyHeading="No Career Centers Found"
          emptyHint="No counselling centres are listed yet. Please check again soon."
          what="the counselling centres"
          skeletonCols={{ base: 1, md: 2 }}
          pagerLabel="Counselling centre pages"
        >
          {(results) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {results.map((c) => (
                <CentreCard key={c.id} centre={c} />
              ))}
            </SimpleGrid>
          )}
        </ListResults>
      </Container>
    </>
  );
}
