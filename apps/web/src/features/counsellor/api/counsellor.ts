/** The caller's counsellor record (GET/POST careercounsellors, PUT /{id}/) and the form's option lists. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareerCounsellor, CounsellingCenter, Lookup } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const counsellorKeys = {
  mine: (userId: number) => [...COUNSELLOR_KEY, 'mine', userId] as const,
  services: ['lookup', 'career-services'] as const,
  centreOptions: [...COUNSELLOR_KEY, 'centre-options'] as const,
};

/** The caller's counsellor record (results[0]), or null when they have none. */
export function useMyCounsellor() {
  const { user, loggedIn } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: counsellorKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get<Paged<CareerCounsellor>>(CAREERS.counsellors, { signal })).results[0] ?? null,
    enabled: loggedIn && userId > 0,
  });
}

/** Career services (GET careerservices, one page of up to 100): the options of Services Provided / Offered. */
export function useCareerServices() {
  return useQuery({
    queryKey: counsellorKeys.services,
    queryFn: async ({ signal }) => (await api.get<Paged<Lookup>>(CAREERS.services, { signal, query: { page_size: 100 } })).results,
    staleTime: 60 * 60_000,
  });
}

/** Counselling centres a counsellor may work at (the public list, by name). */
export function useCentreOptions() {
  return useQuery({
    queryKey: counsellorKeys.centreOptions,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<CounsellingCenter>>(CAREERS.centres, { signal, query: { page_size: 100, ordering: 'center_name' } })).results,
    staleTime: 5 * 60_000,
  });
}

/** POST (create: gives the CarrierCouncillor account type) or PUT /{id}/ (update). */
export function useSaveCounsellor() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<CareerCounsellor>(CAREERS.counsellors, body) : api.put<CareerCounsellor>(CAREERS.counsellor(id), body),
    onSuccess: async (saved) => {
      if (!user) return;
      queryClient.setQueryData(counsellorKeys.mine(user.user_id), saved);
      void queryClient.invalidateQueries({ queryKey: COUNSELLOR_KEY });
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
      // Awaited: the guards and the sidebar read the CarrierCouncillor group from the user record.
      await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });
}
