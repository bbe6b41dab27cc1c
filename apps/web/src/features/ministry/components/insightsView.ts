/** The insights' filters in the page's address (a view can be shared), and how their figures read. */
import { useSearchParams } from 'react-router';
import type { Insights } from '@portal/contract';
import { t, translateServerMessage } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';
import { jobCategoriesQuery } from '@/lib/lookups';
import type { InsightsFilters } from '../api/ministry';

const KEYS = ['from', 'to', 'district', 'sector'] as const;

/** The filters from the address; blank ones left out. */
export function useInsightsFilters(): [InsightsFilters, (next: InsightsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: InsightsFilters = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const setFilters = (next: InsightsFilters) => {
    const p = new URLSearchParams();
    for (const key of KEYS) if (next[key]) p.set(key, next[key]);
    setParams(p);
  };
  return [filters, setFilters];
}

/** The same filters as a query string ("?from=…"), for the printable report's link. */
export const filtersQuery = (filters: InsightsFilters) => {
  const p = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]);
  const text = p.toString();
  return text ? `?${text}` : '';
};

/** A people count withheld below the threshold reads as such, never as zero. */
export const peopleText = (n: number | null, below: number) =>
  n === null ? t('ministry.fewerThan', { below }) : n.toLocaleString('en-UG');
export const countText = (n: number) => n.toLocaleString('en-UG');
export const daysText = (n: number | null) =>
  n === null ? t('ministry.noDataYet') : t('ministry.daysCount', { count: n });

/**
 * The insights with the sectors' names and the education levels in the page's language (decision 027): the API
 * names them in English.
 */
export function useInsightsInLanguage(data: Insights | undefined): Insights | undefined {
  const sectorName = useLookupName(jobCategoriesQuery);
  if (!data) return data;
  const sector = data.filters.sector;
  return {
    ...data,
    filters: { ...data.filters, sector: sector && { ...sector, name: sectorName(sector.name) } },
    by_sector: data.by_sector.map((s) => ({ ...s, name: sectorName(s.name) })),
    education_levels: data.education_levels.map((e) => ({ ...e, level: translateServerMessage(e.level) })),
  };
}
