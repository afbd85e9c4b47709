/**
 * Tripay over its HTTP API (https://tripay.co.id/developer): closed transactions signed with
 * HMAC-SHA256(merchantCode + merchantRef + amount, privateKey). Every call has a deadline, and any
 * failure (unreachable, timeout, non-2xx, `success: false`, an answer of the wrong shape) becomes a
 * GatewayError whose message names the call but never a key.
 */
import { z } from 'zod';
import { chargesOf, hmacHex, verifySignedCallback } from './callback';
import {
  GatewayError,
  type CallbackVerification,
  type CreateTransactionInput,
  type GatewayTransaction,
  type PaymentChannel,
  type PaymentGateway,
} from './gateway';

export const TRIPAY_BASE_URLS = {
  sandbox: 'https://tripay.co.id/api-sandbox',
  production: 'https://tripay.co.id/api',
} as const;

export interface TripayOptions {
  apiKey: string;
  privateKey: string;
  merchantCode: string;
  /** TRIPAY_BASE_URLS.sandbox or .production, or a proxy or fake speaking the same API. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Deadline of each call, body included; 10 seconds unless told. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

// Error answers may lack `success` or `data` (a proxy's or Laravel's {message}); their message still counts.
const envelopeSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

// https://tripay.co.id/developer?tab=merchant-payment-channel: each channel has its limits as
// `minimum_amount` and `maximum_amount`; an older answer without them leaves the documented ones.
const channelsSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    group: z.string(),
    active: z.boolean(),
    minimum_amount: z.coerce.number().int().nullable().optional(),
    maximum_amount: z.coerce.number().int().nullable().optional(),
  }),
);

const feesSchema = z.array(
  z.object({
    code: z.string(),
    total_fee: z.object({ merchant: z.coerce.number(), customer: z.coerce.number() }),
  }),
);

const transactionSchema = z.object({
  reference: z.string().min(1),
  merchant_ref: z.string(),
  status: z.enum(['UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND']),
  amount: z.coerce.number().int(),
  checkout_url: z.string(),
  expired_time: z.coerce.number().int(),
  paid_at: z.coerce.number().int().nullable().optional(),
});

interface TripayAnswer {
  httpStatus: number;
  success: boolean;
  message: string;
  data: unknown;
}

export class TripayGateway implements PaymentGateway {
  readonly provider = 'tripay' as const;
  // Private fields stay out of util.inspect and JSON, so logging the gateway cannot leak a key.
  readonly #apiKey: string;
  readonly #privateKey: string;
  readonly #merchantCode: string;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(options: TripayOptions) {
    this.#apiKey = options.apiKey;
    this.#privateKey = options.privateKey;
    this.#merchantCode = options.merchantCode;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async channels(): Promise<PaymentChannel[]> {
    const data = this.#dataOf(
      'GET /merchant/payment-channel',
      await this.#call('GET', '/merchant/payment-channel'),
    );
    return this.#parse('GET /merchant/payment-channel', channelsSchema, data).map((channel) => ({
      code: channel.code,
      name: channel.name,
      group: channel.group,
      active: channel.active,
      minAmount: channel.minimum_amount ?? null,
      maxAmount: channel.maximum_amount ?? null,
    }));
  }

  /**
   * The whole fee of the channel for `amount`: what Tripay charges the merchant plus what it
   * charges the customer (docs/decisions/012-payment-gateways.md explains why both).
   */
  async fee(amount: number, method: string): Promise<number> {
    const label = 'GET /merchant/fee-calculator';
    const answer = await this.#call('GET', '/merchant/fee-calculator', {
      code: method,
      amount: String(amount),
    });
    const fees = this.#parse(label, feesSchema, this.#dataOf(label, answer));
    const fee = fees.find((entry) => entry.code === method) ?? (fees.length === 1 ? fees[0] : undefined);
    if (!fee) throw new GatewayError(`Tripay ${label} has no fee for channel ${method}`);
    return Math.ceil(fee.total_fee.merchant + fee.total_fee.customer);
  }

  async createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction> {
    const label = 'POST /transaction/create';
    const body = {
      method: input.method,
      merchant_ref: input.merchantRef,
      amount: input.amount,
      customer_name: tripayCustomerName(input.customer.name),
      customer_email: input.customer.email,
      customer_phone: tripayPhone(input.customer.phone),
      order_items: input.items.map(({ sku, name, price, quantity }) => ({ sku, name, price, quantity })),
      return_url: input.returnUrl,
      expired_time: Math.floor(input.expiresAt.getTime() / 1000),
      signature: hmacHex(this.#privateKey, `${this.#merchantCode}${input.merchantRef}${input.amount}`),
    };
    const answer = await this.#call('POST', '/transaction/create', undefined, body);
    const data = this.#dataOf(label, answer);
    // https://tripay.co.id/developer?tab=transaction-create: the answer reports the fees too.
    const transaction = {
      ...toTransaction(this.#parse(label, transactionSchema, data)),
      charges: chargesOf(data),
    };
    // `amount` already holds the gateway fee; a channel whose fee Tripay charges the customer would
    // add it a second time, and the callback's total would never match the order.
    if (transaction.amount !== input.amount) {
      throw new GatewayError(
        `Tripay ${label} asks ${transaction.amount} instead of ${input.amount} for ${transaction.reference}: ` +
          `set channel ${input.method}'s fee to be borne by the merchant in Tripay's dashboard`,
      );
    }
    return transaction;
  }

  async getTransaction(reference: string): Promise<GatewayTransaction | null> {
    const label = 'GET /transaction/detail';
    const answer = await this.#call('GET', '/transaction/detail', { reference });
    if (isNotFound(answer)) return null;
    const data = this.#dataOf(label, answer);
    // https://tripay.co.id/developer?tab=transaction-detail: the detail reports the fees taken.
    return { ...toTransaction(this.#parse(label, transactionSchema, data)), charges: chargesOf(data) };
  }

  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): CallbackVerification {
    return verifySignedCallback(rawBody, headers, this.#privateKey);
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ): Promise<TripayAnswer> {
    const label = `${method} ${path}`;
    const url = `${this.#baseUrl}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.#apiKey}`,
          Accept: 'application/json',
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new GatewayError(`Tripay ${label} timed out after ${this.#timeoutMs} ms`, { cause: error });
      const reason = error instanceof Error ? error.message : String(error);
      throw new GatewayError(`Tripay ${label} could not be reached: ${reason}`, { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayError(`Tripay ${label} answered HTTP ${response.status} without JSON`);
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success)
      throw new GatewayError(`Tripay ${label} answered HTTP ${response.status} with JSON of another shape`);
    return {
      httpStatus: response.status,
      success: envelope.data.success === true,
      message: envelope.data.message ?? '',
      data: envelope.data.data,
    };
  }

  #dataOf(label: string, answer: TripayAnswer): unknown {
    if (answer.httpStatus < 200 || answer.httpStatus > 299 || !answer.success) {
      throw new GatewayError(
        `Tripay ${label} refused (HTTP ${answer.httpStatus}): ${answer.message || 'no message'}`,
      );
    }
    return answer.data;
  }

  #parse<T>(label: string, schema: z.ZodType<T>, data: unknown): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || '(data)';
      throw new GatewayError(`Tripay ${label} answered data of an unexpected shape (at ${where})`);
    }
    return parsed.data;
  }
}

/**
 * The customer's phone as Tripay's guide writes it, `081234567890`
 * (https://tripay.co.id/developer?tab=transaction-create, `customer_phone`; required by some
 * channels): the shop stores +62..., Tripay's examples and e-wallets use the national 08... form.
 */
export function tripayPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+62')) return `0${digits.slice(3)}`;
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  if (digits.startsWith('8')) return `0${digits}`;
  return digits.replace(/\+/g, '');
}

