/** The counsellor's career resources: list, load, create and update (with upload progress), delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareerResource } from '@portal/contract';
import { api, uploadWithProgress } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const resourceKeys = {
  all: [...COUNSELLOR_KEY, 'resources'] as const,
  list: (userId: number, page: number, pageSize: number) => [...COUNSELLOR_KEY, 'resources', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...COUNSELLOR_KEY, 'resources', userId, 'one', id] as const,
};

export function useMyResources(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: resourceKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<CareerResource>>(CAREERS.resources, { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyResource(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: resourceKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<CareerResource>(CAREERS.resource(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** The information hub lists the resources too. */
function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
  };
}

/** POST (create) or PUT /{id}/ (update; the file may stay), multipart with progress (XHR: fetch cannot report it). */
export function useSaveResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ id, body, onProgress }: { id: number | null; body: FormData; onProgress: (percent: number) => void }) =>
      id === null
        ? uploadWithProgress<CareerResource>('POST', CAREERS.resources, body, onProgress)
        : uploadWithProgress<CareerResource>('PUT', CAREERS.resource(id), body, onProgress),
    onSuccess: invalidate,
  });
}

export function useDeleteResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (id: number) => api.delete(CAREERS.resource(id)),
    onSuccess: invalidate,
  });
}
