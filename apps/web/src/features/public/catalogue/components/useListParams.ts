import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../api/list';

const MAX_PAGE = 100_000;

/** A list page's search, page and sort from the URL query (what `useListParams` reads; the server's prefetch too). */
export function readListParams<O extends string>(
  params: URLSearchParams,
  orderings?: readonly [O, ...O[]],
): ListParams<O> & { ordering: O | undefined } {
  const search = (params.get('search') ?? '').trim();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= MAX_PAGE ? rawPage : 1;
  const rawOrdering = params.get('ordering');
  const ordering = orderings ? (orderings.find((o) => o === rawOrdering) ?? orderings[0]) : undefined;
  return { search, page, ordering };
}

/** The list's query as `useListParams` gives it (no `ordering` key for a list without orderings). */
export function listQueryParams<O extends string>(
  params: URLSearchParams,
  orderings?: readonly [O, ...O[]],
): ListParams<O> {
  const { search, page, ordering } = readListParams(params, orderings);
  return { search, page, ...(ordering ? { ordering } : {}) };
}

/**
 * Search, page and sort of a list page, read from and written to the URL query, so back/forward and a
 * shared link show the same results. A new search or sort starts again at page 1.
 */
export function useListParams<O extends string>(orderings?: readonly [O, ...O[]]) {
  const [params, setParams] = useSearchParams();
  const { search, page, ordering } = readListParams(params, orderings);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const listParams = useMemo<ListParams<O>>(
    () => ({ search, page, ...(ordering ? { ordering } : {}) }),
    [search, page, ordering],
  );

  return {
    params: listParams,
    search,
    page,
    ordering,
    setSearch: useCallback((value: string) => update({ search: value, page: null }), [update]),
    setPage: useCallback(
      (value: number, replace = false) => update({ page: value > 1 ? String(value) : null }, replace),
      [update],
    ),
    setOrdering: useCallback(
      (value: O) => update({ ordering: orderings && value === orderings[0] ? null : value, page: null }),
      [update, orderings],
    ),
  };
}
