import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../ui/toast';
import { formatRupiah } from '@premium-shop/domain/format';
import { paths } from '../../../app/paths';
import { useLiveEvent } from '../../../lib/live-events';
import { adminComplaintsKey } from '../complaints/api/admin-complaints';
import { adminOrdersKey } from '../orders/api/admin-orders';
import { waitingOrdersKey } from '../orders/api/waiting-orders';
import { preorderGroupsKey } from '../stock/api/preorder-groups';
import { productItemsKey } from '../stock/api/product-items';
import { adminSummaryKey } from '../summary/api/get-summary';
import { waitingTransfersKey } from '../transfers/api/waiting-transfers';

export const ADMIN_LIVE_TEXTS = {
  orderWaiting: (invoice: string) => `Pesanan baru menunggu diproses: ${invoice}`,
  groupFilled: (productName: string) => `Grup preorder ${productName} sudah penuh, siap diaktifkan`,
  complaintCreated: 'Pengaduan baru masuk',
  paymentRefused: (reference: string) => `Pembayaran ${reference} ditolak`,
  paymentRefunded: (invoice: string) => `Dana pesanan ${invoice} dikembalikan oleh Tripay`,
  paymentRefundedAmount: (amount: string) => `Sebesar ${amount}`,
  transferWaiting: (invoice: string) => `Bukti transfer ${invoice} menunggu konfirmasi`,
  open: 'Lihat',
} as const;

const orderListsKey = [...adminOrdersKey, 'list'] as const;

/**
 * The console's share of the live stream: a toast for each thing that needs the admin (a paid order
 * waiting, a filled preorder group, a new complaint, a refused or refunded payment), the lists that show it
 * fetched again, and the menu's count of waiting orders set from the event, up when an order comes
 * to wait and down when one is handled.
 */
export function useAdminLiveUpdates(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = (...keys: QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  useLiveEvent('admin.order.waiting', ({ invoice, waiting }) => {
    queryClient.setQueryData(waitingOrdersKey, waiting);
    refresh(orderListsKey, adminSummaryKey);
    toast.info(ADMIN_LIVE_TEXTS.orderWaiting(invoice), {
      id: `order-waiting-${invoice}`,
      action: {
        label: ADMIN_LIVE_TEXTS.open,
        onClick: () => void navigate(paths.adminOrderDetail(invoice)),
      },
    });
  });

  // Another admin (or this one, in another tab) delivered or refunded a waiting order: the count
  // goes down and the lists show it, without a toast; nothing new needs anyone.
  useLiveEvent('admin.order.handled', ({ waiting }) => {
    queryClient.setQueryData(waitingOrdersKey, waiting);
    refresh(orderListsKey, adminSummaryKey);
  });

  useLiveEvent('admin.group.filled', ({ productItemId, productName }) => {
    refresh(preorderGroupsKey, productItemsKey, orderListsKey, adminSummaryKey);
    toast.info(ADMIN_LIVE_TEXTS.groupFilled(productName), { id: `group-filled-${productItemId}` });
  });

  useLiveEvent('admin.complaint.created', ({ complaintId }) => {
    refresh(adminComplaintsKey, adminSummaryKey);
    toast.info(ADMIN_LIVE_TEXTS.complaintCreated, {
      id: `complaint-${complaintId}`,
      action: {
        label: ADMIN_LIVE_TEXTS.open,
        onClick: () => void navigate(paths.adminComplaints()),
      },
    });
  });

  useLiveEvent('admin.payment.refused', ({ reference, reason }) => {
    refresh(adminOrdersKey, ['admin', 'audit']);
    toast.error(ADMIN_LIVE_TEXTS.paymentRefused(reference), { description: reason });
  });

  // Tripay gave an order's money back (docs/decisions/046): every admin sees it at once, with the
  // order to open; the lists, the summary and the audit log show its new state.
  useLiveEvent('admin.payment.refunded', ({ invoice, amount }) => {
    refresh(orderListsKey, adminSummaryKey, ['admin', 'audit']);
    toast.warning(ADMIN_LIVE_TEXTS.paymentRefunded(invoice), {
      id: `payment-refunded-${invoice}`,
      description: ADMIN_LIVE_TEXTS.paymentRefundedAmount(formatRupiah(amount)),
      action: {
        label: ADMIN_LIVE_TEXTS.open,
        onClick: () => void navigate(paths.adminOrderDetail(invoice)),
      },
    });
  });

  // A bank transfer's proof arrived, or an admin decided one (docs/decisions/049): the queue and its
  // count beside 'Pesanan' follow; a new proof (the count went up) also says so with a toast.
  useLiveEvent('admin.transfer.waiting', ({ invoice, waiting }) => {
    const before = queryClient.getQueryData<{ waiting: number }>(waitingTransfersKey)?.waiting;
    refresh(waitingTransfersKey, orderListsKey);
    if (before === undefined || waiting > before) {
      toast.info(ADMIN_LIVE_TEXTS.transferWaiting(invoice), {
        id: `transfer-waiting-${invoice}-${waiting}`,
        action: {
          label: ADMIN_LIVE_TEXTS.open,
          onClick: () => void navigate(paths.adminTransfers()),
        },
      });
    }
  });
}
