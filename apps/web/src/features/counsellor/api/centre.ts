/** The counsellor's own counselling centre: GET/POST counsellor-counselling-center, PATCH /{id}/. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounsellingCenter } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const centreKeys = {
  mine: (userId: number) => [...COUNSELLOR_KEY, 'centre', userId] as const,
};

/** The caller's centre (results[0]), or null when they have none yet. */
export function useMyCentre() {
  const { user } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: centreKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get<Paged<CounsellingCenter>>(CAREERS.myCentre, { signal })).results[0] ?? null,
    enabled: userId > 0,
  });
}

export function useSaveCentre() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<CounsellingCenter>(CAREERS.myCentre, body) : api.patch<CounsellingCenter>(CAREERS.myCentreItem(id), body),
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(centreKeys.mine(user.user_id), saved);
      // The centre options of the counsellor form and the public centre pages change with it.
      void queryClient.invalidateQueries({ queryKey: COUNSELLOR_KEY });
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
  });
}
