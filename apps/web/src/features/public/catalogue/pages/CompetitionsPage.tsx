import { Container, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { COMPETITION_ORDERING_LABELS, COMPETITION_ORDERINGS } from '@portal/contract';
import { usePageTitle } from '../../../../lib/page';
import { useCompetitions } from '../api/competitions';
import { Banner } from '../components/Banner';
import { CompetitionCard } from '../components/CompetitionCard';
import { ListResults } from '../components/ListResults';
import { SearchForm } from '../components/SearchForm';
import { useListParams } from '../components/useListParams';

const SORT_OPTIONS = COMPETITION_ORDERINGS.map((value) => ({ value, label: COMPETITION_ORDERING_LABELS[value] }));
const isOrdering = (v: string): v is (typeof COMPETITION_ORDERINGS)[number] => (COMPETITION_ORDERINGS as readonly string[]).includes(v);

/** /skills-competitions (spec 000 §2.8, 002): search, a working sort and pages of 10. */
export function CompetitionsPage() {
  usePageTitle('Browse Skills Competitions');
  const list = useListParams(COMPETITION_ORDERINGS);
  const query = useCompetitions(list.params);

  return (
    <>
      <Banner title="Browse Skills Competitions" intro="Show what you can do: practical contests for young artisans, with prizes, tool kits and placements.">
        <SearchForm
          initial={list.search}
          placeholder="Competition Title, Keywords, or Phrase"
          buttonLabel="Find Competition"
          onSearch={list.setSearch}
        />
      </Banner>
      <Container py="xl">
        <Stack gap="md">
          <Group justify="flex-end">
            <NativeSelect
              label="Sort by"
              data={SORT_OPTIONS}
              value={list.ordering}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (isOrdering(v)) list.setOrdering(v);
              }}
              w={{ base: '100%', xs: 240 }}
            />
          </Group>
          <ListResults
            query={query}
            page={list.page}
            onPage={list.setPage}
            search={list.search}
            onClearSearch={() => list.setSearch('')}
            countHeading={(n) => (n === 1 ? '1 Competition Found' : `${n} Competitions Found`)}
            emptyHeading="No Competitions FOUND"
            emptyHint="There are no skills competitions open at the moment. Please check again soon."
            what="the competitions"
            pagerLabel="Competition pages"
          >
            {(results) => (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {results.map((c) => (
                  <CompetitionCard key={c.id} competition={c} />
                ))}
              </SimpleGrid>
            )}
          </ListResults>
        </Stack>
      </Container>
    </>
  );
}
