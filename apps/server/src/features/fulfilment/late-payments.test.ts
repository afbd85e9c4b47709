import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonCaller } from '../../../test/api';
import { catalogueFixtures, type OrderFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback, type CallbackOrder } from '../../../test/sandbox-callback';
import { productDiscounts } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { orders } from '../../db/schema/orders';
import { accounts } from '../../db/schema/stock';
import { expireOverdueOrders } from './fulfilment.service';

// A PAID for an order that was Canceled or Expired while the gateway kept its transaction open is
// never lost (decision 023): it is delivered like a payment in time, or waits in Process for the admin.

const { app, db, tokens, vault } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;
await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db);
const budi = await insertCustomer(db, 'Budi Santoso');
const budiToken = await tokenFor(db, tokens, budi.id);
const { token: adminToken } = await signedInAdmin(db, tokens);
const asAdmin = jsonCaller(app, adminToken);
const asBudi = jsonCaller(app, budiToken);
const { orderOf, itemOf, seatOf } = rowReaders(db);

function callback(order: CallbackOrder, status: 'PAID' = 'PAID') {
  return postSandboxCallback(app, order, status);
}

function makeOrder(productId: string, fields: OrderFields = {}) {
  return shop.makeOrder(budi.id, productId, fields);
}

/** A promo whose `used` already counts `reserved` orders. */
async function makePromo(productId: string, reserved: number) {
  const [promo] = await db
    .insert(productDiscounts)
    .values({ productId, duration: 30, value: '10%', slot: 50, used: reserved })
    .returning();
  return promo!;
}

async function promoUsed(id: string) {
  const [promo] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, id));
  return promo!.used;
}

async function titlesOf(orderId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.orderId, orderId));
  return rows.map((row) => row.title);
}

async function cancelByCustomer(orderId: string) {
  return asBudi('DELETE', `/api/payments/cancel/${orderId}`);
}

describe('a PAID for an order canceled in the shop', () => {
  it('delivers a free seat: status Paid with the reason, credentials visible, the promo not counted again', async () => {
    const product = await shop.makeProduct();
    const item = await shop.makeItem(product.id, 3, {
      email: 'netflix.a@premiumshop.id',
      secret: vault.seal({ password: 'rahasia-123' }),
    });
    const promo = await makePromo(product.id, 1);
    const order = await makeOrder(product.id, { productDiscountId: promo.id });

    expect((await cancelByCustomer(order.id)).status).toBe(200);
    expect(await promoUsed(promo.id)).toBe(0);
    expect(await callback(order)).toEqual({ status: 200, body: { success: true } });

    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      status: 'Paid',
      paidAfter: 'Canceled',
      statusReason: 'Dibayar setelah pesanan dibatalkan',
      productItemId: item.id,
    });
    expect(after.paidAt).not.toBeNull();
    expect((await seatOf(after.accountId!)).status).toBe('Aktif');
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
    expect(await promoUsed(promo.id)).toBe(0);
    expect(await titlesOf(order.id)).toContain('Pembayaran Berhasil');

    const answer = await asBudi('GET', `/api/payments/${order.id}`);
    expect(answer.body.data).toMatchObject({
      status: 'Paid',
      account: { username: 'netflix.a@premiumshop.id', password: 'rahasia-123', status: 'Aktif' },
    });
    // A copy of the callback changes nothing.
    expect(await callback(order)).toEqual({ status: 200, body: { success: true } });
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
  });

  it('extends the seat of a renewal paid after it was canceled', async () => {
    const product = await shop.makeProduct();
    const item = await shop.makeItem(product.id, 5, { seatsTaken: 1 });
    const expireAt = new Date(Date.now() + 5 * DAY);
    const seat = await shop.makeSeat(item, budi.id, { expireAt, status: 'Aktif' });
    const order = await makeOrder(product.id, { kind: 'renewal', accountId: seat.id, duration: 30 });
    expect((await cancelByCustomer(order.id)).status).toBe(200);

    await callback(order);
    expect((await seatOf(seat.id)).expireAt!.getTime()).toBe(expireAt.getTime() + 30 * DAY);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Paid',
      paidAfter: 'Canceled',
      accountId: seat.id,
    });
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
  });

  it('puts a preorder paid after it was canceled into its group', async () => {
    const product = await shop.makeProduct({ method: 'Preorder', slot: 3 });
    const order = await makeOrder(product.id, { status: 'Preorder' });
    expect((await cancelByCustomer(order.id)).status).toBe(200);
    await callback(order);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'Preorder', paidAfter: 'Canceled' });
    expect(after.paidAt).not.toBeNull();
    expect(await itemOf(after.productItemId!)).toMatchObject({ state: 'forming', seatsTaken: 1 });
  });

  it('loses no payment when the customer cancels while the gateway reports it paid', async () => {
    const product = await shop.makeProduct();
    await shop.makeItem(product.id, 20);
    const promo = await makePromo(product.id, 20);
    const placed = await Promise.all(
      Array.from({ length: 20 }, () => makeOrder(product.id, { productDiscountId: promo.id })),
    );
    const answers = await Promise.all(
      placed.flatMap((order) => [cancelByCustomer(order.id), callback(order)]),
    );
    for (let index = 0; index < placed.length; index += 1) {
      const [cancel, paid] = [answers[2 * index]!, answers[2 * index + 1]!];
      expect([200, 409]).toContain(cancel.status);
      expect(paid).toEqual({ status: 200, body: { success: true } });
    }

    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.map((row) => row.status)).toEqual(placed.map(() => 'Paid'));
    expect(rows.every((row) => row.paidAt !== null && row.accountId !== null)).toBe(true);
    const seats = await db.select().from(accounts).where(eq(accounts.productId, product.id));
    expect(new Set(seats.map((seat) => seat.id))).toEqual(new Set(rows.map((row) => row.accountId)));
    // Each order canceled before its payment gave its promo slot back once, and it stays given back.
    const lateCount = rows.filter((row) => row.paidAfter === 'Canceled').length;
    expect(await promoUsed(promo.id)).toBe(20 - lateCount);
  });
});

