import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /products/category/:categoryId?productId=: other products of the category, without this one. */
export function getRelatedProducts(categoryId: string, productId: string) {
  return call('listRelatedProducts', { params: { categoryId }, query: { productId } });
}

/** The detail page's 'Lihat juga produk lainnya'; waits until the product (and so its category) is known. */
export function useRelatedProducts(categoryId: string | undefined, productId: string) {
  return useQuery({
    queryKey: ['products', 'related', categoryId ?? null, productId],
    queryFn: async () => (await getRelatedProducts(categoryId ?? '', productId)).data,
    enabled: Boolean(categoryId),
  });
}
