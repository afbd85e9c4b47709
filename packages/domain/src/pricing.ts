/**
 * Money rules of SPEC §9. Every amount is a whole number of Rupiah: percentages are rounded with
 * Math.round once, at the end of each rule, and no rule returns a negative amount.
 */
import { DAYS_PER_MONTH } from './constants';

export const PRICING_MESSAGES = {
  adminFeePercentInvalid: 'Biaya admin persentase tidak valid!',
  adminFeeInvalid: 'Biaya admin tidak valid!',
  discountPercentInvalid: 'Diskon persentase tidak valid!',
  discountInvalid: 'Diskon tidak valid!',
} as const;

/** A parsed admin fee or promo discount: a percentage or a fixed number of Rupiah. */
export type Adjustment = { kind: 'percent'; percent: number } | { kind: 'fixed'; amount: number };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** A voucher as the server stores it (SPEC §3): `value` is a percentage or Rupiah by `type`. */
export interface Voucher {
  type: 'percent' | 'flat';
  value: number;
}

/** A product promo (SPEC §3); `product` is the id or the populated product. */
export interface ProductDiscountLike {
  product: string | { _id: string };
  duration: number;
  value: string;
}

/** A plain non-negative decimal, the only number format accepted for fees and discounts. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

function parsePercentOrFixed(
  text: string,
  percentError: string,
  fixedError: string,
): ParseResult<Adjustment> {
  const trimmed = text.trim();
  if (trimmed.includes('%')) {
    const percent = trimmed.endsWith('%') ? parseDecimal(trimmed.slice(0, -1)) : null;
    return percent === null
      ? { ok: false, error: percentError }
      : { ok: true, value: { kind: 'percent', percent } };
  }
  const amount = parseDecimal(trimmed);
  return amount === null ? { ok: false, error: fixedError } : { ok: true, value: { kind: 'fixed', amount } };
}

function toRupiah(amount: number): number {
  return Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
}

function percentOf(base: number, percent: number): number {
  return (base * percent) / 100;
}

/** Number of 30-day months in a duration; 1 for lifetime (0) or a missing duration. */
export function monthFactor(durationDays?: number | null): number {
  if (!durationDays || durationDays <= 0) return 1;
  return durationDays / DAYS_PER_MONTH;
}

/** Parses a product admin fee: a number, a numeric string, or a percentage string such as '10%'. */
export function parseAdminFee(adminFee: number | string): ParseResult<Adjustment> {
  if (typeof adminFee === 'number') {
    return Number.isFinite(adminFee) && adminFee >= 0
      ? { ok: true, value: { kind: 'fixed', amount: adminFee } }
      : { ok: false, error: PRICING_MESSAGES.adminFeeInvalid };
  }
  return parsePercentOrFixed(
    adminFee,
    PRICING_MESSAGES.adminFeePercentInvalid,
    PRICING_MESSAGES.adminFeeInvalid,
  );
}

/** Admin fee of an item: price × percent/100 × month factor, or the fixed fee × month factor; throws on an invalid fee. */
export function adminFeeFor(price: number, adminFee: number | string, durationDays?: number | null): number {
  const parsed = parseAdminFee(adminFee);
  if (!parsed.ok) throw new RangeError(parsed.error);
  const factor = monthFactor(durationDays);
  const fee = parsed.value;
  return toRupiah(
    fee.kind === 'percent' ? percentOf(Math.max(0, price), fee.percent) * factor : fee.amount * factor,
  );
}

/** A promo's deduction while it runs: none when there is no promo, it is sold out or its value is unreadable. */
export function runningPromo(
  promo: { value: string; used?: number | null; slot?: number | null } | null | undefined,
): Adjustment | null {
  if (!promo || isPromoSoldOut(promo)) return null;
  const parsed = parseDiscount(promo.value);
  return parsed.ok ? parsed.value : null;
}

/** What a choice costs before the checkout: the price the customer will pay, and what the promo saves. */
export interface QuotedPrice {
  /** price + admin fee, before the promo. */
  full: number;
  /** What the promo takes off (0 without a running promo). */
  saving: number;
  /** What the customer pays for the goods: full − saving (the checkout adds the payment fee). */
  total: number;
}

/**
 * A duration's price as the checkout will count it (orderTotals): price plus its admin fee, less
 * the product's running promo for that duration (none when sold out or unreadable). The product
 * page and the confirmation show this, so the checkout brings no surprise. Throws RangeError on an
 * invalid admin fee, as adminFeeFor does.
 */
export function quotedPrice(
  price: number,
  adminFee: number | string,
  durationDays: number,
  promo: { value: string; used?: number | null; slot?: number | null } | null | undefined,
): QuotedPrice {
  const totals = orderTotals({
    price,
    adminFee: adminFeeFor(price, adminFee, durationDays),
    discount: runningPromo(promo),
  });
  return { full: totals.priceWithFee, saving: totals.discount, total: totals.totalPrice };
}

/** A longer plan whose price, admin fee included, comes to more per month than the monthly plan's. */
export interface CostlierPlan {
  durationDays: number;
  /** Price plus admin fee of the plan. */
  total: number;
  /** That total over the plan's months, rounded up to the Rupiah. */
  perMonth: number;
  /** Price plus admin fee of the same package's 30-day plan. */
  monthly: number;
}

/**
 * The plans of one package that cost more per month than its 30-day plan, by the checkout's own
 * formula (price + adminFeeFor). A percentage admin fee counts the months (SPEC), so a 3-month
 * price that is fair on its own can end up dearer than three monthly renewals: the catalogue
 * editor tells the admin, who fixes the price. None without a valid fee or a 30-day plan.
 */
