/**
 * Orders and seats. Budi has an order in every status so each tab, badge, info line and button of
 * 'Pesanan Saya' shows something; the other customers fill the groups he shares. Every amount is
 * worked out by the domain's pricing rules, and every counter (promo and voucher uses, seats taken)
 * is counted from these plans, so the demo obeys the same invariants as real orders.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentMethodCode } from '@premium-shop/domain/checkout';
import { addDays } from '@premium-shop/domain/dates';
import { paymentWindowMs } from '@premium-shop/domain/payment-channels';
import {
  adminFeeFor,
  orderTotals,
  parseDiscount,
  type Adjustment,
  type OrderTotals,
} from '@premium-shop/domain/pricing';
import type { Transaction } from '../client';
import { orders, type orderStatus } from '../schema/orders';
import { accounts } from '../schema/stock';
import type { CredentialVault } from '../../platform/crypto';
import {
  itemPrice,
  productDef,
  promoFor,
  voucherDef,
  type CatalogueIds,
  type CatalogueUsage,
  type VoucherCode,
} from './demo-catalogue';
import { addMinutes, wibDateStamp, type DemoClock } from './demo-clock';
import type { PackageName, ProductKey } from './demo-products';
import { itemDef, seatProfile, type ItemKey, type StockIds } from './demo-stock';
import { userEmail, type UserKey } from './demo-users';

type OrderStatus = (typeof orderStatus.enumValues)[number];
type SeatStatus = 'Aktif' | 'Tenggang' | 'Habis' | 'Nonaktif';

interface OrderDraft {
  product: ProductKey;
  /** Null for a product sold without variants. */
  package: PackageName | null;
  duration: number;
  status: OrderStatus;
  method: PaymentMethodCode;
  /** Days before now the order was paid; absent for an unpaid order. */
  paidDaysAgo?: number;
  /** Days before now an unpaid order was placed. */
  placedDaysAgo?: number;
  voucher?: VoucherCode;
  /** Uses the product's promo for this duration. */
  promo?: boolean;
  /** The seat (in this product item) the order delivered. */
  seat?: ItemKey;
  /** The preorder group a paid preorder waits in. */
  group?: ItemKey;
  email?: string;
  domain?: string;
  credInfo?: string;
  statusReason?: string;
}

interface OrderDef extends OrderDraft {
  user: UserKey;
  key?: BudiOrderKey;
}

/** A paid order holding a seat of `item`; its product and package are the item's. */
function seatOrder(
  item: ItemKey,
  duration: number,
  paidDaysAgo: number,
  method: PaymentMethodCode,
  extra: Partial<OrderDraft> = {},
): OrderDraft {
  const { product, package: pkg = null } = itemDef(item);
  return { product, package: pkg, duration, status: 'Paid', method, paidDaysAgo, seat: item, ...extra };
}

/** A paid preorder (one month) waiting for `item` to fill up. */
function preorderOrder(item: ItemKey, paidDaysAgo: number, method: PaymentMethodCode): OrderDraft {
  const { product, package: pkg = null } = itemDef(item);
  return { product, package: pkg, duration: 30, status: 'Preorder', method, paidDaysAgo, group: item };
}

