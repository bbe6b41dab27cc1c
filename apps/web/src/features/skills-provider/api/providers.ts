/** The caller's skills provider record: GET/POST /api/skills/skill-provider/, PUT /api/skills/skill-provider/{id}/. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillProvider, SkillProviderInput } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS, SKILLS_KEY } from './paths';
import type { Paged } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';

export const providerKeys = {
  mine: (userId: number) => [...SKILLS_KEY, 'provider', userId] as const,
};

/** The caller's record (results[0] of their own list), or null when they have none. */
export function useMyProvider() {
  const { user, loggedIn } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: providerKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get<Paged<SkillProvider>>(SKILLS.providers, { signal })).results[0] ?? null,
    enabled: loggedIn && userId > 0,
  });
}

/** POST (create, or restore a deactivated record) and PUT (update): both change what the user holds. */
export function useSaveProvider() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: SkillProviderInput }) =>
      id === null ? api.post<SkillProvider>(SKILLS.providers, multipartOf(values)) : api.put<SkillProvider>(SKILLS.provider(id), multipartOf(values)),
    onSuccess: async (saved) => {
      if (!user) return;
      queryClient.setQueryData(providerKeys.mine(user.user_id), saved);
      void queryClient.invalidateQueries({ queryKey: SKILLS_KEY });
      // The organiser's name shows on the public competitions.
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_COMPETITIONS_KEY });
      // Awaited: the guards and the sidebar read the SkillProvider group from the user record.
      await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });
}
