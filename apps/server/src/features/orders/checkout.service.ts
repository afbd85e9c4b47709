/**
 * Placing an order (POST /api/payments): the product, the renewed seat and the customer's limits
 * checked, the order priced and inserted with its reservations, a free order settled at once,
 * and the gateway's transaction opened; and what the sandbox gateway reads back of it.
 */
import { randomInt } from 'node:crypto';
import { TRANSFER_METHOD } from '@premium-shop/domain/bank-transfer';
import { CHECKOUT_MESSAGES, initialOrderStatus, validateOrderInfo } from '@premium-shop/domain/checkout';
import type { CreatePaymentBody, Order } from '@premium-shop/domain/order-schema';
import { LONGEST_WINDOW_MINUTES, paymentWindowMs } from '@premium-shop/domain/payment-channels';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { GatewayStatus, GatewayTransaction } from '../../platform/payments/gateway';
import * as bankAccounts from '../bank-transfers/bank-accounts.service';
import { invalidateCatalogue } from '../catalogue/catalogue.service';
import { settleFreeOrder } from '../lifecycle/settlement.service';
import * as productItems from '../product-items/product-items.service';
import * as vouchers from '../vouchers/vouchers.service';
import {
  hasReachedPromoLimit,
  priceOrder,
  promoCustomerLimitReached,
  releaseOverdueHolds,
  type ChosenItem,
} from './checkout-pricing.service';
import { placePlainOrder, readCheckoutFacts, recordGatewayTransaction } from './order-batches';
import { cancelAndRelease } from './order-cancel.service';
import { orderAnswer, toOrder } from './order-reading.service';
import { MAX_OPEN_ORDERS, PAYMENT_MESSAGES, type OrdersContext } from './orders.common';
import * as repository from './orders.repository';
import type { OrderRecord, ProductRecord, PromoRecord } from './orders.repository';

const UNIQUE_VIOLATION = '23505';
const INVOICE_ATTEMPTS = 3;
const INVOICE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const INFO_FIELD: Record<string, 'email' | 'domain' | 'credInfo'> = {
  [CHECKOUT_MESSAGES.domainRequired]: 'domain',
  [CHECKOUT_MESSAGES.emailRequired]: 'email',
  [CHECKOUT_MESSAGES.credInfoRequired]: 'credInfo',
};

/** The product's spelling of `domain`; 400 when the product does not offer it. */
async function offeredDomain(db: Executor, productId: string, domain: string): Promise<string> {
  const offered = await productItems.findOfferedDomain(db, productId, domain);
  if (!offered) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.domainUnavailable, {
      domain: PAYMENT_MESSAGES.domainUnavailable,
    });
  }
  return offered;
}

function checkProduct(product: ProductRecord | undefined, body: CreatePaymentBody): ProductRecord {
  if (!product) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.productNotFound);
  if (product.status === 'Unavailable')
    throw new AppError('PRODUCT_UNAVAILABLE', PAYMENT_MESSAGES.productUnavailable);
  if (product.status !== 'Available') throw new AppError('PRODUCT_UNAVAILABLE', PAYMENT_MESSAGES.outOfStock);
  if (body.status !== initialOrderStatus(product.method)) {
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.statusInvalid, {
      status: PAYMENT_MESSAGES.statusInvalid,
    });
  }
  return product;
}

/**
 * A renewal extends one of the caller's own seats of this product (anything else is 404) in the
 * seat's own package: another package would sell the same seat at another package's price or term
 * (a Sharing seat renewed as Host, a 30-day seat as Lifetime), so it is 409. Any duration that
 * package sells is fine ('Ubah Durasi'); chooseItem checks it.
 */
async function renewableSeat(db: Executor, userId: string, product: ProductRecord, body: CreatePaymentBody) {
  const seat = await repository.findSeat(db, body.account!);
  if (!seat || seat.userId !== userId || seat.productId !== product.id) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.accountNotFound);
  }
  if (seat.status === 'Nonaktif') throw new AppError('INVALID_STATE', PAYMENT_MESSAGES.accountInactive);
  if (seat.packageId !== (body.packageId || null)) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.renewalPackage, {
      packageId: PAYMENT_MESSAGES.renewalPackage,
    });
  }
  return seat;
}

function tooManyOpenOrders(): AppError {
  return new AppError('CONFLICT', PAYMENT_MESSAGES.tooManyOpenOrders);
}

function isSoldOut(error: unknown): boolean {
  return (
    error instanceof AppError &&
    ((error.code === 'PROMO_SOLD_OUT' && error.message === PAYMENT_MESSAGES.promoSoldOut) ||
      (error.code === 'VOUCHER_UNAVAILABLE' && error.message === PAYMENT_MESSAGES.voucherSoldOut))
  );
}

