// A lookup name the API sends in English (a job card's contract type, a job's category, a CV's job categories, the
// Ministry's sectors) shown in the page's language (decision 027): looked up in its list's rows, which carry `names`.
// In English no list is read; in Swahili or Luganda the list comes from the query cache (prefetched with the page on
// the server, kept by the browser and the worker), and until it has come the English name shows. A list is named by
// its query (lib/lookups), so a page's chunk holds only the lists it shows.
import { useQuery } from '@tanstack/react-query';
import { lookupNameIn } from '@portal/contract';
import { currentLanguage } from './i18n';
import type { contractTypesQuery } from './lookups';

/** A translated list's query (contractTypesQuery, jobCategoriesQuery, companyCategoriesQuery, …). */
export type TranslatedListQuery = typeof contractTypesQuery;

/** A function showing an English name of the list in the page's language. */
export function useLookupName(list: TranslatedListQuery): (name: string) => string {
  const language = currentLanguage();
  const { data } = useQuery({ ...list(), enabled: language !== 'en' });
  // A name no row has (or a list not loaded yet) shows as it came.
  return (name) => lookupNameIn(data?.find((r) => r.name === name) || { name }, language);
}

/**
 * Whether the list's rows are still on their way for a page in Swahili or Luganda: a page that shows its names once
 * (a profile's badges) waits for them with its record instead of showing the English names first.
 */
export function useLookupNamesLoading(list: TranslatedListQuery | undefined): boolean {
  const language = currentLanguage();
  const query = list?.() ?? { queryKey: ['lookup', 'none'], queryFn: () => [] };
  return useQuery({ ...query, enabled: list !== undefined && language !== 'en' }).isLoading;
}
