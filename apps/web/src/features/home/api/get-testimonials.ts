import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /testimonials: the customers' testimonials (public). */
export function getTestimonials() {
  return call('listTestimonials', {}, { auth: false });
}

export function useTestimonials() {
  return useQuery({
    queryKey: ['testimonials'],
    queryFn: async () => (await getTestimonials()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
