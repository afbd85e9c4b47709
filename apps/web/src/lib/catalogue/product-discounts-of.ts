import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /product-discounts/:productId (public): the promos of one product, one per duration at most. */
export function getProductDiscountsOf(productId: string) {
  return call('listProductDiscountsOf', { params: { productId } }, { auth: false });
}

/** The detail page's 'Promo Terbatas : used / slot' line reads the chosen duration's promo from here. */
export function useProductDiscountsOf(productId: string) {
  return useQuery({
    queryKey: ['product-discounts', productId],
    queryFn: async () => (await getProductDiscountsOf(productId)).data,
    enabled: productId !== '',
  });
}
