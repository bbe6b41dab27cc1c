/**
 * GET /api/job_seekers/job-applications/?page=&page_size= (paged) and PATCH …/{id}/ {status: 'Cancelled'}
 * (spec 001 "Applied Jobs").
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type JobApplication, type Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export const applicationKeys = {
  all: sharedKeys.jobApplications,
  list: (page: number, pageSize: number) => [...applicationKeys.all, 'list', { page, page_size: pageSize }] as const,
};

export function useApplications(page: number, pageSize: number) {
  return useQuery({
    queryKey: applicationKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<Paged<JobApplication>>(API.jobApplications, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A seeker may only cancel (spec 001 §4); the row is updated in place, then the lists reload. */
export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<JobApplication>(API.jobApplication(id), { status: 'Cancelled' }),
    onSuccess: (_updated, id) => {
      queryClient.setQueriesData<Paged<JobApplication>>({ queryKey: applicationKeys.all }, (page) =>
        page ? { ...page, results: page.results.map((a) => (a.id === id ? { ...a, status: 'Cancelled' } : a)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
