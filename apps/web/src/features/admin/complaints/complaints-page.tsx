import {
  COMPLAINT_ISSUE_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  complaintReplyBodySchema,
  type AdminComplaint,
  type ComplaintStatus,
} from '@premium-shop/domain/admin-operations-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import type { BadgeColour } from '@premium-shop/domain/order-status';
import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { StatusBadge } from '../../../ui/status-badge';
import { ProofButton, ProofPreviewModal, type Proof } from '../../../ui/proof-preview';
import { AdminReasonDialog } from '../shared/admin-reason-dialog';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import { pageTitleClass, smallButtonClass } from '../shared/console-styles';
import { ExportCsvButton } from '../shared/export-csv-button';
import { ListPagination } from '../shared/list-pagination';
import { PageListState } from '../shared/list-states';
import { StatusFilterGroup } from '../shared/status-filter-group';
import { pageParam, pageParamValue, useListParams } from '../shared/use-list-params';
import { useAdminComplaints } from './api/admin-complaints';
import { useReplyToComplaint } from './api/reply-complaint';
import { useResolveComplaint } from './api/resolve-complaint';

export const ADMIN_COMPLAINTS_MESSAGES = {
  empty: 'Tidak ada pengaduan ditemukan',
  loadFailure: 'Gagal memuat pengaduan',
  actionFailed: 'Tindakan gagal, silakan coba lagi.',
} as const;

const STATUS_COLOURS: Record<ComplaintStatus, BadgeColour> = {
  open: 'orange',
  answered: 'yellow',
  resolved: 'green',
};

const FILTERS = [
  { value: '', label: 'Semua' },
  ...COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] })),
];

function isComplaintStatus(value: string | null): value is ComplaintStatus {
  return COMPLAINT_STATUSES.some((status) => status === value);
}

function ComplaintCard({
  complaint,
  onPreview,
  onReply,
  onResolve,
}: {
  complaint: AdminComplaint;
  onPreview: (proof: Proof) => void;
  onReply: () => void;
  onResolve: () => void;
}) {
  return (
    <article
      aria-label={`Pengaduan ${complaint.noOrder}`}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-white">
            {COMPLAINT_ISSUE_LABELS[complaint.issue]}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <time dateTime={complaint.createdAt}>{formatDateTime(complaint.createdAt)}</time> · No. pesanan{' '}
            <span className="font-mono">{complaint.noOrder}</span>
          </p>
        </div>
        <StatusBadge
          label={COMPLAINT_STATUS_LABELS[complaint.status]}
          colour={STATUS_COLOURS[complaint.status]}
        />
      </div>
      <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500 dark:text-slate-400">Pelanggan</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
          {complaint.customer.name} · {complaint.customer.email} · {complaint.customer.phone}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Akun</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
          {complaint.group ? `${complaint.group.product} · ${complaint.group.name}` : '-'}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Pesan</dt>
        <dd className="min-w-0 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">
          {complaint.note}
        </dd>
        {complaint.reply && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Balasan</dt>
            <dd className="min-w-0 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">
              {complaint.reply}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ProofButton
          hasTitleInName
          title={`Gambar pengaduan ${complaint.noOrder}`}
          label="Lihat Gambar"
          src={complaint.file}
          onOpen={onPreview}
        />
        <span className="flex-1" />
        {complaint.status === 'open' && (
          <button type="button" className={smallButtonClass} onClick={onReply}>
            Balas
          </button>
        )}
        {complaint.status !== 'resolved' && (
          <button type="button" className={smallButtonClass} onClick={onResolve}>
            Tandai Selesai
          </button>
        )}
      </div>
    </article>
  );
}

/** /admin/pengaduan: every customer's complaints with their image, a reply and the resolution. */
export function AdminComplaintsPage() {
  const [params, update] = useListParams();
  const statusParam = params.get('status');
  const status = isComplaintStatus(statusParam) ? statusParam : undefined;
  const page = pageParam(params);
  const complaints = useAdminComplaints({ status, page });
  const reply = useReplyToComplaint();
  const resolve = useResolveComplaint();
  const [preview, setPreview] = useState<Proof | null>(null);
  const [replying, setReplying] = useState<AdminComplaint | null>(null);
  const [resolving, setResolving] = useState<AdminComplaint | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);

  const rows = complaints.data?.data ?? [];
  const pagination = complaints.data?.pagination;

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className={pageTitleClass}>Pengaduan</h1>
        <ExportCsvButton call="adminExportComplaints" query={{ status }} />
      </div>
      <StatusFilterGroup
        label="Status pengaduan"
        options={FILTERS}
        selected={status ?? ''}
        onSelect={(value) => update({ status: value, page: undefined })}
      />

      <div className="mt-4">
        <PageListState
          isPending={complaints.isPending}
          isError={complaints.isError}
          isEmpty={rows.length === 0}
          loadFailure={ADMIN_COMPLAINTS_MESSAGES.loadFailure}
          empty={ADMIN_COMPLAINTS_MESSAGES.empty}
        >
          <div className="space-y-3">
            {rows.map((complaint) => (
              <ComplaintCard
                key={complaint._id}
                complaint={complaint}
                onPreview={setPreview}
                onReply={() => {
                  setReplyError(null);
                  setReplying(complaint);
                }}
                onResolve={() => setResolving(complaint)}
              />
            ))}
          </div>
        </PageListState>
        {pagination && pagination.total > 0 && (
          <ListPagination
            pagination={pagination}
            noun="pengaduan"
            onPageChange={(next) => update({ page: pageParamValue(next) })}
          />
        )}
      </div>

      <ProofPreviewModal proof={preview} onClose={() => setPreview(null)} />
      {replying && (
        <AdminReasonDialog
          isOpen
          title="Balas Pengaduan"
          message={`Balasan dikirim ke ${replying.customer.name} di dashboard dan WhatsApp.`}
          label="Balasan"
          confirmLabel="Kirim Balasan"
          variant="primary"
          schema={complaintReplyBodySchema.shape.reply}
          isPending={reply.isPending}
          error={replyError}
          onConfirm={(text) =>
            reply.mutate(
              { id: replying._id, reply: text },
              {
                onSuccess: () => setReplying(null),
                onError: (error) =>
                  setReplyError(errorMessage(error, ADMIN_COMPLAINTS_MESSAGES.actionFailed)),
              },
            )
          }
          onClose={() => setReplying(null)}
        />
      )}
      <ConfirmActionDialog
        isOpen={resolving !== null}
        title="Tandai Selesai"
        confirmLabel="Tandai Selesai"
        isPending={resolve.isPending}
        onConfirm={() =>
          resolving &&
          resolve.mutate(resolving._id, {
            onSuccess: () => setResolving(null),
            onError: (error) => toast.error(errorMessage(error, ADMIN_COMPLAINTS_MESSAGES.actionFailed)),
          })
        }
        onClose={() => setResolving(null)}
      >
        <p>Pengaduan untuk pesanan {resolving?.noOrder} ditandai selesai dan pelanggan diberi tahu.</p>
      </ConfirmActionDialog>
    </section>
  );
}
