/**
 * The header bell's figures: GET /api/common/notifications/unread-count/ and POST …/mark-all-read/. Under the
 * ['notifications'] key, so opening or marking one notification updates the count too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type UnreadCount } from '@portal/contract';
import { api } from '../api';
import { notificationKeys } from './notifications';

export const unreadKey = [...notificationKeys.all, 'unread'] as const;

/** Asked again when the window regains focus and after every successful action (the bell subscribes to them). */
export function useUnreadCount(userId: number) {
  return useQuery({
    queryKey: [...unreadKey, userId],
    queryFn: ({ signal }) => api.get<UnreadCount>(API.unreadNotificationCount, { signal }),
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>(API.markAllNotificationsRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