/** Budi's orders, one story per status (SPEC §4 'Order statuses'). */
const BUDI_ORDERS = {
  pending: {
    product: 'netflix',
    package: 'Sharing',
    duration: 30,
    status: 'Pending',
    method: 'QRIS',
    placedDaysAgo: 0,
    promo: true,
  },
  preorderPaid: preorderOrder('disney-a', 3, 'DANA'),
  preorderUnpaid: {
    product: 'vidio',
    package: 'Sharing',
    duration: 30,
    status: 'Preorder',
    method: 'BRIVA',
    // A quarter of an hour ago: still inside its BRIVA payment window (3 hours) once seeded.
    placedDaysAgo: 0.01,
  },
  paid: seatOrder('netflix-a', 30, 10, 'OVO', { promo: true }),
  paidSpotify: seatOrder('spotify-a', 90, 30, 'SHOPEEPAY', { promo: true, voucher: 'HEMAT10' }),
  paidLifetime: seatOrder('windows-1', 0, 35, 'BNIVA'),
  process: {
    product: 'microsoft-365',
    package: 'Private',
    duration: 30,
    status: 'Process',
    method: 'MANDIRIVA',
    paidDaysAgo: 0.125,
    // The mailbox name and the domain apart, as the checkout sends them: shown as name@domain.
    email: 'budi.santoso',
    domain: 'premiumshop.onmicrosoft.com',
  },
  tenggang: seatOrder('chatgpt-a', 30, 31, 'QRIS', { status: 'Tenggang' }),
  habis: seatOrder('youtube-a', 30, 70, 'DANA', { status: 'Habis' }),
  expired: {
    product: 'prime-video',
    package: 'Sharing',
    duration: 30,
    status: 'Expired',
    method: 'BSIVA',
    placedDaysAgo: 6,
  },
  canceled: {
    product: 'capcut',
    package: 'Private',
    duration: 30,
    status: 'Canceled',
    method: 'QRIS',
    placedDaysAgo: 1,
    voucher: 'DISKON5K',
    statusReason: 'Dibatalkan oleh pembeli.',
  },
  nonaktif: seatOrder('google-one-a', 30, 15, 'OVO', {
    status: 'Nonaktif',
    statusReason: 'Dinonaktifkan admin: undangan keluarga dibagikan ke orang lain (melanggar ketentuan).',
  }),
} satisfies Record<string, OrderDraft>;

export type BudiOrderKey = keyof typeof BUDI_ORDERS;

/** The other customers' orders: the rest of each group. */
const MEMBER_ORDERS: ReadonlyArray<readonly [UserKey, OrderDraft]> = [
  ['siti', seatOrder('netflix-a', 30, 12, 'DANA', { promo: true })],
  ['andi', seatOrder('netflix-a', 90, 25, 'BRIVA')],
  ['dewi', seatOrder('netflix-b', 180, 40, 'QRIS')],
  ['rizky', seatOrder('netflix-b', 30, 5, 'OVO')],
  ['putri', seatOrder('netflix-b', 180, 100, 'BNIVA')],
  ['fajar', seatOrder('netflix-b', 30, 8, 'SHOPEEPAY', { voucher: 'NETFLIX15' })],
  ['dewi', seatOrder('spotify-a', 30, 3, 'DANA')],
  ['siti', seatOrder('spotify-a', 360, 60, 'MANDIRIVA')],
  ['andi', seatOrder('youtube-a', 30, 7, 'QRIS')],
  ['putri', seatOrder('youtube-a', 90, 20, 'OVO')],
  ['andi', seatOrder('chatgpt-a', 30, 2, 'SHOPEEPAY', { voucher: 'DISKON5K' })],
  ['fajar', seatOrder('chatgpt-a', 30, 15, 'BRIVA')],
  ['siti', seatOrder('prime-video-a', 30, 4, 'QRIS')],
  ['andi', seatOrder('prime-video-a', 30, 9, 'DANA')],
  ['dewi', seatOrder('prime-video-a', 30, 11, 'OVO')],
  ['rizky', seatOrder('prime-video-a', 30, 13, 'BSIVA')],
  ['putri', seatOrder('prime-video-a', 30, 6, 'QRIS')],
  ['rizky', seatOrder('canva-a', 0, 20, 'QRIS', { package: 'Lifetime', voucher: 'GRATIS100' })],
  ['fajar', seatOrder('canva-a', 30, 9, 'DANA')],
  ['putri', seatOrder('canva-a', 0, 45, 'BNIVA', { package: 'Lifetime' })],
  ['siti', seatOrder('google-one-a', 360, 90, 'MANDIRIVA')],
  ['siti', preorderOrder('disney-a', 5, 'QRIS')],
  ['rizky', preorderOrder('disney-a', 1, 'OVO')],
  [
    'fajar',
    {
      product: 'adobe',
      package: 'Private',
      duration: 30,
      status: 'Process',
      method: 'QRIS',
      paidDaysAgo: 0.5,
      credInfo: 'Email akun Adobe: fajar.nugroho@yahoo.com (kata sandi dikirim lewat WhatsApp admin)',
    },
  ],
];

