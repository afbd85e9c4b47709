import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  SEAT_STATUSES,
  SEAT_TRANSITIONS,
  IllegalTransitionError,
  assertOrderTransition,
  assertSeatTransition,
  canOrderTransition,
  canSeatTransition,
  eventNeedsPayment,
  isPaidAfter,
  orderSourcesOf,
  seatSourcesOf,
  type OrderEvent,
  type OrderStatus,
  type SeatEvent,
  type SeatStatus,
} from './order-lifecycle';

/**
 * Every status write of the server (features/lifecycle), as from -> to on event: the table must
 * hold each of them.
 */
const ORDER_WRITES: [OrderStatus, OrderStatus, OrderEvent][] = [
  // settlement: a seat delivered, a renewal, a preorder group, Process
  ['Pending', 'Paid', 'paid'],
  ['Preorder', 'Paid', 'paid'],
  ['Pending', 'Paid', 'renewed'],
  ['Preorder', 'Paid', 'renewed'],
  ['Pending', 'Process', 'paid-for-admin'],
  ['Preorder', 'Process', 'paid-for-admin'],
  ['Preorder', 'Preorder', 'paid-joined-group'],
  ['Preorder', 'Process', 'group-filled'],
  // a late payment is placed again, then settled
  ['Canceled', 'Pending', 'paid-late'],
  ['Canceled', 'Preorder', 'paid-late'],
  ['Expired', 'Pending', 'paid-late'],
  ['Expired', 'Preorder', 'paid-late'],
  // ending unpaid: the expiry job, the gateway, the customer, the admin
  ['Pending', 'Expired', 'expired'],
  ['Preorder', 'Expired', 'expired'],
  ['Pending', 'Canceled', 'payment-failed'],
  ['Pending', 'Canceled', 'gateway-refused'],
  ['Pending', 'Canceled', 'canceled-by-customer'],
  ['Preorder', 'Canceled', 'canceled-by-customer'],
  ['Pending', 'Canceled', 'canceled-by-admin'],
  ['Preorder', 'Canceled', 'canceled-by-admin'],
  // the admin's hand
  ['Process', 'Paid', 'admin-fulfilled'],
  ['Process', 'Process', 'host-account-prepared'],
  ['Process', 'Paid', 'host-reimbursed'],
  ['Process', 'Canceled', 'refunded'],
  ['Canceled', 'Canceled', 'refunded'],
  ['Expired', 'Expired', 'refunded'],
  // the gateway's REFUND (decision 046)
  ['Preorder', 'Canceled', 'refunded'],
  ['Paid', 'Canceled', 'refunded'],
  ['Tenggang', 'Canceled', 'refunded'],
  ['Paid', 'Nonaktif', 'deactivated'],
  ['Tenggang', 'Nonaktif', 'deactivated'],
  // the seat's orders follow the seat
  ['Paid', 'Tenggang', 'grace-started'],
  ['Paid', 'Habis', 'ended'],
  ['Tenggang', 'Habis', 'ended'],
  ['Tenggang', 'Paid', 'seat-renewed'],
  ['Habis', 'Paid', 'seat-renewed'],
];

const SEAT_WRITES: [SeatStatus, SeatStatus, SeatEvent][] = [
  ['Aktif', 'Tenggang', 'grace-started'],
  ['Tenggang', 'Habis', 'ended'],
  ['Aktif', 'Aktif', 'renewed'],
  ['Tenggang', 'Aktif', 'renewed'],
  ['Habis', 'Aktif', 'renewed'],
  ['Habis', 'Aktif', 'admin-renewed'],
  ['Nonaktif', 'Aktif', 'admin-renewed'],
  ['Aktif', 'Aktif', 'host-reimbursed'],
  ['Aktif', 'Nonaktif', 'deactivated'],
  ['Tenggang', 'Nonaktif', 'deactivated'],
  ['Aktif', 'Nonaktif', 'refunded'],
  ['Tenggang', 'Nonaktif', 'refunded'],
];

