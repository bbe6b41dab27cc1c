/** The caller's trainer record: GET/POST /api/trainings/trainers/, PUT /api/trainings/trainers/{id}/, and the skills categories. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lookup, Trainer } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { TRAINER_API, TRAINER_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const trainerKeys = {
  mine: (userId: number) => [...TRAINER_KEY, 'mine', userId] as const,
  categories: ['lookup', 'skills-categories'] as const,
};

/** The caller's trainer record (results[0]), or null when they have none. */
export function useMyTrainer() {
  const { user, loggedIn } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: trainerKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get<Paged<Trainer>>(TRAINER_API.trainers, { signal })).results[0] ?? null,
    enabled: loggedIn && userId > 0,
  });
}

/** The skills categories (one page of up to 100, by name): the trainer form's options. */
export function useSkillCategories() {
  return useQuery({
    queryKey: trainerKeys.categories,
    queryFn: async ({ signal }) => (await api.get<Paged<Lookup>>(TRAINER_API.skillCategories, { signal, query: { page_size: 100 } })).results,
    staleTime: 60 * 60_000,
  });
}

/** POST (become a trainer, or restore a deactivated record) and PUT (update): both change what the user holds. */
export function useSaveTrainer() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<Trainer>(TRAINER_API.trainers, body) : api.put<Trainer>(TRAINER_API.trainer(id), body),
    onSuccess: async (saved) => {
      if (!user) return;
      queryClient.setQueryData(trainerKeys.mine(user.user_id), saved);
      void queryClient.invalidateQueries({ queryKey: TRAINER_KEY });
      // A restored trainer brings their trainings back to the public lists.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.trainings });
      // Awaited: the guards and the sidebar read the Trainer group from the user record.
      await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });
}
