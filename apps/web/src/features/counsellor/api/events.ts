/** The counsellor's career events: list, load, create and update (multipart, optional logo), delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareerEvent } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const eventKeys = {
  all: [...COUNSELLOR_KEY, 'events'] as const,
  list: (userId: number, page: number, pageSize: number) => [...COUNSELLOR_KEY, 'events', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...COUNSELLOR_KEY, 'events', userId, 'one', id] as const,
};

export function useMyEvents(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: eventKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<CareerEvent>>(CAREERS.events, { signal, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvent(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: eventKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<CareerEvent>(CAREERS.event(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** The public events list and detail change with the counsellor's events. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
  };
}

export function useSaveEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<CareerEvent>(CAREERS.events, body) : api.put<CareerEvent>(CAREERS.event(id), body),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: number) => api.delete(CAREERS.deleteEvent(id)),
    onSuccess: invalidate,
  });
}
