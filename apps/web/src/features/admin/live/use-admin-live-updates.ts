import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { useLiveEvent } from '../../../lib/live-events';
import { adminComplaintsKey } from '../complaints/api/admin-complaints';
import { adminOrdersKey } from '../orders/api/admin-orders';
import { waitingOrdersKey } from '../orders/api/waiting-orders';
import { preorderGroupsKey } from '../stock/api/preorder-groups';
import { productItemsKey } from '../stock/api/product-items';
import { adminSummaryKey } from '../summary/api/get-summary';

export const ADMIN_LIVE_TEXTS = {
  orderWaiting: (invoice: string) => `Pesanan baru menunggu diproses: ${invoice}`,
  groupFilled: (productName: string) => `Grup preorder ${productName} sudah penuh, siap diaktifkan`,
  complaintCreated: 'Pengaduan baru masuk',
  paymentRefused: (reference: string) => `Pembayaran ${reference} ditolak`,
  open: 'Lihat',
} as const;

const orderListsKey = [...adminOrdersKey, 'list'] as const;

/**
 * The console's share of the live stream: a toast for each thing that needs the admin (a paid order
 * waiting, a filled preorder group, a new complaint, a refused payment), the lists that show it
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
}
