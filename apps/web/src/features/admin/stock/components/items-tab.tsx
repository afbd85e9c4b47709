import {
  PRODUCT_ITEM_STATE_LABELS,
  PRODUCT_ITEM_STATES,
  type AdminProductItem,
  type ProductItemState,
} from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong } from '@premium-shop/domain/format';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { inputClassName } from '../../../../ui/field';
import { Table, type TableColumn } from '../../../../ui/table';
import { useProductItems, type ProductItemListQuery } from '../api/product-items';
import { ItemDetailPanel } from './item-detail-panel';
import { ItemFormModal } from './item-form-modal';
import { ItemStateBadge, LowStockBadge } from './item-state-badge';
import { RenewalBadge } from './renewal-badge';
import { useStockProducts } from './product-package-fields';
import { ListPagination } from '../../shared/list-pagination';
import { smallButtonClass } from '../../shared/console-styles';
import { selectClass } from './stock-styles';

/** 'Akun': the filterable list of product items, their free seats and low-stock marks, and one item's detail. */
export function ItemsTab() {
  const products = useStockProducts();
  const [query, setQuery] = useState<ProductItemListQuery>({ page: 1 });
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const { data, isPending, isError, error, isFetching } = useProductItems(query);
  const detailRef = useRef<HTMLDivElement>(null);

  // The search applies after a short pause in typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) =>
        (current.search ?? '') === search.trim()
          ? current
          : { ...current, search: search.trim() || undefined, page: 1 },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (selectedId) detailRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [selectedId]);

  const items = data?.data ?? [];
  const columns: TableColumn<AdminProductItem>[] = [
    {
      id: 'account',
      header: 'Akun',
      cell: (item) => (
        <>
          <div className="font-medium wrap-anywhere text-slate-900 dark:text-white">{item.name}</div>
          <div className="text-xs break-all text-slate-500 dark:text-slate-400">
            {item.email ?? item.domain ?? '-'}
          </div>
        </>
      ),
    },
    {
      id: 'product',
      header: 'Produk',
      cell: (item) => (
        <>
          <div>{item.product.name}</div>
          <div className="text-xs text-slate-500 dark:text-slate-400">{item.package?.name ?? '-'}</div>
          {item.isLowStock && <LowStockBadge />}
        </>
      ),
    },
    { id: 'state', header: 'Status', cell: (item) => <ItemStateBadge state={item.state} /> },
    {
      id: 'seats',
      header: 'Kursi',
      className: 'tabular-nums',
      cell: (item) => `${item.seatsTaken}/${item.slot}`,
    },
    { id: 'freeSeats', header: 'Kosong', className: 'tabular-nums', cell: (item) => item.freeSeats },
    {
      id: 'expiresAt',
      header: 'Berakhir',
      cell: (item) => (
        <>
          <div>{formatDateLong(item.providerExpiresAt)}</div>
          <RenewalBadge state={item.billing.renewalState} />
        </>
      ),
    },
    { id: 'host', header: 'Host', cell: (item) => item.host?.name ?? '-' },
    {
      id: 'actions',
      header: 'Aksi',
      isHeaderHidden: true,
      cell: (item) => (
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`Detail ${item.name}`}
          onClick={() => setSelectedId(item._id)}
        >
          Detail
        </button>
      ),
    },
  ];
  const pagination = data?.pagination;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-[160px] flex-1">
          <label
            htmlFor="stock-search"
            className="block text-xs font-medium text-slate-600 dark:text-slate-400"
          >
            Cari
          </label>
          <input
            id="stock-search"
            type="search"
            placeholder="Nama, email, domain atau produk"
            className={inputClassName()}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {/* A width of its own: sized by its longest option, the list would widen when the products
            arrive and push the table down (a layout shift). */}
        <div className="w-full sm:w-56">
          <label
            htmlFor="stock-product"
            className="block text-xs font-medium text-slate-600 dark:text-slate-400"
          >
            Produk
          </label>
          <select
            id="stock-product"
            className={selectClass}
            value={query.product ?? ''}
            onChange={(event) =>
              setQuery((current) => ({ ...current, product: event.target.value || undefined, page: 1 }))
            }
          >
            <option value="">Semua produk</option>
            {products.map((product) => (
              <option key={product._id} value={product._id}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-[130px]">
          <label
            htmlFor="stock-state"
            className="block text-xs font-medium text-slate-600 dark:text-slate-400"
          >
            Status
          </label>
          <select
            id="stock-state"
            className={selectClass}
            value={query.state ?? ''}
            onChange={(event) =>
              setQuery((current) => ({
                ...current,
                state: (event.target.value || undefined) as ProductItemState | undefined,
                page: 1,
              }))
            }
          >
            <option value="">Semua status</option>
            {PRODUCT_ITEM_STATES.map((state) => (
              <option key={state} value={state}>
                {PRODUCT_ITEM_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClassName('primary')} onClick={() => setIsCreating(true)}>
          Tambah Akun
        </button>
      </div>

      <Table
        caption="Daftar akun produk"
        columns={columns}
        rows={items}
        rowKey={(item) => item._id}
        rowClassName={(item) => (selectedId === item._id ? 'bg-brand-50 dark:bg-brand-950' : undefined)}
        isLoading={isPending}
        error={isError && errorMessage(error, 'Stok akun gagal dimuat')}
        emptyText="Tidak ada akun yang cocok."
        isBusy={isFetching}
        stackBelow="xl"
      />

      {pagination && pagination.totalPages > 1 && (
        <ListPagination
          pagination={pagination}
          noun="akun"
          onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
        />
      )}

      <div ref={detailRef}>
        {selectedId && <ItemDetailPanel itemId={selectedId} onClose={() => setSelectedId(null)} />}
      </div>
      <ItemFormModal isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </div>
  );
}
