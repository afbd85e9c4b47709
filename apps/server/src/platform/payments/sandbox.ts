/**
 * The offline gateway of PAYMENT_PROVIDER=sandbox. It keeps no state: transactions are the orders
 * themselves, read back through `lookup`. Its checkout page ('Bayar' / 'Batalkan') posts the same
 * signed callback as Tripay, so payments take the same path through the same handler offline.
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD_GROUP_LABELS, PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { CHANNEL_RULES, channelRule } from '@premium-shop/domain/payment-channels';
import { signCallbackBody, verifySignedCallback } from './callback';
import {
  GatewayError,
  type CallbackVerification,
  type CreateTransactionInput,
  type GatewayCharges,
  type GatewayStatus,
  type GatewayTransaction,
  type PaymentChannel,
  type PaymentGateway,
} from './gateway';

/** Reads a sandbox transaction back from where the caller keeps it (the orders table); null when unknown. */
export type SandboxLookup = (reference: string) => Promise<{
  merchantRef: string;
  amount: number;
  status: GatewayStatus;
  paidAt: Date | null;
  expiresAt: Date;
  /** The channel, for the fees the detail reports. */
  method?: string;
} | null>;

export interface SandboxOptions {
  /** The HMAC key of the callbacks. */
  secret: string;
  /** Prefix of checkout URLs; without it they are paths on the shop's own origin. */
  publicUrl?: string;
  lookup: SandboxLookup;
}

/**
 * Tripay's fees per channel: a flat part plus basis points (1/100 of a percent) of the amount,
 * rounded up to whole Rupiah, never under the channel's minimum fee. The numbers are the 'Biaya
 * Admin' column of https://tripay.co.id/developer?tab=channels (virtual accounts Rp 4.250, QRIS
 * Rp 750 + 0,70%); GET /merchant/payment-channel gives the merchant's own as `fee_merchant` /
 * `fee_customer` {flat, percent} and `minimum_fee` / `maximum_fee`
 * (https://tripay.co.id/developer?tab=merchant-payment-channel). Tripay takes the percentage of
 * the transaction's whole `amount`, the final total (decision 045), which is what `sandboxFee`
 * is given when it stands for what Tripay charges.
 */
export const SANDBOX_FEES: Record<string, { flat: number; basisPoints: number; minimum: number }> = {
  QRIS: { flat: 750, basisPoints: 70, minimum: 0 },
  // E-wallets: 3% of the amount, at least Rp 1.000 (the e-wallets' minimum fee of the same page,
  // `minimum_fee` of the channel list).
  DANA: { flat: 0, basisPoints: 300, minimum: 1_000 },
  OVO: { flat: 0, basisPoints: 300, minimum: 1_000 },
  SHOPEEPAY: { flat: 0, basisPoints: 300, minimum: 1_000 },
  BRIVA: { flat: 4250, basisPoints: 0, minimum: 0 },
  BSIVA: { flat: 4250, basisPoints: 0, minimum: 0 },
  BNIVA: { flat: 4250, basisPoints: 0, minimum: 0 },
  MANDIRIVA: { flat: 4250, basisPoints: 0, minimum: 0 },
};

/** The fee of `method` on `amount` Rupiah, rounded up and at least the channel's minimum; null for a channel it does not offer. */
export function sandboxFee(amount: number, method: string): number | null {
  const fee = Object.hasOwn(SANDBOX_FEES, method) ? SANDBOX_FEES[method] : undefined;
  if (!fee) return null;
  // Integer arithmetic: amount * basisPoints stays exact far beyond any order total.
  return Math.max(fee.minimum, fee.flat + Math.ceil((amount * fee.basisPoints) / 10_000));
}

/**
 * What Tripay reports it took of a paid transaction of `amount` (the order's total, fee included)
 * by `method`, its fee borne by the merchant as the shop sets every channel (decision 012): the
 * channel's fee on that whole amount as `fee_merchant`, nothing from the customer, and the rest as
 * `amount_received` (https://tripay.co.id/developer?tab=callback). Null for a channel it does not offer.
 */
export function sandboxCharges(amount: number, method: string): GatewayCharges | null {
  const fee = sandboxFee(amount, method);
  if (fee === null) return null;
  return { feeMerchant: fee, feeCustomer: 0, totalFee: fee, amountReceived: amount - fee };
}

export const SANDBOX_REFERENCE_PREFIX = 'SBX-';

