// The lookup lists and helpers that forms and a few pages need, kept apart from lib/lookups, which the home page's
// first download holds (its budget, decision 014): the paged lists (company categories, skills categories, career
// services), the marital statuses, and a chosen row's name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, lookupNameIn, type Lookup, type LookupNames, type Paged, type TranslatedLookup } from '@portal/contract';
import { api } from './api';
import { currentLanguage } from './i18n';
import { lookupQuery } from './lookups';

export const maritalStatusesQuery = () => lookupQuery<TranslatedLookup>('marital-status', API.maritalStatus);

/** The name of the row `id` of a list, in the page's language; undefined for no id or no such row. */
export function nameOfId(items: (Lookup & { names?: LookupNames })[] | undefined, id: number | null | undefined) {
  const row = id ? items?.find((i) => i.id === id) : undefined;
  return row && lookupNameIn(row, currentLanguage());
}

/** A lookup list the server pages (company categories, skills categories, career services): its first 100, by name. */
export function pagedLookupQuery<T = TranslatedLookup>(
  key: string,
  path: string,
  query: Record<string, string | number> = {},
) {
  return queryOptions({
    // The query as text: every list's key is then strings, as the unpaged lists' are (lib/lookup-names reads both).
    queryKey: ['lookup', key, JSON.stringify(query)],
    queryFn: async ({ signal }) =>
      (await api.get<Paged<T>>(path, { signal, query: { page_size: 100, ...query } })).results,
    staleTime: 60 * 60_000,
  });
}

export function usePagedLookup<T = TranslatedLookup>(
  key: string,
  path: string,
  query: Record<string, string | number> = {},
) {
  return useQuery(pagedLookupQuery<T>(key, path, query));
}

export const companyCategoriesQuery = () => pagedLookupQuery('company-categories', API.employerCategories);
export const skillsCategoriesQuery = () => pagedLookupQuery('skills-categories', API.skillCategories);
export const careerServicesQuery = () => pagedLookupQuery('career-services', API.careerServices);
