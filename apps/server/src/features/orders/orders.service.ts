import { randomInt } from 'node:crypto';
import { isHostPackage, normalizeImagePath } from '@premium-shop/domain/catalogue';
import {
  CHECKOUT_MESSAGES,
  draftPrices,
  initialOrderStatus,
  validateOrderInfo,
} from '@premium-shop/domain/checkout';
import { isLifetimeName } from '@premium-shop/domain/duration';
import type { CreatePaymentBody, Order, OrderAccount } from '@premium-shop/domain/order-schema';
import {
  matchesOrderTab,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTabValue,
} from '@premium-shop/domain/order-status';
import {
  isFreeVoucher,
  isPromoSoldOut,
  orderTotals,
  parseDiscount,
  type Adjustment,
  type OrderTotals,
} from '@premium-shop/domain/pricing';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { answerOf, type CachedAnswer } from '../../platform/http-cache';
import type { GatewayStatus } from '../../platform/payments/gateway';
import { VersionedAnswers } from '../../platform/versioned-answers';
import { invalidateCatalogue, isUuid } from '../catalogue/catalogue.service';
import * as fulfilment from '../fulfilment/fulfilment.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import { settleFreeOrder } from '../lifecycle/settlement.service';
import * as productItems from '../product-items/product-items.service';
import * as vouchers from '../vouchers/vouchers.service';
import { openItemSecret, openSeatPin, type OrdersContext } from './orders.common';
import * as repository from './orders.repository';
import type { OrderRecord, OrderView, ProductRecord, PromoRecord } from './orders.repository';
import { isoOrNull } from '@premium-shop/domain/dates';
import { pageOffset, paginationOf } from '@premium-shop/domain/pagination';

/**
 * How long a customer has to pay a new order; the gateway's transaction expires with it. Its promo
 * slot and voucher use are held only this long (docs/decisions/022).
 */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;
/** Unpaid orders inside their window one customer may have at once (docs/decisions/022). */
export const MAX_OPEN_ORDERS = 3;

const UNIQUE_VIOLATION = '23505';
const INVOICE_ATTEMPTS = 3;
const INVOICE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export const PAYMENT_MESSAGES = {
  productNotFound: 'Produk tidak ditemukan',
  productUnavailable: 'Produk sedang tidak tersedia.',
  outOfStock: 'Stok produk habis.',
  packageNotFound: 'Paket tidak ditemukan',
  packageUnavailable: 'Paket ini sedang tidak tersedia.',
  durationUnavailable: 'Durasi yang dipilih tidak tersedia.',
  domainUnavailable: 'Domain yang dipilih tidak tersedia untuk produk ini.',
  statusInvalid: 'Status pesanan tidak sesuai dengan produk, silakan muat ulang halaman.',
  priceChanged: 'Harga telah berubah, silakan muat ulang halaman.',
  promoSoldOut: 'Promo sudah habis',
  voucherUnavailable: 'Voucher tidak dapat digunakan',
  voucherSoldOut: 'Voucher sudah habis',
  accountNotFound: 'Akun tidak ditemukan',
  accountInactive: 'Akun ini tidak dapat diperpanjang, silakan hubungi admin.',
  renewalPackage:
    'Akun ini hanya dapat diperpanjang dengan paketnya sendiri, silakan pilih durasi dari paket tersebut.',
  tooManyOpenOrders: `Kamu masih punya ${MAX_OPEN_ORDERS} pesanan yang belum dibayar. Selesaikan atau batalkan dulu sebelum membuat pesanan baru.`,
  promoCustomerLimit: 'Promo sudah mencapai batas pemakaian untuk akunmu',
  orderNotFound: 'Pesanan tidak ditemukan',
  notCancelable: 'Pesanan tidak dapat dibatalkan',
  orderFailed: 'Order gagal! silahkan coba lagi.',
  created: 'Order berhasil dibuat! silahkan cek di pesanan',
  canceled: 'Produk berhasil dibatalkan!',
} as const;

// ---------------------------------------------------------------------------------------------
// The answer

/**
 * Credentials go out only once the order is delivered (Paid, or in grace), and to a Host while its
 * own provider account is being activated; before that the seat shows no secret.
 */
function mayRevealCredentials(view: OrderView): boolean {
  const { status, userId } = view.order;
  if (status === 'Paid' || status === 'Tenggang') return true;
  return status === 'Process' && isHostPackage(view.packageName) && view.item?.hostUserId === userId;
}

