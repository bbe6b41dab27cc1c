/** What the catalogue's list and detail pages need before the server renders them (lib/queries/prefetch.ts). */
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { parseId } from '@/lib/ids';
import type { PagePrefetch } from '@/lib/queries/prefetch';
import { listQueryParams } from '../components/useListParams';
import type { ListParams } from './list';

// The options' exact types differ per catalogue; prefetching only needs them to be options of some query.
type AnyQuery = UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;
const prefetch = (client: QueryClient, options: unknown) => client.prefetchQuery(options as AnyQuery);

/** A list page: its query from the URL's search, page and sort. */
export function listPagePrefetch<O extends string>(
  listQuery: (params: ListParams) => unknown,
  orderings?: readonly [O, ...O[]],
): PagePrefetch {
  return ({ search }, client) => prefetch(client, listQuery(listQueryParams(search, orderings)));
}

/** A detail page: its item by the route's `:id`. */
export function detailPagePrefetch(oneQuery: (id: number) => unknown): PagePrefetch {
  return async ({ params }, client) => {
    const id = parseId(params.id);
    if (id !== null) await prefetch(client, oneQuery(id));
  };
}
