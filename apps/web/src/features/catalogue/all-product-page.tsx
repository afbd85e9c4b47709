import {
  effectiveListingFilter,
  listingFilterQuery,
  matchesProductFilter,
  packageFilterOptions,
  PRODUCT_TYPES,
  productListRequest,
  productListView,
  showsSeeAllLink,
  DIGITAL_PRODUCT_TYPE,
} from '@premium-shop/domain/catalogue';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { paths } from '../../app/paths';
import { useBanners } from '../../lib/catalogue/banners';
import { useCategories } from '../../lib/catalogue/categories';
import { usePackages } from '../../lib/catalogue/packages';
import { useProductDiscounts } from '../../lib/catalogue/product-discounts';
import { useProductPages, useProducts } from '../../lib/catalogue/products';
import { useDebounced } from '../../lib/use-debounced';
import { BannerArea } from '../../ui/banner-area';
import { buttonClassName } from '../../ui/button-class';
import { FilterSelect, type FilterOption } from './components/filter-select';
import { MoreProducts } from './components/more-products';
import { CatalogueResults } from './components/product-grid';
import { SearchInput } from './components/search-input';

/** The listing's filters, all kept in the query string so a reload or a shared link keeps them. */
type FilterParam = 'category' | 'type' | 'package' | 'search';

const TYPE_OPTIONS: FilterOption[] = PRODUCT_TYPES.filter((type) => type !== DIGITAL_PRODUCT_TYPE).map(
  (type) => ({ value: type, label: type }),
);

/** How long the typing pauses before the listing asks the server for the search. */
const SEARCH_DELAY_MS = 250;

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
  // SPEC §4: all mode while the filters are as the page opened them, empty, until the user's first
  // change. An address that carries a filter (a reload, a shared link) is such a change already:
  // the list shows what the dropdowns say.
  const [isAllMode, setIsAllMode] = useState(() => !(search || category || packageId || typeFilter));

  // The 'all' view pages through the catalogue with the filters applied by the server; the digital
  // view is one page (a preview) filtered here by its search.
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const listingQuery = {
    limit: request.limit,
    ...listingFilterQuery(
      effectiveListingFilter(
        { search: debouncedSearch, categoryId: category, packageId, type: typeFilter },
        isAllMode,
      ),
    ),
  };
  const pages = useProductPages(listingQuery, { enabled: request.everyPage });
  const preview = useProducts({ limit: request.limit, type: request.type }, { enabled: !request.everyPage });
  const products = request.everyPage
    ? { data: pages.products, isError: pages.isError, refetch: pages.refetch }
    : preview;
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
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

  const productData = products.data;
  const visibleProducts = useMemo(
    () =>
      request.everyPage
        ? (productData ?? [])
        : (productData ?? []).filter((product) =>
            matchesProductFilter(product, effectiveListingFilter({ search }, isAllMode)),
          ),
    [productData, request.everyPage, search, isAllMode],
  );

  const categoryOptions: FilterOption[] = (categories.data ?? []).map((item) => ({
    value: item._id,
    label: item.name,
  }));
  const packageOptions: FilterOption[] = packageFilterOptions(packages.data ?? []);
  // A view that asked for one page only (the digital one): a full page may have more behind it.
  const isPreview = !request.everyPage;

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
        {request.everyPage && productData !== undefined && (
          <MoreProducts
            hasMore={pages.hasNextPage && !pages.isError}
            isLoading={pages.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
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
