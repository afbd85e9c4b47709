import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { paths } from '../../../../app/paths';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { PageSpinner } from '../../../../ui/page-spinner';
import { Table, type TableColumn } from '../../../../ui/table';
import { usePreorderGroups } from '../api/preorder-groups';
import { ActivateGroupModal } from './activate-group-modal';
import { GroupProgress } from '../../shared/group-progress-bar';
import { ItemStateBadge } from './item-state-badge';
import { panelClass } from './stock-styles';

type GroupOrder = PreorderGroup['orders'][number];

const ORDER_COLUMNS: TableColumn<GroupOrder>[] = [
  {
    id: 'invoice',
    header: 'Invoice',
    cell: (order) => (
      <Link
        to={paths.adminOrderDetail(order.invoice)}
        className="font-mono text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {order.invoice}
      </Link>
    ),
  },
  {
    id: 'buyer',
    header: 'Pembeli',
    cell: (order) => (
      <>
        <div>{order.buyer.name}</div>
        <div className="text-xs text-slate-500 dark:text-slate-400">{order.buyer.email}</div>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (order) => order.status },
  { id: 'paidAt', header: 'Dibayar', cell: (order) => formatDateTime(order.paidAt) },
];

/** 'Grup Preorder': groups filling up with their paid orders, and 'Aktifkan grup' once one is full. */
export function PreorderGroupsTab() {
  const { data: groups, isPending, isError, error } = usePreorderGroups();
  const [activating, setActivating] = useState<PreorderGroup | null>(null);

  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <p role="alert" className="text-red-600 dark:text-red-400">
        {errorMessage(error, 'Grup preorder gagal dimuat')}
      </p>
    );
  }
  if (groups.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">Tidak ada grup preorder.</p>
    );
  }

  return (
    <div className="space-y-4">
      {groups.map((group) => {
        const isFull = group.willUser >= group.slot;
        return (
          <section
            key={group._id}
            aria-labelledby={`group-${group._id}`}
            className={`${panelClass} space-y-3`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`group-${group._id}`} className="font-semibold text-slate-900 dark:text-white">
                {group.name}
              </h2>
              <ItemStateBadge state={group.state} />
              <span className="text-sm text-slate-500 dark:text-slate-400">
                {group.product.name}
                {group.package ? ` · ${group.package.name}` : ''}
              </span>
              {isFull && (
                <button
                  type="button"
                  className={`${buttonClassName('primary')} ml-auto`}
                  onClick={() => setActivating(group)}
                >
                  Aktifkan grup
                </button>
              )}
            </div>
            <GroupProgress label={group.name} willUser={group.willUser} slot={group.slot} />
            {group.orders.length > 0 && (
              <Table
                caption={`Pesanan ${group.name}`}
                columns={ORDER_COLUMNS}
                rows={group.orders}
                rowKey={(order) => order._id}
                emptyText="Belum ada pesanan."
              />
            )}
          </section>
        );
      })}
      <ActivateGroupModal group={activating} onClose={() => setActivating(null)} />
    </div>
  );
}
