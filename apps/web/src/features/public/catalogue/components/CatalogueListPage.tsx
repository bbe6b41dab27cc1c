import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { Container, Stack } from '@/lib/ui/plain';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePageTitle } from '@/lib/page';
import type { Paged } from '@portal/contract';
import { Banner } from './Banner';
import { ListResults } from './ListResults';
import { SearchForm } from './SearchForm';

type ListState = {
  search: string;
  page: number;
  setSearch: (search: string) => void;
  setPage: (page: number, replace?: boolean) => void;
};

type CatalogueListPageProps<T extends { id: number }> = {
  /** The tab's title and the banner's heading. */
  title: string;
  intro: string;
  search: { placeholder: string; buttonLabel: string };
  /** The list's state in the URL (useListParams) and its query. */
  list: ListState;
  query: UseQueryResult<Paged<T>>;
  /** What sits above the results (e.g. the sort select). */
  toolbar?: ReactNode;
  texts: { count: (n: number) => string; emptyHeading: string; emptyHint: string; what: string; pagerLabel: string };
  cols: Record<string, number>;
  /** Placeholders shaped like the cards (else generic ones in `cols`). */
  skeleton?: ReactNode;
  card: (item: T) => ReactNode;
};

/**
 * A public catalogue list (/trainings, /skills-competitions, /events, /counselling-centers; spec 000 §2): the banner
 * with its search, the results as a grid of cards, paged and searched through the URL.
 */
export function CatalogueListPage<T extends { id: number }>({
  title,
  intro,
  search,
  list,
  query,
  toolbar,
  texts,
  cols,
  skeleton,
  card,
}: CatalogueListPageProps<T>) {
  usePageTitle(title);
  const results = (
    <ListResults
      query={query}
      page={list.page}
      onPage={list.setPage}
      search={list.search}
      onClearSearch={() => list.setSearch('')}
      countHeading={texts.count}
      emptyHeading={texts.emptyHeading}
      emptyHint={texts.emptyHint}
      what={texts.what}
      skeletonCols={cols}
      skeleton={skeleton}
      pagerLabel={texts.pagerLabel}
    >
      {(items) => <SimpleGrid cols={cols}>{items.map((item) => card(item))}</SimpleGrid>}
    </ListResults>
  );
  return (
    <>
      <Banner title={title} intro={intro}>
        <SearchForm
          initial={list.search}
          placeholder={search.placeholder}
          buttonLabel={search.buttonLabel}
          onSearch={list.setSearch}
        />
      </Banner>
      <Container py="xl">
        {toolbar ? (
          <Stack gap="md">
            {toolbar}
            {results}
          </Stack>
        ) : (
          results
        )}
      </Container>
    </>
  );
}