/**
 * How an answer treats a delivered seat's credentials: `shown` on one order's own answer, `withheld`
 * in lists, whose cards show none (the customer opens the order, or Akun Anda, to read them).
 */
export type CredentialsInAnswer = 'shown' | 'withheld';

function toAccount(
  view: OrderView,
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  credentials: CredentialsInAnswer,
): OrderAccount | null {
  const { seat, item } = view;
  if (!seat) return null;
  const isRevealed = credentials === 'shown' && mayRevealCredentials(view);
  const secret = isRevealed ? openItemSecret(ctx, item?.secret) : null;
  const seatPin = isRevealed ? openSeatPin(ctx, seat.pinSecret) : null;
  return {
    _id: seat.id,
    status: seat.status,
    username: isRevealed ? (item?.email ?? null) : null,
    email: isRevealed ? (item?.email ?? null) : null,
    domain: isRevealed ? (item?.domain ?? null) : null,
    password: secret?.password ?? null,
    pin: seatPin ?? secret?.pin ?? null,
    profile: isRevealed ? seat.profile : null,
    key: secret?.key ?? null,
    link: secret?.links ?? [],
    expire_at: isoOrNull(seat.expireAt),
  };
}

export function toOrder(
  view: OrderView,
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  credentials: CredentialsInAnswer = 'shown',
): Order {
  const { order, product, item } = view;
  return {
    _id: order.id,
    invoice: order.invoice,
    status: order.status,
    kind: order.kind,
    paid_at: isoOrNull(order.paidAt),
    expired_time: isoOrNull(order.expiredTime),
    next_billing_at: isoOrNull(order.nextBillingAt),
    checkout_url: order.checkoutUrl,
    package: view.packageName ?? '',
    packageId: order.packageId,
    duration: order.duration,
    price: order.price,
    admin: order.admin,
    tax: order.tax,
    discount: order.discount,
    voucher: order.voucherAmount,
    voucherCode: view.voucherCode,
    gatewayFee: order.gatewayFee,
    total: order.total,
    method: order.paymentMethod,
    email: order.email,
    domain: order.domain,
    credInfo: order.credInfo,
    user: order.userId,
    product: {
      _id: product.id,
      name: product.name,
      icon: normalizeImagePath(product.icon),
      type: product.type,
      slot: product.slot,
      modalFee: product.modalFee,
    },
    productItem: item ? { willUser: item.seatsTaken, slot: item.slot } : null,
    account: toAccount(view, ctx, credentials),
    createdAt: order.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

async function orderAnswer(ctx: OrdersContext, id: string): Promise<Order> {
  const view = await repository.findOrderView(ctx.db, id);
  if (!view) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  return toOrder(view, ctx);
}

/** The caller's order by id or invoice; another user's order is 404 like a missing one. */
export async function getOrder(ctx: OrdersContext, userId: string, idOrInvoice: string): Promise<Order> {
  const found = await repository.findOrderOf(
    ctx.db,
    isUuid(idOrInvoice) ? { userId, id: idOrInvoice } : { userId, invoice: idOrInvoice },
  );
  if (!found) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  return orderAnswer(ctx, found.id);
}

/** The statuses a 'Pesanan Saya' tab keeps (SPEC §2: its value starts the lower-cased status). */
function statusesOfTab(tab: OrderTabValue): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => matchesOrderTab(status, tab));
}

/**
 * The last answers of the order list per customer, tab and page, each with the version of the rows
 * it was written from. Each handle (database) keeps its own.
 */
const orderPageAnswers = new WeakMap<Executor, VersionedAnswers>();
/** About 10 MB at most: a page of 100 orders is some 80 KB, a dashboard page of 10 some 8 KB. */
const ORDER_PAGE_ANSWERS = { maxEntries: 1_000, maxBytes: 10 * 1024 * 1024 };

function orderPagesOf(db: Executor): VersionedAnswers {
  let answers = orderPageAnswers.get(db);
  if (!answers) {
    answers = new VersionedAnswers(ORDER_PAGE_ANSWERS);
    orderPageAnswers.set(db, answers);
  }
  return answers;
}

/**
 * A page of the caller's orders under one tab, newest first, as its serialized answer
 * (`{ data, pagination }`, the list's declared schema): the database writes each order as toOrder
 * would with the credentials withheld, which stay on each order's own answer. The page asked for
 * again is sent as last written while none of its rows changed (Pesanan Saya reloads it often).
 */
