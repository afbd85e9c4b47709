/**
 * Pricing an order at checkout: the item bought, the promo and voucher as they apply to this
 * customer, and the gateway's fee, every amount read from the database and checked against what
 * the checkout showed.
 */
import { TRANSFER_METHOD } from '@premium-shop/domain/bank-transfer';
import { draftPrices } from '@premium-shop/domain/checkout';
import { isLifetimeName } from '@premium-shop/domain/duration';
import type { CreatePaymentBody } from '@premium-shop/domain/order-schema';
import {
  isFreeVoucher,
  isPromoSoldOut,
  orderTotals,
  parseDiscount,
  type Adjustment,
  type OrderTotals,
} from '@premium-shop/domain/pricing';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as fulfilment from '../fulfilment/fulfilment.service';
import * as vouchers from '../vouchers/vouchers.service';
import { PAYMENT_MESSAGES, type OrdersContext } from './orders.common';
import { checkChannel, checkTotal } from './payment-channels.service';
import * as repository from './orders.repository';
import type { PromoRecord } from './orders.repository';

/** The gateway's fee for `method` on `amount` (none for a bank transfer); an unreachable gateway answers 502. */
export async function gatewayFee(ctx: OrdersContext, amount: number, method: string): Promise<number> {
  if (method === TRANSFER_METHOD) return 0;
  try {
    return await ctx.gateway.fee(amount, method);
  } catch (error) {
    ctx.log.warn({ err: error, method }, 'payment gateway fee lookup failed');
    throw new AppError('GATEWAY_FAILED');
  }
}

export interface ChosenItem {
  packageId: string | null;
  packageName: string;
  variantItemId: string | null;
  duration: number;
  price: number;
}

/** The item bought: a variant's enabled item, or the flat price of a product sold without variants. */
async function chooseItem(
  db: Executor,
  facts: repository.CheckoutFacts,
  body: CreatePaymentBody,
): Promise<ChosenItem> {
  const { product, variant, item } = facts;
  const duration = body.duration;
  // Left joins: with no variant in that package every variant field is null.
  if (body.packageId && variant?.status) {
    if (variant.status !== 'Available')
      throw new AppError('PRODUCT_UNAVAILABLE', PAYMENT_MESSAGES.packageUnavailable);
    if (!item?.enabled)
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.durationUnavailable, {
        duration: PAYMENT_MESSAGES.durationUnavailable,
      });
    return {
      packageId: body.packageId,
      packageName: variant.packageName ?? '',
      variantItemId: item.id,
      duration,
      price: item.price,
    };
  }
  // No variant: only a flat-priced (lifetime) product, bought with no package or the Lifetime one.
  const flatPackage = body.packageId ? await repository.findPackage(db, body.packageId) : null;
  const isFlatChoice = !body.packageId || isLifetimeName(flatPackage?.name);
  if (product.price === null || !isFlatChoice) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.packageNotFound, {
      packageId: PAYMENT_MESSAGES.packageNotFound,
    });
  }
  if (duration !== 0) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.durationUnavailable, {
      duration: PAYMENT_MESSAGES.durationUnavailable,
    });
  }
  return {
    packageId: flatPackage?.id ?? null,
    packageName: flatPackage?.name ?? '',
    variantItemId: null,
    duration: 0,
    price: product.price,
  };
}

export function promoCustomerLimitReached(): AppError {
  return new AppError('PROMO_SOLD_OUT', PAYMENT_MESSAGES.promoCustomerLimit, {
    discount: PAYMENT_MESSAGES.promoCustomerLimit,
  });
}

/** Whether the customer's paid and open orders with this promo reach its per-customer limit. */
export async function hasReachedPromoLimit(
  db: Executor,
  promo: PromoRecord,
  userId: string,
  now: Date,
): Promise<boolean> {
  if (promo.perCustomerLimit == null) return false;
  const uses = await repository.countCustomerPromoUses(db, { promoId: promo.id, userId, now });
  return uses >= promo.perCustomerLimit;
}

/**
 * Expires unpaid orders past their window now instead of at the expiry job's next run (every
 * 60 s), through the job's own path; answers how many it expired. Called only when a promo or a
 * voucher looks used up, so a slot an expired order still counts is never refused to a customer.
 */
export function releaseOverdueHolds(ctx: OrdersContext, now: Date): Promise<number> {
  return fulfilment.expireOverdueOrders(ctx, now);
}

function usablePromo(promo: PromoRecord | undefined): { record: PromoRecord; discount: Adjustment } | null {
  if (!promo || isPromoSoldOut(promo)) return null;
  const parsed = parseDiscount(promo.value);
  return parsed.ok ? { record: promo, discount: parsed.value } : null;
}

function priceChanged(current: Record<string, number>): AppError {
  return new AppError(
    'PRICE_CHANGED',
    PAYMENT_MESSAGES.priceChanged,
    Object.fromEntries(Object.entries(current).map(([field, value]) => [field, String(value)])),
  );
}

