/** GET and PATCH /api/common/notifications/{id}/ (spec 000 §2.13; signed in, one's own only). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@portal/contract';
import { api } from '@/lib/api';

export const notificationKeys = {
  /** Every notification query (lists and badges elsewhere key under it too), to refresh after a change. */
  all: ['notifications'] as const,
  detail: (id: number) => ['notifications', 'detail', id] as const,
};

const path = (id: number) => `/api/common/notifications/${id}/`;

export function useNotification(id: number | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Notification>(path(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** PATCH {seen: true}: opening a notification reads it. */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(path(id), { seen: true }),
    onSuccess: (updated) => {
      queryClient.setQueryData(notificationKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
