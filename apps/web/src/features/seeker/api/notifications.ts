/**
 * GET /api/common/notifications/?page=&page_size= (paged) and PATCH …/{id}/ {seen: true} (spec 001 "Job Alerts").
 * Keys start with ['notifications']: the notification detail page invalidates that prefix after reading one.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@portal/contract';
import { api } from '@/lib/api';
import type { Paged } from '../applied/api/applications';

const PATH = '/api/common/notifications/';

export const seekerNotificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', { page, page_size: pageSize }] as const,
  /** The same key as the notification detail page's query, so it opens from the cache at once. */
  detail: (id: number) => ['notifications', 'detail', id] as const,
};

export function useNotificationList(page: number, pageSize: number) {
  return useQuery({
    queryKey: seekerNotificationKeys.list(page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<Notification>>(PATH, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH {seen: true}; then every list and count under ['notifications'] is asked again. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(`${PATH}${id}/`, { seen: true }),
    onSuccess: (updated) => {
      queryClient.setQueryData(seekerNotificationKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: seekerNotificationKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
