import { isUnavailable, matchesProductFilter } from '@premium-shop/domain/catalogue';
import type { Product } from '@premium-shop/domain/product-schema';

/**
 * The hero search's matches (SPEC §2 'Home page'): products whose name contains the trimmed text,
 * ignoring case, leaving out withdrawn (Unavailable) ones. Nothing for blank text.
 */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const search = text.trim();
  if (!search) return [];
  return products.filter(
    (product) => !isUnavailable(product.status) && matchesProductFilter(product, { search }),
  );
}
