import {
  BANKS,
  bankAccountBodySchema,
  transferRejectBodySchema,
  type AdminTransfer,
  type Bank,
  type BankAccount,
} from '@premium-shop/domain/bank-transfer';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../ui/toast';
import { paths } from '../../../app/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { ProofButton, ProofPreviewModal, type Proof } from '../../../ui/proof-preview';
import { Table, type TableColumn } from '../../../ui/table';
import { AdminReasonDialog } from '../shared/admin-reason-dialog';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { pageTitleClass, smallButtonClass, smallDangerButtonClass } from '../shared/console-styles';
import { useBankAccounts, useChangeBankAccount } from './api/bank-accounts';
import { useDecideTransfer, useWaitingTransfers } from './api/waiting-transfers';

export const TRANSFER_PAGE_TEXTS = {
  title: 'Transfer Bank',
  queue: 'Menunggu Konfirmasi',
  empty: 'Tidak ada transfer yang menunggu konfirmasi',
  accounts: 'Rekening Bank',
  noAccounts: 'Belum ada rekening. Tambahkan satu agar pelanggan bisa memilih Transfer Bank.',
  confirm: 'Konfirmasi',
  reject: 'Tolak',
  failed: 'Tindakan gagal, silakan coba lagi.',
} as const;

function Queue() {
  const transfers = useWaitingTransfers();
  const decide = useDecideTransfer();
  const [preview, setPreview] = useState<Proof | null>(null);
  const [confirming, setConfirming] = useState<AdminTransfer | null>(null);
  const [rejecting, setRejecting] = useState<AdminTransfer | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const columns: TableColumn<AdminTransfer>[] = [
    {
      id: 'invoice',
      header: 'Pesanan',
      isRowHeader: true,
      className: 'font-mono',
      cell: (row) => (
        <Link
          to={paths.adminOrderDetail(row.invoice)}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {row.invoice}
        </Link>
      ),
    },
    { id: 'customer', header: 'Pelanggan', cell: (row) => `${row.customer.name} (${row.customer.email})` },
    { id: 'product', header: 'Produk', cell: (row) => row.productName },
    {
      id: 'total',
      header: 'Jumlah',
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span>
          <span className="font-semibold">{formatRupiah(row.total)}</span>
          <span className="block text-xs text-slate-500">kode unik {row.uniqueCode}</span>
        </span>
      ),
    },
    { id: 'uploaded', header: 'Diunggah', cell: (row) => formatDateTime(row.proofUploadedAt) },
    {
      id: 'proof',
      header: 'Bukti',
      cell: (row) => (
        <ProofButton
          title={`Bukti transfer ${row.invoice}`}
          src={row.proof}
          hasTitleInName
          onOpen={setPreview}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Tindakan',
      isHeaderHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButtonClass} onClick={() => setConfirming(row)}>
            {TRANSFER_PAGE_TEXTS.confirm}
          </button>
          <button
            type="button"
            className={smallDangerButtonClass}
            onClick={() => {
              setRejectError(null);
              setRejecting(row);
            }}
          >
            {TRANSFER_PAGE_TEXTS.reject}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="transfer-queue" className="mt-6">
      <h2 id="transfer-queue" className="text-lg font-bold text-slate-900 dark:text-white">
        {TRANSFER_PAGE_TEXTS.queue}
        {transfers.data ? ` (${transfers.data.waiting})` : ''}
      </h2>
      <div className="mt-3">
        <Table
          caption="Transfer menunggu konfirmasi"
          columns={columns}
          rows={transfers.data?.transfers ?? []}
          rowKey={(row) => row.orderId}
          rowLabel={(row) => row.invoice}
          isLoading={transfers.isPending}
          error={transfers.isError ? TRANSFER_PAGE_TEXTS.failed : undefined}
          emptyText={TRANSFER_PAGE_TEXTS.empty}
        />
      </div>
      <ProofPreviewModal proof={preview} onClose={() => setPreview(null)} />
      <ConfirmActionDialog
        isOpen={confirming !== null}
        title="Konfirmasi Transfer"
        confirmLabel={TRANSFER_PAGE_TEXTS.confirm}
        isPending={decide.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const orderId = confirming.orderId;
          setConfirming(null);
          decide.mutate({ kind: 'confirm', orderId }, { onError: toastFailure });
        }}
      >
        {confirming && (
          <p>
            Pastikan {formatRupiah(confirming.total)} dari {confirming.customer.name} sudah masuk ke rekening
            toko. Pesanan {confirming.invoice} akan dibayar dan dikirim.
          </p>
        )}
      </ConfirmActionDialog>
      {rejecting && (
        <AdminReasonDialog
          isOpen
          title="Tolak Bukti Transfer"
          message={
            rejecting
              ? `Pelanggan diberi tahu alasannya dan dapat mengunggah bukti baru untuk ${rejecting.invoice}.`
              : ''
          }
          label="Alasan penolakan"
          confirmLabel={TRANSFER_PAGE_TEXTS.reject}
          isPending={decide.isPending}
          error={rejectError}
          schema={transferRejectBodySchema.shape.reason}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => {
            decide.mutate(
              { kind: 'reject', orderId: rejecting.orderId, reason },
              {
                onSuccess: () => setRejecting(null),
                onError: (error) => setRejectError(errorMessage(error, TRANSFER_PAGE_TEXTS.failed)),
              },
            );
          }}
        />
      )}
    </section>
  );
}

