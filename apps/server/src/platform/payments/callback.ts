/**
 * Tripay's callback protocol, which the Sandbox speaks too: a JSON body signed with
 * HMAC-SHA256(raw body, key) in hex in `X-Callback-Signature`, and `X-Callback-Event: payment_status`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CallbackVerification, GatewayCharges, GatewayStatus } from './gateway';

export const CALLBACK_EVENT = 'payment_status';
export const EVENT_HEADER = 'X-Callback-Event';
export const SIGNATURE_HEADER = 'X-Callback-Signature';

const SHA256_HEX = /^[0-9a-f]{64}$/i;

const callbackSchema = z.object({
  reference: z.string().min(1),
  merchant_ref: z.string().min(1),
  status: z.enum(['UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND']),
  total_amount: z.number().int().nonnegative(),
  paid_at: z.number().int().positive().nullable().optional(),
});

// https://tripay.co.id/developer?tab=callback: a callback carries fee_merchant, fee_customer,
// total_fee and amount_received; https://tripay.co.id/developer?tab=transaction-detail: so does a
// transaction's detail. Read apart from the rest, so an odd fee never refuses a payment.
const chargesSchema = z.object({
  fee_merchant: z.coerce.number().int().nonnegative(),
  fee_customer: z.coerce.number().int().nonnegative(),
  total_fee: z.coerce.number().int().nonnegative(),
  amount_received: z.coerce.number().int().nonnegative(),
});

/** The fees a Tripay callback or transaction detail reports; null when they are missing or not whole Rupiah. */
export function chargesOf(body: unknown): GatewayCharges | null {
  const parsed = chargesSchema.safeParse(body);
  if (!parsed.success) return null;
  const { fee_merchant, fee_customer, total_fee, amount_received } = parsed.data;
  return {
    feeMerchant: fee_merchant,
    feeCustomer: fee_customer,
    totalFee: total_fee,
    amountReceived: amount_received,
  };
}

/** HMAC-SHA256 of `data` with `key`, in lower-case hex: Tripay's signature format. */
export function hmacHex(key: string | Buffer, data: string | Buffer): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** One header's value whatever the case of its name (Node lower-cases them; tests may not). */
function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Checks a callback on its raw bytes: signature first, so nothing unauthenticated is parsed. */
export function verifySignedCallback(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  key: string | Buffer,
): CallbackVerification {
  const given = headerValue(headers, SIGNATURE_HEADER)?.trim();
  if (!given || !SHA256_HEX.test(given)) return { ok: false, reason: 'signature' };
  const expected = createHmac('sha256', key).update(rawBody).digest();
  // Both are 32 bytes here (the pattern above), which timingSafeEqual requires.
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return { ok: false, reason: 'signature' };

  if (headerValue(headers, EVENT_HEADER)?.trim() !== CALLBACK_EVENT) return { ok: false, reason: 'event' };

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = callbackSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const body = parsed.data;
  return {
    ok: true,
    callback: {
      reference: body.reference,
      merchantRef: body.merchant_ref,
      status: body.status,
      amount: body.total_amount,
      paidAt: body.paid_at ? new Date(body.paid_at * 1000) : null,
      dedupeKey: `${body.reference}:${body.status}`,
      charges: chargesOf(json),
    },
  };
}

/** A callback body and the headers that sign it with `key`, exactly as Tripay would send them. */
export function signCallbackBody(
  body: Record<string, unknown>,
  key: string | Buffer,
): { rawBody: Buffer; headers: Record<string, string> } {
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    rawBody,
    headers: {
      'Content-Type': 'application/json',
      [EVENT_HEADER]: CALLBACK_EVENT,
      [SIGNATURE_HEADER]: hmacHex(key, rawBody),
    },
  };
}

/** The fields of a Tripay `payment_status` callback for one transaction. */
export function paymentStatusBody(transaction: {
  reference: string;
  merchantRef: string;
  method: string;
  methodName?: string;
  /** What the customer paid (Tripay's total_amount). */
  amount: number;
  feeMerchant?: number;
  feeCustomer?: number;
  status: GatewayStatus;
  paidAt: Date | null;
  note?: string | null;
}): Record<string, unknown> {
  const feeMerchant = transaction.feeMerchant ?? 0;
  const feeCustomer = transaction.feeCustomer ?? 0;
  return {
    reference: transaction.reference,
    merchant_ref: transaction.merchantRef,
    payment_method: transaction.methodName ?? transaction.method,
    payment_method_code: transaction.method,
    total_amount: transaction.amount,
    fee_merchant: feeMerchant,
    fee_customer: feeCustomer,
    total_fee: feeMerchant + feeCustomer,
    amount_received: transaction.amount - feeMerchant - feeCustomer,
    is_closed_payment: 1,
    status: transaction.status,
    paid_at: transaction.paidAt ? Math.floor(transaction.paidAt.getTime() / 1000) : null,
    note: transaction.note ?? null,
  };
}
