/**
 * What a burst of orders reads and writes together (docs/decisions/056, 058, 059): the checkout
 * facts, plain orders and the gateway transactions of orders with reservations. An order without
 * promo, voucher or bank transfer, with something to pay, reserves nothing but a place among its
 * customer's open orders: it is written once its gateway transaction is open, and the orders
 * arriving while earlier ones are written go in the next transaction, all at once. A flash sale's
 * burst then costs the database a few statements and transactions, not several per order; an order
 * that finds nothing in flight goes at once.
 */
import { Batches, batchesPer } from '../../db/batches';
import type { Database } from '../../db/client';
import { MAX_OPEN_ORDERS } from './orders.common';
import * as repository from './orders.repository';
import type {
  CheckoutFacts,
  CheckoutFactsAsked,
  GatewayTransactionValues,
  NewOrderValues,
  OrderRecord,
} from './orders.repository';

// Every order reads its facts: those asked while a read is in flight go together in the next one.
const factReads = batchesPer(
  (db: Database) => new Batches((batch: CheckoutFactsAsked[]) => repository.findCheckoutFactsOf(db, batch)),
);

/** The facts an order is placed on (orders.repository.ts), read with those of the orders placed now. */
export function readCheckoutFacts(
  db: Database,
  order: CheckoutFactsAsked,
): Promise<CheckoutFacts | undefined> {
  return factReads(db).run(order);
}

/** What became of one order: placed, refused at the cap, or its customer is gone. */
export type Placement = { order: OrderRecord } | { refused: 'cap' | 'customer-gone' };

/**
 * In one transaction: the customers locked (in one order for every caller, so two batches never
 * wait on each other in a circle), then every order inserted that keeps its customer within the
 * cap, counting the orders of theirs before it in the batch.
 */
async function placeTogether(db: Database, batch: NewOrderValues[]): Promise<Placement[]> {
  return db.transaction(async (tx) => {
    const present = await repository.lockCustomers(tx, [...new Set(batch.map((values) => values.userId))]);
    const insertable = batch.filter((values) => present.has(values.userId));
    const inserted = insertable.length
      ? await repository.insertOrdersUnderCap(tx, insertable, MAX_OPEN_ORDERS)
      : [];
    const byInvoice = new Map(inserted.map((order) => [order.invoice, order]));
    return batch.map((values): Placement => {
      if (!present.has(values.userId)) return { refused: 'customer-gone' };
      const order = byInvoice.get(values.invoice);
      return order ? { order } : { refused: 'cap' };
    });
  });
}

const placements = batchesPer(
  (db: Database) => new Batches((batch: NewOrderValues[]) => placeTogether(db, batch)),
);

/** Places a plain order with the others arriving now; see the top of this file. */
export function placePlainOrder(db: Database, values: NewOrderValues): Promise<Placement> {
  return placements(db).run(values);
}

const openings = batchesPer(
  (db: Database) =>
    new Batches(async (batch: GatewayTransactionValues[]) => {
      const updated = new Map(
        (await repository.recordGatewayTransactions(db, batch)).map((order) => [order.id, order]),
      );
      return batch.map((values) => updated.get(values.id));
    }),
);

/** Records the gateway's transaction on a new order with reservations, with the others recorded now. */
export function recordGatewayTransaction(
  db: Database,
  values: GatewayTransactionValues,
): Promise<OrderRecord | undefined> {
  return openings(db).run(values);
}
