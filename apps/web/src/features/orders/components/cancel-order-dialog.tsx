import type { Order } from '@premium-shop/domain/order-schema';
import { buttonClassName } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useCancelOrder } from '../api/cancel-order';

/** SPEC §2 'Cancel-confirmation modal'. */
export const CANCEL_DIALOG_TITLE = 'Yakin Ingin Membatalkan Pesanan?';

interface CancelOrderDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
}

/** Asks before cancelling an unpaid order; 'Batalkan' cancels it and the dialog closes either way. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();

  const confirm = () => {
    if (!order || cancel.isPending) return;
    cancel.mutate(order._id, { onSettled: onClose });
  };

  return (
    <Modal
      isOpen={order !== null}
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
      title={CANCEL_DIALOG_TITLE}
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            disabled={cancel.isPending}
            className={buttonClassName('secondary')}
          >
            Kembali
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            className={buttonClassName('danger')}
          >
            {cancel.isPending && <Spinner />}
            Batalkan
          </button>
        </>
      }
    >
      {order && (
        <p>
          Pesanan <span className="font-semibold text-slate-900 dark:text-white">{order.invoice}</span> (
          {order.product.name}) akan dibatalkan.
        </p>
      )}
    </Modal>
  );
}
