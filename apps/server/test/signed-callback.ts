import { paymentStatusBody } from '../src/platform/payments/callback';
import type { GatewayStatus } from '../src/platform/payments/gateway';
import type { SandboxGateway } from '../src/platform/payments/sandbox';

export interface CallbackOrder {
  reference: string | null;
  invoice: string;
  total: number;
}

/**
 * The callback `gateway` signs for `order`, byte for byte what the gateway would send; for a shop
 * in another process, a gateway made with that shop's callback secret signs it.
 */
export function callbackSignedBy(
  gateway: SandboxGateway,
  order: CallbackOrder,
  status: GatewayStatus,
  amount = order.total,
) {
  return gateway.signCallback(
    paymentStatusBody({
      reference: order.reference!,
      merchantRef: order.invoice,
      method: 'QRIS',
      amount,
      status,
      paidAt: status === 'PAID' ? new Date() : null,
    }),
  );
}
