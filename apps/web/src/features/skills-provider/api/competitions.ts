/**
 * The provider's own competitions: list (scope=own, decision 005: a stale token then gets a 401 to refresh on, never
 * the public list), load, create, update and delete.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Competition } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS, SKILLS_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const competitionKeys = {
  list: (userId: number, page: number, pageSize: number) => [...SKILLS_KEY, 'competitions', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...SKILLS_KEY, 'competitions', userId, 'one', id] as const,
};

export function useMyCompetitions(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: competitionKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<Competition>>(SKILLS.competitions, { signal, query: { scope: 'own', page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyCompetition(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: competitionKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<Competition>(SKILLS.competition(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** The area's tables and the public lists and details change with a competition. */
function useInvalidateCompetitions() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SKILLS_KEY });
    void queryClient.invalidateQueries({ queryKey: CATALOGUE_COMPETITIONS_KEY });
  };
}

/** POST (multipart, optional logo) or PUT /{id}/ (every field; no logo keeps the current one). */
export function useSaveCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<Competition>(SKILLS.competitions, body) : api.put<Competition>(SKILLS.competition(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({
    mutationFn: (id: number) => api.delete(SKILLS.competition(id)),
    onSuccess: invalidate,
  });
}
