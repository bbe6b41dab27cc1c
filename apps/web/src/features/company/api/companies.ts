/** The caller's company: GET/POST /api/employer/companies/, PATCH /api/employer/companies/{id}/, and the company categories. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, Lookup } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { COMPANY_KEY, EMPLOYER } from './paths';
import type { Paged } from '@portal/contract';

export const companyKeys = {
  mine: (userId: number) => [...COMPANY_KEY, 'mine', userId] as const,
  categories: ['lookup', 'company-categories'] as const,
};

/** The caller's company (results[0]), or null when they have none. */
export function useMyCompany() {
  const { user, loggedIn } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: companyKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get<Paged<Company>>(EMPLOYER.companies, { signal })).results[0] ?? null,
    enabled: loggedIn && userId > 0,
  });
}

export function useCompanyCategories() {
  return useQuery({
    queryKey: companyKeys.categories,
    queryFn: async ({ signal }) => (await api.get<Paged<Lookup>>(EMPLOYER.categories, { signal, query: { page_size: 100 } })).results,
    staleTime: 60 * 60_000,
  });
}

/** POST (create, or restore a deactivated company) and PATCH (update): both change what the user holds. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<Company>(EMPLOYER.companies, body) : api.patch<Company>(EMPLOYER.company(id), body),
    onSuccess: async (saved) => {
      if (!user) return;
      queryClient.setQueryData(companyKeys.mine(user.user_id), saved);
      void queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
      // Awaited: the guards and the sidebar read the Company group from the user record.
      await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });
}
