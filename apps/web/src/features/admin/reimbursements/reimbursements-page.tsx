import {
  ADMIN_REIMBURSEMENT_FILTERS,
  type AdminReimbursement,
  type AdminReimbursementFilter,
} from '@premium-shop/domain/admin-operations-schema';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { badgeColour, reimbursementBadgeColour } from '@premium-shop/domain/order-status';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner } from '../../../ui/page-spinner';
import { AdminBadge } from '../shared/admin-badge';
import { AdminProofButton, AdminProofPreview, type AdminProof } from '../shared/admin-proof-preview';
import { AdminReasonDialog } from '../shared/admin-reason-dialog';
import {
  cellClass,
  headCellClass,
  pageTitleClass,
  smallButtonClass,
  smallDangerButtonClass,
  tableClass,
  tableWrapClass,
} from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
import { useAdminReimbursements } from './api/admin-reimbursements';
import { useRejectReimbursement } from './api/reject-reimbursement';
import { CompleteReimbursementDialog } from './components/complete-reimbursement-dialog';

export const ADMIN_REIMBURSEMENTS_MESSAGES = {
  empty: 'Tidak ada data reimburse ditemukan',
  loadFailure: 'Gagal memuat data reimburse',
  rejectFailed: 'Gagal menolak reimburse, silakan coba lagi.',
} as const;

const FILTER_LABELS: Record<AdminReimbursementFilter, string> = {
  All: 'All',
  Pending: 'Pending',
  Done: 'Done',
  Rejected: 'Rejected',
};

function isFilter(value: string | null): value is AdminReimbursementFilter {
  return ADMIN_REIMBURSEMENT_FILTERS.some((filter) => filter === value);
}

const filterClass = (isActive: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
  }`;

/** `relative` keeps the cells' sr-only texts inside the scrolling box, or a phone's page grows as wide as the table. */
const tableBoxClass = `relative ${tableWrapClass}`;

const HEADINGS = [
  'Pengajuan',
  'Host',
  'Akun',
  'Reimburse',
  'Rekening',
  'Bukti Pembayaran',
  'Bukti Reimburse',
  'Pesanan Host',
  'Status',
  'Aksi',
];

/**
 * /admin/reimburse (SPEC §2's payout screen): hosts' requests filtered All / Pending / Done (and
 * Rejected), with the host's proof and the shop's, 'Tandai Selesai' with the transfer proof and 'Tolak'.
 */
export function AdminReimbursementsPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: AdminReimbursementFilter = isFilter(statusParam) ? statusParam : 'All';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reimbursements = useAdminReimbursements({ status, page });
  const reject = useRejectReimbursement();
  const [preview, setPreview] = useState<AdminProof | null>(null);
  const [completing, setCompleting] = useState<AdminReimbursement | null>(null);
  const [rejecting, setRejecting] = useState<AdminReimbursement | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const update = (changes: { status?: AdminReimbursementFilter; page?: number }) => {
    const next = new URLSearchParams(params);
    if (changes.status) {
      if (changes.status === 'All') next.delete('status');
      else next.set('status', changes.status);
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    setParams(next);
  };

  const rows = reimbursements.data?.data ?? [];
  const pagination = reimbursements.data?.pagination;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Reimburse</h1>
      <div role="group" aria-label="Status reimburse" className="mt-4 flex flex-wrap gap-2">
        {ADMIN_REIMBURSEMENT_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            className={filterClass(status === filter)}
            onClick={() => update({ status: filter })}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </div>

      <div className="mt-4">
        {reimbursements.isPending ? (
          <PageSpinner />
        ) : reimbursements.isError ? (
          <p role="alert" className="py-10 text-center text-red-600 dark:text-red-400">
            {ADMIN_REIMBURSEMENTS_MESSAGES.loadFailure}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">
            {ADMIN_REIMBURSEMENTS_MESSAGES.empty}
          </p>
        ) : (
          <div className={tableBoxClass}>
            <table className={tableClass}>
              <thead className="bg-slate-50 dark:bg-slate-800/50">
                <tr>
                  {HEADINGS.map((heading) => (
                    <th key={heading} scope="col" className={headCellClass}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {rows.map((row) => (
                  <tr key={row._id}>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                    </td>
                    <td className={cellClass}>
                      <span className="block font-medium text-slate-900 dark:text-white">
                        {row.customer.name}
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {row.customer.email}
                      </span>
                    </td>
                    <td className={cellClass}>
                      <span className="block font-medium text-slate-900 dark:text-white">
                        {row.group.name}
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {row.product.name}
                      </span>
                    </td>
                    <td className={`${cellClass} font-semibold whitespace-nowrap`}>
                      {formatRupiah(row.value)}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <span className="block">{row.bank || '-'}</span>
                      <span className="block font-mono text-xs">{row.account_number || '-'}</span>
                    </td>
                    <td className={cellClass}>
                      <AdminProofButton
                        title={`Bukti Pembayaran ${row.group.name}`}
                        src={row.payment_proof}
                        onOpen={setPreview}
                      />
                    </td>
                    <td className={cellClass}>
                      <AdminProofButton
                        title={`Bukti Reimburse ${row.group.name}`}
                        src={row.reimbursement_proof}
                        onOpen={setPreview}
                      />
                    </td>
                    <td className={cellClass}>
                      {row.order ? (
                        <span className="flex flex-col items-start gap-1">
                          <Link
                            to={paths.adminOrderDetail(row.order.invoice)}
                            className="font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
                          >
                            {row.order.invoice}
                          </Link>
                          <AdminBadge label={row.order.status} colour={badgeColour(row.order.status)} />
                        </span>
                      ) : (
                        '-'
                      )}
                    </td>
                    <td className={cellClass}>
                      <AdminBadge label={row.status} colour={reimbursementBadgeColour(row.status)} />
                      {row.note && (
                        <span className="mt-1 block max-w-48 text-xs text-slate-500 dark:text-slate-400">
                          {row.note}
                        </span>
                      )}
                    </td>
                    <td className={cellClass}>
                      {row.status === 'Pending' && (
                        <span className="flex flex-col gap-1.5">
                          <button
                            type="button"
                            className={smallButtonClass}
                            aria-label={`Tandai Selesai: ${row.group.name}`}
                            onClick={() => setCompleting(row)}
                          >
                            Tandai Selesai
                          </button>
                          <button
                            type="button"
                            className={smallDangerButtonClass}
                            aria-label={`Tolak: ${row.group.name}`}
                            onClick={() => {
                              setRejectError(null);
                              setRejecting(row);
                            }}
                          >
                            Tolak
                          </button>
                        </span>
                      )}
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
            noun="reimburse"
            onPageChange={(next) => update({ page: next })}
          />
        )}
      </div>

      <AdminProofPreview proof={preview} onClose={() => setPreview(null)} />
      {completing && (
        <CompleteReimbursementDialog reimbursement={completing} onClose={() => setCompleting(null)} />
      )}
      {rejecting && (
        <AdminReasonDialog
          isOpen
          title="Tolak Reimburse"
          message={`Pengajuan ${formatRupiah(rejecting.value)} dari ${rejecting.customer.name} ditolak. Host diberi tahu alasannya dan dapat mengajukan lagi.`}
          label="Alasan penolakan"
          confirmLabel="Tolak"
          isPending={reject.isPending}
          error={rejectError}
          onConfirm={(note) =>
            reject.mutate(
              { id: rejecting._id, note },
              {
                onSuccess: () => setRejecting(null),
                onError: (error) =>
                  setRejectError(errorMessage(error, ADMIN_REIMBURSEMENTS_MESSAGES.rejectFailed)),
              },
            )
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
