/** GET /api/common/testimonials/ → [{id, user, user_profile_pic, text}] (spec 000 §2.3). */
import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export function useTestimonials() {
  return useQuery({
    queryKey: [...sharedKeys.homeContent, 'testimonials'] as const,
    queryFn: ({ signal }) => api.get<Testimonial[]>('/api/common/testimonials/', { signal }),
    staleTime: 10 * 60_000,
  });
}
