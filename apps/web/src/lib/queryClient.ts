import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** One client for the app, importable outside React (e.g. to drop cached user data on session expiry). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; network hiccups on a phone might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      // Offline, a read still goes out: the service worker answers it with the last copy it kept (src/sw.ts).
      networkMode: 'offlineFirst',
    },
    // Offline, a write fails at once with the network message (or is queued, lib/offlineQueue.ts) instead of
    // waiting unseen for a connection.
    mutations: { retry: false, networkMode: 'always' },
  },
});
