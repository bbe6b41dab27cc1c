/** What the public catalogue lists have in common: the paged body and the query they send, and their list and detail queries. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE, type Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { useCallerScope, VISITOR, type CallerScope } from '@/lib/session';

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
export function fetchPage<T>(
  path: string,
  params: ListParams,
  signal?: AbortSignal,
  pageSize = PUBLIC_PAGE_SIZE,
): Promise<Paged<T>> {
  return api.get<Paged<T>>(path, {
    query: {
      search: params.search,
      ordering: params.ordering,
      page: params.page,
      page_size: pageSize,
      scope: 'public',
    },
    signal,
  });
}

/** A catalogue's list path and its item's path (from the contract's `API`). */
export interface CataloguePaths {
  list: string;
  one: (id: number) => string;
}

/**
 * The list and detail queries of one public catalogue (`paths.list` and `paths.one(id)`), cached under `root`.
 * `perCaller`: the answer says something about who asks (a competition's has_applied), so the caller is in the key
 * and a stale token is refreshed first (decision 002).
 */
export function catalogueQueries<T>(root: readonly unknown[], paths: CataloguePaths, { perCaller = false } = {}) {
  const keys = {
    all: root,
    list: (params: ListParams) => [...root, 'list', params] as const,
    detail: (id: number) => [...root, 'detail', id] as const,
  };

  const listQuery = (params: ListParams, caller: CallerScope = VISITOR) =>
    queryOptions({
      queryKey: [...keys.list(params), caller.key] as const,
      queryFn: async ({ signal }) => {
        await caller.beforeFetch(signal);
        return fetchPage<T>(paths.list, params, signal);
      },
    });

  const oneQuery = (id: number, caller: CallerScope = VISITOR) =>
    queryOptions({
      queryKey: [...keys.detail(id), caller.key] as const,
      queryFn: async ({ signal }) => {
        await caller.beforeFetch(signal);
        return api.get<T>(paths.one(id), { signal });
      },
    });

  function useList(params: ListParams) {
    return useQuery(listQuery(params, useCallerScope(perCaller)));
  }

  function useOne(id: number | null) {
    return useQuery({ ...oneQuery(id ?? 0, useCallerScope(perCaller)), enabled: id !== null });
  }

  return { keys, listQuery, oneQuery, useList, useOne };
}
