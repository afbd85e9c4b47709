import type { ContentKey } from '@premium-shop/domain/admin-promotions-schema';
import type { QueryClient } from '@tanstack/react-query';

/** The console's own lists of promotions. */
export const promotionKeys = {
  promos: ['admin', 'promos'] as const,
  promoProducts: ['admin', 'promo-products'] as const,
  vouchers: ['admin', 'vouchers'] as const,
  banners: ['admin', 'banners'] as const,
  content: (key: ContentKey) => ['admin', 'site-content', key] as const,
};

/**
 * Drops the storefront's cached answers of this browser too (the keys of the home page's and the
 * catalogue's queries), so an admin who opens the shop next sees the change without a reload.
 */
export function refreshStorefront(queryClient: QueryClient, key: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [key] });
}
