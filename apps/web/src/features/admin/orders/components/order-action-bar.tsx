import {
  reasonBodySchema,
  type AdminOrder,
  type FulfilBody,
} from '@premium-shop/domain/admin-operations-schema';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../../ui/button-class';
import { AdminReasonDialog } from '../../shared/admin-reason-dialog';
import { ConfirmActionDialog } from '../../shared/confirm-action-dialog';
import { orderActionError, useOrderAction, type OrderAction } from '../api/order-action';
import { adminOrderButtons, type AdminOrderButton } from '../order-actions-of';
import { FulfilOrderDialog } from './fulfil-order-dialog';

type ReasonKind = 'cancel' | 'deactivate' | 'refund';

const REASON_DIALOGS: Record<ReasonKind, { title: string; message: string; confirmLabel: string }> = {
  cancel: {
    title: 'Batalkan Pesanan',
    message:
      'Pesanan yang belum dibayar ini dibatalkan dan stok atau promonya dikembalikan. Pelanggan diberi tahu.',
    confirmLabel: 'Batalkan Pesanan',
  },
  deactivate: {
    title: 'Nonaktifkan Pesanan',
    message: 'Akun pelanggan dinonaktifkan dan tempatnya di grup dilepas. Pelanggan diberi tahu.',
    confirmLabel: 'Nonaktifkan',
  },
  refund: {
    title: 'Refund Pesanan',
    message:
      'Catat bahwa dana pesanan ini dikembalikan ke pelanggan. Pesanan yang sedang diproses menjadi Canceled. Tindakan ini hanya sekali.',
    confirmLabel: 'Catat Refund',
  },
};

export const ORDER_BUTTON_TEXT: Record<AdminOrderButton, string> = {
  fulfil: 'Selesaikan Pesanan',
  confirmPayment: 'Konfirmasi Pembayaran',
  cancel: 'Batalkan',
  deactivate: 'Nonaktifkan',
  refund: 'Refund',
};

type OpenDialog = 'fulfil' | 'confirmPayment' | ReasonKind | null;

/** The actions the order's status allows, each behind its dialog; failures show the server's message. */
export function OrderActionBar({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useOrderAction(order._id);
  const buttons = adminOrderButtons(order);

  const run = (next: OrderAction, onRefused?: (failure: unknown) => void) => {
    setError(null);
    action.mutate(next, {
      onSuccess: () => setOpen(null),
      onError: (failure) => {
        const message = orderActionError(failure);
        setError(message);
        toast.error(message);
        onRefused?.(failure);
      },
    });
  };

  const close = () => {
    setOpen(null);
    setError(null);
  };

  if (buttons.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map((button) => (
        <button
          key={button}
          type="button"
          onClick={() => {
            setError(null);
            setOpen(button);
          }}
          className={buttonClassName(
            button === 'fulfil' || button === 'confirmPayment'
              ? 'primary'
              : button === 'refund'
                ? 'secondary'
                : 'danger',
            'py-2',
          )}
        >
          {ORDER_BUTTON_TEXT[button]}
        </button>
      ))}

      {open === 'fulfil' && (
        <FulfilOrderDialog
          order={order}
          isOpen
          isPending={action.isPending}
          error={error}
          onSubmit={(body: FulfilBody, onRefused) => run({ kind: 'fulfil', body }, onRefused)}
          onClose={close}
        />
      )}
      <ConfirmActionDialog
        isOpen={open === 'confirmPayment'}
        title="Konfirmasi Pembayaran"
        confirmLabel="Konfirmasi"
        isPending={action.isPending}
        onConfirm={() => run({ kind: 'confirm-payment', body: {} })}
        onClose={close}
      >
        <p>
          Tandai pesanan {order.invoice} sudah dibayar sebesar total pesanannya. Pesanan dikirim seperti
          pembayaran dari gateway.
        </p>
        {error && (
          <p role="alert" className="mt-3 text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </ConfirmActionDialog>
      {(open === 'cancel' || open === 'deactivate' || open === 'refund') && (
        <AdminReasonDialog
          isOpen
          {...REASON_DIALOGS[open]}
          label="Alasan"
          schema={reasonBodySchema.shape.reason}
          isPending={action.isPending}
          error={error}
          onConfirm={(reason) => run({ kind: open, body: { reason } })}
          onClose={close}
        />
      )}
    </div>
  );
}
