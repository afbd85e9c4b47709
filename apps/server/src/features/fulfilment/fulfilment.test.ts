import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import {
  postSandboxCallback,
  signedSandboxCallback,
  type CallbackOrder,
} from '../../../test/sandbox-callback';
import { insertCustomer, tokenFor } from '../../../test/customers';
import { catalogueFixtures, checkoutBody, type OrderFields } from '../../../test/catalogue-fixtures';
import { productDiscounts, vouchers } from '../../db/schema/catalogue';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { gatewayEvents, outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts } from '../../db/schema/stock';
import type { GatewayStatus } from '../../platform/payments/gateway';
import { SandboxGateway } from '../../platform/payments/sandbox';
import { expireOverdueOrders, reconcileUnpaidOrders } from './fulfilment.service';

const { app, db, tokens } = await createTestApp({ PUBLIC_URL: 'https://toko.example' });
const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Fixtures

await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db);
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');
const { makeProduct, makeItem } = shop;

const budi = await insertCustomer(db);

function makeOrder(productId: string, fields: OrderFields = {}) {
  return shop.makeOrder(budi.id, productId, fields);
}

const { orderOf, itemOf } = rowReaders(db);

function callback(order: CallbackOrder, status: GatewayStatus, amount = order.total) {
  return postSandboxCallback(app, order, status, amount);
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/payments/callback', () => {
  it('delivers a seat on PAID: order Paid, seat Aktif, event stored, notification and WhatsApp queued', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const order = await makeOrder(product.id);

    expect(await callback(order, 'PAID')).toEqual({ status: 200, body: { success: true } });

    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: 'Paid', productItemId: item.id });
    expect(paid.paidAt).not.toBeNull();
    const [seat] = await db.select().from(accounts).where(eq(accounts.id, paid.accountId!));
    expect(seat).toMatchObject({ userId: budi.id, productItemId: item.id, status: 'Aktif', duration: 30 });
    const expiresIn = seat!.expireAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY);
    expect(paid.nextBillingAt).toEqual(seat!.expireAt);
    expect((await itemOf(item.id)).seatsTaken).toBe(1);

    const events = await db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, order.reference!));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'sandbox', status: 'PAID', error: null });
    expect(events[0]!.processedAt).not.toBeNull();
    const notes = await db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes.map((note) => note.title)).toEqual(['Pembayaran Berhasil']);
    expect(notes[0]!.categoryId).not.toBeNull();
    const messages = await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
    expect(messages.some((message) => message.body.includes(order.invoice))).toBe(true);

    // The order now answers with its seat through the payments API.
    const token = await tokenFor(db, tokens, budi.id);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/payments/${order.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json().data).toMatchObject({ status: 'Paid', account: { _id: seat!.id, status: 'Aktif' } });
  });

  it('applies a duplicate callback once', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const order = await makeOrder(product.id);
    const answers = await Promise.all([callback(order, 'PAID'), callback(order, 'PAID')]);
    answers.push(await callback(order, 'PAID'));
    expect(answers.every((answer) => answer.status === 200 && answer.body.success)).toBe(true);
    expect((await itemOf(item.id)).seatsTaken).toBe(1);
    const [seats] = await db
      .select({ total: count() })
      .from(accounts)
      .where(eq(accounts.productItemId, item.id));
    expect(seats!.total).toBe(1);
    const [events] = await db
      .select({ total: count() })
      .from(gatewayEvents)
      .where(eq(gatewayEvents.reference, order.reference!));
    expect(events!.total).toBe(1);
  });

  it('keeps a paid order Paid when EXPIRED or FAILED comes after PAID', async () => {
    const product = await makeProduct();
    await makeItem(product.id, 5);
    const order = await makeOrder(product.id);
    await callback(order, 'PAID');
    expect((await callback(order, 'EXPIRED')).body.success).toBe(true);
    expect((await callback(order, 'FAILED')).body.success).toBe(true);
    expect((await orderOf(order.id)).status).toBe('Paid');
  });

  it('refuses a forged or malformed callback with 400 and changes and stores nothing', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const order = await makeOrder(product.id);
    const { rawBody, headers } = signedSandboxCallback(app, order, 'PAID');
    const tampered = Buffer.from(rawBody.toString('utf8').replace('"QRIS"', '"OVO"'));
    const forged = new SandboxGateway({
      secret: 'not-the-key',
      lookup: () => Promise.resolve(null),
    }).signCallback(JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>);
    for (const attempt of [
      { headers, payload: tampered },
      { headers: forged.headers, payload: forged.rawBody },
      { headers: { 'content-type': 'application/json' }, payload: rawBody },
      { headers: { ...headers, 'content-type': 'text/plain' }, payload: Buffer.from('{') },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/payments/callback', ...attempt });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Invalid signature' });
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'Pending', paidAt: null });
    expect((await itemOf(item.id)).seatsTaken).toBe(0);
    const stored = await db.select().from(gatewayEvents).where(eq(gatewayEvents.reference, order.reference!));
    expect(stored).toHaveLength(0);
  });

  it('changes nothing when the amount paid differs from the total, and records the error', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5);
    const order = await makeOrder(product.id);
    expect(await callback(order, 'PAID', order.total - 1)).toEqual({
      status: 200,
      body: { success: false, message: 'Jumlah pembayaran tidak sesuai' },
    });
    expect(await orderOf(order.id)).toMatchObject({ status: 'Pending', paidAt: null });
    expect((await itemOf(item.id)).seatsTaken).toBe(0);
    const [event] = await db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.reference, order.reference!));
    expect(event!.error).toContain('amount');
  });

  it('answers an unknown reference 200 with success false', async () => {
    const answer = await callback({ reference: 'SBX-UNKNOWN', invoice: 'INV-NONE', total: 1000 }, 'PAID');
    expect(answer).toEqual({ status: 200, body: { success: false, message: 'Transaksi tidak ditemukan' } });
  });

  it('finds an order whose reference was never stored by its invoice', async () => {
    const product = await makeProduct();
    await makeItem(product.id, 5);
    const order = await makeOrder(product.id, { reference: null });
    const answer = await callback({ ...order, reference: 'SBX-LATE-REFERENCE' }, 'PAID');
    expect(answer.body.success).toBe(true);
    expect(await orderOf(order.id)).toMatchObject({ status: 'Paid', reference: 'SBX-LATE-REFERENCE' });
  });

  it('expires or cancels an unpaid order on EXPIRED or FAILED and gives its promo slot back', async () => {
    const product = await makeProduct();
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: product.id, duration: 30, value: '10%', slot: 5, used: 2 })
      .returning();
    const expiring = await makeOrder(product.id, { productDiscountId: promo!.id });
    const failing = await makeOrder(product.id, { productDiscountId: promo!.id });
    await callback(expiring, 'EXPIRED');
    await callback(failing, 'FAILED');
    expect((await orderOf(expiring.id)).status).toBe('Expired');
    expect((await orderOf(failing.id)).status).toBe('Canceled');
    const [after] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id));
    expect(after!.used).toBe(0);
  });

  // A PAID for a Canceled or Expired order (a late payment): late-orders.test.ts.
});