export function plansCostlierPerMonth(
  plans: readonly { durationDays: number; price: number }[],
  adminFee: number | string,
): CostlierPlan[] {
  if (!parseAdminFee(adminFee).ok) return [];
  const totalOf = (plan: { durationDays: number; price: number }) =>
    priceWithFee(plan.price, adminFeeFor(plan.price, adminFee, plan.durationDays));
  const monthlyPlan = plans.find((plan) => plan.durationDays === DAYS_PER_MONTH);
  if (!monthlyPlan) return [];
  const monthly = totalOf(monthlyPlan);
  return plans
    .filter((plan) => plan.durationDays > DAYS_PER_MONTH)
    .map((plan) => {
      const total = totalOf(plan);
      return {
        durationDays: plan.durationDays,
        total,
        perMonth: Math.ceil(total / monthFactor(plan.durationDays)),
        monthly,
      };
    })
    .filter((plan) => plan.perMonth > plan.monthly);
}

/** Base price plus admin fee, as whole Rupiah. */
export function priceWithFee(price: number, fee: number): number {
  return toRupiah(price + fee);
}

/** Admin fee kept in a checkout draft: the monthly fee times the number of months. */
export function draftAdminFee(monthlyFee: number, months: number): number {
  return toRupiah(monthlyFee * months);
}

/** Total kept in a checkout draft: price plus admin fee. */
export function draftTotal(price: number, adminFee: number): number {
  return priceWithFee(price, adminFee);
}

/** Parses a promo value (trimmed): 'N%' or a fixed amount, with the messages of SPEC §5. */
export function parseDiscount(value: string): ParseResult<Adjustment> {
  return parsePercentOrFixed(
    value,
    PRICING_MESSAGES.discountPercentInvalid,
    PRICING_MESSAGES.discountInvalid,
  );
}

/** Rupiah a promo takes off: percent of the price including the fee, or the flat amount, at most that price. */
export function discountAmount(priceIncludingFee: number, discount: Adjustment | null | undefined): number {
  const base = toRupiah(priceIncludingFee);
  if (!discount) return 0;
  const amount = discount.kind === 'percent' ? percentOf(base, discount.percent) : discount.amount;
  return Math.min(base, toRupiah(amount));
}

/** Price including the fee after a promo, never below 0. */
export function applyDiscount(priceIncludingFee: number, discount: Adjustment | null | undefined): number {
  return toRupiah(priceIncludingFee) - discountAmount(priceIncludingFee, discount);
}

/** The promo of a product for one duration, or null. */
export function findDiscount<T extends ProductDiscountLike>(
  discounts: readonly T[],
  productId: string,
  durationDays: number,
): T | null {
  const productIdOf = (discount: T) =>
    typeof discount.product === 'string' ? discount.product : discount.product._id;
  return (
    discounts.find((discount) => productIdOf(discount) === productId && discount.duration === durationDays) ??
    null
  );
}

/** Whether a limited promo has used all its slots; a promo without a slot never runs out. */
export function isPromoSoldOut(promo: { used?: number | null; slot?: number | null }): boolean {
  return promo.slot != null && (promo.used ?? 0) >= promo.slot;
}

/** Rupiah a voucher takes off: value percent of (price + admin fee), or the flat value, at most that sum. */
export function voucherAmount(voucher: Voucher | null | undefined, price: number, adminFee: number): number {
  if (!voucher) return 0;
  const base = priceWithFee(price, adminFee);
  const amount = voucher.type === 'percent' ? percentOf(base, voucher.value) : voucher.value;
  return Math.min(base, toRupiah(amount));
}

/** Whether a voucher makes the order free (100% or more), which also waives the gateway fee. */
export function isFreeVoucher(voucher: Voucher | null | undefined): boolean {
  return voucher?.type === 'percent' && voucher.value >= 100;
}

export interface OrderTotalsInput {
  /** Price of the chosen item (duration) in Rupiah. */
  price: number;
  /** Admin fee already worked out for that item, see adminFeeFor. */
  adminFee: number;
  /** The product's promo for that duration, parsed with parseDiscount. */
  discount?: Adjustment | null;
  voucher?: Voucher | null;
  /** The payment gateway's fee for the chosen method; 0 (or absent) before a method is chosen. */
  gatewayFee?: number;
}

/** Every line of an order's price; the server stores these and the checkout shows them. */
export interface OrderTotals {
  price: number;
  admin: number;
  /** price + admin, the base of the promo. */
  priceWithFee: number;
  /** Promo deducted from priceWithFee. */
  discount: number;
  /** Voucher deducted after the promo, at most what is left. */
  voucher: number;
  /** What the goods cost: priceWithFee − discount − voucher (the draft's totalPrice). */
  totalPrice: number;
  /** 0 with a 100% voucher or when nothing is left to pay. */
  gatewayFee: number;
  /** What the customer pays: totalPrice + gatewayFee. */
  total: number;
}

/** Recomputes every price line of an order from its item price, fee, promo, voucher and gateway fee. */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const price = toRupiah(input.price);
  const admin = toRupiah(input.adminFee);
  const withFee = priceWithFee(price, admin);
  const discount = discountAmount(withFee, input.discount);
  const voucher = Math.min(withFee - discount, voucherAmount(input.voucher, price, admin));
  const totalPrice = withFee - discount - voucher;
  const isNothingToPay = isFreeVoucher(input.voucher) || totalPrice === 0;
  const gatewayFee = isNothingToPay ? 0 : toRupiah(input.gatewayFee ?? 0);
  return {
    price,
    admin,
    priceWithFee: withFee,
    discount,
    voucher,
    totalPrice,
    gatewayFee,
    total: totalPrice + gatewayFee,
  };
}
