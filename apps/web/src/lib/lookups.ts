// Lookup lists (districts, cities, job categories, ...), cached by TanStack Query and kept in browser storage
// between visits (spec: "cached locally"), so a returning phone user does not download them again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type City, type Lookup, type Paged } from '@portal/contract';
import { api } from './api';

const DAY = 24 * 60 * 60 * 1000;

function cached<T>(key: string): { data: T; at: number } | undefined {
  if (typeof window === 'undefined') return undefined; // the server: no storage
  try {
    const raw = window.localStorage.getItem(`lookup:${key}`);
    return raw ? (JSON.parse(raw) as { data: T; at: number }) : undefined;
  } catch {
    return undefined;
  }
}

/** A lookup list's query (its hook adds the copy kept in the browser's storage). */
function lookupQuery<T>(key: string, path: string) {
  return queryOptions({
    queryKey: ['lookup', key],
    queryFn: async ({ signal }): Promise<T[]> => {
      const data = await api.get<T[]>(path, { signal });
      try {
        window.localStorage.setItem(`lookup:${key}`, JSON.stringify({ data, at: Date.now() }));
      } catch {
        // storage full or disabled: the in-memory cache still works
      }
      return data;
    },
    staleTime: DAY,
  });
}

function useLookup<T>(key: string, path: string) {
  const stored = cached<T[]>(key);
  return useQuery({ ...lookupQuery<T>(key, path), initialData: stored?.data, initialDataUpdatedAt: stored?.at });
}

export const districtsQuery = () => lookupQuery<Lookup>('districts', API.districts);
export const jobCategoriesQuery = () => lookupQuery<Lookup>('job-categories', API.jobCategories);
export const functionalAreasQuery = () => lookupQuery<Lookup>('functional-areas', API.functionalAreas);

export const useDistricts = () => useLookup<Lookup>('districts', API.districts);
export const useCities = () => useLookup<City>('cities', API.cities);
export const useJobCategories = () => useLookup<Lookup>('job-categories', API.jobCategories);
export const useFunctionalAreas = () => useLookup<Lookup>('functional-areas', API.functionalAreas);
export const useMaritalStatuses = () => useLookup<Lookup>('marital-status', API.maritalStatus);
/** Full Time, Part Time, ... (jobs and trainings). */
export const useContractTypes = () => useLookup<Lookup>('contract-types', API.contractTypes);

/** Select options from a lookup list. */
export const toOptions = (items: Lookup[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** A lookup list the server pages (company categories, skills categories, career services): its first 100, by name. */
export function usePagedLookup<T = Lookup>(key: string, path: string, query: Record<string, string | number> = {}) {
  return useQuery({
    queryKey: ['lookup', key, query],
    queryFn: async ({ signal }) =>
      (await api.get<Paged<T>>(path, { signal, query: { page_size: 100, ...query } })).results,
    staleTime: 60 * 60_000,
  });
}
