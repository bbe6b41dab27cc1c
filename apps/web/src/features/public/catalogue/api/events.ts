/** GET /api/careers/careerevent/ and /{id}/ (spec 000 §2.10). */
import { useQuery } from '@tanstack/react-query';
import type { CareerEvent } from '@portal/contract';
import { api } from '@/lib/api';
import { fetchPage, type ListParams } from './list';

const PATH = '/api/careers/careerevent/';

export const eventKeys = {
  all: ['catalogue', 'events'] as const,
  list: (params: ListParams) => [...eventKeys.all, 'list', params] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
};

export function useCareerEvents(params: ListParams) {
  return useQuery({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => fetchPage<CareerEvent>(PATH, params, signal),
  });
}

export function useCareerEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<CareerEvent>(`${PATH}${id}/`, { signal }),
    enabled: id !== null,
  });
}
