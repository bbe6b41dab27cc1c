/** GET /api/common/testimonials/ → [{id, user, user_profile_pic, text}] (spec 000 §2.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Testimonial } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export const testimonialsQuery = () =>
  queryOptions({
    queryKey: [...sharedKeys.homeContent, 'testimonials'] as const,
    queryFn: ({ signal }) => api.get<Testimonial[]>(API.testimonials, { signal }),
    staleTime: 10 * 60_000,
  });

export const useTestimonials = () => useQuery(testimonialsQuery());
