/**
 * The offline gateway of PAYMENT_PROVIDER=sandbox. It keeps no state: transactions are the orders
 * themselves, read back through `lookup`. Its checkout page ('Bayar' / 'Batalkan') posts the same
 * signed callback as Tripay, so payments take the same path through the same handler offline.
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD_GROUP_LABELS, PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { signCallbackBody, verifySignedCallback } from './callback';
import {
  GatewayError,
  type CallbackVerification,
  type CreateTransactionInput,
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
} | null>;

export interface SandboxOptions {
  /** The HMAC key of the callbacks. */
  secret: string;
  /** Prefix of checkout URLs; without it they are paths on the shop's own origin. */
  publicUrl?: string;
  lookup: SandboxLookup;
}

/**
 * Tripay-like customer fees per channel: a flat part plus basis points (1/100 of a percent) of the
 * amount, rounded up to whole Rupiah. Close to Tripay's public price list, so demo totals look real.
 */
export const SANDBOX_FEES: Record<string, { flat: number; basisPoints: number }> = {
  QRIS: { flat: 750, basisPoints: 70 },
  DANA: { flat: 0, basisPoints: 300 },
  OVO: { flat: 0, basisPoints: 300 },
  SHOPEEPAY: { flat: 0, basisPoints: 300 },
  BRIVA: { flat: 4250, basisPoints: 0 },
  BSIVA: { flat: 4250, basisPoints: 0 },
  BNIVA: { flat: 4250, basisPoints: 0 },
  MANDIRIVA: { flat: 4250, basisPoints: 0 },
};

/** The sandbox fee of `method` on `amount` Rupiah, rounded up; null for a channel it does not offer. */
export function sandboxFee(amount: number, method: string): number | null {
  const fee = Object.hasOwn(SANDBOX_FEES, method) ? SANDBOX_FEES[method] : undefined;
  if (!fee) return null;
  // Integer arithmetic: amount * basisPoints stays exact far beyond any order total.
  return fee.flat + Math.ceil((amount * fee.basisPoints) / 10_000);
}

export const SANDBOX_REFERENCE_PREFIX = 'SBX-';

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
    const reference = `${SANDBOX_REFERENCE_PREFIX}${randomBytes(10).toString('hex').toUpperCase()}`;
    return Promise.resolve({
      reference,
      merchantRef: input.merchantRef,
      status: 'UNPAID',
      amount: input.amount,
      checkoutUrl: this.checkoutUrl(reference),
      expiresAt: input.expiresAt,
      paidAt: null,
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