/**
 * What Tripay's channel table (https://tripay.co.id/developer?tab=channels) refuses of a new
 * transaction: an amount outside the channel's Min/Max Amount, an expiry outside its Min/Max
 * Expired counted from `now`; null when it would take it.
 */
export function sandboxRefusal(
  input: Pick<CreateTransactionInput, 'method' | 'amount' | 'expiresAt'>,
  now: Date,
): string | null {
  const rule = channelRule(input.method);
  if (!rule) return `no payment channel ${input.method}`;
  if (input.amount < rule.minAmount || input.amount > rule.maxAmount)
    return `${input.method} takes Rp ${rule.minAmount} to Rp ${rule.maxAmount}, not ${input.amount}`;
  const minutes = (input.expiresAt.getTime() - now.getTime()) / 60_000;
  if (minutes < rule.minExpiryMinutes || minutes > rule.maxExpiryMinutes)
    return `${input.method} expires ${rule.minExpiryMinutes} to ${rule.maxExpiryMinutes} minutes after creation, not ${Math.round(minutes)}`;
  return null;
}

export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  readonly #secret: string;
  readonly #publicUrl: string;
  readonly #lookup: SandboxLookup;

  constructor(options: SandboxOptions) {
    this.#secret = options.secret;
    this.#publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
    this.#lookup = options.lookup;
  }

  channels(): Promise<PaymentChannel[]> {
    return Promise.resolve(
      PAYMENT_METHODS.map((method) => ({
        code: method.code,
        name: method.label,
        group: PAYMENT_METHOD_GROUP_LABELS[method.group],
        active: true,
        minAmount: CHANNEL_RULES[method.code].minAmount,
        maxAmount: CHANNEL_RULES[method.code].maxAmount,
      })),
    );
  }

  fee(amount: number, method: string): Promise<number> {
    if (!Number.isSafeInteger(amount) || amount < 0)
      return Promise.reject(new GatewayError(`Sandbox fee: amount ${amount} is not whole Rupiah`));
    const fee = sandboxFee(amount, method);
    if (fee === null) return Promise.reject(new GatewayError(`Sandbox has no payment channel ${method}`));
    return Promise.resolve(fee);
  }

  createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction> {
    if (sandboxFee(0, input.method) === null)
      return Promise.reject(new GatewayError(`Sandbox has no payment channel ${input.method}`));
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      return Promise.reject(
        new GatewayError(`Sandbox: amount ${input.amount} is not a positive whole Rupiah`),
      );
    // The offline demo refuses what Tripay refuses (https://tripay.co.id/developer?tab=channels): an amount outside the
    // channel's limits, an expiry outside its bounds.
    const refusal = sandboxRefusal(input, new Date());
    if (refusal) return Promise.reject(new GatewayError(`Sandbox: ${refusal}`));
    const reference = `${SANDBOX_REFERENCE_PREFIX}${randomBytes(10).toString('hex').toUpperCase()}`;
    return Promise.resolve({
      reference,
      merchantRef: input.merchantRef,
      status: 'UNPAID',
      amount: input.amount,
      checkoutUrl: this.checkoutUrl(reference),
      expiresAt: input.expiresAt,
      paidAt: null,
      charges: sandboxCharges(input.amount, input.method),
    });
  }

  async getTransaction(reference: string): Promise<GatewayTransaction | null> {
    const found = await this.#lookup(reference);
    if (!found) return null;
    return {
      reference,
      merchantRef: found.merchantRef,
      status: found.status,
      amount: found.amount,
      checkoutUrl: this.checkoutUrl(reference),
      expiresAt: found.expiresAt,
      paidAt: found.paidAt,
      charges: found.method ? sandboxCharges(found.amount, found.method) : null,
    };
  }

  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): CallbackVerification {
    return verifySignedCallback(rawBody, headers, this.#secret);
  }

  /** The page where the sandbox transaction `reference` is paid or cancelled. */
  checkoutUrl(reference: string): string {
    return `${this.#publicUrl}/sandbox-pay/${encodeURIComponent(reference)}`;
  }

  /**
   * Signs a Tripay-shaped callback body (see `paymentStatusBody` in ./callback) the way Tripay
   * would: the sandbox page posts the result to POST /api/payments/callback.
   */
  signCallback(body: Record<string, unknown>): { rawBody: Buffer; headers: Record<string, string> } {
    return signCallbackBody(body, this.#secret);
  }
}
