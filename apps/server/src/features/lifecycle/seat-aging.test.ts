import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type SeatFields } from '../../../test/catalogue-fixtures';
import { insertCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { postSandboxCallback } from '../../../test/sandbox-callback';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { runAccountLifecycle } from './seat-aging.service';

const { app, db } = await createTestApp({ GRACE_DAYS: '3' });
const DAY = 24 * 60 * 60 * 1000;
const ctx = { db, graceDays: 3 };

await db.insert(notificationCategories).values([
  { name: 'Akun', icon: 'akun.svg' },
  { name: 'Pesanan', icon: 'bag.svg' },
]);
const shop = await catalogueFixtures(db, {
  category: { name: 'Musik' },
  packages: ['Sharing'],
  invoicePrefix: 'INV-LC',
});

function makeProduct() {
  return shop.makeProduct({ name: `Spotify ${randomUUID().slice(0, 6)}`, slot: 2 });
}

function makeItem(productId: string, seatsTaken: number) {
  return shop.makeItem(productId, 2, {
    name: `Grup ${randomUUID().slice(0, 4)}`,
    seatsTaken,
    state: seatsTaken >= 2 ? 'full' : 'active',
  });
}

/** A delivered seat and the paid order that delivered it. */
async function makeSeat(userId: string, productId: string, itemId: string, fields: SeatFields) {
  const seat = await shop.makeSeat({ id: itemId, productId }, userId, fields);
  const order = await shop.makeOrder(userId, productId, {
    price: 20_000,
    admin: 0,
    total: 20_000,
    status: fields.status === 'Tenggang' ? 'Tenggang' : 'Paid',
    paidAt: new Date(Date.now() - 40 * DAY),
    accountId: seat.id,
    productItemId: itemId,
    nextBillingAt: fields.expireAt ?? null,
    reference: null,
    expiredTime: null,
  });
  return { seat, order };
}

const { seatOf } = rowReaders(db);

async function orderStatus(id: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return order!.status;
}

async function messagesOf(userId: string, phone: string) {
  const inbox = await db
    .select({ title: notifications.title, orderId: notifications.orderId })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const whatsapp = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.recipient, phone)));
  return { titles: inbox.map((row) => row.title).sort(), whatsapp: whatsapp.map((row) => row.body) };
}

async function customerWithPhone() {
  const user = await insertCustomer(db);
  const phone = `+62812${randomBytes(4).readUInt32BE(0) % 10_000_000}`;
  // Each customer gets a number of their own, so the outbox rows can be told apart.
  await db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, phone };
}

