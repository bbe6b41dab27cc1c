// Lookup lists (districts, cities, job categories, ...), cached by TanStack Query and kept in browser storage
// between visits (spec: "cached locally"), so a returning phone user does not download them again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, lookupNameIn, type City, type Lookup, type LookupNames, type TranslatedLookup } from '@portal/contract';
import { api } from './api';
import { currentLanguage } from './i18n';

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
export function lookupQuery<T>(key: string, path: string) {
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
export const jobCategoriesQuery = () => lookupQuery<TranslatedLookup>('job-categories', API.jobCategories);
export const functionalAreasQuery = () => lookupQuery<TranslatedLookup>('functional-areas', API.functionalAreas);
export const contractTypesQuery = () => lookupQuery<TranslatedLookup>('contract-types', API.contractTypes);

export const useDistricts = () => useLookup<Lookup>('districts', API.districts);
export const useCities = () => useLookup<City>('cities', API.cities);
export const useJobCategories = () => useLookup<TranslatedLookup>('job-categories', API.jobCategories);
export const useFunctionalAreas = () => useLookup<TranslatedLookup>('functional-areas', API.functionalAreas);
export const useMaritalStatuses = () => useLookup<TranslatedLookup>('marital-status', API.maritalStatus);
/** Full Time, Part Time, ... (jobs and trainings). */
export const useContractTypes = () => useLookup<TranslatedLookup>('contract-types', API.contractTypes);

/** A lookup row as a select's option, labelled in the page's language (decision 027; districts: their name). */
export const toOption = (item: Lookup & { names?: LookupNames }) => ({
  value: String(item.id),
  label: lookupNameIn(item, currentLanguage()),
});

/** Select options from a lookup list (toOption). */
export const toOptions = (items: (Lookup & { names?: LookupNames })[] | undefined) => (items ?? []).map(toOption);