describe('fulfilment on payment', () => {
  it('gives 5 free seats to exactly 5 of 200 simultaneous payments; the rest go to Process', async () => {
    const product = await makeProduct();
    const items = [await makeItem(product.id, 3), await makeItem(product.id, 2)];
    await makeItem(product.id, 4, { packageId: HOST }); // another package: never used here
    const placed = await Promise.all(Array.from({ length: 200 }, () => makeOrder(product.id)));

    const answers = await Promise.all(placed.map((order) => callback(order, 'PAID')));
    // Like Tripay, resend what was not answered 200 (a busy test machine can run out of pooled
    // connections); a resent callback that was applied is a duplicate and changes nothing.
    const unanswered = placed.filter((_, index) => answers[index]!.status !== 200);
    const resent = await Promise.all(unanswered.map((order) => callback(order, 'PAID')));
    expect(resent.filter((answer) => answer.status !== 200)).toEqual([]);
    expect([...answers, ...resent].filter((answer) => answer.status === 200 && !answer.body.success)).toEqual(
      [],
    );

    const rows = await db.select().from(orders).where(eq(orders.productId, product.id));
    const withStatus = (status: string) => rows.filter((row) => row.status === status).length;
    expect([withStatus('Paid'), withStatus('Process')]).toEqual([5, 195]);
    for (const item of items) {
      const after = await itemOf(item.id);
      expect(after.seatsTaken).toBe(after.slot);
      expect(after.state).toBe('full');
    }
    const seats = await db.select().from(accounts).where(eq(accounts.productId, product.id));
    expect(seats).toHaveLength(5);
    for (const item of items) {
      expect(seats.filter((seat) => seat.productItemId === item.id)).toHaveLength(item.slot);
    }
  });

  it.each([
    { name: 'a manual type', product: { type: 'Invite Email' as const }, packageId: SHARING },
    { name: 'a Host package', product: {}, packageId: HOST },
  ])('sends $name to Process', async ({ product: fields, packageId }) => {
    const product = await makeProduct(fields);
    await makeItem(product.id, 5, { packageId });
    const order = await makeOrder(product.id, { packageId });
    await callback(order, 'PAID');
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'Process', accountId: null });
    expect(after.paidAt).not.toBeNull();
  });

  it('extends the same seat on a renewal from its current expiry', async () => {
    const product = await makeProduct();
    const item = await makeItem(product.id, 5, { seatsTaken: 1 });
    const expireAt = new Date(Date.now() + 5 * DAY);
    const seat = await shop.makeSeat(item, budi.id, { expireAt });
    const order = await makeOrder(product.id, { kind: 'renewal', accountId: seat.id, duration: 90 });
    await callback(order, 'PAID');
    const [after] = await db.select().from(accounts).where(eq(accounts.id, seat.id));
    expect(after!.expireAt!.getTime()).toBe(expireAt.getTime() + 90 * DAY);
    expect(after!.status).toBe('Aktif');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Paid',
      accountId: seat.id,
      nextBillingAt: after!.expireAt,
    });
    expect((await itemOf(item.id)).seatsTaken).toBe(1);

    // A seat in grace renews from now, not from its past expiry.
    await db
      .update(accounts)
      .set({ status: 'Tenggang', expireAt: new Date(Date.now() - DAY) })
      .where(eq(accounts.id, seat.id));
    const second = await makeOrder(product.id, { kind: 'renewal', accountId: seat.id, duration: 30 });
    await callback(second, 'PAID');
    const [renewed] = await db.select().from(accounts).where(eq(accounts.id, seat.id));
    expect(renewed!.status).toBe('Aktif');
    expect(Math.abs(renewed!.expireAt!.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it('keeps paid preorders waiting in their group and moves them all to Process when it fills', async () => {
    const product = await makeProduct({ method: 'Preorder', slot: 3 });
    const placed = await Promise.all(
      Array.from({ length: 3 }, () => makeOrder(product.id, { status: 'Preorder' })),
    );
    await callback(placed[0]!, 'PAID');
    await callback(placed[1]!, 'PAID');
    const waiting = await orderOf(placed[0]!.id);
    expect(waiting.status).toBe('Preorder');
    expect(waiting.paidAt).not.toBeNull();
    const group = await itemOf(waiting.productItemId!);
    expect(group).toMatchObject({ state: 'forming', seatsTaken: 2, slot: 3 });

    await callback(placed[2]!, 'PAID');
    const after = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(after.map((order) => [order.status, order.productItemId])).toEqual(
      placed.map(() => ['Process', group.id]),
    );
    expect((await itemOf(group.id)).state).toBe('full');
    const full = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.productId, product.id), eq(notifications.title, 'Grup Preorder Penuh')));
    expect(full).toHaveLength(3);
  });

  it('pays and delivers a free order when it is created', async () => {
    const product = await makeProduct();
    await shop.makeVariant(product.id, SHARING);
    await makeItem(product.id, 5);
    const [voucher] = await db
      .insert(vouchers)
      .values({ code: 'GRATIS100', type: 'percent', value: 100 })
      .returning();
    const token = await tokenFor(db, tokens, budi.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { authorization: `Bearer ${token}` },
      payload: checkoutBody(product.id, SHARING, { adminFee: 0, voucher: voucher!.id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ total: 0, status: 'Paid', checkout_url: null });
    expect(response.json().data.account).not.toBeNull();
  });
});

