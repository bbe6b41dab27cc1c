/** Applications to the provider's competitions: GET /api/skills/skillsapplications/ (paged), GET and DELETE /{id}/. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillsApplication } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS, SKILLS_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const applicationKeys = {
  all: [...SKILLS_KEY, 'applications'] as const,
  list: (userId: number, page: number, pageSize: number) => [...SKILLS_KEY, 'applications', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...SKILLS_KEY, 'applications', userId, 'one', id] as const,
};

export function useSkillsApplications(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: applicationKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<SkillsApplication>>(SKILLS.applications, { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useSkillsApplication(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: applicationKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<SkillsApplication>(SKILLS.application(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(SKILLS.application(id)),
    onSuccess: (_none, id) => {
      const key = applicationKeys.all;
      // The detail page of a removed application must not refetch it (a 404) while it navigates away.
      queryClient.removeQueries({ queryKey: key, predicate: (q) => q.queryKey[3] === 'one' && q.queryKey[4] === id });
      void queryClient.invalidateQueries({ queryKey: key });
      // The applicant's "Applied" state on the public competition.
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_COMPETITIONS_KEY });
    },
  });
}
