/**
 * The job seeker profile (spec 001 §7): GET/POST /api/job_seekers/jobseekers/ (the list answers the caller's own
 * profile first), PUT/PATCH /api/job_seekers/jobseekers/{id}/, and the full read-only profile
 * GET /api/job_seekers/jobseeker-profile/{id}/ (every section nested, with the profile's completeness).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type JobSeeker, type JobSeekerFullProfile, type Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { seekerDashboardKey } from '@/lib/queries/seekerDashboard';

/** Keyed by user so another account signing in on the same tab never sees the previous one's data. */
export const profileKeys = {
  all: ['jobseekers'] as const,
  mine: (userId: number) => ['jobseekers', 'mine', userId] as const,
  fullAll: ['jobseeker-profile'] as const,
  full: (id: number) => ['jobseeker-profile', id] as const,
};

/**
 * Private files come back as signed links that live 15 minutes: data older than this is refetched
 * when a page mounts, so a download link is never already expired.
 */
const LINK_SAFE_STALE_MS = 5 * 60_000;

/** The caller's profile, or null when they have none (or deactivated it). */
export function useMyJobSeeker() {
  const { user, loggedIn } = useSessionSnapshot();
  const userId = user?.user_id ?? 0;
  return useQuery({
    queryKey: profileKeys.mine(userId),
    queryFn: async ({ signal }) => {
      const page = await api.get<Paged<JobSeeker>>(API.jobSeekers, { signal });
      return page.results[0] ?? null;
    },
    enabled: loggedIn && userId > 0,
    staleTime: LINK_SAFE_STALE_MS,
    // Keep the signed CV link fresh while the page stays open.
    refetchInterval: 10 * 60_000,
  });
}

/** The full profile: the header's strength and pending actions, and the employer's view. */
export function useFullProfile(id: number | null) {
  return useQuery({
    queryKey: profileKeys.full(id ?? 0),
    queryFn: ({ signal }) => api.get<JobSeekerFullProfile>(API.jobSeekerProfile(id ?? 0), { signal }),
    enabled: id !== null,
    staleTime: LINK_SAFE_STALE_MS,
    refetchInterval: 10 * 60_000,
  });
}

/** After any change to the profile or a section: the strength, pending actions and dashboard figures follow. */
export function invalidateProfile(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  void queryClient.invalidateQueries({ queryKey: profileKeys.fullAll });
  void queryClient.invalidateQueries({ queryKey: seekerDashboardKey });
}

/** POST multipart (repeated job_category) → 201; the user gains the JobSeeker group. */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: (body: FormData) => api.post<JobSeeker>(API.jobSeekers, body),
    onSuccess: async (created) => {
      invalidateProfile(queryClient);
      if (!user) return;
      queryClient.setQueryData(profileKeys.mine(user.user_id), created);
      // Awaited: the guards read the groups from the user record, and the next page needs the new JobSeeker group.
      await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });
}

/** PUT (every personal field) or PATCH (head_line, personal_statment, ...) of the caller's profile. */
export function useUpdateProfile(method: 'PUT' | 'PATCH') {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormData }) =>
      method === 'PUT' ? api.put<JobSeeker>(API.jobSeeker(id), body) : api.patch<JobSeeker>(API.jobSeeker(id), body),
    onSuccess: (updated) => {
      if (user) queryClient.setQueryData(profileKeys.mine(user.user_id), updated);
      invalidateProfile(queryClient);
    },
  });
}

/** PATCH cv_upload with upload progress (XHR: fetch cannot report it). */
export function useUploadCv() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: number; file: File; onProgress: (percent: number) => void }) => {
      const body = new FormData();
      body.append('cv_upload', file);
      return uploadWithProgress<JobSeeker>('PATCH', API.jobSeeker(id), body, onProgress);
    },
    onSuccess: (updated) => {
      if (user) queryClient.setQueryData(profileKeys.mine(user.user_id), updated);
      invalidateProfile(queryClient);
    },
  });
}