describe('the expiry job', () => {
  it('expires unpaid orders past their deadline and gives their promo slot back', async () => {
    const product = await makeProduct();
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: product.id, duration: 30, value: '10%', slot: 3, used: 2 })
      .returning();
    const overdue = await makeOrder(product.id, {
      productDiscountId: promo!.id,
      expiredTime: new Date(Date.now() - 1000),
    });
    const current = await makeOrder(product.id, { productDiscountId: promo!.id });
    await expireOverdueOrders(app.ordersContext);
    expect((await orderOf(overdue.id)).status).toBe('Expired');
    expect((await orderOf(current.id)).status).toBe('Pending');
    const [after] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id));
    expect(after!.used).toBe(1);
    const notes = await db.select().from(notifications).where(eq(notifications.orderId, overdue.id));
    expect(notes.map((note) => note.title)).toEqual(['Pesanan Kedaluwarsa']);
  });

  it('never releases twice when two runs race', async () => {
    const product = await makeProduct();
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: product.id, duration: 30, value: '10%', slot: 100, used: 61 })
      .returning();
    const overdue = await Promise.all(
      Array.from({ length: 60 }, () =>
        makeOrder(product.id, { productDiscountId: promo!.id, expiredTime: new Date(Date.now() - 1000) }),
      ),
    );
    const counts = await Promise.all([
      expireOverdueOrders(app.ordersContext),
      expireOverdueOrders(app.ordersContext),
    ]);
    expect(counts[0] + counts[1]).toBe(60);
    const [after] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id));
    expect(after!.used).toBe(1);
    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          overdue.map((order) => order.id),
        ),
      );
    expect(rows.every((row) => row.status === 'Expired')).toBe(true);
  });

  it('leaves the reconciler nothing to do on the sandbox, whose state is the orders themselves', async () => {
    const product = await makeProduct();
    await makeOrder(product.id, { expiredTime: new Date(Date.now() + 5 * 60 * 1000) });
    expect(await reconcileUnpaidOrders(app.ordersContext)).toBe(0);
  });
});
