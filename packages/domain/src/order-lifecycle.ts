/**
 * The life of an order and of its seat as data (SPEC §4): every status an order or a seat can
 * take, and every move between them the shop makes, with the event that causes it. The server
 * writes a status only through `assertOrderTransition` / `assertSeatTransition`, so a move that is
 * not in these tables is a programming error, never a state the database ends up in.
 */
import { ACCOUNT_STATUSES, ORDER_STATUSES, type AccountStatus, type OrderStatus } from './order-status';

export { ACCOUNT_STATUSES as SEAT_STATUSES, ORDER_STATUSES };
export type { OrderStatus };
export type SeatStatus = AccountStatus;

/** What moves an order. */
export type OrderEvent =
  /** The payment arrived and a seat was delivered at once. */
  | 'paid'
  /** The payment arrived and the admin delivers by hand (manual type, Host package, no stock, a renewal that cannot extend its seat). */
  | 'paid-for-admin'
  /** A preorder was paid and holds a place in its forming group; its status stays Preorder. */
  | 'paid-joined-group'
  /** The payment arrived after the order had ended: it is placed again, then settled in the same transaction. */
  | 'paid-late'
  /** A renewal was paid and extended its seat. */
  | 'renewed'
  /** A renewal of the seat made the seat's earlier orders live again. */
  | 'seat-renewed'
  /** The last member paid: every paid preorder of the group waits for the admin. */
  | 'group-filled'
  /** The admin delivered an order in Process (a seat, a renewal, a group's seats). */
  | 'admin-fulfilled'
  /** The admin prepared a Host's provider account; the order waits for the Host's reimbursement. */
  | 'host-account-prepared'
  /** The admin paid the Host back: the Host order is delivered. */
  | 'host-reimbursed'
  /** The payment deadline passed (the expiry job, or the gateway's EXPIRED). */
  | 'expired'
  /** The gateway reported the payment FAILED. */
  | 'payment-failed'
  /** The gateway refused to open the transaction when the order was placed. */
  | 'gateway-refused'
  | 'canceled-by-customer'
  | 'canceled-by-admin'
  /**
   * The money of a paid order went back: the admin recorded it for an undelivered one, or the
   * gateway reported a REFUND (docs/decisions/046), which also takes a delivered seat back.
   */
  | 'refunded'
  /** The seat's expiry passed: its grace period began. */
  | 'grace-started'
  /** The seat's grace period passed. */
  | 'ended'
  /** The admin deactivated the order's seat. */
  | 'deactivated';

/** What moves a seat. */
export type SeatEvent =
  | 'grace-started'
  | 'ended'
  /** A paid renewal extended it (an ended seat first took its place back). */
  | 'renewed'
  /** The admin fulfilled a renewal in Process (the seat was ended or deactivated). */
  | 'admin-renewed'
  /** The admin paid the Host back: the Host's seat runs from now. */
  | 'host-reimbursed'
  | 'deactivated'
  /** A Host order in Process was refunded, or the gateway refunded the order that bought the seat: it ends. */
  | 'refunded';

export interface Transition<State extends string, Event extends string> {
  from: State;
  to: State;
  event: Event;
}

type OrderTransition = Transition<OrderStatus, OrderEvent>;
type SeatTransition = Transition<SeatStatus, SeatEvent>;

function moves<State extends string, Event extends string>(
  froms: readonly State[],
  to: State,
  event: Event,
): Transition<State, Event>[] {
  return froms.map((from) => ({ from, to, event }));
}

/** The statuses of an unpaid order the customer can still pay. */
export const UNPAID_ORDER_STATUSES = ['Pending', 'Preorder'] as const satisfies readonly OrderStatus[];
/** The statuses of an order that ended unpaid; a payment may still arrive for it. */
export const ENDED_ORDER_STATUSES = ['Canceled', 'Expired'] as const satisfies readonly OrderStatus[];
/** The statuses of a delivered order whose seat is live. */
export const LIVE_ORDER_STATUSES = ['Paid', 'Tenggang'] as const satisfies readonly OrderStatus[];
/** Seats that hold their place in the provider account; Habis and Nonaktif gave it back. */
export const PLACE_HOLDING_SEAT_STATUSES = ['Aktif', 'Tenggang'] as const satisfies readonly SeatStatus[];