interface PricedOrder {
  item: ChosenItem;
  promo: { record: PromoRecord; discount: Adjustment } | null;
  voucher: vouchers.VoucherRecord | null;
  totals: OrderTotals;
}

/**
 * The running promo of the order's duration as it applies to this customer: `promo` when it does,
 * `spentPromo` when the customer reached its per-customer limit (the order is priced without it).
 * A promo that looks sold out is read again once overdue orders gave their slots back.
 */
async function promoForCustomer(
  ctx: OrdersContext,
  found: PromoRecord | null,
  userId: string,
  now: Date,
): Promise<{ promo: ReturnType<typeof usablePromo>; spentPromo: PromoRecord | null }> {
  if (!found) return { promo: null, spentPromo: null };
  let record = found;
  if (isPromoSoldOut(record) && (await releaseOverdueHolds(ctx, now)) > 0) {
    record = (await repository.findPromoById(ctx.db, record.id)) ?? record;
  }
  const promo = usablePromo(record);
  if (promo && (await hasReachedPromoLimit(ctx.db, record, userId, now))) {
    return { promo: null, spentPromo: record };
  }
  return { promo, spentPromo: null };
}

/** The voucher the order asks for, usable now on this product and by this customer; 409 otherwise. */
async function voucherForCustomer(
  ctx: OrdersContext,
  body: CreatePaymentBody,
  productId: string,
  userId: string,
  now: Date,
): Promise<vouchers.VoucherRecord | null> {
  if (!body.voucher) return null;
  let voucher = await vouchers.findUsableVoucher(ctx.db, body.voucher, productId, now);
  let isUsedUp = !voucher && (await vouchers.isVoucherUsedUp(ctx.db, body.voucher));
  if (isUsedUp && (await releaseOverdueHolds(ctx, now)) > 0) {
    voucher = await vouchers.findUsableVoucher(ctx.db, body.voucher, productId, now);
    isUsedUp = !voucher && (await vouchers.isVoucherUsedUp(ctx.db, body.voucher));
  }
  if (!voucher) {
    const message = isUsedUp ? PAYMENT_MESSAGES.voucherSoldOut : PAYMENT_MESSAGES.voucherUnavailable;
    throw new AppError('VOUCHER_UNAVAILABLE', message, { voucher: message });
  }
  if (await vouchers.hasReachedCustomerLimit(ctx.db, voucher, userId, now)) {
    throw vouchers.customerLimitReached();
  }
  return voucher;
}

/** Every amount from the database with the domain rules; 409 when the checkout showed other numbers. */
export async function priceOrder(
  ctx: OrdersContext,
  facts: repository.CheckoutFacts,
  body: CreatePaymentBody,
  userId: string,
  now: Date,
): Promise<PricedOrder> {
  const { product } = facts;
  const item = await chooseItem(ctx.db, facts, body);
  const prices = draftPrices(item.price, product.adminFee, item.duration);
  if (body.price !== prices.price || body.adminFee !== prices.adminFee) {
    throw priceChanged({ price: prices.price, adminFee: prices.adminFee });
  }
  // The facts' promo is the one of the requested duration, which is the item's (chooseItem checks).
  const { promo, spentPromo } = await promoForCustomer(ctx, facts.promo, userId, now);
  const voucher = await voucherForCustomer(ctx, body, product.id, userId, now);
  const withoutFee = orderTotals({
    price: prices.price,
    adminFee: prices.adminFee,
    discount: promo?.discount,
    voucher,
  });
  if (body.discount != null && body.discount !== withoutFee.discount) {
    // The checkout showed the public promo, which this customer has used up: say so, not 'harga berubah'.
    if (spentPromo) throw promoCustomerLimitReached();
    throw priceChanged({ price: prices.price, adminFee: prices.adminFee, discount: withoutFee.discount });
  }
  const isNothingToPay = withoutFee.totalPrice === 0 || isFreeVoucher(voucher);
  // A channel the merchant has not switched on, or whose limits refuse this amount, is answered
  // here, before the gateway is asked anything (docs/decisions/043).
  const channel = isNothingToPay
    ? null
    : await checkChannel(ctx, body.method, withoutFee.totalPrice, facts.hasActiveBankAccount);
  // The fee the checkout showed: SPEC §7 asks it for price + adminFee (decision 027).
  const fee = isNothingToPay ? 0 : await gatewayFee(ctx, prices.totalPrice, body.method);
  const totals = orderTotals({
    price: prices.price,
    adminFee: prices.adminFee,
    discount: promo?.discount,
    voucher,
    gatewayFee: fee,
  });
  // What Tripay checks is the transaction's amount, the fee included.
  if (channel) checkTotal(channel, totals.total);
  return { item, promo, voucher, totals };
}
