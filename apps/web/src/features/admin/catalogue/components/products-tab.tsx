import { ADMIN_PRODUCT_STATUSES, type AdminProductRow } from '@premium-shop/domain/admin-catalogue-schema';
import { priceRangeText } from '@premium-shop/domain/catalogue';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { inputClassName } from '../../../../ui/field';
import { SafeImage } from '../../../../ui/safe-image';
import { Spinner } from '../../../../ui/spinner';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { ListPagination } from '../../shared/list-pagination';
import { useAdminCategories } from '../api/categories';
import { useAdminPackages } from '../api/packages';
import { useAdminProduct, useAdminProducts, useDeleteProduct } from '../api/products';
import { ProductForm } from './product-form';
import { StatusBadge } from './status-badge';

/** `?produk=baru` opens the form for a new product, `?produk=<id>` the form of that product. */
export const NEW_PRODUCT = 'baru';
const SEARCH_DELAY_MS = 300;

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
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(failed, 'Gagal memuat data produk. Silakan coba kembali.')}
        </p>
      ) : isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Memuat…
        </p>
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
  const [params, setParams] = useSearchParams();
  const editing = params.get('produk');
  const categoryId = params.get('kategori') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('halaman')) || 1);
  const [search, setSearch] = useState(params.get('cari') ?? '');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [toDelete, setToDelete] = useState<AdminProductRow | null>(null);
  const categories = useAdminCategories();
  const products = useAdminProducts({
    search: debouncedSearch || undefined,
    categoryId: categoryId || undefined,
    status: status || undefined,
    page,
  });
  const remove = useDeleteProduct();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

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

      {products.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(products.error, 'Gagal memuat data produk. Silakan coba kembali.')}
        </p>
      ) : products.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Memuat produk…
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700">
          Produk tidak ditemukan
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Daftar produk</caption>
            <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Produk
                </th>
                <th scope="col" className="px-3 py-2">
                  Kategori
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Tipe
                </th>
                <th scope="col" className="px-3 py-2">
                  Metode
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Harga
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right lg:table-cell">
                  Kursi kosong
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row._id} className="text-slate-700 dark:text-slate-300">
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <SafeImage src={row.icon} alt="" className="size-8 shrink-0 rounded-md object-cover" />
                      <span className="font-semibold text-slate-900 dark:text-white">{row.name}</span>
                      {row.isPopular && (
                        <span className="rounded bg-amber-100 px-1.5 text-[10px] font-semibold text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
                          Populer
                        </span>
                      )}
                    </div>
                  </td>
                  <td className="px-3 py-2">{row.categoryName}</td>
                  <td className="hidden px-3 py-2 md:table-cell">{row.type}</td>
                  <td className="px-3 py-2">{row.method}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {priceRangeText({ lowPrice: row.lowPrice, highPrice: row.highPrice })}
                  </td>
                  <td className="hidden px-3 py-2 text-right tabular-nums lg:table-cell">{row.seatsFree}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        onClick={() => update({ produk: row._id })}
                        aria-label={`Ubah ${row.name}`}
                        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        onClick={() => setToDelete(row)}
                        aria-label={`Hapus ${row.name}`}
                        className="rounded-md px-2 py-1 text-sm font-semibold text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                      >
                        Hapus
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pagination && pagination.totalPages > 1 && (
        <ListPagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
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
