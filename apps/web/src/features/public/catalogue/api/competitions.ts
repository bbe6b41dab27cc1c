/** GET /api/skills/skillscompetition/ and /{id}/ (spec 000 §2.8, §2.9). */
import { useQuery } from '@tanstack/react-query';
import type { Competition } from '@portal/contract';
import { api } from '@/lib/api';
import { useCallerScope } from '@/lib/session';
import { fetchPage, type ListParams } from './list';

const PATH = '/api/skills/skillscompetition/';

export const competitionKeys = {
  all: ['catalogue', 'competitions'] as const,
  list: (params: ListParams) => [...competitionKeys.all, 'list', params] as const,
  detail: (id: number) => [...competitionKeys.all, 'detail', id] as const,
};

/** Competitions as the caller sees them (has_applied). */
export function useCompetitions(params: ListParams) {
  const caller = useCallerScope();
  return useQuery({
    queryKey: [...competitionKeys.list(params), caller.key] as const,
    queryFn: async ({ signal }) => {
      await caller.beforeFetch(signal);
      return fetchPage<Competition>(PATH, params, signal);
    },
  });
}

export function useCompetition(id: number | null) {
  const caller = useCallerScope();
  return useQuery({
    queryKey: [...competitionKeys.detail(id ?? 0), caller.key] as const,
    queryFn: async ({ signal }) => {
      await caller.beforeFetch(signal);
      return api.get<Competition>(`${PATH}${id}/`, { signal });
    },
    enabled: id !== null,
  });
}