const ORDER_DEFS: readonly OrderDef[] = [
  ...(Object.entries(BUDI_ORDERS) as Array<[BudiOrderKey, OrderDraft]>).map(([key, draft]): OrderDef => ({
    ...draft,
    user: 'budi',
    key,
  })),
  ...MEMBER_ORDERS.map(([user, draft]): OrderDef => ({ ...draft, user })),
];

export function budiOrder(key: BudiOrderKey): OrderDraft {
  return BUDI_ORDERS[key];
}

// ---------------------------------------------------------------------------------------------
// Counters, from the plans alone

/** Canceled and expired orders gave their promo slot and voucher use back (DESIGN §8). */
function holdsReservation(order: OrderDef): boolean {
  return order.status !== 'Canceled' && order.status !== 'Expired';
}

/** A seat takes a slot while Aktif or in grace; a paid preorder holds its place in the forming group. */
function takesSlotOf(order: OrderDef): ItemKey | undefined {
  if (order.seat && (order.status === 'Paid' || order.status === 'Tenggang')) return order.seat;
  if (order.group && order.status === 'Preorder' && order.paidDaysAgo !== undefined) return order.group;
  return undefined;
}

export function orderUsage(): CatalogueUsage & { seatsTaken: (item: ItemKey) => number } {
  const count = (predicate: (order: OrderDef) => boolean) => ORDER_DEFS.filter(predicate).length;
  return {
    promoUsed: (product, duration) =>
      count(
        (order) =>
          holdsReservation(order) &&
          !!order.promo &&
          order.product === product &&
          order.duration === duration,
      ),
    voucherUsed: (code) => count((order) => holdsReservation(order) && order.voucher === code),
    seatsTaken: (item) => count((order) => takesSlotOf(order) === item),
  };
}

// ---------------------------------------------------------------------------------------------
// Money

/** Tripay-like channel fees (flat Rupiah plus a percentage), what the sandbox gateway charges too. */
const GATEWAY_FEES: Record<PaymentMethodCode, { flat: number; percent: number }> = {
  QRIS: { flat: 750, percent: 0.7 },
  DANA: { flat: 0, percent: 3 },
  OVO: { flat: 0, percent: 3 },
  SHOPEEPAY: { flat: 0, percent: 3 },
  BRIVA: { flat: 4_250, percent: 0 },
  BSIVA: { flat: 4_250, percent: 0 },
  BNIVA: { flat: 4_250, percent: 0 },
  MANDIRIVA: { flat: 4_250, percent: 0 },
};

function gatewayFee(method: PaymentMethodCode, amount: number): number {
  const fee = GATEWAY_FEES[method];
  return Math.ceil(fee.flat + (amount * fee.percent) / 100);
}

function totalsOf(order: OrderDef): OrderTotals {
  const product = productDef(order.product);
  const price = itemPrice(order.product, order.package, order.duration);
  const admin = adminFeeFor(price, product.adminFee, order.duration);
  let discount: Adjustment | null = null;
  if (order.promo) {
    const promo = promoFor(order.product, order.duration);
    const parsed = promo ? parseDiscount(promo.value) : null;
    if (!parsed?.ok) throw new Error(`demo seed: no valid promo for ${order.product} ${order.duration}`);
    discount = parsed.value;
  }
  const voucher = order.voucher ? voucherDef(order.voucher) : null;
  if (voucher?.product && voucher.product !== order.product) {
    throw new Error(`demo seed: voucher ${order.voucher} is not valid for ${order.product}`);
  }
  // The gateway is asked for its fee on price + admin fee, as the checkout does (SPEC §7).
  return orderTotals({
    price,
    adminFee: admin,
    discount,
    voucher,
    gatewayFee: gatewayFee(order.method, price + admin),
  });
}

// ---------------------------------------------------------------------------------------------
// Dates

const SEAT_STATUS: Partial<Record<OrderStatus, SeatStatus>> = {
  Paid: 'Aktif',
  Tenggang: 'Tenggang',
  Habis: 'Habis',
  Nonaktif: 'Nonaktif',
};

