import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /product-discounts (public): every running promo, for the cards' 'Promo' badge. */
export function getProductDiscounts() {
  return call('listProductDiscounts', {}, { auth: false });
}

export function useProductDiscounts() {
  return useQuery({
    queryKey: ['product-discounts'],
    queryFn: async () => (await getProductDiscounts()).data,
  });
}
