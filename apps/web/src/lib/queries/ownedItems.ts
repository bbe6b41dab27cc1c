/**
 * What a manage page reads and writes about the things its user owns (a company's jobs, a trainer's trainings, a
 * provider's competitions and their applications, a counsellor's events and resources): one definition, so every
 * manage table caches, refreshes and forgets rows the same way.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paged } from '@portal/contract';
import { api } from '../api';
import { uploadWithProgress } from '../upload';
import { useSessionSnapshot } from '../session';

export interface OwnedItemsConfig {
  /** The area's root key (e.g. ['trainer-area']): every write refreshes the whole area, its dashboard included. */
  root: readonly unknown[];
  /** The items' name under the root ('trainings'). */
  name: string;
  /** The paged list of the caller's items; also where new ones are POSTed unless `create` says otherwise. */
  list: string;
  /** One item, loaded for editing; also where it is PUT and DELETEd unless `update`/`remove` say otherwise. */
  one: (id: number) => string;
  create?: string;
  update?: (id: number) => string;
  remove?: (id: number) => string;
  /** Ask for the caller's own items on a path that is public too (decision 005: a stale token gets a 401, never the public list). */
  ownScope?: boolean;
  /** Other screens that show these items (the public lists and details, the home page, the portal figures). */
  shownIn?: ReadonlyArray<readonly unknown[]>;
}

export interface SaveVariables<Body> {
  /** null: create. */
  id: number | null;
  body: Body;
  /** Given for a multipart body: the upload goes through XHR, which reports progress (fetch cannot). */
  onProgress?: (percent: number) => void;
}

/** Item: what one item loads as (and a save answers); Row: a row of the list, when the list is leaner. */
export function ownedItems<Item extends { id: number }, Body = FormData, Row extends { id: number } = Item>(
  config: OwnedItemsConfig,
) {
  const {
    root,
    name,
    list,
    one,
    create = list,
    update = one,
    remove = update,
    ownScope = false,
    shownIn = [],
  } = config;
  const keys = {
    all: [...root, name] as const,
    lists: (userId: number) => [...root, name, userId, 'list'] as const,
    list: (userId: number, page: number, pageSize: number) => [...root, name, userId, 'list', page, pageSize] as const,
    one: (userId: number, id: number) => [...root, name, userId, 'one', id] as const,
  };
  const refresh = (queryClient: QueryClient) => {
    for (const queryKey of [root, ...shownIn]) void queryClient.invalidateQueries({ queryKey });
  };

  function useList(page: number, pageSize: number) {
    const { user } = useSessionSnapshot();
    return useQuery({
      queryKey: keys.list(user?.user_id ?? 0, page, pageSize),
      queryFn: ({ signal }) =>
        api.get<Paged<Row>>(list, {
          signal,
          query: { ...(ownScope ? { scope: 'own' } : {}), page, page_size: pageSize },
        }),
      placeholderData: keepPreviousData,
    });
  }

  function useOne(id: number | null) {
    const { user } = useSessionSnapshot();
    return useQuery({
      queryKey: keys.one(user?.user_id ?? 0, id ?? 0),
      queryFn: ({ signal }) => api.get<Item>(one(id ?? 0), { signal }),
      enabled: id !== null,
      // An edit form always starts from the current values.
      staleTime: 0,
    });
  }

  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body, onProgress }: SaveVariables<Body>) => {
        const [method, path] = id === null ? (['POST', create] as const) : (['PUT', update(id)] as const);
        if (onProgress && body instanceof FormData) return uploadWithProgress<Item>(method, path, body, onProgress);
        return method === 'POST' ? api.post<Item>(path, body) : api.put<Item>(path, body);
      },
      onSuccess: () => refresh(queryClient),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    const { user } = useSessionSnapshot();
    return useMutation({
      mutationFn: (id: number) => api.delete(remove(id)),
      onSuccess: (_none, id) => {
        const userId = user?.user_id ?? 0;
        // A detail page of the removed item must not refetch it (a 404) while it navigates away.
        queryClient.removeQueries({ queryKey: keys.one(userId, id) });
        // The row leaves the table at once; the refetch then fills the page.
        queryClient.setQueriesData<Paged<Row>>({ queryKey: keys.lists(userId) }, (page) =>
          page?.results.some((row) => row.id === id)
            ? { ...page, count: page.count - 1, results: page.results.filter((row) => row.id !== id) }
            : page,
        );
        refresh(queryClient);
      },
    });
  }

  return { keys, useList, useOne, useSave, useDelete };
}
