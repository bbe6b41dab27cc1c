/** The session hook: who is logged in (from the access token) and their groups (from the server). */
import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type GroupName, type UserDetail } from '@portal/contract';
import { api } from './api';
import {
  clearSession,
  clearVerificationPending,
  getRefreshToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  storeTokens,
  subscribeStorage,
  type StoredUser,
  type TokenPair,
} from './storage';

export const userQueryKey = (id: number) => ['user', id] as const;

export function fetchUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return api.get<UserDetail>(API.user(id), { signal });
}

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

  const userQuery = useQuery({
    queryKey: userQueryKey(id ?? 0),
    queryFn: ({ signal }) => fetchUser(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });

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

  const userDetail = id !== undefined ? userQuery.data : undefined;
  const groups = userDetail?.groups.map((g) => g.name);

  return {
    user: snapshot.user,
    isLoggedIn: snapshot.loggedIn,
    isVerified: !snapshot.verificationPending,
    groups,
    hasGroup: (group) => groups?.includes(group) ?? false,
    userDetail,
    isUserLoading: id !== undefined && userQuery.isPending,
    login,
    logout,
  };
}
