/**
 * The customer's orders as they read them: one order's answer (toOrder, also the base of the
 * admin's) and the pages of 'Pesanan Saya'.
 */
import { isHostPackage, normalizeImagePath } from '@premium-shop/domain/catalogue';
import type { Order, OrderAccount, OrderTransferStatus } from '@premium-shop/domain/order-schema';
import {
  matchesOrderTab,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTabValue,
} from '@premium-shop/domain/order-status';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { answerOf, type CachedAnswer } from '../../platform/http-cache';
import { VersionedAnswers } from '../../platform/versioned-answers';
import { isUuid } from '../catalogue/catalogue.service';
import * as orderList from './order-list.repository';
import { openItemSecret, openSeatPin, PAYMENT_MESSAGES, type OrdersContext } from './orders.common';
import * as repository from './orders.repository';
import type { OrderView } from './orders.repository';
import { isoOrNull } from '@premium-shop/domain/dates';
import { isRefundReason } from '@premium-shop/domain/order-lifecycle';
import { pageOffset, paginationOf } from '@premium-shop/domain/pagination';

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

/** A 'Transfer Bank' order's transfer as its answer shows it; null for every other order. */
function toTransfer(transfer: OrderView['transfer']): OrderTransferStatus | null {
  if (!transfer) return null;
  return {
    state: transfer.state as OrderTransferStatus['state'],
    uniqueCode: transfer.uniqueCode,
    proof: transfer.proof,
    proofUploadedAt: isoOrNull(transfer.proofUploadedAt),
    rejectReason: transfer.rejectReason,
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
    refunded: isRefundReason(order.statusReason),
    transfer: toTransfer(view.transfer),
    createdAt: order.createdAt.toISOString(),
  };
}

export async function orderAnswer(ctx: OrdersContext, id: string): Promise<Order> {
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
    const kept = pages.get(key, await orderList.orderPageVersion(ctx.db, query));
    if (kept) return kept;
  }
  const { data, total, version } = await orderList.listOrdersJson(ctx.db, query);
  const pagination = paginationOf(options.page, options.limit, total);
  const answer = answerOf(`{"data":${data},"pagination":${JSON.stringify(pagination)}}`);
  pages.set(key, version, answer);
  return answer;
}
