import {
  OUTBOX_CHANNEL_LABELS,
  OUTBOX_STATUS_LABELS,
  type OutboxChannel,
  type OutboxMessageView,
  type OutboxStatus,
} from '@premium-shop/domain/admin-people-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import { useId, useState } from 'react';
import { Spinner } from '../../../ui/spinner';
import {
  badgeClass,
  cellClass,
  filterInputClass,
  filterLabelClass,
  headCellClass,
  smallButtonClass,
  tableClass,
  tableWrapClass,
} from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
import { useMarkOutboxMessageSent } from './api/mark-outbox-message-sent';
import { useOutbox } from './api/list-outbox';
import { useResendOutboxMessage } from './api/resend-outbox-message';

const STATUS_TONES = { pending: 'amber', sent: 'green', failed: 'red' } as const;

/** A message that failed, was sent, or waits after a failure can be queued again. */
function canResend(message: OutboxMessageView): boolean {
  return message.status !== 'pending' || message.lastError !== null;
}

function OutboxActions({ message }: { message: OutboxMessageView }) {
  const resend = useResendOutboxMessage();
  const markSent = useMarkOutboxMessageSent();
  const isWhatsAppOpen = message.channel === 'whatsapp' && message.status !== 'sent';
  if (!canResend(message) && !isWhatsAppOpen) return null;
  return (
    <div className="flex flex-col items-stretch gap-1.5">
      {canResend(message) && (
        <button
          type="button"
          className={smallButtonClass}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          onClick={() => resend.mutate(message._id)}
        >
          {resend.isPending && <Spinner className="size-3" />}
          Kirim Ulang
        </button>
      )}
      {isWhatsAppOpen && (
        <button
          type="button"
          className={smallButtonClass}
          disabled={markSent.isPending}
          aria-busy={markSent.isPending}
          onClick={() => markSent.mutate(message._id)}
        >
          {markSent.isPending && <Spinner className="size-3" />}
          Tandai Terkirim
        </button>
      )}
    </div>
  );
}

/** The outbox: e-mails and WhatsApp messages with their delivery state, resend and 'sent by hand'. */
export function OutboxTab() {
  const ids = { channel: useId(), status: useId() };
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ channel: channel || undefined, status: status || undefined, page });

  return (
    <div className="space-y-3">
      <div role="search" className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div>
          <label htmlFor={ids.channel} className={filterLabelClass}>
            Kanal
          </label>
          <select
            id={ids.channel}
            className={`mt-1 ${filterInputClass}`}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as OutboxChannel | '');
              setPage(1);
            }}
          >
            <option value="">Semua kanal</option>
            <option value="email">Email</option>
            <option value="whatsapp">WhatsApp</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className={filterLabelClass}>
            Status
          </label>
          <select
            id={ids.status}
            className={`mt-1 ${filterInputClass}`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OutboxStatus | '');
              setPage(1);
            }}
          >
            <option value="">Semua status</option>
            <option value="pending">Menunggu</option>
            <option value="failed">Gagal</option>
            <option value="sent">Terkirim</option>
          </select>
        </div>
      </div>
      {outbox.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner /> Memuat outbox ...
        </p>
      ) : outbox.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Gagal memuat outbox.
        </p>
      ) : outbox.data.messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Tidak ada pesan yang cocok.
        </p>
      ) : (
        <>
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <caption className="sr-only">Outbox</caption>
              <thead className="bg-slate-50 dark:bg-slate-800/50">
                <tr>
                  <th scope="col" className={headCellClass}>
                    Penerima
                  </th>
                  <th scope="col" className={headCellClass}>
                    Pesan
                  </th>
                  <th scope="col" className={`${headCellClass} hidden sm:table-cell`}>
                    Status
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Tindakan</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {outbox.data.messages.map((message) => (
                  <tr key={message._id} aria-label={`${message.recipient} ${message.subject ?? ''}`.trim()}>
                    <td className={cellClass}>
                      <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">
                        {OUTBOX_CHANNEL_LABELS[message.channel]}
                      </p>
                      <p className="break-all text-slate-900 dark:text-white">{message.recipient}</p>
                      <span className={`mt-1 sm:hidden ${badgeClass(STATUS_TONES[message.status])}`}>
                        {OUTBOX_STATUS_LABELS[message.status]}
                      </span>
                      <p className="text-xs text-slate-500">{formatDateTime(message.createdAt)}</p>
                    </td>
                    <td className={`${cellClass} sm:min-w-48`}>
                      {message.subject && (
                        <p className="font-semibold text-slate-900 dark:text-white">{message.subject}</p>
                      )}
                      <p className="line-clamp-3 text-xs break-words">{message.preview}</p>
                      {message.lastError && (
                        <p className="mt-1 text-xs break-words text-red-600 sm:hidden dark:text-red-400">
                          {message.attempts}× dicoba: {message.lastError}
                        </p>
                      )}
                    </td>
                    <td className={`${cellClass} hidden sm:table-cell`}>
                      <span className={badgeClass(STATUS_TONES[message.status])}>
                        {OUTBOX_STATUS_LABELS[message.status]}
                      </span>
                      <p className="mt-1 text-xs whitespace-nowrap text-slate-500">
                        {message.attempts}× dicoba
                      </p>
                      {message.sentAt && (
                        <p className="text-xs whitespace-nowrap text-slate-500">
                          Terkirim {formatDateTime(message.sentAt)}
                        </p>
                      )}
                      {message.lastError && (
                        <p className="mt-1 max-w-56 text-xs break-words text-red-600 dark:text-red-400">
                          {message.lastError}
                        </p>
                      )}
                    </td>
                    <td className={cellClass}>
                      <OutboxActions message={message} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            page={page}
            totalPages={outbox.data.pagination.totalPages}
            total={outbox.data.pagination.total}
            onPageChange={setPage}
            noun="pesan"
          />
        </>
      )}
    </div>
  );
}
