/** GET /api/trainings/trainer-dashboard/: the trainer's real figures (contract trainerDashboardSchema). */
import { useQuery } from '@tanstack/react-query';
import { API, type TrainerDashboard } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { TRAINER_KEY } from './keys';

export function useTrainerDashboard() {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...TRAINER_KEY, 'dashboard', user?.user_id ?? 0],
    queryFn: ({ signal }) => api.get<TrainerDashboard>(API.trainerDashboard, { signal }),
    staleTime: 0,
  });
}
