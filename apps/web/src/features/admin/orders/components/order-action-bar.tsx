import {
  reasonBodySchema,
  type AdminOrder,
  type FulfilBody,
} from '@premium-shop/domain/admin-operations-schema';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '../../../../ui/toast';
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

interface OrderActionBarProps {
  order: AdminOrder;
  /**
   * Takes the focus after an action: the order's new status changes the buttons, so the one that
   * opened the dialog is often gone, and the focus would fall back to the top of the page.
   */
  focusAfterAction?: RefObject<HTMLElement | null>;
}

/** The actions the order's status allows, each behind its dialog; failures show the server's message. */
export function OrderActionBar({ order, focusAfterAction }: OrderActionBarProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useOrderAction(order._id);
  const buttons = adminOrderButtons(order);

  /** The buttons an action was chosen from, until the order's new status has replaced them. */
  const replacedButtons = useRef<string | null>(null);
  const buttonsKey = buttons.join(' ');

  // A successful action changes the order's status and with it the buttons: the one that opened the
  // dialog is usually gone, and the focus with it, back to the top of the page. Once the dialog has
  // closed, a focus lost that way goes to `focusAfterAction`; one still on a button stays there.
  useEffect(() => {
    if (replacedButtons.current === null || open !== null) return;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      replacedButtons.current = null;
      focusAfterAction?.current?.focus();
    } else if (replacedButtons.current !== buttonsKey) {
      replacedButtons.current = null;
    }
  }, [open, buttonsKey, focusAfterAction]);

  const run = (next: OrderAction, onRefused?: (failure: unknown) => void) => {
    setError(null);
    action.mutate(next, {
      onSuccess: () => {
        // `buttons` of the render the action was chosen in, whether or not the answer has arrived since.
        replacedButtons.current = buttons.join(' ');
        setOpen(null);
      },
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
