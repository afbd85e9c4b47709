import { showsSeeAllLink } from '@premium-shop/domain/catalogue';
import { useDeferredValue } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { useProductDiscounts } from '../../../lib/catalogue/product-discounts';
import { useProducts } from '../../../lib/catalogue/products';
import { ProductCard, ProductCardSkeleton } from '../../../ui/product-card';
import { SectionHeading } from './section-heading';

// Two compact cards a row already on phones: one card as wide as the screen made the lists many screens tall.
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4';
/** Placeholder cards while the list loads: a desktop's first row. */
const SKELETON_CARDS = 4;

/** A preview of the catalogue: the first page of products, and 'Lihat Semua' when there may be more. */
export function ProductListSection() {
  const productList = useProducts();
  const { data: discounts } = useProductDiscounts();
  // Sixteen cards are the home page's biggest render: deferred, it runs in slices after the answer lands
  // instead of blocking the phone's main thread in one piece.
  const deferredProducts = useDeferredValue(productList.data);
  const products = deferredProducts ?? [];
  const isLoading = deferredProducts === undefined && !productList.isError;

  return (
    <section aria-labelledby="home-products-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="home-products-title"
            eyebrow="Produk Kami"
            title="Pilih Langganan Favoritmu"
            description="Akun premium streaming, musik, penyimpanan cloud, dan produk digital."
          />
          {showsSeeAllLink(products.length) && (
            <Link
              to={paths.allProduct()}
              className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-600 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-950"
            >
              Lihat Semua
            </Link>
          )}
        </div>
        {isLoading && (
          <div role="status" className="mt-8">
            <span className="sr-only">Memuat produk...</span>
            <ul aria-hidden="true" className={gridClass}>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        )}
        {productList.isError && (
          <p className="mt-8 text-center text-sm text-red-600 dark:text-red-400">Gagal memuat data produk</p>
        )}
        {deferredProducts?.length === 0 && (
          <p className="mt-8 text-center text-slate-500 dark:text-slate-400">Produk tidak ditemukan</p>
        )}
        {products.length > 0 && (
          <ul className={`mt-8 ${gridClass}`}>
            {products.map((product) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  detailHref={paths.product(product._id)}
                  discounts={discounts}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
