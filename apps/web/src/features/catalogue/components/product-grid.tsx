import type { Product } from '@premium-shop/domain/product-schema';
import type { ProductDiscount } from '@premium-shop/domain/storefront-schema';
import { ProductCard } from '../../../ui/product-card';

interface ProductGridProps {
  products: readonly Product[];
  discounts: readonly ProductDiscount[] | undefined;
  detailHref: (productId: string) => string;
  headingLevel?: 'h2' | 'h3';
}

/** Cards in 1 column on phones, 2 on tablets, 4 on desktops (SPEC §2). */
export function ProductGrid({ products, discounts, detailHref, headingLevel }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            discounts={discounts}
            detailHref={detailHref(product._id)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
