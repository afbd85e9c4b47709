import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { badgeColour, ORDER_STATUSES, statusLabel } from '@premium-shop/domain/order-status';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClassName } from '../../../ui/button-class';
import { PageSpinner } from '../../../ui/page-spinner';
import { AdminBadge } from '../shared/admin-badge';
import {
  cellClass,
  filterInputClass,
  filterLabelClass,
  headCellClass,
  pageTitleClass,
  tableClass,
  tableWrapClass,
} from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
import { useAdminOrders } from './api/admin-orders';

export const ADMIN_ORDERS_MESSAGES = {
  empty: 'Tidak ada pesanan ditemukan',
  loadFailure: 'Gagal memuat data pesanan',
} as const;

function isOrderStatus(value: string | null): value is (typeof ORDER_STATUSES)[number] {
  return ORDER_STATUSES.some((status) => status === value);
}

/**
 * /admin/pesanan: every customer's orders, newest first, searched by invoice, e-mail or product and
 * filtered by status (both kept in the address, so a filtered list can be shared and reloaded).
 */
export function AdminOrdersPage() {
  const searchId = useId();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const orders = useAdminOrders({ status, search: search || undefined, page });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() || undefined, page: undefined });
  };

  const rows = orders.data?.data ?? [];
  const pagination = orders.data?.pagination;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Pesanan</h1>

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
        <div className="sm:w-48">
          <label htmlFor={statusId} className={filterLabelClass}>
            Status
          </label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined, page: undefined })}
            className={`${filterInputClass} mt-1`}
          >
            <option value="">Semua status</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-4">
        {orders.isPending ? (
          <PageSpinner />
        ) : orders.isError ? (
          <p role="alert" className="py-10 text-center text-red-600 dark:text-red-400">
            {ADMIN_ORDERS_MESSAGES.loadFailure}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">
            {ADMIN_ORDERS_MESSAGES.empty}
          </p>
        ) : (
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <thead className="bg-slate-50 dark:bg-slate-800/50">
                <tr>
                  <th scope="col" className={headCellClass}>
                    Invoice
                  </th>
                  <th scope="col" className={headCellClass}>
                    Tanggal
                  </th>
                  <th scope="col" className={headCellClass}>
                    Pembeli
                  </th>
                  <th scope="col" className={headCellClass}>
                    Produk
                  </th>
                  <th scope="col" className={headCellClass}>
                    Paket
                  </th>
                  <th scope="col" className={`${headCellClass} text-right`}>
                    Total
                  </th>
                  <th scope="col" className={headCellClass}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {rows.map((order) => (
                  <tr key={order._id}>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <Link
                        to={paths.adminOrderDetail(order.invoice)}
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {order.invoice}
                      </Link>
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                    </td>
                    <td className={cellClass}>
                      <span className="block font-medium text-slate-900 dark:text-white">
                        {order.buyer.name}
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {order.buyer.email}
                      </span>
                    </td>
                    <td className={cellClass}>{order.product.name}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>{order.package || '-'}</td>
                    <td className={`${cellClass} text-right whitespace-nowrap`}>
                      {formatRupiah(order.total)}
                    </td>
                    <td className={cellClass}>
                      <AdminBadge label={statusLabel(order)} colour={badgeColour(order.status)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pagination && pagination.total > 0 && (
          <ListPagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            total={pagination.total}
            noun="pesanan"
            onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
          />
        )}
      </div>
    </section>
  );
}
