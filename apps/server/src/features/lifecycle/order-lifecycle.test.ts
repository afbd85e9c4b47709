import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import * as lifecycle from './order-lifecycle.service';
import { IllegalTransitionError } from './order-lifecycle.service';

const { db } = await createTestApp();
const shop = await catalogueFixtures(db, { packages: ['Sharing'], invoicePrefix: 'INV-OL' });
const product = await shop.makeProduct({ slot: 2 });
const customer = await insertCustomer(db);

async function statusOf(orderId: string) {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

async function itemOf(itemId: string) {
  const [row] = await db
    .select({ seatsTaken: productItems.seatsTaken, state: productItems.state })
    .from(productItems)
    .where(eq(productItems.id, itemId));
  return row!;
}

describe('a move the table does not hold', () => {
  it('throws for an order and writes nothing', async () => {
    const paid = await shop.makeOrder(customer.id, product.id, { status: 'Paid', paidAt: new Date() });
    await expect(
      db.transaction((tx) => lifecycle.endUnpaidOrder(tx, paid, 'canceled-by-admin', 'salah')),
    ).rejects.toThrow(IllegalTransitionError);
    expect(await statusOf(paid.id)).toBe('Paid');
  });

  it('throws when the order is not paid, or already paid, as the event needs', async () => {
    const unpaid = await shop.makeOrder(customer.id, product.id, { status: 'Preorder' });
    await expect(
      db.transaction((tx) => lifecycle.moveOrder(tx, unpaid, 'Process', 'group-filled')),
    ).rejects.toThrow(IllegalTransitionError);
    const paid = await shop.makeOrder(customer.id, product.id, { status: 'Pending', paidAt: new Date() });
    await expect(db.transaction((tx) => lifecycle.moveOrder(tx, paid, 'Paid', 'paid'))).rejects.toThrow(
      IllegalTransitionError,
    );
    expect(await statusOf(unpaid.id)).toBe('Preorder');
  });

  it('throws for a seat: Habis comes back only by a renewal, Aktif does not end before its grace', async () => {
    const item = await shop.makeItem(product.id, 2);
    const ended = await shop.makeSeat(item, customer.id, { status: 'Habis' });
    const active = await shop.makeSeat(item, customer.id, { status: 'Aktif' });
    await expect(
      db.transaction((tx) => lifecycle.moveSeat(tx, ended, 'Aktif', 'grace-started')),
    ).rejects.toThrow(IllegalTransitionError);
    await expect(db.transaction((tx) => lifecycle.endSeat(tx, active))).rejects.toThrow(
      IllegalTransitionError,
    );
    const [row] = await db
      .select({ status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, active.id));
    expect(row!.status).toBe('Aktif');
  });
});

describe('cancelUnpaidOrder', () => {
  it('cancels an unpaid order once, and leaves a paid one as it is', async () => {
    const pending = await shop.makeOrder(customer.id, product.id);
    const canceled = await db.transaction((tx) =>
      lifecycle.cancelUnpaidOrder(tx, { id: pending.id, statusReason: 'x' }, 'canceled-by-customer'),
    );
    expect(canceled?.status).toBe('Canceled');
    const again = await db.transaction((tx) =>
      lifecycle.cancelUnpaidOrder(tx, { id: pending.id, statusReason: 'x' }, 'canceled-by-customer'),
    );
    expect(again).toBeUndefined();

    const paid = await shop.makeOrder(customer.id, product.id, { status: 'Paid', paidAt: new Date() });
    const refused = await db.transaction((tx) =>
      lifecycle.cancelUnpaidOrder(tx, { id: paid.id, statusReason: 'x' }, 'canceled-by-customer'),
    );
    expect(refused).toBeUndefined();
    expect(await statusOf(paid.id)).toBe('Paid');
  });
});

describe('places in a provider account', () => {
  it('never holds more seats than its slot when buyers take at once', async () => {
    const item = await shop.makeItem(product.id, 2);
    const taken = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction((tx) => lifecycle.takePlace(tx, { itemId: item.id, states: ['active'] })),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await itemOf(item.id)).toEqual({ seatsTaken: 2, state: 'full' });
  });

  it('takes the oldest active item of the product, and gives places back down to zero', async () => {
    const other = await shop.makeProduct({ slot: 1 });
    const older = await shop.makeItem(other.id, 1);
    const newer = await shop.makeItem(other.id, 1);
    const first = await db.transaction((tx) =>
      lifecycle.takePlace(tx, { productId: other.id, packageId: older.packageId }),
    );
    const second = await db.transaction((tx) =>
      lifecycle.takePlace(tx, { productId: other.id, packageId: older.packageId }),
    );
    const none = await db.transaction((tx) =>
      lifecycle.takePlace(tx, { productId: other.id, packageId: older.packageId }),
    );
    expect([first?.itemId, second?.itemId, none]).toEqual([older.id, newer.id, undefined]);

    await db.transaction(async (tx) => {
      await lifecycle.releasePlace(tx, older.id);
      await lifecycle.releasePlace(tx, older.id);
    });
    expect(await itemOf(older.id)).toEqual({ seatsTaken: 0, state: 'active' });
  });

  it('a full preorder group gives a place back as forming', async () => {
    const group = await shop.makeItem(product.id, 2, { state: 'forming' });
    await db.transaction(async (tx) => {
      await lifecycle.takePlace(tx, { itemId: group.id, states: ['forming'] });
      await lifecycle.takePlace(tx, { itemId: group.id, states: ['forming'] });
    });
    expect(await itemOf(group.id)).toEqual({ seatsTaken: 2, state: 'full' });
    await db.transaction((tx) => lifecycle.releasePlace(tx, group.id, 'forming'));
    expect(await itemOf(group.id)).toEqual({ seatsTaken: 1, state: 'forming' });
  });
});
