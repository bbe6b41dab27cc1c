/**
 * GET /api/common/notifications/ (paged), GET and PATCH …/{id}/ {seen: true} (spec 000 §2.13, 001 "Job Alerts"):
 * read by the seeker's alerts, the public notification page and, through the seeker dashboard's unseen count, the
 * sidebar. Every key starts with ['notifications'], so reading one refreshes every list and count.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Notification, type Paged } from '@portal/contract';
import { api } from '../api';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', { page, page_size: pageSize }] as const,
  /** A list's row and the detail page share it, so a notification opens from the cache at once. */
  detail: (id: number) => ['notifications', 'detail', id] as const,
};

export function useNotificationList(page: number, pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<Paged<Notification>>(API.notifications, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNotification(id: number | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Notification>(API.notification(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** PATCH {seen: true}; then every list and count under ['notifications'] is asked again. */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(API.notification(id), { seen: true }),
    onSuccess: (updated) => {
      queryClient.setQueryData(notificationKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({
        queryKey: notificationKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