export async function listOrdersAnswer(
  ctx: OrdersContext,
  userId: string,
  options: { page: number; limit: number; status: OrderTabValue },
): Promise<CachedAnswer> {
  const query = {
    userId,
    statuses: statusesOfTab(options.status),
    limit: options.limit,
    offset: pageOffset(options.page, options.limit),
  };
  const pages = orderPagesOf(ctx.db);
  const key = `${userId} ${options.status} ${options.page} ${options.limit}`;
  if (pages.has(key)) {
    const kept = pages.get(key, await repository.orderPageVersion(ctx.db, query));
    if (kept) return kept;
  }
  const { data, total, version } = await repository.listOrdersJson(ctx.db, query);
  const pagination = paginationOf(options.page, options.limit, total);
  const answer = answerOf(`{"data":${data},"pagination":${JSON.stringify(pagination)}}`);
  pages.set(key, version, answer);
  return answer;
}

/** The gateway's fee for `method` on `amount`; an unreachable gateway answers 502. */
export async function gatewayFee(ctx: OrdersContext, amount: number, method: string): Promise<number> {
  try {
    return await ctx.gateway.fee(amount, method);
  } catch (error) {
    ctx.log.warn({ err: error, method }, 'payment gateway fee lookup failed');
    throw new AppError('GATEWAY_FAILED');
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
    expiresAt: order.expiredTime ?? new Date(order.createdAt.getTime() + PAYMENT_WINDOW_MS),
  };
}

function gatewayStatusOf(order: OrderRecord): GatewayStatus {
  if (order.paidAt) return 'PAID';
  if (order.status === 'Expired') return 'EXPIRED';
  if (order.status === 'Canceled') return 'FAILED';
  return 'UNPAID';
}

// ---------------------------------------------------------------------------------------------
// Creating

