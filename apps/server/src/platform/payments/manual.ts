/**
 * PAYMENT_PROVIDER=manual: no payment gateway at all. The shop takes only bank transfers to its own
 * accounts (docs/decisions/049), confirmed by an admin; this stands where a gateway is expected, lists
 * no channel, opens no transaction and accepts no callback.
 */
import {
  GatewayError,
  type CallbackVerification,
  type GatewayTransaction,
  type PaymentChannel,
  type PaymentGateway,
} from './gateway';

export class ManualGateway implements PaymentGateway {
  readonly provider = 'manual' as const;

  channels(): Promise<PaymentChannel[]> {
    return Promise.resolve([]);
  }

  fee(): Promise<number> {
    return Promise.reject(new GatewayError('PAYMENT_PROVIDER=manual has no gateway channel'));
  }

  createTransaction(): Promise<GatewayTransaction> {
    return Promise.reject(new GatewayError('PAYMENT_PROVIDER=manual opens no gateway transaction'));
  }

  getTransaction(): Promise<GatewayTransaction | null> {
    return Promise.resolve(null);
  }

  /** No gateway signs anything for this shop: every callback is refused as unsigned. */
  verifyCallback(): CallbackVerification {
    return { ok: false, reason: 'signature' };
  }
}