describe('a PAID for an expired order when no seat is free', () => {
  it('waits in Process with the reason, tells the customer, and the admin finds it as a late payment', async () => {
    const product = await shop.makeProduct({ name: 'Spotify Family' });
    await shop.makeItem(product.id, 2, { seatsTaken: 2, state: 'full' });
    const promo = await makePromo(product.id, 3);
    const order = await makeOrder(product.id, {
      productDiscountId: promo.id,
      expiredTime: new Date(Date.now() - 1000),
    });
    const onTime = await makeOrder(product.id);
    await expireOverdueOrders(app.ordersContext);
    expect((await orderOf(order.id)).status).toBe('Expired');
    expect(await promoUsed(promo.id)).toBe(2);

    expect(await callback(order)).toEqual({ status: 200, body: { success: true } });
    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      status: 'Process',
      paidAfter: 'Expired',
      accountId: null,
      statusReason: 'Dibayar setelah pesanan kedaluwarsa; Stok akun habis, menunggu admin',
    });
    expect(after.paidAt).not.toBeNull();
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Pembayaran Terlambat Diterima'));
    expect(notice).toMatchObject({ userId: budi.id, orderId: order.id });
    expect(notice!.content).toContain('setelah pesanan kedaluwarsa');

    // The admin's list: the late payment with its reason, alone under the filter.
    await callback(onTime);
    const late = await asAdmin('GET', '/api/admin/orders?latePayment=true&search=Spotify');
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data).toHaveLength(1);
    expect(late.body.data[0]).toMatchObject({
      _id: order.id,
      status: 'Process',
      paidAfter: 'Expired',
      statusReason: after.statusReason,
    });
    const all = await asAdmin('GET', '/api/admin/orders?search=Spotify');
    expect(
      all.body.data.map((row: { _id: string; paidAfter: string | null }) => [row._id, row.paidAfter]),
    ).toEqual([
      [onTime.id, null],
      [order.id, 'Expired'],
    ]);
    const everyLate = await asAdmin('GET', '/api/admin/orders?latePayment=true&limit=100');
    expect(everyLate.body.data.every((row: { paidAfter: string | null }) => row.paidAfter !== null)).toBe(
      true,
    );
    expect((await asAdmin('GET', '/api/admin/orders?latePayment=yes')).status).toBe(400);

    // Refunding it gives nothing back a second time: its promo slot went back when it expired.
    const refund = await asAdmin('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Stok habis' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'Canceled', paidAfter: 'Expired' });
    expect(await promoUsed(promo.id)).toBe(2);
  });
});