interface ChosenItem {
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

function promoCustomerLimitReached(): AppError {
  return new AppError('PROMO_SOLD_OUT', PAYMENT_MESSAGES.promoCustomerLimit, {
    discount: PAYMENT_MESSAGES.promoCustomerLimit,
  });
}

/** Whether the customer's paid and open orders with this promo reach its per-customer limit. */
async function hasReachedPromoLimit(
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
function releaseOverdueHolds(ctx: OrdersContext, now: Date): Promise<number> {
  return fulfilment.expireOverdueOrders(ctx, now);
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

function usablePromo(promo: PromoRecord | undefined): { record: PromoRecord; discount: Adjustment } | null {
  if (!promo || isPromoSoldOut(promo)) return null;
  const parsed = parseDiscount(promo.value);
  return parsed.ok ? { record: promo, discount: parsed.value } : null;
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

/** Cancels an unpaid order and gives back its promo slot and voucher use, in one transaction. */
function cancelAndRelease(
  db: Database,
  options: { id: string; userId?: string; statusReason: string },
  event: 'canceled-by-customer' | 'gateway-refused',
): Promise<OrderRecord | undefined> {
  return db.transaction((tx) => lifecycle.cancelUnpaidOrder(tx, options, event));
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
async function priceOrder(
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
  // The fee the checkout showed: SPEC §7 asks it for price + adminFee (decision 027).
  const fee = isNothingToPay ? 0 : await gatewayFee(ctx, prices.totalPrice, body.method);
  const totals = orderTotals({
    price: prices.price,
    adminFee: prices.adminFee,
    discount: promo?.discount,
    voucher,
    gatewayFee: fee,
  });
  return { item, promo, voucher, totals };
}

/**
 * Places an order (POST /api/payments): prices it from the database, then in one short
 * transaction locks the customer, checks the open-order cap and the per-customer limits, reserves
 * the promo slot and the voucher use and inserts; then, outside it, opens the gateway transaction.
 * A gateway failure cancels the order and gives the reservations back.
 */
export async function createOrder(
  ctx: OrdersContext,
  userId: string,
  body: CreatePaymentBody,
  now: Date = new Date(),
): Promise<Order> {
  const facts = await repository.findCheckoutFacts(ctx.db, {
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
  // Checked again under the customer's lock; here it spares a customer at the cap a gateway fee call.
  if ((await repository.countOpenOrders(ctx.db, userId, now)) >= MAX_OPEN_ORDERS) throw tooManyOpenOrders();
  const { item, promo, voucher, totals } = await priceOrder(ctx, facts!, body, userId, now);
  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);

  const values: repository.NewOrderValues = {
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
    expiredTime: expiresAt,
    email: info.value.email ?? null,
    domain: domain ?? null,
    credInfo: info.value.credInfo ?? null,
    accountId: seat?.id ?? null,
    createdAt: now,
  };
  let order: OrderRecord | undefined;
  let hasReleasedOverdue = false;
  for (let attempt = 1; !order; attempt += 1) {
    try {
      order = await ctx.db.transaction(async (tx) => {
        await checkCustomerHolds(tx, { userId, now, promo: promo?.record ?? null, voucher });
        if (promo) {
          if (!(await repository.reservePromoSlot(tx, promo.record.id, now))) {
            throw new AppError('PROMO_SOLD_OUT', PAYMENT_MESSAGES.promoSoldOut, {
              discount: PAYMENT_MESSAGES.promoSoldOut,
            });
          }
          if (promo.record.slot != null) await invalidateCatalogue(tx);
        }
        if (voucher && !(await vouchers.reserveVoucherUse(tx, voucher.id, now))) {
          throw new AppError('VOUCHER_UNAVAILABLE', PAYMENT_MESSAGES.voucherSoldOut, {
            voucher: PAYMENT_MESSAGES.voucherSoldOut,
          });
        }
        const inserted = await repository.insertOrder(tx, { ...values, invoice: newInvoice(now) });
        // Nothing to pay: no gateway will ever call back, so the order is paid and delivered now.
        return inserted.total === 0 ? settleFreeOrder(tx, ctx, inserted, now) : inserted;
      });
    } catch (error) {
      if (attempt < INVOICE_ATTEMPTS && isInvoiceCollision(error)) continue;
      // Lost the last slot or use to an order that is past its window: free it and try once more.
      if (!hasReleasedOverdue && isSoldOut(error)) {
        hasReleasedOverdue = true;
        if ((await releaseOverdueHolds(ctx, now)) > 0) continue;
      }
      throw error;
    }
  }

  // Nothing to pay (a 100% voucher): no gateway transaction, no payment page.
  if (order.total === 0 || seat) {
    if (order.total > 0) await openGatewayTransaction(ctx, order, facts!, item, expiresAt);
    return orderAnswer(ctx, order.id);
  }
  // A new unpaid order has no group or seat yet: its answer is built from what is at hand.
  const opened = await openGatewayTransaction(ctx, order, facts!, item, expiresAt);
  return toOrder(
    {
      order: opened,
      product,
      packageName: item.packageId ? item.packageName : null,
      voucherCode: voucher?.code ?? null,
      item: null,
      seat: null,
    },
    ctx,
  );
}

async function openGatewayTransaction(
  ctx: OrdersContext,
  order: OrderRecord,
  facts: repository.CheckoutFacts,
  item: ChosenItem,
  expiresAt: Date,
): Promise<OrderRecord> {
  const { product, buyer } = facts;
  try {
    if (!buyer) throw new Error('the buyer is gone');
    const goods = order.total - order.gatewayFee;
    const name = [product.name, item.packageName].filter(Boolean).join(' ');
    const transaction = await ctx.gateway.createTransaction({
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
    const opened = await repository.recordGatewayTransaction(ctx.db, order.id, {
      reference: transaction.reference,
      checkoutUrl: transaction.checkoutUrl,
      expiredTime: transaction.expiresAt,
    });
    return opened ?? order;
  } catch (error) {
    ctx.log.error({ err: error, invoice: order.invoice }, 'payment gateway refused the transaction');
    const reason = `Gateway gagal: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    await cancelAndRelease(ctx.db, { id: order.id, statusReason: reason }, 'gateway-refused');
    throw new AppError('GATEWAY_FAILED', PAYMENT_MESSAGES.orderFailed);
  }
}

// ---------------------------------------------------------------------------------------------
// Canceling

/**
 * The owner cancels an unpaid Pending/Preorder order; its promo slot and voucher use go back.
 * Canceling a canceled order again answers it unchanged; any other state is 409.
 */
export async function cancelOrder(ctx: OrdersContext, userId: string, id: string): Promise<Order> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const canceled = await cancelAndRelease(
    ctx.db,
    { id, userId, statusReason: 'Dibatalkan oleh pelanggan' },
    'canceled-by-customer',
  );
  if (!canceled) {
    const existing = await repository.findOrderOf(ctx.db, { userId, id });
    if (!existing) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
    if (existing.status !== 'Canceled') throw new AppError('INVALID_STATE', PAYMENT_MESSAGES.notCancelable);
  }
  return orderAnswer(ctx, id);
}
