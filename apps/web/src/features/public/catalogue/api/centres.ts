/** GET /api/careers/counsellingcenter/ and /{id}/ (spec 000 §2.11). */
import { useQuery } from '@tanstack/react-query';
import type { CounsellingCenter } from '@portal/contract';
import { api } from '@/lib/api';
import { fetchPage, type ListParams } from './list';

const PATH = '/api/careers/counsellingcenter/';

export const centreKeys = {
  all: ['catalogue', 'centres'] as const,
  list: (params: ListParams) => [...centreKeys.all, 'list', params] as const,
  detail: (id: number) => [...centreKeys.all, 'detail', id] as const,
};

export function useCounsellingCentres(params: ListParams) {
  return useQuery({
    queryKey: centreKeys.list(params),
    queryFn: ({ signal }) => fetchPage<CounsellingCenter>(PATH, params, signal),
  });
}

export function useCounsellingCentre(id: number | null) {
  return useQuery({
    queryKey: centreKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<CounsellingCenter>(`${PATH}${id}/`, { signal }),
    enabled: id !== null,
  });
}
