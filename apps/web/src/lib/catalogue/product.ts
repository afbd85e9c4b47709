import type { Product } from '@premium-shop/domain/product-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /products/:id; an Unavailable product is still answered (the page shows the 404 for it). */
export function getProduct(productId: string) {
  return api.get<Product>(`products/${encodeURIComponent(productId)}`);
}

export function useProduct(productId: string) {
  return useQuery({
    queryKey: ['products', 'detail', productId],
    queryFn: async () => (await getProduct(productId)).data,
    enabled: productId !== '',
  });
}