/**
 * The longest `customer_name` the shop sends. Tripay's guide gives no length or character set
 * (https://tripay.co.id/developer?tab=transaction-create says only 'string, required'); merchants
 * report that DANA refuses names over 50 characters with a 500 (a public integration's write-up,
 * mljnet/bill docs/DANA_PAYMENT_ISSUE_ANALYSIS.md), and virtual-account names at banks are short.
 */
export const TRIPAY_NAME_MAX_LENGTH = 50;
const FALLBACK_CUSTOMER_NAME = 'Pelanggan';

/**
 * The customer's name as every channel takes it: letters, digits, spaces and . , ' - only (emoji
 * and control characters dropped), spaces squeezed, cut at whole characters to
 * TRIPAY_NAME_MAX_LENGTH; 'Pelanggan' when nothing is left.
 */
export function tripayCustomerName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} .,'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(cleaned).slice(0, TRIPAY_NAME_MAX_LENGTH).join('').trim();
  return cut || FALLBACK_CUSTOMER_NAME;
}

/** An unknown reference: HTTP 404, or `success: false` with a "not found" message (either is treated as none). */
function isNotFound(answer: TripayAnswer): boolean {
  if (answer.httpStatus === 404) return true;
  return !answer.success && /not found|tidak ditemukan/i.test(answer.message);
}

function toTransaction(data: z.infer<typeof transactionSchema>): GatewayTransaction {
  return {
    reference: data.reference,
    merchantRef: data.merchant_ref,
    status: data.status,
    amount: data.amount,
    checkoutUrl: data.checkout_url,
    expiresAt: new Date(data.expired_time * 1000),
    paidAt: data.paid_at ? new Date(data.paid_at * 1000) : null,
  };
}
