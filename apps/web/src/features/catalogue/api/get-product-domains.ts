import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /product-items/domain/:productId (SPEC §7 'product-items/domain/{domain}'): the domains a
 * Dedicated Private product's address can be on, taken from its stock.
 */
export function getProductDomains(productId: string) {
  return call('listProductDomains', { params: { domain: productId } });
}

/** The product's domains, asked only while `enabled` (the order-info modal of a Dedicated Private product is open). */
export function useProductDomains(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['product-items', 'domains', productId],
    queryFn: async () => (await getProductDomains(productId)).data,
    enabled: enabled && productId !== '',
  });
}
