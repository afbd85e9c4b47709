import type { ShowcaseItem } from '@premium-shop/domain/storefront-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /showcase: the payment-method logos (public). */
export function getShowcase() {
  return api.get<ShowcaseItem[]>('showcase', { auth: false });
}

export function useShowcase() {
  return useQuery({
    queryKey: ['showcase'],
    queryFn: async () => (await getShowcase()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
