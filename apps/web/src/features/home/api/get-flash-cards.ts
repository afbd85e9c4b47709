import type { FlashCards } from '@premium-shop/domain/storefront-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /flash-cards: the promo cards the admin writes (public). */
export function getFlashCards() {
  return api.get<FlashCards>('flash-cards', { auth: false });
}

export function useFlashCards() {
  return useQuery({
    queryKey: ['flash-cards'],
    queryFn: async () => (await getFlashCards()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
