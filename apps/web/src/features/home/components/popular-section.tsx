import { Link } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { SafeImage } from '../../../ui/safe-image';
import { POPULAR_PRODUCTS_LIMIT, usePopularProducts } from '../api/get-popular-products';
import { SectionHeading } from './section-heading';

function PopularSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {Array.from({ length: POPULAR_PRODUCTS_LIMIT }, (_, index) => (
        <li key={index} className="h-[4.5rem] animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </ul>
  );
}

/** SPEC §2 'Populer': the most ordered products, each a link to its page. */
export function PopularSection() {
  const popular = usePopularProducts();
  const products = popular.data ?? [];
  // A shop without orders yet has nothing popular to show: the section waits for its first sales.
  if (popular.isSuccess && products.length === 0) return null;

  return (
    <section aria-labelledby="home-popular-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-popular-title"
          title="Populer"
          description="Paling banyak dipesan minggu ini."
        />
        {popular.isPending && <PopularSkeleton />}
        {popular.isError && (
          <p className="mt-6 text-sm text-red-600 dark:text-red-400">Gagal memuat data produk</p>
        )}
        {products.length > 0 && (
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {products.map((product) => (
              <li key={product._id}>
                <Link
                  to={paths.product(product._id)}
                  className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
                >
                  <SafeImage
                    src={product.icon}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-xl object-contain sm:size-12"
                  />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm font-semibold text-slate-900 dark:text-white">
                      {product.name}
                    </span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {product.categoryName}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
