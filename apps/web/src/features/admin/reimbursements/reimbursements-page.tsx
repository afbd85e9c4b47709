import {
  ADMIN_REIMBURSEMENT_FILTERS,
  rejectReimbursementBodySchema,
  type AdminReimbursement,
  type AdminReimbursementFilter,
} from '@premium-shop/domain/admin-operations-schema';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { badgeColour, reimbursementBadgeColour } from '@premium-shop/domain/order-status';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { StatusBadge } from '../../../ui/status-badge';
import { ProofButton, ProofPreviewModal, type Proof } from '../../../ui/proof-preview';
import { Table, type TableColumn } from '../../../ui/table';
import { AdminReasonDialog } from '../shared/admin-reason-dialog';
import { pageTitleClass, smallButtonClass, smallDangerButtonClass } from '../shared/console-styles';
import { ExportCsvButton } from '../shared/export-csv-button';
import { ListPagination } from '../shared/list-pagination';
import { StatusFilterGroup } from '../shared/status-filter-group';
import { pageParam, pageParamValue, useListParams } from '../shared/use-list-params';
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

const FILTERS = ADMIN_REIMBURSEMENT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

function isFilter(value: string | null): value is AdminReimbursementFilter {
  return ADMIN_REIMBURSEMENT_FILTERS.some((filter) => filter === value);
}

/**
 * /admin/reimburse (SPEC §2's payout screen): hosts' requests filtered All / Pending / Done (and
 * Rejected), with the host's proof and the shop's, 'Tandai Selesai' with the transfer proof and 'Tolak'.
 */
export function AdminReimbursementsPage() {
  const [params, update] = useListParams();
  const statusParam = params.get('status');
  const status: AdminReimbursementFilter = isFilter(statusParam) ? statusParam : 'All';
  const page = pageParam(params);
  const reimbursements = useAdminReimbursements({ status, page });
  const reject = useRejectReimbursement();
  const [preview, setPreview] = useState<Proof | null>(null);
  const [completing, setCompleting] = useState<AdminReimbursement | null>(null);
  const [rejecting, setRejecting] = useState<AdminReimbursement | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const rows = reimbursements.data?.data ?? [];
  const columns: TableColumn<AdminReimbursement>[] = [
    {
      id: 'createdAt',
      header: 'Pengajuan',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      id: 'host',
      header: 'Host',
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900 dark:text-white">{row.customer.name}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{row.customer.email}</span>
        </>
      ),
    },
    {
      id: 'account',
      header: 'Akun',
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900 dark:text-white">{row.group.name}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{row.product.name}</span>
        </>
      ),
    },
    {
      id: 'value',
      header: 'Reimburse',
      className: 'font-semibold whitespace-nowrap',
      cell: (row) => formatRupiah(row.value),
    },
    {
      id: 'bank',
      header: 'Rekening',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span className="block">{row.bank || '-'}</span>
          <span className="block font-mono text-xs">{row.account_number || '-'}</span>
        </>
      ),
    },
    {
      id: 'paymentProof',
      header: 'Bukti Pembayaran',
      cell: (row) => (
        <ProofButton
          hasTitleInName
          title={`Bukti Pembayaran ${row.group.name}`}
          src={row.payment_proof}
          onOpen={setPreview}
        />
      ),
    },
    {
      id: 'reimbursementProof',
      header: 'Bukti Reimburse',
      cell: (row) => (
        <ProofButton
          hasTitleInName
          title={`Bukti Reimburse ${row.group.name}`}
          src={row.reimbursement_proof}
          onOpen={setPreview}
        />
      ),
    },
    {
      id: 'order',
      header: 'Pesanan Host',
      cell: (row) =>
        row.order ? (
          <span className="flex flex-col items-start gap-1">
            <Link
              to={paths.adminOrderDetail(row.order.invoice)}
              className="font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {row.order.invoice}
            </Link>
            <StatusBadge label={row.order.status} colour={badgeColour(row.order.status)} />
          </span>
        ) : (
          '-'
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <StatusBadge label={row.status} colour={reimbursementBadgeColour(row.status)} />
          {row.note && (
            <span className="mt-1 block max-w-48 text-xs text-slate-500 dark:text-slate-400">{row.note}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Aksi',
      cell: (row) =>
        row.status === 'Pending' && (
          <span className="flex flex-col items-start gap-1.5">
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
        ),
    },
  ];
  const pagination = reimbursements.data?.pagination;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className={pageTitleClass}>Reimburse</h1>
        <ExportCsvButton call="adminExportReimbursements" query={{ status }} />
      </div>
      <StatusFilterGroup
        label="Status reimburse"
        options={FILTERS}
        selected={status}
        onSelect={(value) => update({ status: value === 'All' ? undefined : value, page: undefined })}
      />

      <div className="mt-4">
        <Table
          caption="Daftar reimburse"
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          isLoading={reimbursements.isPending}
          error={reimbursements.isError && ADMIN_REIMBURSEMENTS_MESSAGES.loadFailure}
          emptyText={ADMIN_REIMBURSEMENTS_MESSAGES.empty}
          stackBelow="xl"
        />
        {pagination && pagination.total > 0 && (
          <ListPagination
            pagination={pagination}
            noun="reimburse"
            onPageChange={(next) => update({ page: pageParamValue(next) })}
          />
        )}
      </div>

      <ProofPreviewModal proof={preview} onClose={() => setPreview(null)} />
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
          schema={rejectReimbursementBodySchema.shape.note}
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
