/** GET /api/employer/jobs/ (spec 000 §2.4): the job search, and the related jobs of a detail page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  RELATED_ITEMS,
  type JobCard,
  type JobFilterName,
  type JobFilterParam,
  type JobOrdering,
} from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import type { Paged } from '@portal/contract';

/** The query the search sends: the filters (JOB_FILTERS) as parameters, the order, the page; empty values are left out of the URL by the API client. */
export type JobQuery = { [N in JobFilterName]?: JobFilterParam<N> | null } & {
  ordering?: JobOrdering;
  page?: number;
  page_size?: number;
};

export const jobKeys = {
  all: sharedKeys.jobs,
  list: (query: JobQuery) => [...jobKeys.all, 'list', query] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  related: (id: number, category: number) => [...jobKeys.all, 'related', id, category] as const,
};

export function fetchJobs(query: JobQuery, signal?: AbortSignal): Promise<Paged<JobCard>> {
  return api.get<Paged<JobCard>>(API.jobs, { query, signal });
}

/** A page of jobs; the previous page stays on screen while the next one loads (no flash when filtering). */
/** `enabled` false: the page shows something else (the "Jobs for you" tab), so the search is not asked. */
export const jobsQuery = (query: JobQuery) =>
  queryOptions({ queryKey: jobKeys.list(query), queryFn: ({ signal }) => fetchJobs(query, signal) });

export function useJobs(query: JobQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** Up to 4 open jobs of the same category, this one left out (spec 000 §2.5, §9). */
export function relatedJobsQuery(id: number, category: number | undefined) {
  return queryOptions({
    queryKey: jobKeys.related(id, category ?? 0),
    queryFn: async ({ signal }) => {
      const page = await fetchJobs({ sector: category, page_size: RELATED_ITEMS + 1 }, signal);
      return page.results.filter((j) => j.id !== id).slice(0, RELATED_ITEMS);
    },
  });
}

export function useRelatedJobs(id: number, category: number | undefined) {
  return useQuery({ ...relatedJobsQuery(id, category), enabled: category !== undefined });
}