/**
 * Under the customer's row lock, so concurrent orders of one customer count each other: the cap of
 * open orders, and the promo's and voucher's per-customer limits.
 */
async function checkCustomerHolds(
  tx: Executor,
  options: { userId: string; now: Date; promo: PromoRecord | null; voucher: vouchers.VoucherRecord | null },
): Promise<void> {
  const { userId, now, promo, voucher } = options;
  if (!(await repository.lockCustomer(tx, userId))) throw new AppError('UNAUTHENTICATED');
  if ((await repository.countOpenOrders(tx, userId, now)) >= MAX_OPEN_ORDERS) throw tooManyOpenOrders();
  if (promo && (await hasReachedPromoLimit(tx, promo, userId, now))) throw promoCustomerLimitReached();
  if (voucher && (await vouchers.hasReachedCustomerLimit(tx, voucher, userId, now))) {
    throw vouchers.customerLimitReached();
  }
}

/** The plain orders of each customer between their checks and their placement, in this instance. */
const plainOrdersInFlight = new Map<string, number>();

/**
 * A plain order (nothing reserved but its place among the customer's open orders, something to
 * pay) opens its gateway transaction first and is then written once, its reference with it, in one
 * transaction with the plain orders arriving at the same moment (order-batches.ts, decision 059).
 * Its customer's plain orders in flight here count as open, so a customer's simultaneous orders do
 * not open transactions the cap then refuses; one refused after all (an order of theirs placed
 * through another instance) leaves its transaction unpaid at the gateway, where nobody was shown
 * how to pay it and it expires.
 */
async function placePlain(
  ctx: OrdersContext,
  values: repository.NewOrderValues & TransactionAsked['order'] & { createdAt: Date },
  asked: Omit<TransactionAsked, 'order'>,
): Promise<OrderRecord> {
  const { userId } = values;
  const inFlight = plainOrdersInFlight.get(userId) ?? 0;
  if (asked.facts.openOrders + inFlight >= MAX_OPEN_ORDERS) throw tooManyOpenOrders();
  plainOrdersInFlight.set(userId, inFlight + 1);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const order = { ...values, invoice: newInvoice(values.createdAt) };
      const transaction = await askGateway(ctx, { ...asked, order }).catch((error: unknown) => {
        throw gatewayFailed(ctx, error, order.invoice);
      });
      try {
        const placement = await placePlainOrder(ctx.db, {
          ...order,
          reference: transaction.reference,
          checkoutUrl: transaction.checkoutUrl,
          expiredTime: transaction.expiresAt,
        });
        if ('order' in placement) return placement.order;
        throw placement.refused === 'cap' ? tooManyOpenOrders() : new AppError('UNAUTHENTICATED');
      } catch (error) {
        ctx.log.warn(
          { invoice: order.invoice, reference: transaction.reference },
          'the order was not placed: its gateway transaction stays unpaid until it expires',
        );
        if (attempt < INVOICE_ATTEMPTS && isInvoiceCollision(error)) continue;
        throw error;
      }
    }
  } finally {
    const left = (plainOrdersInFlight.get(userId) ?? 1) - 1;
    if (left > 0) plainOrdersInFlight.set(userId, left);
    else plainOrdersInFlight.delete(userId);
  }
}

/**
 * An order that reserves something besides its place among the customer's open orders (a promo
 * slot, a voucher use, a bank transfer's unique code), or has nothing to pay: in its own short
 * transaction, under the customer's lock, its checks and reservations in a fixed order.
 */
async function insertWithReservations(
  ctx: OrdersContext,
  options: {
    values: repository.NewOrderValues;
    userId: string;
    now: Date;
    total: number;
    promo: PromoRecord | null;
    voucher: vouchers.VoucherRecord | null;
    isTransfer: boolean;
  },
): Promise<OrderRecord> {
  const { values, userId, now, total, promo, voucher, isTransfer } = options;
  return ctx.db.transaction(async (tx) => {
    await checkCustomerHolds(tx, { userId, now, promo, voucher });
    if (promo) {
      if (!(await repository.reservePromoSlot(tx, promo.id, now))) {
        throw new AppError('PROMO_SOLD_OUT', PAYMENT_MESSAGES.promoSoldOut, {
          discount: PAYMENT_MESSAGES.promoSoldOut,
        });
      }
      if (promo.slot != null) await invalidateCatalogue(tx);
    }
    if (voucher && !(await vouchers.reserveVoucherUse(tx, voucher.id, now))) {
      throw new AppError('VOUCHER_UNAVAILABLE', PAYMENT_MESSAGES.voucherSoldOut, {
        voucher: PAYMENT_MESSAGES.voucherSoldOut,
      });
    }
    // A bank transfer's total carries a code that makes it an amount no other open transfer asks (docs/decisions/049).
    const code = isTransfer && total > 0 ? await bankAccounts.assignUniqueCode(tx, total) : 0;
    const inserted = await repository.insertOrder(tx, {
      ...values,
      total: total + code,
      invoice: newInvoice(now),
    });
    if (code > 0) await bankAccounts.recordTransfer(tx, inserted.id, code);
    // Nothing to pay: no gateway will ever call back, so the order is paid and delivered now.
    return inserted.total === 0 ? settleFreeOrder(tx, ctx, inserted, now) : inserted;
  });
}

