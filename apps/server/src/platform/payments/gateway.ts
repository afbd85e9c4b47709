/**
 * The payment gateway (QRIS, e-wallets and virtual accounts through one provider). Two implementations speak it: Tripay (closed transactions
 * over its HTTP API) and the offline Sandbox, whose checkout page sends the same signed callback
 * through the same handler. Nothing here touches the database: callers own the orders.
 */

/** Payment status as the gateway reports it (Tripay's vocabulary). */
export type GatewayStatus = 'UNPAID' | 'PAID' | 'EXPIRED' | 'FAILED' | 'REFUND';

export interface PaymentChannel {
  /** Tripay's channel code, the `method` of POST /api/payments: QRIS, DANA, OVO, SHOPEEPAY, BRIVA, ... */
  code: string;
  name: string;
  group: string;
  /** Whether the merchant has the channel switched on (Tripay lists inactive ones too). */
  active: boolean;
  /** Least and most `amount` of a transaction by this channel, in Rupiah; null when not told. */
  minAmount: number | null;
  maxAmount: number | null;
}

export interface CreateTransactionInput {
  /** The order's invoice: Tripay's merchant_ref. */
  merchantRef: string;
  /** The channel code chosen by the customer. */
  method: string;
  /** What the customer pays, in Rupiah (the order's total including the gateway fee). */
  amount: number;
  customer: { name: string; email: string; phone: string };
  /** One line per thing bought; the prices add up to `amount`. */
  items: { sku: string; name: string; price: number; quantity: number }[];
  /** When the payment stops being possible. */
  expiresAt: Date;
  /** Where the gateway's page sends the customer back to. */
  returnUrl: string;
}

/**
 * What the gateway says it takes of a transaction, in Rupiah, as Tripay reports it in a callback
 * (https://tripay.co.id/developer?tab=callback) and in a transaction's detail
 * (https://tripay.co.id/developer?tab=transaction-detail): `fee_merchant` (the merchant's part of
 * the fee), `fee_customer` (the customer's part, added to the amount), `total_fee` (both) and
 * `amount_received` (what reaches the merchant's balance).
 */
export interface GatewayCharges {
  feeMerchant: number;
  feeCustomer: number;
  totalFee: number;
  amountReceived: number;
}

export interface GatewayTransaction {
  /** The gateway's own id of the transaction: Tripay's reference. */
  reference: string;
  merchantRef: string;
  status: GatewayStatus;
  amount: number;
  /** The page where the customer pays. */
  checkoutUrl: string;
  expiresAt: Date;
  paidAt: Date | null;
  /** The fees the gateway reports for it; null when its answer has none. */
  charges?: GatewayCharges | null;
}

/** A callback that passed verification. */
export interface VerifiedCallback {
  reference: string;
  merchantRef: string;
  status: GatewayStatus;
  /** The amount the gateway received (Tripay: total_amount). */
  amount: number;
  paidAt: Date | null;
  /** A key that is the same for a re-sent copy of the same event. */
  dedupeKey: string;
  /** The fees the callback reports; null when it has none (or not as whole Rupiah). */
  charges?: GatewayCharges | null;
}

export type CallbackVerification =
  { ok: true; callback: VerifiedCallback } | { ok: false; reason: 'signature' | 'event' | 'malformed' };

export interface PaymentGateway {
  /** 'manual': no gateway at all, only transfers to the shop's own accounts (docs/decisions/049). */
  readonly provider: 'tripay' | 'sandbox' | 'manual';
  channels(): Promise<PaymentChannel[]>;
  /** The fee the customer pays on top of `amount` for `method`, in whole Rupiah. */
  fee(amount: number, method: string): Promise<number>;
  createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction>;
  getTransaction(reference: string): Promise<GatewayTransaction | null>;
  /** Checks a callback on its raw bytes and headers; never throws for bad input. */
  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): CallbackVerification;
}

/** A gateway that could not be reached or refused a well-formed request: the order is not created. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}