interface Timeline {
  createdAt: Date;
  paidAt: Date | null;
  expiredTime: Date;
  /** Seat expiry; null for lifetime seats and orders without a seat. */
  expireAt: Date | null;
  graceEndsAt: Date | null;
  /** When the order last changed status. */
  updatedAt: Date;
}

function timelineOf(order: OrderDef, clock: DemoClock, graceDays: number): Timeline {
  const paidAt = order.paidDaysAgo === undefined ? null : clock.ago(order.paidDaysAgo);
  if (!paidAt && order.placedDaysAgo === undefined) throw new Error('demo seed: an order needs a date');
  // A customer pays a few minutes after checking out.
  const createdAt = paidAt ? addMinutes(paidAt, -4) : clock.ago(order.placedDaysAgo ?? 0);
  if (createdAt <= clock.ago(productDef(order.product).ageDays)) {
    throw new Error(`demo seed: ${order.user} orders ${order.product} before it was added`);
  }
  // Each channel's own window, as the checkout gives it (docs/decisions/043).
  const expiredTime = new Date(createdAt.getTime() + paymentWindowMs(order.method));
  const expireAt = order.seat && paidAt && order.duration > 0 ? addDays(paidAt, order.duration) : null;
  const inGrace = order.status === 'Tenggang' || order.status === 'Habis';
  const graceEndsAt = inGrace && expireAt ? addDays(expireAt, graceDays) : null;
  const updatedAt: Record<OrderStatus, Date | null> = {
    Pending: createdAt,
    Preorder: paidAt ?? createdAt,
    Paid: paidAt,
    Process: paidAt,
    Tenggang: expireAt,
    Habis: graceEndsAt,
    Expired: expiredTime,
    Canceled: addMinutes(createdAt, 30),
    Nonaktif: paidAt && addDays(paidAt, 1),
  };
  const timeline = {
    createdAt,
    paidAt,
    expiredTime,
    expireAt,
    graceEndsAt,
    updatedAt: updatedAt[order.status] ?? createdAt,
  };
  assertSeatMatchesDates(order, timeline, clock.now);
  return timeline;
}

