/**
 * What each payment channel of the checkout admits, as Tripay documents it, and the shop's payment
 * window per channel (docs/decisions/043). Amount limits come live from Tripay's
 * GET /merchant/payment-channel (`minimum_amount`, `maximum_amount`); the numbers here are the
 * documented ones, used by the offline sandbox and whenever Tripay's answer lacks them. Expiry
 * bounds are not in any API answer, only on the documentation page, so they live here alone.
 */
import { TRANSFER_METHOD, TRANSFER_WINDOW_MINUTES } from './transfer-method';
import { formatRupiah } from './format';
import { PAYMENT_METHODS, type PaymentMethodCode, type PaymentMethodGroup } from './checkout';

/** Tripay's developer guide, 'Daftar Channel & Biaya': Min/Max Amount and Min/Max Expired per channel. */
export const TRIPAY_CHANNELS_DOC = 'https://tripay.co.id/developer?tab=channels';

export interface ChannelRule {
  /** Least `amount` a transaction of the channel may ask, in Rupiah. */
  minAmount: number;
  /** Most `amount` a transaction of the channel may ask, in Rupiah. */
  maxAmount: number;
  /** Shortest time Tripay accepts between the transaction's creation and its `expired_time`, in minutes. */
  minExpiryMinutes: number;
  /** Longest such time, in minutes. */
  maxExpiryMinutes: number;
  /** How long the shop gives a customer to pay by this channel, in minutes (inside the bounds with room). */
  windowMinutes: number;
}

// https://tripay.co.id/developer?tab=channels: every number below is that page's 'Min Amount',
// 'Max Amount', 'Min Expired' and 'Max Expired' of the channel. The window keeps at least
// WINDOW_MARGIN_MINUTES from either bound, so the time the order takes to reach Tripay and a few
// minutes of clock difference never push it out.
export const CHANNEL_RULES: Record<PaymentMethodCode, ChannelRule> = {
  // QRIS by ShopeePay: Rp 1.000 to Rp 5.000.000, 10 to 60 minutes.
  QRIS: {
    minAmount: 1_000,
    maxAmount: 5_000_000,
    minExpiryMinutes: 10,
    maxExpiryMinutes: 60,
    windowMinutes: 55,
  },
  // DANA and ShopeePay: Rp 1.000 to Rp 10.000.000, 15 to 60 minutes.
  DANA: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 60,
    windowMinutes: 55,
  },
  // OVO: Rp 1.000 to Rp 10.000.000, 15 to 43.200 minutes.
  OVO: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 43_200,
    windowMinutes: 60,
  },
  SHOPEEPAY: {
    minAmount: 1_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 60,
    windowMinutes: 55,
  },
  // BRI Virtual Account: Rp 10.000 to Rp 10.000.000, 60 to 43.200 minutes.
  BRIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 43_200,
    windowMinutes: 180,
  },
  // BSI Virtual Account: Rp 10.000 to Rp 10.000.000, 60 to 180 minutes.
  BSIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 180,
    windowMinutes: 150,
  },
  // BNI Virtual Account: Rp 10.000 to Rp 10.000.000, 15 to 1.440 minutes.
  BNIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 15,
    maxExpiryMinutes: 1_440,
    windowMinutes: 180,
  },
  // Mandiri Virtual Account: Rp 10.000 to Rp 10.000.000, 60 to 43.200 minutes.
  MANDIRIVA: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    minExpiryMinutes: 60,
    maxExpiryMinutes: 43_200,
    windowMinutes: 180,
  },
};

/** Room a channel's window keeps from its documented bounds. */
export const WINDOW_MARGIN_MINUTES = 5;

/** The longest window of any channel: what a reader of an order without its own deadline assumes. */
export const LONGEST_WINDOW_MINUTES = Math.max(
  ...Object.values(CHANNEL_RULES).map((rule) => rule.windowMinutes),
);

/** The rule of a checkout channel; undefined for a code the checkout does not offer. */
export function channelRule(code: string): ChannelRule | undefined {
  return Object.hasOwn(CHANNEL_RULES, code) ? CHANNEL_RULES[code as PaymentMethodCode] : undefined;
}

/** How long the shop gives to pay by `code`, in milliseconds; a RangeError for a code the checkout does not offer. */
export function paymentWindowMs(code: string): number {
  // A bank transfer to the shop's own account: a day, no gateway bounds (docs/decisions/049).
  if (code === TRANSFER_METHOD) return TRANSFER_WINDOW_MINUTES * 60_000;
  const rule = channelRule(code);
  if (!rule) throw new RangeError(`no payment channel ${code}`);
  return rule.windowMinutes * 60_000;
}

/** '3 jam', '2 jam 30 menit', '55 menit'. */
export function formatWindow(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

const GROUP_NAMES: Record<PaymentMethodGroup, string> = {
  ewallet: 'E-wallet',
  'virtual-account': 'Virtual account',
};

function groupName(code: PaymentMethodCode): string {
  const method = PAYMENT_METHODS.find((candidate) => candidate.code === code)!;
  return code === 'QRIS' ? 'QRIS' : GROUP_NAMES[method.group];
}

/** A channel as the checkout offers it for one amount. */
export interface OfferedChannel {
  code: PaymentMethodCode;
  minAmount: number;
  maxAmount: number;
  windowMinutes: number;
  /** Why the channel cannot take this order; null when it can. */
  refusal: string | null;
}

export const CHANNEL_MESSAGES = {
  inactive: 'Metode pembayaran ini sedang tidak tersedia, silakan pilih metode lain.',
} as const;

/** 'Virtual account mulai Rp 10.000' / 'QRIS maksimal Rp 5.000.000'; null when `amount` is inside the limits. */
export function amountRefusal(
  code: PaymentMethodCode,
  limits: { minAmount: number; maxAmount: number },
  amount: number,
): string | null {
  if (amount < limits.minAmount) return `${groupName(code)} mulai ${formatRupiah(limits.minAmount)}`;
  if (amount > limits.maxAmount) return `${groupName(code)} maksimal ${formatRupiah(limits.maxAmount)}`;
  return null;
}

/** The channel Tripay lists for the merchant, reduced to what the checkout needs. */
export interface ListedChannel {
  code: string;
  active: boolean;
  minAmount?: number | null;
  maxAmount?: number | null;
}

/**
 * Every checkout channel for an order of `amount` Rupiah (what is left to pay before the gateway
 * fee), in display order: with its limits (Tripay's when it gives them) and, when it cannot take
 * the order, why. A channel Tripay does not list as active is refused too.
 */
export function offeredChannels(listed: readonly ListedChannel[], amount: number): OfferedChannel[] {
  return PAYMENT_METHODS.map(({ code }) => {
    const rule = CHANNEL_RULES[code];
    const found = listed.find((channel) => channel.code === code);
    const limits = {
      minAmount: found?.minAmount ?? rule.minAmount,
      maxAmount: found?.maxAmount ?? rule.maxAmount,
    };
    const refusal = found?.active ? amountRefusal(code, limits, amount) : CHANNEL_MESSAGES.inactive;
    return { code, ...limits, windowMinutes: rule.windowMinutes, refusal };
  });
}
