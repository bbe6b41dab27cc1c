/** GET /api/skills/skillscompetition/ and /{id}/ (spec 000 §2.8, §2.9). */
import { useQuery } from '@tanstack/react-query';
import type { Competition } from '@portal/contract';
import { api } from '../../../../lib/api';
import { fetchPage, type ListParams } from './list';

const PATH = '/api/skills/skillscompetition/';

export const competitionKeys = {
  all: ['catalogue', 'competitions'] as const,
  list: (params: ListParams) => [...competitionKeys.all, 'list', params] as const,
  detail: (id: number) => [...competitionKeys.all, 'detail', id] as const,
};

export function useCompetitions(params: ListParams) {
  return useQuery({
    queryKey: competitionKeys.list(params),
    queryFn: ({ signal }) => fetchPage<Competition>(PATH, params, signal),
  });
}

export function useCompetition(id: number | null) {
  return useQuery({
    queryKey: competitionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Competition>(`${PATH}${id}/`, { signal }),
    enabled: id !== null,
  });
}