/** Guards the plans: an Aktif seat must not be expired, a Tenggang one must be in grace, a Habis one past it. */
function assertSeatMatchesDates(order: OrderDef, timeline: Timeline, now: Date): void {
  const { expireAt, graceEndsAt } = timeline;
  const ok: Partial<Record<OrderStatus, boolean>> = {
    Paid: !expireAt || expireAt > now,
    Tenggang: !!expireAt && !!graceEndsAt && expireAt <= now && graceEndsAt > now,
    Habis: !!graceEndsAt && graceEndsAt <= now,
  };
  if (order.seat && ok[order.status] === false) {
    throw new Error(
      `demo seed: ${order.user}'s ${order.status} seat in ${order.seat} does not match its dates`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Rows

/** The info-modal fields the order carries (SPEC §5 'Order info modal'). */
function orderInfo(order: OrderDef) {
  const type = productDef(order.product).type;
  const inviteEmail = type === 'Invite Sharing' || type === 'Invite Email' ? userEmail(order.user) : null;
  return {
    email: order.email ?? inviteEmail,
    domain: order.domain ?? null,
    credInfo: order.credInfo ?? null,
  };
}

export interface OrderDeps {
  vault: CredentialVault;
  clock: DemoClock;
  graceDays: number;
  userId(key: UserKey): string;
  catalogue: CatalogueIds;
  stock: StockIds;
}

interface OrderPlan {
  order: OrderDef;
  timeline: Timeline;
  totals: OrderTotals;
}

/** The seats the plans deliver, with their credentials, keyed by the plan that holds each. */
function seatRows(plans: readonly OrderPlan[], deps: OrderDeps) {
  const seatIndex = new Map<ItemKey, number>();
  return plans.flatMap(({ order, timeline }) => {
    if (!order.seat) return [];
    const status = SEAT_STATUS[order.status];
    if (!status) throw new Error(`demo seed: a ${order.status} order holds no seat`);
    const index = seatIndex.get(order.seat) ?? 0;
    seatIndex.set(order.seat, index + 1);
    // A seat that ended or was deactivated keeps no credentials ('Akun mu sudah habis').
    const credentials = status === 'Aktif' || status === 'Tenggang' ? seatProfile(order.seat, index) : null;
    const row = {
      id: randomUUID(),
      productItemId: deps.stock.item(order.seat),
      userId: deps.userId(order.user),
      productId: deps.catalogue.product(order.product),
      packageId: order.package ? deps.catalogue.packageId(order.package) : null,
      profile: credentials?.profile ?? null,
      pinSecret: credentials ? deps.vault.seal(credentials.pin) : null,
      status,
      duration: order.duration,
      expireAt: timeline.expireAt,
      graceEndsAt: timeline.graceEndsAt,
      createdAt: timeline.paidAt ?? timeline.createdAt,
      updatedAt: timeline.updatedAt,
    };
    return [{ order, row }];
  });
}

/** `sequence` numbers invoices across the shop, so they stay unique even on a busy day. */
function orderRow(
  { order, timeline, totals }: OrderPlan,
  sequence: number,
  accountId: string | null,
  deps: OrderDeps,
) {
  const { catalogue, stock } = deps;
  const invoice = `INV-${wibDateStamp(timeline.createdAt)}-${String(sequence).padStart(4, '0')}`;
  // Nothing to pay (a 100% voucher) means no gateway transaction, so no reference or payment page.
  const reference = totals.total > 0 ? `DEV-${invoice.slice('INV-'.length)}` : null;
  const item = order.seat ?? order.group;
  return {
    invoice,
    userId: deps.userId(order.user),
    productId: catalogue.product(order.product),
    packageId: order.package ? catalogue.packageId(order.package) : null,
    variantItemId: order.package ? catalogue.variantItem(order.product, order.package, order.duration) : null,
    kind: 'new' as const,
    duration: order.duration,
    price: totals.price,
    admin: totals.admin,
    tax: 0,
    discount: totals.discount,
    voucherAmount: totals.voucher,
    gatewayFee: totals.gatewayFee,
    total: totals.total,
    paymentMethod: order.method,
    voucherId: order.voucher ? catalogue.voucher(order.voucher) : null,
    productDiscountId: order.promo ? catalogue.promo(order.product, order.duration) : null,
    reference,
    checkoutUrl: reference ? `/sandbox-pay/${reference}` : null,
    status: order.status,
    paidAt: timeline.paidAt,
    expiredTime: timeline.expiredTime,
    nextBillingAt: timeline.expireAt,
    ...orderInfo(order),
    accountId,
    productItemId: item ? stock.item(item) : null,
    statusReason: order.statusReason ?? null,
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
  };
}

/** Inserts the seats, then the orders that delivered them; returns the ids of Budi's orders. */
export async function insertOrders(tx: Transaction, deps: OrderDeps): Promise<(key: BudiOrderKey) => string> {
  const plans: OrderPlan[] = ORDER_DEFS.map((order) => ({
    order,
    timeline: timelineOf(order, deps.clock, deps.graceDays),
    totals: totalsOf(order),
  }))
    // Invoices are numbered in the order customers checked out.
    .sort((a, b) => a.timeline.createdAt.getTime() - b.timeline.createdAt.getTime());

  const seats = seatRows(plans, deps);
  if (seats.length > 0) await tx.insert(accounts).values(seats.map((seat) => seat.row));
  const seatOf = new Map(seats.map((seat) => [seat.order, seat.row.id]));

  const rows = plans.map((plan, index) => orderRow(plan, index + 1, seatOf.get(plan.order) ?? null, deps));
  const inserted = await tx.insert(orders).values(rows).returning({ id: orders.id, invoice: orders.invoice });
  const idByInvoice = new Map(inserted.map((row) => [row.invoice, row.id]));
  const budiIds = new Map(
    plans.flatMap(({ order }, index) => {
      const id = idByInvoice.get(rows[index]?.invoice ?? '');
      return order.key && id ? [[order.key, id] as const] : [];
    }),
  );
  return (key) => {
    const id = budiIds.get(key);
    if (!id) throw new Error(`demo seed: unknown order ${key}`);
    return id;
  };
}
