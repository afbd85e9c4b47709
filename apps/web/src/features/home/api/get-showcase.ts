import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /showcase: the payment-method logos (public). */
export function getShowcase() {
  return call('listShowcase', {}, { auth: false });
}

export function useShowcase() {
  return useQuery({
    queryKey: ['showcase'],
    queryFn: async () => (await getShowcase()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
