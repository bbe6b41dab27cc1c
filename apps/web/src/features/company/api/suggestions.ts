/** Suggested candidates for one of the company's jobs and its invitations to apply (issue 15). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type JobInvitation, type SuggestedCandidates } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { COMPANY_KEY } from './keys';

const suggestionsKey = (userId: number, job: number) => [...COMPANY_KEY, 'suggested-candidates', userId, job] as const;

export function useSuggestedCandidates(job: number | null, page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...suggestionsKey(user?.user_id ?? 0, job ?? 0), page, pageSize],
    queryFn: ({ signal }) =>
      api.get<SuggestedCandidates>(API.suggestedCandidates(job ?? 0), {
        signal,
        query: { page, page_size: pageSize },
      }),
    enabled: job !== null,
    placeholderData: keepPreviousData,
  });
}

/** Invites one suggested candidate; the list then shows them invited and the day's allowance one lower. */
export function useInviteToApply(job: number) {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: (jobSeeker: number) => api.post<JobInvitation>(API.jobInvitations(job), { job_seeker: jobSeeker }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(user?.user_id ?? 0, job) }),
  });
}
