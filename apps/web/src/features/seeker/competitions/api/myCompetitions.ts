/**
 * GET /api/skills/my-applications/ (paged) and DELETE …/{id}/: the competitions the seeker applied to in the portal,
 * and withdrawing while a competition is open.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type MySkillsApplication, type Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export function useMyCompetitionApplications(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...sharedKeys.competitionApplications, 'list', { page, page_size: pageSize }],
    queryFn: ({ signal }) =>
      api.get<Paged<MySkillsApplication>>(API.myCompetitionApplications, {
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Withdraws; the list and the competitions' `has_applied` are read again. */
export function useWithdrawCompetitionApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(API.myCompetitionApplication(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.competitionApplications });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.competitions });
    },
  });
}
