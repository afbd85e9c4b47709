import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

export const PINS_QUERY_KEY = ['product-pins'] as const;

/** GET /product-pins: the products the caller pinned to 'Akun Anda'. */
export function pinsQueryOptions() {
  return queryOptions({
    queryKey: PINS_QUERY_KEY,
    queryFn: async () => (await call('listPins')).data,
  });
}

export function usePins() {
  return useQuery(pinsQueryOptions());
}

/** POST /product-pins {product}. */
export async function pinProduct(productId: string): Promise<ProductPin> {
  return (await call('createPin', { body: { product: productId } })).data;
}

/** DELETE /product-pins/:id (the pin's id, not the product's). */
export async function unpinProduct(pinId: string): Promise<void> {
  await call('deletePin', { params: { id: pinId } });
}
