import { showsSeeAllLink } from '@premium-shop/domain/catalogue';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useProductDiscounts } from '../../../lib/catalogue/product-discounts';
import { useProducts } from '../../../lib/catalogue/products';
import { Spinner } from '../../../ui/spinner';
import { ProductCard } from '../../../ui/product-card';
import { SectionHeading } from './section-heading';

/** A preview of the catalogue: the first page of products, and 'Lihat Semua' when there may be more. */
export function ProductListSection() {
  const productList = useProducts();
  const { data: discounts } = useProductDiscounts();
  const products = productList.data ?? [];

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
        {productList.isPending && (
          <div role="status" className="flex min-h-64 items-center justify-center text-brand-600">
            <Spinner className="size-10" />
            <span className="sr-only">Memuat produk...</span>
          </div>
        )}
        {productList.isError && (
          <p className="mt-8 text-center text-sm text-red-600 dark:text-red-400">Gagal memuat data produk</p>
        )}
        {productList.isSuccess && products.length === 0 && (
          <p className="mt-8 text-center text-slate-500 dark:text-slate-400">Produk tidak ditemukan</p>
        )}
        {products.length > 0 && (
          <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
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