describe('the order table', () => {
  it.each(ORDER_WRITES)('%s -> %s on %s is allowed', (from, to, event) => {
    expect(canOrderTransition(from, to, event)).toBe(true);
    const isPaid = eventNeedsPayment(event);
    expect(() => assertOrderTransition({ status: from, isPaid }, to, event)).not.toThrow();
    expect(() => assertOrderTransition({ status: from, isPaid: !isPaid }, to, event)).toThrow(
      IllegalTransitionError,
    );
  });

  it.each([
    ['Paid', 'Pending', 'paid'],
    ['Canceled', 'Process', 'admin-fulfilled'],
    ['Expired', 'Paid', 'paid'],
    ['Nonaktif', 'Paid', 'seat-renewed'],
    ['Habis', 'Paid', 'paid'],
    ['Process', 'Paid', 'paid'],
    ['Pending', 'Canceled', 'refunded'],
    ['Paid', 'Canceled', 'canceled-by-customer'],
  ] as [OrderStatus, OrderStatus, OrderEvent][])('%s -> %s on %s throws', (from, to, event) => {
    expect(canOrderTransition(from, to, event)).toBe(false);
    for (const isPaid of [false, true]) {
      expect(() => assertOrderTransition({ status: from, isPaid }, to, event)).toThrow(
        IllegalTransitionError,
      );
    }
  });

  it('names only known statuses, and every move once', () => {
    const keys = ORDER_TRANSITIONS.map((move) => `${move.from}>${move.to}>${move.event}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const move of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(move.from);
      expect(ORDER_STATUSES).toContain(move.to);
    }
  });

  it('gives the statuses a bulk move may leave', () => {
    expect(orderSourcesOf('Habis', 'ended')).toEqual(['Paid', 'Tenggang']);
    expect(orderSourcesOf('Paid', 'seat-renewed')).toEqual(['Paid', 'Tenggang', 'Habis']);
    expect(orderSourcesOf('Nonaktif', 'deactivated')).toEqual(['Paid', 'Tenggang']);
    expect(orderSourcesOf('Canceled', 'canceled-by-customer')).toEqual(['Pending', 'Preorder']);
  });
});

describe('the seat table', () => {
  it.each(SEAT_WRITES)('%s -> %s on %s is allowed', (from, to, event) => {
    expect(canSeatTransition(from, to, event)).toBe(true);
    expect(() => assertSeatTransition(from, to, event)).not.toThrow();
  });

  it.each([
    ['Habis', 'Aktif', 'grace-started'],
    ['Nonaktif', 'Aktif', 'renewed'],
    ['Aktif', 'Habis', 'ended'],
    ['Habis', 'Tenggang', 'grace-started'],
    ['Nonaktif', 'Nonaktif', 'deactivated'],
    ['Habis', 'Nonaktif', 'refunded'],
  ] as [SeatStatus, SeatStatus, SeatEvent][])('%s -> %s on %s throws', (from, to, event) => {
    expect(() => assertSeatTransition(from, to, event)).toThrow(IllegalTransitionError);
  });

  it('names only known statuses', () => {
    for (const move of SEAT_TRANSITIONS) {
      expect(SEAT_STATUSES).toContain(move.from);
      expect(SEAT_STATUSES).toContain(move.to);
    }
    expect(seatSourcesOf('Tenggang', 'grace-started')).toEqual(['Aktif']);
  });
});

/** Random walks over the tables: any sequence of allowed moves from where a record starts. */
function walk<State extends string, Event extends string>(
  table: readonly { from: State; to: State; event: Event }[],
  start: State,
  picks: number[],
): { from: State; to: State; event: Event }[] {
  const path: { from: State; to: State; event: Event }[] = [];
  let state = start;
  for (const pick of picks) {
    const options = table.filter((move) => move.from === state);
    if (options.length === 0) break;
    const move = options[pick % options.length]!;
    path.push(move);
    state = move.to;
  }
  return path;
}

/** A random walk of an order, whose moves also need the payment to have, or not have, arrived. */
function walkOrder(start: OrderStatus, picks: number[]) {
  const path: { from: OrderStatus; to: OrderStatus; event: OrderEvent; wasPaid: boolean }[] = [];
  let position = { status: start, isPaid: false };
  for (const pick of picks) {
    const options = ORDER_TRANSITIONS.filter(
      (move) => move.from === position.status && eventNeedsPayment(move.event) === position.isPaid,
    );
    if (options.length === 0) break;
    const move = options[pick % options.length]!;
    path.push({ ...move, wasPaid: position.isPaid });
    position = { status: move.to, isPaid: isPaidAfter(move.event, position.isPaid) };
  }
  return path;
}

describe('no sequence of allowed events reaches an illegal state', () => {
  const picks = fc.array(fc.nat(), { maxLength: 40 });

  it('an order is delivered, processed or aged only after it was paid', () => {
    fc.assert(
      fc.property(fc.constantFrom<OrderStatus>('Pending', 'Preorder'), picks, (start, choices) => {
        for (const move of walkOrder(start, choices)) {
          const isPaid = isPaidAfter(move.event, move.wasPaid);
          if (['Paid', 'Process', 'Tenggang', 'Habis', 'Nonaktif'].includes(move.to)) {
            expect(isPaid).toBe(true);
          }
          if (move.to === 'Pending' || move.event === 'expired') expect(isPaid).toBe(false);
        }
      }),
    );
  });

  it('an ended order comes back only by a late payment, and Nonaktif is final', () => {
    fc.assert(
      fc.property(fc.constantFrom<OrderStatus>(...ORDER_STATUSES), picks, (start, choices) => {
        for (const move of walkOrder(start, choices)) {
          const isEnded = move.from === 'Canceled' || move.from === 'Expired';
          if (isEnded && move.to !== move.from) expect(move.event).toBe('paid-late');
          expect(move.from).not.toBe('Nonaktif');
          if (move.from === 'Habis') expect(move.event).toBe('seat-renewed');
        }
      }),
    );
  });

  it('an ended seat is Aktif again only by a renewal, a deactivated one only by the admin', () => {
    fc.assert(
      fc.property(fc.constantFrom<SeatStatus>('Aktif'), picks, (start, choices) => {
        for (const move of walk(SEAT_TRANSITIONS, start, choices)) {
          if (move.from === 'Habis' && move.to === 'Aktif') {
            expect(['renewed', 'admin-renewed', 'host-reimbursed']).toContain(move.event);
          }
          if (move.from === 'Nonaktif') expect(move.event).toBe('admin-renewed');
          if (move.to === 'Tenggang') expect(move.from).toBe('Aktif');
          if (move.to === 'Habis') expect(move.from).toBe('Tenggang');
        }
      }),
    );
  });

  it('every status is reachable from where orders and seats start', () => {
    const reach = <State extends string>(
      table: readonly { from: State; to: State }[],
      starts: State[],
    ): Set<State> => {
      const seen = new Set(starts);
      for (let grew = true; grew;) {
        grew = false;
        for (const move of table) {
          if (seen.has(move.from) && !seen.has(move.to)) {
            seen.add(move.to);
            grew = true;
          }
        }
      }
      return seen;
    };
    expect([...reach(ORDER_TRANSITIONS, ['Pending', 'Preorder'])].sort()).toEqual([...ORDER_STATUSES].sort());
    expect([...reach(SEAT_TRANSITIONS, ['Aktif'])].sort()).toEqual([...SEAT_STATUSES].sort());
  });
});
