import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /flash-cards: the promo cards the admin writes (public). */
export function getFlashCards() {
  return call('getFlashCards', {}, { auth: false });
}

export function useFlashCards() {
  return useQuery({
    queryKey: ['flash-cards'],
    queryFn: async () => (await getFlashCards()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
