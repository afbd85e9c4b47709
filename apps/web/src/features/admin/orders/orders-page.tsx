import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { ORDER_STATUSES, orderBadgeColour, statusLabel } from '@premium-shop/domain/order-status';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { buttonClassName } from '../../../ui/button-class';
import { StatusBadge } from '../../../ui/status-badge';
import { Table, type TableColumn } from '../../../ui/table';
import { filterInputClass, filterLabelClass, pageTitleClass } from '../shared/console-styles';
import { ExportCsvButton } from '../shared/export-csv-button';
import { ListPagination } from '../shared/list-pagination';
import { pageParam, pageParamValue, useListParams } from '../shared/use-list-params';
import { FilterSelect } from '../shared/filter-select';
import { useAdminOrders } from './api/admin-orders';
import { LatePaymentBadge, LATE_PAYMENT_LABEL } from './components/late-payment-badge';

export const ADMIN_ORDERS_MESSAGES = {
  empty: 'Tidak ada pesanan ditemukan',
  loadFailure: 'Gagal memuat data pesanan',
} as const;

const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  ...ORDER_STATUSES.map((value) => ({ value, label: value })),
];

const PAYMENT_OPTIONS = [
  { value: '', label: 'Semua pembayaran' },
  { value: 'true', label: LATE_PAYMENT_LABEL },
] as const;

const COLUMNS: TableColumn<AdminOrder>[] = [
  {
    id: 'invoice',
    header: 'Invoice',
    className: 'whitespace-nowrap',
    cell: (order) => (
      <Link
        to={paths.adminOrderDetail(order.invoice)}
        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {order.invoice}
      </Link>
    ),
  },
  {
    id: 'createdAt',
    header: 'Tanggal',
    className: 'xl:whitespace-nowrap',
    cell: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
  },
  {
    id: 'buyer',
    header: 'Pembeli',
    cell: (order) => (
      <>
        <span className="block font-medium text-slate-900 dark:text-white">{order.buyer.name}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{order.buyer.email}</span>
      </>
    ),
  },
  { id: 'product', header: 'Produk', cell: (order) => order.product.name },
  { id: 'package', header: 'Paket', className: 'whitespace-nowrap', cell: (order) => order.package || '-' },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (order) => formatRupiah(order.total),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => (
      <>
        {/* Below xl the row is a card: a long status wraps inside its value column. */}
        <div className="flex flex-wrap gap-1 max-xl:[&>[data-colour]]:shrink max-xl:[&>[data-colour]]:whitespace-normal">
          <StatusBadge label={statusLabel(order)} colour={orderBadgeColour(order)} />
          {order.paidAfter && <LatePaymentBadge />}
        </div>
        {order.paidAfter && order.statusReason && (
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">{order.statusReason}</span>
        )}
      </>
    ),
  },
];

function isOrderStatus(value: string | null): value is (typeof ORDER_STATUSES)[number] {
  return ORDER_STATUSES.some((status) => status === value);
}

/**
 * /admin/pesanan: every customer's orders, newest first, searched by invoice, e-mail or product and
 * filtered by status and by late payment (kept in the address, so a filtered list can be shared and
 * reloaded). A late payment (paid after the order was Canceled or Expired) carries a badge and its reason.
 */
export function AdminOrdersPage() {
  const searchId = useId();
  const [params, update] = useListParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const latePayment = params.get('latePayment') === 'true' ? 'true' : undefined;
  const page = pageParam(params);
  const [draft, setDraft] = useState(search);
  const orders = useAdminOrders({ status, search: search || undefined, latePayment, page });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() || undefined, page: undefined });
  };

  const rows = orders.data?.data ?? [];
  const pagination = orders.data?.pagination;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className={pageTitleClass}>Pesanan</h1>
        <ExportCsvButton
          call="adminExportOrders"
          query={{ status, search: search || undefined, latePayment }}
        />
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <form role="search" onSubmit={submit} className="flex flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor={searchId} className={filterLabelClass}>
              Cari invoice, e-mail atau produk
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={100}
              className={`${filterInputClass} mt-1`}
            />
          </div>
          <button type="submit" className={buttonClassName('primary', 'py-1.5')}>
            Cari
          </button>
        </form>
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value, page: undefined })}
          className="sm:w-48"
        />
        <FilterSelect
          label="Pembayaran"
          value={latePayment ?? ''}
          options={PAYMENT_OPTIONS}
          onChange={(value) => update({ latePayment: value, page: undefined })}
          className="sm:w-48"
        />
      </div>

      <div className="mt-4">
        <Table
          caption="Daftar pesanan"
          columns={COLUMNS}
          rows={rows}
          rowKey={(order) => order._id}
          isLoading={orders.isPending}
          error={orders.isError && ADMIN_ORDERS_MESSAGES.loadFailure}
          emptyText={ADMIN_ORDERS_MESSAGES.empty}
          stackBelow="xl"
        />
        {pagination && pagination.total > 0 && (
          <ListPagination
            pagination={pagination}
            noun="pesanan"
            onPageChange={(next) => update({ page: pageParamValue(next) })}
          />
        )}
      </div>
    </section>
  );
}