describe('the account lifecycle job', () => {
  it('reminds 3 days before, starts the grace period, then ends the seat and frees its place', async () => {
    const now = new Date();
    const customer = await customerWithPhone();
    const product = await makeProduct();
    const item = await makeItem(product.id, 2);
    const soon = await makeSeat(customer.id, product.id, item.id, {
      expireAt: new Date(now.getTime() + 2 * DAY),
    });
    const later = await makeSeat(customer.id, product.id, item.id, {
      expireAt: new Date(now.getTime() + 10 * DAY),
    });

    // Two days before expiry: one reminder, nothing else moves.
    expect(await runAccountLifecycle(ctx, now)).toEqual({ reminded: 1, graced: 0, ended: 0 });
    expect((await seatOf(soon.seat.id)).expiryRemindedAt).not.toBeNull();
    expect((await seatOf(later.seat.id)).expiryRemindedAt).toBeNull();
    let messages = await messagesOf(customer.id, customer.phone);
    expect(messages.titles).toEqual(['Akun Segera Berakhir']);
    expect(messages.whatsapp[0]).toContain(soon.order.invoice);

    // A second pass at the same moment sends nothing again.
    expect(await runAccountLifecycle(ctx, now)).toEqual({ reminded: 0, graced: 0, ended: 0 });

    // Past expiry: Tenggang until expiry + 3 days, the order shows Tenggang too.
    const afterExpiry = new Date(now.getTime() + 2 * DAY + 60_000);
    expect(await runAccountLifecycle(ctx, afterExpiry)).toMatchObject({ graced: 1, ended: 0 });
    const graced = await seatOf(soon.seat.id);
    expect(graced.status).toBe('Tenggang');
    expect(graced.graceEndsAt!.getTime()).toBe(soon.seat.expireAt!.getTime() + 3 * DAY);
    expect(await orderStatus(soon.order.id)).toBe('Tenggang');
    expect((await db.select().from(productItems).where(eq(productItems.id, item.id)))[0]!.seatsTaken).toBe(2);

    // Grace over: Habis, the group has a free place again and is no longer full.
    const afterGrace = new Date(graced.graceEndsAt!.getTime() + 60_000);
    expect(await runAccountLifecycle(ctx, afterGrace)).toMatchObject({ ended: 1 });
    expect((await seatOf(soon.seat.id)).status).toBe('Habis');
    expect(await orderStatus(soon.order.id)).toBe('Habis');
    const [freed] = await db.select().from(productItems).where(eq(productItems.id, item.id));
    expect(freed).toMatchObject({ seatsTaken: 1, state: 'active' });

    messages = await messagesOf(customer.id, customer.phone);
    expect(messages.titles).toEqual(['Akun Segera Berakhir', 'Langganan Berakhir', 'Masa Tenggang Dimulai']);
    expect(messages.whatsapp).toHaveLength(3);
    // The later seat is still more than 3 days from its expiry: untouched.
    expect(await seatOf(later.seat.id)).toMatchObject({ status: 'Aktif', expiryRemindedAt: null });
  });

  it('takes a seat whose expiry and grace both passed while the shop was down straight to Habis', async () => {
    const customer = await customerWithPhone();
    const product = await makeProduct();
    const item = await makeItem(product.id, 1);
    const { seat, order } = await makeSeat(customer.id, product.id, item.id, {
      expireAt: new Date(Date.now() - 10 * DAY),
    });
    expect(await runAccountLifecycle(ctx)).toMatchObject({ graced: 1, ended: 1 });
    expect((await seatOf(seat.id)).status).toBe('Habis');
    expect(await orderStatus(order.id)).toBe('Habis');
    expect((await messagesOf(customer.id, customer.phone)).titles).toEqual([
      'Langganan Berakhir',
      'Masa Tenggang Dimulai',
    ]);
  });

  it('never touches lifetime or deactivated seats', async () => {
    const customer = await customerWithPhone();
    const product = await makeProduct();
    const item = await makeItem(product.id, 2);
    const lifetime = await makeSeat(customer.id, product.id, item.id, { duration: 0, expireAt: null });
    const off = await makeSeat(customer.id, product.id, item.id, {
      status: 'Nonaktif',
      expireAt: new Date(Date.now() - 30 * DAY),
    });
    await runAccountLifecycle(ctx);
    expect((await seatOf(lifetime.seat.id)).status).toBe('Aktif');
    expect((await seatOf(off.seat.id)).status).toBe('Nonaktif');
    expect((await messagesOf(customer.id, customer.phone)).titles).toEqual([]);
  });

  it('moves and messages each seat once when several processes run the job at the same moment', async () => {
    const customer = await customerWithPhone();
    const product = await makeProduct();
    const seats = [];
    for (let index = 0; index < 6; index += 1) {
      const item = await makeItem(product.id, 1);
      seats.push(
        await makeSeat(customer.id, product.id, item.id, { expireAt: new Date(Date.now() - 10 * DAY) }),
      );
    }
    const reports = await Promise.all([
      runAccountLifecycle(ctx),
      runAccountLifecycle(ctx),
      runAccountLifecycle(ctx),
    ]);
    expect(reports.reduce((sum, report) => sum + report.ended, 0)).toBe(6);
    const ended = await db
      .select()
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          seats.map((entry) => entry.seat.id),
        ),
      );
    expect(ended.every((seat) => seat.status === 'Habis')).toBe(true);
    const { titles, whatsapp } = await messagesOf(customer.id, customer.phone);
    expect(titles.filter((title) => title === 'Langganan Berakhir')).toHaveLength(6);
    expect(titles.filter((title) => title === 'Masa Tenggang Dimulai')).toHaveLength(6);
    expect(whatsapp).toHaveLength(12);
  });

  it('brings a renewed seat and its earlier orders back, ready for a new reminder', async () => {
    const customer = await customerWithPhone();
    const product = await makeProduct();
    const item = await makeItem(product.id, 1);
    const { seat, order } = await makeSeat(customer.id, product.id, item.id, {
      expireAt: new Date(Date.now() - DAY),
    });
    await runAccountLifecycle(ctx);
    expect((await seatOf(seat.id)).status).toBe('Tenggang');
    await db.update(accounts).set({ expiryRemindedAt: new Date() }).where(eq(accounts.id, seat.id));

    const renewal = await shop.makeOrder(customer.id, product.id, {
      kind: 'renewal',
      accountId: seat.id,
      price: 20_000,
      admin: 0,
      total: 20_000,
    });
    const answer = await postSandboxCallback(app, renewal, 'PAID');
    expect(answer.body).toEqual({ success: true });

    const renewed = await seatOf(seat.id);
    expect(renewed).toMatchObject({ status: 'Aktif', graceEndsAt: null, expiryRemindedAt: null });
    const [first] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(first).toMatchObject({ status: 'Paid', nextBillingAt: renewed.expireAt });
    expect(await orderStatus(renewal.id)).toBe('Paid');
  });
});
