import { ADMIN_PRODUCT_STATUSES, type AdminProductRow } from '@premium-shop/domain/admin-catalogue-schema';
import { priceRangeText } from '@premium-shop/domain/catalogue';
import { useEffect, useState } from 'react';
import { toast } from '../../../../ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { inputClassName } from '../../../../ui/field';
import { SafeImage } from '../../../../ui/safe-image';
import { Table, type TableColumn } from '../../../../ui/table';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { ListError, ListLoading } from '../../shared/list-states';
import { ListPagination } from '../../shared/list-pagination';
import { pageParam, useListParams } from '../../shared/use-list-params';
import { useAdminCategories } from '../api/categories';
import { useAdminPackages } from '../api/packages';
import { useAdminProduct, useAdminProducts, useDeleteProduct } from '../api/products';
import { rowActionsColumn } from './catalogue-table';
import { ProductForm } from './product-form';
import { StatusBadge } from './status-badge';

/** `?produk=baru` opens the form for a new product, `?produk=<id>` the form of that product. */
export const NEW_PRODUCT = 'baru';
const SEARCH_DELAY_MS = 300;

const PRODUCT_COLUMNS: TableColumn<AdminProductRow>[] = [
  {
    id: 'name',
    header: 'Produk',
    cell: (row) => (
      <div className="flex flex-wrap items-center gap-2">
        <SafeImage src={row.icon} alt="" className="size-8 shrink-0 rounded-md object-cover" />
        <span className="font-semibold text-slate-900 dark:text-white">{row.name}</span>
        {row.isPopular && (
          <span className="rounded bg-amber-100 px-1.5 text-[10px] font-semibold text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
            Populer
          </span>
        )}
      </div>
    ),
  },
  { id: 'category', header: 'Kategori', cell: (row) => row.categoryName },
  { id: 'type', header: 'Tipe', cell: (row) => row.type },
  { id: 'method', header: 'Metode', cell: (row) => row.method },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    id: 'price',
    header: 'Harga',
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => priceRangeText({ lowPrice: row.lowPrice, highPrice: row.highPrice }),
  },
  {
    id: 'seatsFree',
    header: 'Kursi kosong',
    align: 'end',
    className: 'tabular-nums',
    cell: (row) => row.seatsFree,
  },
];

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function ProductEditor({ productId, onClose }: { productId: string; onClose: () => void }) {
  const isNew = productId === NEW_PRODUCT;
  const categories = useAdminCategories();
  const packages = useAdminPackages();
  const product = useAdminProduct(isNew ? undefined : productId);
  const isLoading = categories.isPending || packages.isPending || (!isNew && product.isPending);
  const failed = categories.error ?? packages.error ?? (isNew ? null : product.error);

  return (
    <section aria-labelledby="product-editor-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={onClose} className={buttonClassName('secondary', 'px-3 py-1.5')}>
          ← Kembali
        </button>
        <h2 id="product-editor-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {isNew ? 'Tambah Produk' : `Ubah Produk${product.data ? `: ${product.data.name}` : ''}`}
        </h2>
      </div>
      {failed ? (
        <ListError>{errorMessage(failed, 'Gagal memuat data produk. Silakan coba kembali.')}</ListError>
      ) : isLoading ? (
        <ListLoading>Memuat…</ListLoading>
      ) : (
        <ProductForm
          key={product.data ? `${product.data._id}-${product.data.updatedAt}` : NEW_PRODUCT}
          product={isNew ? undefined : product.data}
          categories={categories.data ?? []}
          packages={packages.data ?? []}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </section>
  );
}

/** The 'Produk' tab: the searchable, filterable table of every product and the product form. */
export function ProductsTab() {
  const [params, update] = useListParams({ replace: true });
  const editing = params.get('produk');
  const categoryId = params.get('kategori') ?? '';
  const status = params.get('status') ?? '';
  // A status the filter does not offer (a hand-edited address) filters nothing.
  const statusFilter = ADMIN_PRODUCT_STATUSES.find((option) => option === status);
  const page = pageParam(params, 'halaman');
  const [search, setSearch] = useState(params.get('cari') ?? '');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [toDelete, setToDelete] = useState<AdminProductRow | null>(null);
  const categories = useAdminCategories();
  const products = useAdminProducts({
    search: debouncedSearch || undefined,
    categoryId: categoryId || undefined,
    status: statusFilter,
    page,
  });
  const remove = useDeleteProduct();
  const columns = [
    ...PRODUCT_COLUMNS,
    rowActionsColumn<AdminProductRow>((row) => update({ produk: row._id }), setToDelete),
  ];

  useEffect(() => {
    if ((params.get('cari') ?? '') !== debouncedSearch) update({ cari: debouncedSearch, halaman: null });
    // Only the typed text drives this; the other parameters are written by their own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  if (editing) {
    return <ProductEditor productId={editing} onClose={() => update({ produk: null })} />;
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Produk berhasil dihapus');
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Produk gagal dihapus'));
        setToDelete(null);
      },
    });
  };

  const rows = products.data?.data ?? [];
  const pagination = products.data?.pagination;

  return (
    <section aria-label="Produk" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          <label htmlFor="product-search">Cari produk</label>
          <input
            id="product-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Nama produk"
            className={`${inputClassName()} mt-1 py-2`}
          />
        </div>
        <div className="w-full text-sm font-medium text-slate-700 sm:w-48 dark:text-slate-300">
          <label htmlFor="product-filter-category">Kategori</label>
          <select
            id="product-filter-category"
            value={categoryId}
            onChange={(event) => update({ kategori: event.target.value, halaman: null })}
            className={`${inputClassName()} mt-1 py-2`}
          >
            <option value="">Semua Kategori</option>
            {(categories.data ?? []).map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full text-sm font-medium text-slate-700 sm:w-44 dark:text-slate-300">
          <label htmlFor="product-filter-status">Status</label>
          <select
            id="product-filter-status"
            value={status}
            onChange={(event) => update({ status: event.target.value, halaman: null })}
            className={`${inputClassName()} mt-1 py-2`}
          >
            <option value="">Semua Status</option>
            {ADMIN_PRODUCT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => update({ produk: NEW_PRODUCT })}
          className={buttonClassName('primary')}
        >
          + Tambah Produk
        </button>
      </div>

      <Table
        caption="Daftar produk"
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        isLoading={products.isPending}
        loadingText="Memuat produk…"
        error={
          products.error && errorMessage(products.error, 'Gagal memuat data produk. Silakan coba kembali.')
        }
        emptyText="Produk tidak ditemukan"
        stackBelow="xl"
      />

      {pagination && pagination.totalPages > 1 && (
        <ListPagination
          pagination={pagination}
          noun="produk"
          onPageChange={(next) => update({ halaman: String(next) })}
        />
      )}

      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        title="Hapus produk"
        message={`Hapus ${toDelete?.name ?? ''}? Produk yang sudah punya pesanan tidak dapat dihapus; ubah statusnya menjadi Unavailable.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