/** 'INV-YYYYMMDD-XXXXXX': the WIB calendar day and six random characters without look-alikes. */
export function newInvoice(now: Date): string {
  const day = new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let index = 0; index < 6; index += 1) suffix += INVOICE_ALPHABET[randomInt(INVOICE_ALPHABET.length)];
  return `INV-${day}-${suffix}`;
}

function isInvoiceCollision(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === UNIQUE_VIOLATION && (cause.constraint ?? '').includes('invoice');
}

/**
 * Places an order (POST /api/payments): prices it from the database, then in one short
 * transaction locks the customer, checks the open-order cap and the per-customer limits, reserves
 * the promo slot and the voucher use and inserts; then, outside it, opens the gateway transaction,
 * and a gateway failure cancels the order and gives the reservations back. A plain order asks the
 * gateway first and is inserted once, with its transaction, together with the plain orders arriving
 * at the same moment (decision 059).
 */
export async function createOrder(
  ctx: OrdersContext,
  userId: string,
  body: CreatePaymentBody,
  now: Date = new Date(),
): Promise<Order> {
  const startedAt = Date.now();
  const facts = await readCheckoutFacts(ctx.db, {
    productId: body.product,
    packageId: body.packageId || null,
    duration: body.duration,
    userId,
    now,
  });
  const product = checkProduct(facts?.product, body);
  const info = validateOrderInfo(product.type, {
    email: body.email ?? undefined,
    domain: body.domain ?? undefined,
    credInfo: body.credInfo ?? undefined,
  });
  if (!info.ok) {
    throw new AppError('VALIDATION_FAILED', info.error, { [INFO_FIELD[info.error] ?? 'email']: info.error });
  }
  const seat = body.account ? await renewableSeat(ctx.db, userId, product, body) : null;
  // A new address must be on a domain the product offers; a renewal keeps the seat it already has.
  const domain =
    info.value.domain && !seat
      ? await offeredDomain(ctx.db, product.id, info.value.domain)
      : info.value.domain;
  // Checked again under the customer's lock; here (counted with the facts) it spares a customer at
  // the cap a gateway fee call.
  if (facts!.openOrders >= MAX_OPEN_ORDERS) throw tooManyOpenOrders();
  const { item, promo, voucher, totals } = await priceOrder(ctx, facts!, body, userId, now);
  // The channel's window (docs/decisions/043) counts from after the fee call, so the time that
  // call took is not taken off what reaches the gateway; `now` moves on by the time spent here.
  const expiresAt = new Date(now.getTime() + (Date.now() - startedAt) + paymentWindowMs(body.method));

  const values = {
    invoice: '',
    userId,
    productId: product.id,
    packageId: item.packageId,
    variantItemId: item.variantItemId,
    kind: seat ? 'renewal' : 'new',
    duration: item.duration,
    price: totals.price,
    admin: totals.admin,
    tax: 0,
    discount: totals.discount,
    voucherAmount: totals.voucher,
    gatewayFee: totals.gatewayFee,
    total: totals.total,
    paymentMethod: body.method,
    voucherId: voucher?.id ?? null,
    productDiscountId: promo?.record.id ?? null,
    status: initialOrderStatus(product.method),
    // A plain order is written with its gateway transaction; one with reservations gets it afterwards.
    reference: null,
    checkoutUrl: null,
    expiredTime: expiresAt,
    email: info.value.email ?? null,
    domain: domain ?? null,
    credInfo: info.value.credInfo ?? null,
    accountId: seat?.id ?? null,
    createdAt: now,
  } satisfies repository.NewOrderValues;
  const isTransfer = body.method === TRANSFER_METHOD;
  const isPlain = !promo && !voucher && !isTransfer && totals.total > 0;
  const order = isPlain
    ? await placePlain(ctx, values, { facts: facts!, item, expiresAt })
    : await placeWithReservations(ctx, {
        values,
        userId,
        now,
        total: totals.total,
        promo: promo?.record ?? null,
        voucher,
        isTransfer,
      });
  // Nothing to pay (a 100% voucher) or a transfer to the shop's own account: no gateway transaction,
  // no payment page; a transfer's order page says where to pay, its answer shows the transfer's
  // code and state.
  if (order.total === 0 || isTransfer) return orderAnswer(ctx, order.id);
  const opened = isPlain ? order : await openGatewayTransaction(ctx, order, facts!, item, expiresAt);
  if (seat) return orderAnswer(ctx, opened.id);
  // A new unpaid order has no group, seat or transfer yet: its answer is built from what is at hand.
  return toOrder(
    {
      order: opened,
      product,
      packageName: item.packageId ? item.packageName : null,
      voucherCode: voucher?.code ?? null,
      item: null,
      seat: null,
      transfer: null,
    },
    ctx,
  );
}

