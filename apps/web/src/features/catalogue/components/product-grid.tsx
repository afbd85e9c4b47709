import type { Product } from '@premium-shop/domain/product-schema';
import type { ProductDiscount } from '@premium-shop/domain/storefront-schema';
import { buttonClassName } from '../../../ui/button-class';
import { ProductCard, ProductCardSkeleton } from '../../../ui/product-card';

interface ProductGridProps {
  products: readonly Product[];
  discounts: readonly ProductDiscount[] | undefined;
  detailHref: (productId: string) => string;
  headingLevel?: 'h2' | 'h3';
  /** The grid starts on the first screen: its first row's images load at once instead of lazily. */
  isAtTopOfPage?: boolean;
}

// Two compact cards a row already on phones: one card as wide as the screen made the lists many screens tall.
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4';
/** The cards of the grid's first row on a desktop, the first two rows on a tablet. */
const ABOVE_FOLD_CARDS = 4;

/** Cards in 2 columns on phones and tablets, 4 on desktops. */
export function ProductGrid({
  products,
  discounts,
  detailHref,
  headingLevel,
  isAtTopOfPage = false,
}: ProductGridProps) {
  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            discounts={discounts}
            detailHref={detailHref(product._id)}
            headingLevel={headingLevel}
            isAboveFold={isAtTopOfPage && index < ABOVE_FOLD_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid while its products load: placeholder cards in the same columns, so nothing jumps when they arrive. */
export function ProductGridSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Memuat...</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: ABOVE_FOLD_CARDS }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface CatalogueResultsProps {
  /** The filtered products; undefined while the list loads. */
  products: readonly Product[] | undefined;
  discounts: readonly ProductDiscount[] | undefined;
  detailHref: (productId: string) => string;
  isError: boolean;
  /** The page's own load-error text (SPEC words it per page). */
  errorMessage: string;
  onRetry: () => void;
}

/** A catalogue page's results: its load error with a retry, the loading grid, 'Produk tidak ditemukan', or the cards. */
export function CatalogueResults({
  products,
  discounts,
  detailHref,
  isError,
  errorMessage,
  onRetry,
}: CatalogueResultsProps) {
  if (isError) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="text-slate-700 dark:text-slate-300">{errorMessage}</p>
        <button type="button" onClick={onRetry} className={buttonClassName('secondary', 'mt-4')}>
          Coba lagi
        </button>
      </div>
    );
  }
  if (products === undefined) return <ProductGridSkeleton />;
  if (products.length === 0) {
    return <p className="py-16 text-center text-slate-600 dark:text-slate-400">Produk tidak ditemukan</p>;
  }
  return (
    <ProductGrid
      products={products}
      discounts={discounts}
      detailHref={detailHref}
      headingLevel="h2"
      isAtTopOfPage
    />
  );
}
