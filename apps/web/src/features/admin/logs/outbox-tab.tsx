import {
  OUTBOX_CHANNEL_LABELS,
  OUTBOX_STATUS_LABELS,
  WHATSAPP_DELIVERY_LABELS,
  type OutboxChannel,
  type OutboxMessageView,
  type OutboxStatus,
} from '@premium-shop/domain/admin-people-schema';
import { formatDateTime } from '@premium-shop/domain/format';
import { useState } from 'react';
import { Spinner } from '../../../ui/spinner';
import { Table, type TableColumn } from '../../../ui/table';
import { badgeClass, smallButtonClass } from '../shared/console-styles';
import { ListPagination } from '../shared/list-pagination';
import { FilterSelect } from '../shared/filter-select';
import { useMarkOutboxMessageSent } from './api/mark-outbox-message-sent';
import { useOutbox } from './api/list-outbox';
import { useResendOutboxMessage } from './api/resend-outbox-message';

const STATUS_TONES = { pending: 'amber', sent: 'green', failed: 'red', skipped: 'slate' } as const;
const DELIVERY_TONES = {
  queued: 'amber',
  sent: 'green',
  delivered: 'green',
  read: 'green',
  failed: 'red',
} as const;

/** A message that failed, was sent, or waits after a failure can be queued again. */
function canResend(message: OutboxMessageView): boolean {
  return message.status !== 'pending' || message.lastError !== null;
}

function OutboxActions({ message }: { message: OutboxMessageView }) {
  const resend = useResendOutboxMessage();
  const markSent = useMarkOutboxMessageSent();
  // A skipped notice went to no one on purpose (an unverified number): nothing to send by hand.
  const isWhatsAppOpen =
    message.channel === 'whatsapp' && (message.status === 'pending' || message.status === 'failed');
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

const COLUMNS: TableColumn<OutboxMessageView>[] = [
  {
    id: 'recipient',
    header: 'Penerima',
    cell: (message) => (
      <>
        <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">
          {OUTBOX_CHANNEL_LABELS[message.channel]}
        </p>
        <p className="break-all text-slate-900 dark:text-white">{message.recipient}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(message.createdAt)}</p>
      </>
    ),
  },
  {
    id: 'message',
    header: 'Pesan',
    className: 'sm:min-w-48',
    cell: (message) => (
      <>
        {message.subject && <p className="font-semibold text-slate-900 dark:text-white">{message.subject}</p>}
        <p className="line-clamp-3 text-xs break-words">{message.preview}</p>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (message) => (
      <>
        <span className={badgeClass(STATUS_TONES[message.status])}>
          {OUTBOX_STATUS_LABELS[message.status]}
        </span>
        {message.deliveryState && (
          <p className="mt-1 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            WhatsApp:{' '}
            <span className={badgeClass(DELIVERY_TONES[message.deliveryState])}>
              {WHATSAPP_DELIVERY_LABELS[message.deliveryState]}
            </span>
          </p>
        )}
        <p className="mt-1 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
          {message.attempts}× dicoba
        </p>
        {message.status === 'pending' && message.lastError && (
          <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            Dicoba lagi sampai {formatDateTime(message.retryUntil)}
          </p>
        )}
        {message.sentAt && (
          <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
            Terkirim {formatDateTime(message.sentAt)}
          </p>
        )}
        {message.lastError && (
          <p className="mt-1 max-w-56 text-xs break-words text-red-600 dark:text-red-400">
            {message.lastError}
          </p>
        )}
      </>
    ),
  },
  {
    id: 'actions',
    header: 'Tindakan',
    isHeaderHidden: true,
    cell: (message) => <OutboxActions message={message} />,
  },
];

const CHANNEL_OPTIONS: readonly { value: OutboxChannel | ''; label: string }[] = [
  { value: '', label: 'Semua kanal' },
  { value: 'email', label: 'Email' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

const STATUS_OPTIONS: readonly { value: OutboxStatus | ''; label: string }[] = [
  { value: '', label: 'Semua status' },
  { value: 'pending', label: 'Menunggu' },
  { value: 'failed', label: 'Gagal' },
  { value: 'sent', label: 'Terkirim' },
  { value: 'skipped', label: 'Tidak dikirim' },
];

/** The outbox: e-mails and WhatsApp messages with their delivery state, resend and 'sent by hand'. */
export function OutboxTab() {
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ channel: channel || undefined, status: status || undefined, page });

  return (
    <div className="space-y-3">
      <div role="search" className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FilterSelect
          label="Kanal"
          value={channel}
          options={CHANNEL_OPTIONS}
          onChange={(value) => {
            setChannel(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <Table
        caption="Outbox"
        columns={COLUMNS}
        rows={outbox.data?.messages ?? []}
        rowKey={(message) => message._id}
        rowLabel={(message) => `${message.recipient} ${message.subject ?? ''}`.trim()}
        isLoading={outbox.isPending}
        loadingText="Memuat outbox ..."
        error={outbox.isError && 'Gagal memuat outbox.'}
        emptyText="Tidak ada pesan yang cocok."
      />
      {outbox.data && outbox.data.messages.length > 0 && (
        <ListPagination
          pagination={{ ...outbox.data.pagination, page }}
          onPageChange={setPage}
          noun="pesan"
        />
      )}
    </div>
  );
}
