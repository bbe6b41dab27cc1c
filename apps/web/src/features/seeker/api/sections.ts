/**
 * The profile sections (spec 001 §7): GET /api/job_seekers/<name>/?page_size=100 (the caller's own rows),
 * POST, PUT /<name>/{id}/ and DELETE /<name>/{id}/ → 204. One factory; each section's file names its hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, PAGE_SIZE_MAX, type Paged, type SeekerSectionName } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { invalidateProfile } from './profile';

export type SectionName = SeekerSectionName;

export const sectionKeys = {
  all: ['seeker-sections'] as const,
  list: (name: SectionName, userId: number) => ['seeker-sections', name, userId] as const,
};

/** The query, save (create or update) and delete hooks of one section. */
export function sectionApi<Row extends { id: number }>(name: SectionName) {
  function useRows() {
    const { user, loggedIn } = useSessionSnapshot();
    const userId = user?.user_id ?? 0;
    return useQuery({
      queryKey: sectionKeys.list(name, userId),
      // A person's sections are short lists: one page of the largest size holds them.
      queryFn: async ({ signal }) =>
        (await api.get<Paged<Row>>(API.seekerSection(name), { query: { page_size: PAGE_SIZE_MAX }, signal })).results,
      enabled: loggedIn && userId > 0,
      // File fields are signed links that expire; refetch them before they do.
      staleTime: 5 * 60_000,
      refetchInterval: 10 * 60_000,
    });
  }

  function useSave() {
    const queryClient = useQueryClient();
    const { user } = useSessionSnapshot();
    return useMutation({
      mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
        id ? api.put<Row>(API.seekerSectionItem(name, id), body) : api.post<Row>(API.seekerSection(name), body),
      onSuccess: (saved, { id }) => {
        if (user) {
          queryClient.setQueryData<Row[]>(sectionKeys.list(name, user.user_id), (rows) =>
            rows ? (id ? rows.map((r) => (r.id === id ? saved : r)) : [...rows, saved]) : rows,
          );
        }
        void queryClient.invalidateQueries({ queryKey: ['seeker-sections', name] });
        invalidateProfile(queryClient);
      },
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    const { user } = useSessionSnapshot();
    return useMutation({
      mutationFn: (id: number) => api.delete(API.seekerSectionItem(name, id)),
      onSuccess: (_nothing, id) => {
        if (user)
          queryClient.setQueryData<Row[]>(sectionKeys.list(name, user.user_id), (rows) =>
            rows?.filter((r) => r.id !== id),
          );
        void queryClient.invalidateQueries({ queryKey: ['seeker-sections', name] });
        invalidateProfile(queryClient);
      },
    });
  }

  return { useRows, useSave, useDelete };
}