const UNPAID = UNPAID_ORDER_STATUSES;
const ENDED = ENDED_ORDER_STATUSES;
const LIVE = LIVE_ORDER_STATUSES;

/** Every move of an order's status the shop makes. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  ...moves(UNPAID, 'Paid', 'paid'),
  ...moves(UNPAID, 'Paid', 'renewed'),
  ...moves(UNPAID, 'Process', 'paid-for-admin'),
  { from: 'Preorder', to: 'Preorder', event: 'paid-joined-group' },
  { from: 'Preorder', to: 'Process', event: 'group-filled' },
  ...moves(ENDED, 'Pending', 'paid-late'),
  ...moves(ENDED, 'Preorder', 'paid-late'),
  ...moves(UNPAID, 'Expired', 'expired'),
  ...moves(UNPAID, 'Canceled', 'payment-failed'),
  ...moves(UNPAID, 'Canceled', 'gateway-refused'),
  ...moves(UNPAID, 'Canceled', 'canceled-by-customer'),
  ...moves(UNPAID, 'Canceled', 'canceled-by-admin'),
  { from: 'Process', to: 'Paid', event: 'admin-fulfilled' },
  { from: 'Process', to: 'Process', event: 'host-account-prepared' },
  { from: 'Process', to: 'Paid', event: 'host-reimbursed' },
  { from: 'Process', to: 'Canceled', event: 'refunded' },
  // A late payment (paid while Canceled or Expired) keeps its status when refunded.
  ...ENDED.map((status) => ({ from: status, to: status, event: 'refunded' as const })),
  // The gateway's REFUND (decision 046): a paid preorder waiting in its group and a delivered order
  // are Canceled (the seat is taken back); an order whose seat already ended (Habis, Nonaktif)
  // makes no move, only its status_reason records the refund.
  { from: 'Preorder', to: 'Canceled', event: 'refunded' },
  ...moves(LIVE, 'Canceled', 'refunded'),
  { from: 'Paid', to: 'Tenggang', event: 'grace-started' },
  ...moves(LIVE, 'Habis', 'ended'),
  ...moves(['Paid', 'Tenggang', 'Habis'], 'Paid', 'seat-renewed'),
  ...moves(LIVE, 'Nonaktif', 'deactivated'),
];

/** Every move of a seat's status the shop makes; a new seat is always Aktif (`NEW_SEAT_STATUS`). */
export const SEAT_TRANSITIONS: readonly SeatTransition[] = [
  { from: 'Aktif', to: 'Tenggang', event: 'grace-started' },
  { from: 'Tenggang', to: 'Habis', event: 'ended' },
  ...moves(['Aktif', 'Tenggang', 'Habis'], 'Aktif', 'renewed'),
  ...moves(['Aktif', 'Tenggang', 'Habis', 'Nonaktif'], 'Aktif', 'admin-renewed'),
  ...moves(['Aktif', 'Tenggang', 'Habis'], 'Aktif', 'host-reimbursed'),
  ...moves(['Aktif', 'Tenggang', 'Habis'], 'Nonaktif', 'deactivated'),
  ...moves(PLACE_HOLDING_SEAT_STATUSES, 'Nonaktif', 'refunded'),
];

export const NEW_SEAT_STATUS: SeatStatus = 'Aktif';

/**
 * How an order's status_reason marks a refund (the schema has no column for it): the admin's refund
 * and the gateway's REFUND both start it so (docs/decisions/017, 046), and a refund is made once.
 */
export const REFUND_REASON_PREFIX = 'Dana dikembalikan:';

