/** POST /api/skills/skillsapplications/ {competition}: a signed-in job seeker applies in the portal (decision 005). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, type skillsApplicationReceiptSchema } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { competitionKeys } from './competitions';

type Receipt = z.infer<typeof skillsApplicationReceiptSchema>;

export function useApplyToCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (competition: number) => api.post<Receipt>(API.competitionApplications, { competition }),
    // Lists and details refetch `has_applied`; the provider's area (another feature) reads fresh on its next visit.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.competitionApplications });
      return queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    },
  });
}
