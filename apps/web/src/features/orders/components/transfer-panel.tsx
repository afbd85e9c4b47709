import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import type { Order } from '@premium-shop/domain/order-schema';
import { useId, useState } from 'react';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { CopyButton } from '../../../ui/copy-button';
import { ImageUploadField } from '../../../ui/image-upload-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useOrderTransfer, useUploadTransferProof } from '../api/order-transfer';

export const TRANSFER_TEXTS = {
  title: 'Transfer Bank',
  upload: 'Unggah Bukti Transfer',
  uploaded: 'Bukti transfer terkirim, menunggu konfirmasi admin.',
  missing: 'Pilih gambar bukti transfer',
  waiting: 'Bukti transfermu sedang diperiksa admin. Halaman ini berubah sendiri begitu dikonfirmasi.',
  exact: 'Transfer tepat sampai 3 digit terakhir: kode unik membantu admin mengenali transfermu.',
  noAccounts: 'Rekening toko sedang tidak tersedia, silakan hubungi admin.',
  expired: 'Batas waktu transfer sudah lewat.',
} as const;

const BADGE_COLOURS = {
  awaiting: 'yellow',
  submitted: 'orange',
  rejected: 'red',
  confirmed: 'green',
} as const;

/**
 * A 'Transfer Bank' order's page part (docs/decisions/049): the shop's active accounts, the exact
 * amount with its unique code, the deadline, and 'Unggah Bukti Transfer'; after an upload it reads
 * 'Menunggu Konfirmasi' and follows the admin's decision live.
 */
export function TransferPanel({ order }: { order: Order }) {
  const transfer = useOrderTransfer(order._id);
  const upload = useUploadTransferProof(order._id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const data = transfer.data;
  if (!data) return null;

  const send = () => {
    if (!file) {
      setError(TRANSFER_TEXTS.missing);
      return;
    }
    setError(undefined);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        toast.success(TRANSFER_TEXTS.uploaded);
      },
      onError: (failure) => {
        setError(errorMessage(failure, TRANSFER_TEXTS.missing));
        void transfer.refetch();
      },
    });
  };

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${fieldId}-title`} className="text-base font-bold text-slate-900 dark:text-white">
          {TRANSFER_TEXTS.title}
        </h2>
        <StatusBadge label={data.stateLabel} colour={BADGE_COLOURS[data.state]} />
      </div>

      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">Jumlah transfer</dt>
          <dd className="flex items-center gap-1">
            <span
              className="text-2xl font-extrabold text-brand-700 dark:text-brand-300"
              data-testid="transfer-amount"
            >
              {formatRupiah(data.total)}
            </span>
            <CopyButton text={String(data.total)} label="Salin jumlah transfer" />
          </dd>
          <dd className="text-xs text-slate-500 dark:text-slate-400">
            Termasuk kode unik {formatRupiah(data.uniqueCode)}. {TRANSFER_TEXTS.exact}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">Bayar sebelum</dt>
          <dd className="text-sm font-semibold text-slate-900 dark:text-white">
            {formatDateTime(data.deadline)} WIB
          </dd>
        </div>
      </dl>

      {data.state !== 'confirmed' && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">Rekening tujuan</p>
          {data.accounts.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TRANSFER_TEXTS.noAccounts}</p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {data.accounts.map((account) => (
                <li
                  key={account._id}
                  className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
                >
                  <p className="text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                    {account.bank}
                  </p>
                  <p className="flex items-center gap-1">
                    <span className="font-mono text-base font-semibold text-slate-900 dark:text-white">
                      {account.accountNumber}
                    </span>
                    <CopyButton text={account.accountNumber} label={`Salin nomor rekening ${account.bank}`} />
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">a.n. {account.holderName}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {data.state === 'rejected' && data.rejectReason && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          Bukti transfer sebelumnya ditolak: {data.rejectReason}
        </p>
      )}
      {data.state === 'submitted' && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{TRANSFER_TEXTS.waiting}</p>
      )}
      {data.canUpload && (
        <div className="mt-4 space-y-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <ImageUploadField
            id={`${fieldId}-proof`}
            label="Bukti transfer"
            file={file}
            onFileChange={(next) => {
              setFile(next);
              setError(undefined);
            }}
            error={error}
            progress={upload.progress}
          />
          <button
            type="button"
            onClick={send}
            disabled={upload.isPending}
            className={buttonClassName('primary', 'w-full sm:w-auto')}
          >
            {TRANSFER_TEXTS.upload}
          </button>
        </div>
      )}
      {!data.canUpload && (data.state === 'awaiting' || data.state === 'rejected') && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{TRANSFER_TEXTS.expired}</p>
      )}
    </section>
  );
}
