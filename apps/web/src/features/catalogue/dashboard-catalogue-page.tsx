import { listingFilterQuery, PRODUCT_METHODS } from '@premium-shop/domain/catalogue';
import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';
import { paths } from '../../app/paths';
import { useCategories } from '../../lib/catalogue/categories';
import { useProductDiscounts } from '../../lib/catalogue/product-discounts';
import { useProductPages } from '../../lib/catalogue/products';
import { useDebounced } from '../../lib/use-debounced';
import { FilterSelect, type FilterOption } from './components/filter-select';
import { MoreProducts } from './components/more-products';
import { CatalogueResults } from './components/product-grid';
import { SearchInput } from './components/search-input';

/** The catalogue's filters, kept in the query string so 'Kembali' from a product finds them again. */
type FilterParam = 'search' | 'category' | 'method';

const METHOD_OPTIONS: FilterOption[] = PRODUCT_METHODS.map((method) => ({ value: method, label: method }));

/** How long the typing pauses before the catalogue asks the server for the search. */
const SEARCH_DELAY_MS = 250;

/** /dashboard/pembelian (SPEC §2 'Catalogue (pembelian)'): the signed-in customer's product catalogue. */
export function DashboardCataloguePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const category = searchParams.get('category') ?? '';
  const method = searchParams.get('method') ?? '';

  // Page after page as the customer scrolls, filtered by the server (docs/decisions/054).
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const products = useProductPages(
    listingFilterQuery({ search: debouncedSearch, categoryId: category, method }),
  );
  const { fetchNextPage } = products;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const discounts = useProductDiscounts();
  const categories = useCategories();

  const setFilter = (name: FilterParam, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const categoryOptions: FilterOption[] = (categories.data ?? []).map((item) => ({
    value: item._id,
    label: item.name,
  }));

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Pembelian
      </h1>

      <div role="search" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <SearchInput
          placeholder="Cari Produk..."
          value={search}
          onChange={(value) => setFilter('search', value)}
          className="sm:col-span-2 lg:col-span-1"
        />
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
          value={method}
          options={METHOD_OPTIONS}
          onChange={(value) => setFilter('method', value)}
        />
      </div>

      <div className="mt-8">
        <CatalogueResults
          products={products.products}
          discounts={discounts.data}
          detailHref={paths.dashboardProduct}
          isError={products.isError}
          errorMessage="Gagal memuat data produk. Silakan coba kembali."
          onRetry={() => void products.refetch()}
        />
        {products.products !== undefined && (
          <MoreProducts
            hasMore={products.hasNextPage && !products.isError}
            isLoading={products.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
      </div>
    </section>
  );
}
