/** The company's own jobs: list and load (company-jobs), create, update and delete (jobs). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobCard, JobDetail, Lookup } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { useSessionSnapshot } from '@/lib/session';
import { COMPANY_KEY, EMPLOYER } from './paths';
import type { Paged } from '@portal/contract';

export const jobKeys = {
  all: [...COMPANY_KEY, 'jobs'] as const,
  list: (userId: number, page: number, pageSize: number) => [...COMPANY_KEY, 'jobs', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...COMPANY_KEY, 'jobs', userId, 'one', id] as const,
};

export function useCompanyJobs(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: jobKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<JobCard>>(EMPLOYER.companyJobs, { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyJob(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: jobKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<JobDetail>(EMPLOYER.companyJob(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

export function useContractTypes() {
  return useQuery({
    queryKey: ['lookup', 'contract-types'],
    queryFn: ({ signal }) => api.get<Lookup[]>(EMPLOYER.contractTypes, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** Public job lists and details change with the company's jobs. */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.jobs });
  };
}

export function useSaveJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null ? api.post<JobDetail>(EMPLOYER.jobs, body) : api.put<JobDetail>(EMPLOYER.job(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: number) => api.delete(EMPLOYER.job(id)),
    onSuccess: invalidate,
  });
}