/** Whether the order's money went back. */
export function isRefundReason(statusReason: string | null | undefined): boolean {
  return statusReason?.startsWith(REFUND_REASON_PREFIX) ?? false;
}

function findMove<State extends string, Event extends string>(
  table: readonly Transition<State, Event>[],
  from: State,
  to: State,
  event?: Event,
): boolean {
  return table.some((move) => move.from === from && move.to === to && (!event || move.event === event));
}

/** Whether the order may move from `from` to `to` (by `event`, when given). */
export function canOrderTransition(from: OrderStatus, to: OrderStatus, event?: OrderEvent): boolean {
  return findMove(ORDER_TRANSITIONS, from, to, event);
}

/** Whether the seat may move from `from` to `to` (by `event`, when given). */
export function canSeatTransition(from: SeatStatus, to: SeatStatus, event?: SeatEvent): boolean {
  return findMove(SEAT_TRANSITIONS, from, to, event);
}

/** Events a payment brings: they move an unpaid order and leave it paid. */
export const PAYING_ORDER_EVENTS = [
  'paid',
  'renewed',
  'paid-for-admin',
  'paid-joined-group',
] as const satisfies readonly OrderEvent[];

/** Events that end an unpaid order, or place an ended one again before its late payment is settled: it stays unpaid. */
export const UNPAID_ORDER_EVENTS = [
  'paid-late',
  'expired',
  'payment-failed',
  'gateway-refused',
  'canceled-by-customer',
  'canceled-by-admin',
] as const satisfies readonly OrderEvent[];

/**
 * Whether `event` applies to an order whose payment has (true) or has not (false) arrived: the
 * paying and unpaid events need an unpaid order, every other one a paid order. A Preorder is
 * either, so its status alone cannot tell.
 */
export function eventNeedsPayment(event: OrderEvent): boolean {
  return !(PAYING_ORDER_EVENTS as readonly OrderEvent[]).concat(UNPAID_ORDER_EVENTS).includes(event);
}

/** Whether the order is paid after `event` moved it. */
export function isPaidAfter(event: OrderEvent, wasPaid: boolean): boolean {
  return wasPaid || (PAYING_ORDER_EVENTS as readonly OrderEvent[]).includes(event);
}

/** Where an order stands for the table: its status, and whether its payment arrived. */
export interface OrderPosition {
  status: OrderStatus;
  isPaid: boolean;
}

/** Thrown for a move the tables do not hold: a programming error, not bad input. */
export class IllegalTransitionError extends Error {
  constructor(kind: 'order' | 'seat', from: string, to: string, event: string) {
    super(`illegal ${kind} transition ${from} -> ${to} on '${event}'`);
    this.name = 'IllegalTransitionError';
  }
}

/** Throws unless the table moves an order at `from` to `to` by `event`, paid or unpaid as the event needs. */
export function assertOrderTransition(from: OrderPosition, to: OrderStatus, event: OrderEvent): void {
  const isAllowed = canOrderTransition(from.status, to, event) && eventNeedsPayment(event) === from.isPaid;
  if (!isAllowed) {
    const position = `${from.status} (${from.isPaid ? 'paid' : 'unpaid'})`;
    throw new IllegalTransitionError('order', position, to, event);
  }
}

export function assertSeatTransition(from: SeatStatus, to: SeatStatus, event: SeatEvent): void {
  if (!canSeatTransition(from, to, event)) throw new IllegalTransitionError('seat', from, to, event);
}

/** The statuses an order may leave by `event` for `to`: the WHERE of a write that moves many orders at once. */
export function orderSourcesOf(to: OrderStatus, event: OrderEvent): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((move) => move.to === to && move.event === event).map((move) => move.from);
}

/** The seat statuses `event` moves to `to`. */
export function seatSourcesOf(to: SeatStatus, event: SeatEvent): SeatStatus[] {
  return SEAT_TRANSITIONS.filter((move) => move.to === to && move.event === event).map((move) => move.from);
}
