/** GET /api/employer/job-groups/?by=…: open jobs counted per category, district, city, area, company, skill or contract type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JobGroup } from '@portal/contract';
import { api } from '@/lib/api';

export type JobGrouping = 'category' | 'location' | 'city' | 'function_area' | 'company' | 'skill' | 'contract_type';

export const jobGroupKeys = {
  by: (by: JobGrouping) => ['jobs', 'groups', by] as const,
};

export function jobGroupsQuery(by: JobGrouping) {
  return queryOptions({
    queryKey: jobGroupKeys.by(by),
    queryFn: ({ signal }) => api.get<JobGroup[]>(API.jobGroups, { query: { by }, signal }),
    // Counts move slowly; the footer asks on every page.
    staleTime: 5 * 60_000,
  });
}

export function useJobGroups(by: JobGrouping, options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobGroupsQuery(by), enabled: options.enabled ?? true });
}
