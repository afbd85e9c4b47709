import type { Order } from '@premium-shop/domain/order-schema';
import { useState } from 'react';
import { useMyAccounts } from '../../../lib/dashboard/accounts';
import { useShopInfo, whatsappChatUrl } from '../../../lib/shop-info';
import { buttonClassName } from '../../../ui/button-class';
import { ReimbursementRequestModal } from '../../../ui/reimbursement-request-modal';
import { WhatsAppIcon } from '../../../ui/whatsapp-icon';

/** The seat of the order as the reimbursement request names it, once 'Akun Anda' has it. */
function useReimbursableSeat(order: Order) {
  const seats = useMyAccounts();
  const accountId = order.account?._id;
  for (const group of seats.data ?? []) {
    const entry = group.accounts.find((candidate) => candidate._id === accountId);
    if (entry) {
      return { _id: entry._id, productId: group._id, productItemId: entry.productItemId, group: entry.group };
    }
  }
  return undefined;
}

/**
 * SPEC §4: a Host whose provider account is being processed talks to the admin ('Hubungi Admin') and
 * asks for the reimbursement of the provider price ('Proses Akun').
 */
export function HostActions({ order }: { order: Order }) {
  const [isReimbursementOpen, setIsReimbursementOpen] = useState(false);
  const { data: shopInfo } = useShopInfo();
  const seat = useReimbursableSeat(order);
  const chatText = `Halo admin, saya ingin memproses akun Host untuk pesanan ${order.invoice}.`;

  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row">
      {shopInfo?.whatsappNumber && (
        <a
          href={whatsappChatUrl(shopInfo.whatsappNumber, chatText)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('secondary', 'flex-1')}
        >
          <WhatsAppIcon className="size-5 text-green-600" />
          Hubungi Admin
        </a>
      )}
      <button
        type="button"
        onClick={() => setIsReimbursementOpen(true)}
        className={buttonClassName('primary', 'flex-1')}
      >
        Proses Akun
      </button>
      <ReimbursementRequestModal
        isOpen={isReimbursementOpen}
        onClose={() => setIsReimbursementOpen(false)}
        account={seat}
      />
    </div>
  );
}