/**
 * An order with reservations, retried with a new invoice when its invoice was taken, and once more
 * after the overdue holds are released when it lost the last promo slot or voucher use.
 */
async function placeWithReservations(
  ctx: OrdersContext,
  options: Parameters<typeof insertWithReservations>[1],
): Promise<OrderRecord> {
  let hasReleasedOverdue = false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertWithReservations(ctx, options);
    } catch (error) {
      if (attempt < INVOICE_ATTEMPTS && isInvoiceCollision(error)) continue;
      // Lost the last slot or use to an order that is past its window: free it and try once more.
      if (!hasReleasedOverdue && isSoldOut(error)) {
        hasReleasedOverdue = true;
        if ((await releaseOverdueHolds(ctx, options.now)) > 0) continue;
      }
      throw error;
    }
  }
}

/** What the gateway is asked to open a transaction for: the order's amounts, goods and buyer. */
interface TransactionAsked {
  order: Pick<OrderRecord, 'invoice' | 'paymentMethod' | 'total' | 'gatewayFee'>;
  facts: repository.CheckoutFacts;
  item: ChosenItem;
  expiresAt: Date;
}

async function askGateway(ctx: OrdersContext, asked: TransactionAsked): Promise<GatewayTransaction> {
  const { order, facts, item, expiresAt } = asked;
  const { product, buyer } = facts;
  if (!buyer) throw new Error('the buyer is gone');
  const goods = order.total - order.gatewayFee;
  const name = [product.name, item.packageName].filter(Boolean).join(' ');
  return ctx.gateway.createTransaction({
    merchantRef: order.invoice,
    method: order.paymentMethod,
    amount: order.total,
    customer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
    items: [
      { sku: item.variantItemId ?? product.id, name, price: goods, quantity: 1 },
      ...(order.gatewayFee > 0
        ? [{ sku: 'FEE', name: 'Biaya layanan', price: order.gatewayFee, quantity: 1 }]
        : []),
    ],
    expiresAt,
    returnUrl: `${ctx.settings.PUBLIC_URL}/dashboard/pesanan`,
  });
}

function gatewayFailed(ctx: OrdersContext, error: unknown, invoice: string): AppError {
  ctx.log.error({ err: error, invoice }, 'payment gateway refused the transaction');
  return new AppError('GATEWAY_FAILED', PAYMENT_MESSAGES.orderFailed);
}

/**
 * An order with reservations opens its gateway transaction after it is written; a failure cancels
 * it and gives its reservations back.
 */
async function openGatewayTransaction(
  ctx: OrdersContext,
  order: OrderRecord,
  facts: repository.CheckoutFacts,
  item: ChosenItem,
  expiresAt: Date,
): Promise<OrderRecord> {
  try {
    const transaction = await askGateway(ctx, { order, facts, item, expiresAt });
    const opened = await recordGatewayTransaction(ctx.db, {
      id: order.id,
      reference: transaction.reference,
      checkoutUrl: transaction.checkoutUrl,
      expiredTime: transaction.expiresAt,
    });
    return opened ?? order;
  } catch (error) {
    const failure = gatewayFailed(ctx, error, order.invoice);
    const reason = `Gateway gagal: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    await cancelAndRelease(ctx.db, { id: order.id, statusReason: reason }, 'gateway-refused');
    throw failure;
  }
}

/** What the sandbox gateway reads back about its transactions: the orders themselves. */
export async function sandboxTransaction(db: Executor, reference: string) {
  const order = await repository.findOrderByReference(db, reference);
  if (!order) return null;
  return {
    merchantRef: order.invoice,
    amount: order.total,
    status: gatewayStatusOf(order),
    paidAt: order.paidAt,
    expiresAt: order.expiredTime ?? new Date(order.createdAt.getTime() + LONGEST_WINDOW_MINUTES * 60_000),
    method: order.paymentMethod,
  };
}

function gatewayStatusOf(order: OrderRecord): GatewayStatus {
  if (order.paidAt) return 'PAID';
  if (order.status === 'Expired') return 'EXPIRED';
  if (order.status === 'Canceled') return 'FAILED';
  return 'UNPAID';
}
