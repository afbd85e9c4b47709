import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/**
 * GET /admin/product-items?product=&state=active: the product's accounts with free places, for the
 * 'Selesaikan Pesanan' picker. When the stock calls are not there the picker falls back to a text field.
 */
export function useItemOptions(productId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'product-items', 'options', productId],
    queryFn: async () =>
      (await call('adminListProductItems', { query: { product: productId, state: 'active', limit: 100 } }))
        .data,
    enabled: isEnabled,
    retry: false,
  });
}
