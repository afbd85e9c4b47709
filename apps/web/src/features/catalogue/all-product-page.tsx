import {
  effectiveListingFilter,
  matchesProductFilter,
  packageFilterOptions,
  PRODUCT_TYPES,
  productListRequest,
  productListView,
  showsSeeAllLink,
  DIGITAL_PRODUCT_TYPE,
} from '@premium-shop/domain/catalogue';
import { PRODUCT_PAGE_SIZE } from '@premium-shop/domain/constants';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useBanners } from '../../lib/catalogue/banners';
import { useCategories } from '../../lib/catalogue/categories';
import { usePackages } from '../../lib/catalogue/packages';
import { useProductDiscounts } from '../../lib/catalogue/product-discounts';
import { useProducts } from '../../lib/catalogue/products';
import { BannerArea } from '../../ui/banner-area';
import { buttonClassName } from '../../ui/button-class';
import { FilterSelect, type FilterOption } from './components/filter-select';
import { CatalogueResults } from './components/product-grid';
import { SearchInput } from './components/search-input';

/** The listing's filters, all kept in the query string so a reload or a shared link keeps them. */
type FilterParam = 'category' | 'type' | 'package' | 'search';

const TYPE_OPTIONS: FilterOption[] = PRODUCT_TYPES.filter((type) => type !== DIGITAL_PRODUCT_TYPE).map(
  (type) => ({ value: type, label: type }),
);

/** A `?type=` that picks the view rather than a product type. */
function isViewType(type: string): boolean {
  return type === '' || type === 'all' || type === 'digital';
}

/** /allProduct?type=all|digital (SPEC §2 'Public product list'). */
export function AllProductPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type') ?? '';
  const view = productListView(typeParam);
  const isDigital = view === 'digital';
  const request = productListRequest(view);
  const search = searchParams.get('search') ?? '';
  const category = searchParams.get('category') ?? '';
  const packageId = searchParams.get('package') ?? '';
  const typeFilter = isViewType(typeParam.toLowerCase()) ? '' : typeParam;
  // SPEC §4: all mode until the user's first filter change.
  const [isAllMode, setIsAllMode] = useState(true);

  const products = useProducts(request);
  const discounts = useProductDiscounts();
  const banners = useBanners();
  const categories = useCategories();
  const packages = usePackages();

  const setFilter = (name: FilterParam, value: string) => {
    setIsAllMode(false);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name === 'type') next.set('type', value || 'all');
        else if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  // The whole catalogue's cards are this page's biggest render: deferred, it runs in slices once the answer
  // lands instead of blocking the phone's main thread in one piece.
  const productData = useDeferredValue(products.data);
  const visibleProducts = useMemo(() => {
    const filter = effectiveListingFilter(
      isDigital ? { search } : { search, categoryId: category, packageId, type: typeFilter },
      isAllMode,
    );
    return (productData ?? []).filter((product) => matchesProductFilter(product, filter));
  }, [productData, isDigital, search, category, packageId, typeFilter, isAllMode]);

  const categoryOptions: FilterOption[] = (categories.data ?? []).map((item) => ({
    value: item._id,
    label: item.name,
  }));
  const packageOptions: FilterOption[] = packageFilterOptions(packages.data ?? []);
  // A view that asked for one page only (the digital one): a full page may have more behind it.
  const isPreview = request.limit === PRODUCT_PAGE_SIZE;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-8">
        <BannerArea banners={banners.data} isPending={banners.isPending} />
      </div>

      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {isDigital ? 'Produk Digital' : 'Produk Kami'}
      </h1>

      <div
        role="search"
        className={`mt-6 grid gap-3 ${isDigital ? '' : 'sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]'}`}
      >
        <SearchInput
          placeholder="Cari Produk"
          value={search}
          onChange={(value) => setFilter('search', value)}
          className="sm:col-span-2 lg:col-span-1"
        />
        {!isDigital && (
          <>
            <FilterSelect
              label="Kategori"
              allLabel="Semua Kategori"
              value={category}
              options={categoryOptions}
              onChange={(value) => setFilter('category', value)}
            />
            <FilterSelect
              label="Tipe"
              allLabel="Semua Tipe"
              value={typeFilter}
              options={TYPE_OPTIONS}
              onChange={(value) => setFilter('type', value)}
            />
            <FilterSelect
              label="Paket"
              allLabel="Semua Paket"
              value={packageId}
              options={packageOptions}
              onChange={(value) => setFilter('package', value)}
            />
          </>
        )}
      </div>

      <div className="mt-8">
        <CatalogueResults
          products={productData === undefined ? undefined : visibleProducts}
          discounts={discounts.data}
          detailHref={paths.product}
          isError={products.isError}
          errorMessage="Gagal memuat data produk"
          onRetry={() => void products.refetch()}
        />
      </div>

      {isPreview && showsSeeAllLink(products.data?.length ?? 0) && (
        <div className="mt-10 text-center">
          <Link to={paths.allProduct({ type: 'all' })} className={buttonClassName('secondary')}>
            Lihat Semua
          </Link>
        </div>
      )}
    </section>
  );
}
