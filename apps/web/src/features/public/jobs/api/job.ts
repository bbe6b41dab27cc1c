/** GET /api/employer/jobs/{id}/ (spec 000 §2.5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JobDetail } from '@portal/contract';
import { api } from '@/lib/api';
import { useCallerScope, VISITOR, type CallerScope } from '@/lib/session';
import { jobKeys } from './jobs';

export function jobQuery(id: number, caller: CallerScope = VISITOR) {
  return queryOptions({
    queryKey: [...jobKeys.detail(id), caller.key] as const,
    queryFn: async ({ signal }) => {
      await caller.beforeFetch(signal);
      return api.get<JobDetail>(API.job(id), { signal });
    },
  });
}

/** The job as the caller sees it (has_applied, is_favourite). */
export function useJob(id: number | null) {
  const caller = useCallerScope();
  return useQuery({ ...jobQuery(id ?? 0, caller), enabled: id !== null });
}
