import type { ProductDiscount } from '@premium-shop/domain/storefront-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /product-discounts (public): every running promo, for the cards' 'Promo' badge. */
export function getProductDiscounts() {
  return api.get<ProductDiscount[]>('product-discounts', { auth: false });
}

export function useProductDiscounts() {
  return useQuery({
    queryKey: ['product-discounts'],
    queryFn: async () => (await getProductDiscounts()).data,
  });
}
