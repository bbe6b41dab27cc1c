/** GET /api/employer/jobs/{id}/ (spec 000 §2.5). */
import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@portal/contract';
import { api } from '@/lib/api';
import { useCallerScope } from '@/lib/session';
import { JOBS_PATH, jobKeys } from './jobs';

/** The job as the caller sees it (has_applied, is_favourite). */
export function useJob(id: number | null) {
  const caller = useCallerScope();
  return useQuery({
    queryKey: [...jobKeys.detail(id ?? 0), caller.key] as const,
    queryFn: async ({ signal }) => {
      await caller.beforeFetch(signal);
      return api.get<JobDetail>(`${JOBS_PATH}${id}/`, { signal });
    },
    enabled: id !== null,
  });
}
