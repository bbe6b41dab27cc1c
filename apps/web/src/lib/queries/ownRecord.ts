/**
 * The one record a user holds in an area (their company, trainer, skills provider or counsellor record, a counsellor's
 * centre): loaded as the first row of their own list, created by POST and updated by PUT or PATCH. One definition,
 * so every profile and "become a …" page caches and refreshes it the same way.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@portal/contract';
import { api } from '../api';
import { useSessionSnapshot, userQueryKey } from '../session';

export interface OwnRecordConfig {
  /** The area's root key: a save refreshes the whole area. */
  root: readonly unknown[];
  /** The record's name under the root ('mine', 'centre'). */
  name: string;
  /** The caller's own list (one row at most): GET, and POST to create. */
  list: string;
  one: (id: number) => string;
  update?: 'PUT' | 'PATCH';
  /** Other screens that show the record (the public catalogue, the public trainings of a restored trainer). */
  shownIn?: ReadonlyArray<readonly unknown[]>;
  /** Creating the record gives the user an account type: the guards and the sidebar read it from the user record. */
  givesAccountType?: boolean;
}

export function ownRecord<Rec>({
  root,
  name,
  list,
  one,
  update = 'PUT',
  shownIn = [],
  givesAccountType = true,
}: OwnRecordConfig) {
  const keys = { mine: (userId: number) => [...root, name, userId] as const };

  /** The caller's record, or null when they have none. */
  function useMine() {
    const { user, loggedIn } = useSessionSnapshot();
    const userId = user?.user_id ?? 0;
    return useQuery({
      queryKey: keys.mine(userId),
      queryFn: async ({ signal }) => (await api.get<Paged<Rec>>(list, { signal })).results[0] ?? null,
      enabled: loggedIn && userId > 0,
    });
  }

  /** POST (create, or restore a deactivated record) or PUT/PATCH /{id}/ (update). */
  function useSave() {
    const queryClient = useQueryClient();
    const { user } = useSessionSnapshot();
    return useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
        id === null
          ? api.post<Rec>(list, body)
          : update === 'PUT'
            ? api.put<Rec>(one(id), body)
            : api.patch<Rec>(one(id), body),
      onSuccess: async (saved) => {
        if (!user) return;
        queryClient.setQueryData(keys.mine(user.user_id), saved);
        for (const queryKey of [root, ...shownIn]) void queryClient.invalidateQueries({ queryKey });
        // Awaited, so a page that moves on after the save finds the new account type.
        if (givesAccountType) await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
      },
    });
  }

  return { keys, useMine, useSave };
}