function toastFailure(error: unknown) {
  toast.error(errorMessage(error, TRANSFER_PAGE_TEXTS.failed));
}

interface AccountFormState {
  bank: Bank;
  accountNumber: string;
  holderName: string;
}

const EMPTY_FORM: AccountFormState = { bank: 'BCA', accountNumber: '', holderName: '' };

function AccountForm() {
  const change = useChangeBankAccount();
  const [form, setForm] = useState<AccountFormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bankAccountBodySchema.safeParse({ ...form, isActive: true });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(
      { kind: 'create', body: parsed.data },
      {
        onSuccess: () => setForm(EMPTY_FORM),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
              ? error.fieldErrors
              : { accountNumber: errorMessage(error, TRANSFER_PAGE_TEXTS.failed) },
          ),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Tambah rekening"
      className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
    >
      <Field id={`${id}-bank`} label="Bank" error={errors.bank}>
        <select
          id={`${id}-bank`}
          value={form.bank}
          onChange={(event) => setForm({ ...form, bank: event.target.value as Bank })}
          className={inputClassName(Boolean(errors.bank))}
          {...fieldAria(`${id}-bank`, errors.bank)}
        >
          {BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-number`} label="Nomor Rekening" error={errors.accountNumber}>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          value={form.accountNumber}
          onChange={(event) => setForm({ ...form, accountNumber: event.target.value })}
          className={inputClassName(Boolean(errors.accountNumber))}
          {...fieldAria(`${id}-number`, errors.accountNumber)}
        />
      </Field>
      <Field id={`${id}-holder`} label="Nama Pemilik" error={errors.holderName}>
        <input
          id={`${id}-holder`}
          value={form.holderName}
          onChange={(event) => setForm({ ...form, holderName: event.target.value })}
          className={inputClassName(Boolean(errors.holderName))}
          {...fieldAria(`${id}-holder`, errors.holderName)}
        />
      </Field>
      <button type="submit" disabled={change.isPending} className={buttonClassName('primary')}>
        Tambah Rekening
      </button>
    </form>
  );
}

function Accounts() {
  const accounts = useBankAccounts();
  const change = useChangeBankAccount();
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const columns: TableColumn<BankAccount>[] = [
    { id: 'bank', header: 'Bank', isRowHeader: true, cell: (row) => row.bank },
    { id: 'number', header: 'Nomor Rekening', className: 'font-mono', cell: (row) => row.accountNumber },
    { id: 'holder', header: 'Nama Pemilik', cell: (row) => row.holderName },
    { id: 'active', header: 'Status', cell: (row) => (row.isActive ? 'Aktif' : 'Nonaktif') },
    {
      id: 'actions',
      header: 'Tindakan',
      isHeaderHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButtonClass}
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'update', id: row._id, body: { isActive: !row.isActive } },
                { onError: toastFailure },
              )
            }
          >
            {row.isActive ? 'Nonaktifkan' : 'Aktifkan'}
          </button>
          <button type="button" className={smallDangerButtonClass} onClick={() => setDeleting(row)}>
            Hapus
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="bank-accounts" className="mt-10">
      <h2 id="bank-accounts" className="text-lg font-bold text-slate-900 dark:text-white">
        {TRANSFER_PAGE_TEXTS.accounts}
      </h2>
      <div className="mt-3">
        <Table
          caption="Rekening bank toko"
          columns={columns}
          rows={accounts.data ?? []}
          rowKey={(row) => row._id}
          rowLabel={(row) => `${row.bank} ${row.accountNumber}`}
          isLoading={accounts.isPending}
          error={accounts.isError ? TRANSFER_PAGE_TEXTS.failed : undefined}
          emptyText={TRANSFER_PAGE_TEXTS.noAccounts}
        />
      </div>
      <div className="mt-4">
        <AccountForm />
      </div>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Hapus Rekening"
        message={deleting ? `Hapus rekening ${deleting.bank} ${deleting.accountNumber}?` : ''}
        isPending={change.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          change.mutate(
            { kind: 'delete', id: deleting._id },
            { onSettled: () => setDeleting(null), onError: toastFailure },
          );
        }}
      />
    </section>
  );
}

/** /admin/transfer (docs/decisions/049): the proofs waiting for the admin, and the shop's bank accounts. */
export function AdminTransfersPage() {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>{TRANSFER_PAGE_TEXTS.title}</h1>
      <Queue />
      <Accounts />
    </section>
  );
}
