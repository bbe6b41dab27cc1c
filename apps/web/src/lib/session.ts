/** The session hook: who is logged in (from the access token) and their groups (from the server). */
import { useCallback, useSyncExternalStore } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type GroupName, type UserDetail } from '@portal/contract';
import { api } from './api';
import {
  clearSession,
  clearVerificationPending,
  getAccessToken,
  getRefreshToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  isTokenExpired,
  storeTokens,
  subscribeStorage,
  type StoredUser,
  type TokenPair,
} from './storage';

export const userQueryKey = (id: number) => ['user', id] as const;

/** `redirectOnAuthFailure: false` keeps a public page where it is when the session cannot be refreshed. */
export function fetchUser(id: number, signal?: AbortSignal, redirectOnAuthFailure = true): Promise<UserDetail> {
  return api.get<UserDetail>(API.user(id), { signal, redirectOnAuthFailure });
}

/** The user record's query, one definition for the session and the pages that show it (lib/queries/currentUser). */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    staleTime: 5 * 60_000,
  });

/** The current session snapshot without the server query (cheap; for components that only need the flags). */
export function useSessionSnapshot() {
  return useSyncExternalStore(subscribeStorage, getSessionSnapshot, getServerSessionSnapshot);
}

export interface Session {
  user: StoredUser | null;
  isLoggedIn: boolean;
  /** False while an e-mail verification is pending (stored flag '0'). */
  isVerified: boolean;
  /** Group names, once the user query has loaded; undefined before. */
  groups: string[] | undefined;
  hasGroup: (group: GroupName) => boolean;
  /** Full user record from GET /api/account/users/{id}/ (profile_pic, groups, names...). */
  userDetail: UserDetail | undefined;
  /** True while the user record is loading for the first time. */
  isUserLoading: boolean;
  login: (tokens: TokenPair) => void;
  logout: () => Promise<void>;
}

export function useSession(): Session {
  const snapshot = useSessionSnapshot();
  const queryClient = useQueryClient();
  const id = snapshot.loggedIn ? snapshot.user?.user_id : undefined;

  const user = useQuery({ ...userQuery(id ?? 0), enabled: id !== undefined });

  const login = useCallback((tokens: TokenPair) => {
    storeTokens(tokens);
    clearVerificationPending();
  }, []);

  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    if (refresh) {
      try {
        await api.post(API.logout, { refresh_token: refresh }, { redirectOnAuthFailure: false });
      } catch {
        // The local session ends anyway; the token simply expires on its own.
      }
    }
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
  }, [queryClient]);

  const userDetail = id !== undefined ? user.data : undefined;
  const groups = userDetail?.groups.map((g) => g.name);

  return {
    user: snapshot.user,
    isLoggedIn: snapshot.loggedIn,
    isVerified: !snapshot.verificationPending,
    groups,
    hasGroup: (group) => groups?.includes(group) ?? false,
    userDetail,
    isUserLoading: id !== undefined && user.isPending,
    login,
    logout,
  };
}

/**
 * For a public call whose answer depends on who asks (has_applied, is_favourite): `key` goes into the query key,
 * so signing in or out reloads it, and `beforeFetch` runs before the call. A public route answers a stale token as
 * it would a visitor (docs/decisions/002), which would offer a signed-in seeker "Apply" for what they applied to;
 * one protected call first lets the client refresh the token (and brings the user record up to date).
 * `dependsOnCaller` false: an answer the same for everyone (key 0, nothing before the call).
 */
/** Who a query's answer is for: its key part (the user's id, 0 for a visitor) and what to do before asking. */
export interface CallerScope {
  key: number;
  beforeFetch: (signal?: AbortSignal) => Promise<void>;
}

/** A visitor: the server renders every page as one (lib/queries/prefetch.ts). */
export const VISITOR: CallerScope = { key: 0, beforeFetch: async () => undefined };

export function useCallerScope(dependsOnCaller = true): CallerScope {
  const snapshot = useSessionSnapshot();
  const queryClient = useQueryClient();
  const userId = dependsOnCaller && snapshot.loggedIn ? snapshot.user?.user_id : undefined;
  return {
    key: userId ?? 0,
    beforeFetch: async (signal) => {
      if (userId === undefined || !isTokenExpired(getAccessToken(), 0)) return;
      try {
        // A session past refreshing must not send a visitor of a public page to /login (decision 002).
        queryClient.setQueryData(userQueryKey(userId), await fetchUser(userId, signal, false));
      } catch {
        // The public answer still loads, as a visitor sees it.
      }
    },
  };
}
