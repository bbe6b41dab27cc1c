/** What the public catalogue lists have in common: the paged body and the query they send. */
import { PUBLIC_PAGE_SIZE, type Paged } from '@portal/contract';
import { api } from '@/lib/api';


/** A list page's query as kept in the URL. */
export interface ListParams<O extends string = string> {
  search: string;
  page: number;
  ordering?: O;
}

/**
 * GET `path` with search, ordering and page; ten per page (spec 000 §9). `scope=public`: a signed-in trainer or
 * skills provider would otherwise get their own rows from the shared path (decision 005); other lists ignore it.
 */
export function fetchPage<T>(path: string, params: ListParams, signal?: AbortSignal, pageSize = PUBLIC_PAGE_SIZE): Promise<Paged<T>> {
  return api.get<Paged<T>>(path, {
    query: { search: params.search, ordering: params.ordering, page: params.page, page_size: pageSize, scope: 'public' },
    signal,
  });
}
