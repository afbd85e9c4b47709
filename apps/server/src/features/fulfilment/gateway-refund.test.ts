import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tripayTestApp } from '../../../test/tripay-app';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { productDiscounts, vouchers } from '../../db/schema/catalogue';
import { notifications } from '../../db/schema/engagement';
import { liveEvents } from '../../db/schema/live-events';
import { auditLogs, gatewayEvents, outbox } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import { addDays } from '@premium-shop/domain/dates';
import { GATEWAY_REFUND_REASON, REFUND_FOLLOWER_REASON } from './gateway-refund';

// Tripay's REFUND (docs/decisions/046), sent signed over HTTP by the fake Tripay to the listening
// app, as https://tripay.co.id/developer?tab=callback documents a callback.
const { app, db, tokens, tripay, callbackUrl } = await tripayTestApp();

const shop = await catalogueFixtures(db, { category: { name: 'Video' }, packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const netflix = await shop.makeProduct({ name: 'Netflix', adminFee: '2000' });
await shop.makeVariant(netflix.id, SHARING);
const netflixItem = await shop.makeItem(netflix.id, 5, {
  name: 'Netflix A',
  email: 'netflix.a@premiumshop.id',
});
// Made by hand: once paid, an order waits for the admin (Process).
const office = await shop.makeProduct({ name: 'Microsoft 365', adminFee: '2000', type: 'Invite Email' });
await shop.makeVariant(office.id, SHARING);

// Sold before its group is full: a paid preorder waits in the forming group.
const spotify = await shop.makeProduct({
  name: 'Spotify Family',
  adminFee: '2000',
  method: 'Preorder',
  slot: 4,
});
await shop.makeVariant(spotify.id, SHARING);

const admin = await signedInAdmin(db, tokens, 'Admin Refund');

const OK = { status: 200, body: '{"success":true}' };

async function customer() {
  return signedInCustomer(db, tokens, `Pembeli ${randomUUID().slice(0, 6)}`);
}

async function placeOrder(token: string, productId = netflix.id, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization: `Bearer ${token}` },
    payload: checkoutBody(productId, SHARING, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderRow(response.json().data._id as string);
}

async function orderRow(id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

async function seatRow(id: string) {
  const [seat] = await db.select().from(accounts).where(eq(accounts.id, id));
  return seat!;
}

async function seatsTaken(itemId: string) {
  const [item] = await db.select().from(productItems).where(eq(productItems.id, itemId));
  return item!.seatsTaken;
}

/** Everything a refund writes for the order: audit entries, notifications, WhatsApp messages, admin events. */
async function traces(orderId: string, invoice: string, userId: string) {
  const audit = await db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'payment.refund'), eq(auditLogs.entityId, orderId)));
  const customerNotes = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Dana Dikembalikan')));
  const adminNotes = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, admin.user.id), eq(notifications.title, 'Dana Dikembalikan oleh Tripay')),
    );
  const whatsApp = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.channel, 'whatsapp')));
  const adminEvents = (
    await db.select().from(liveEvents).where(eq(liveEvents.type, 'admin.payment.refunded'))
  ).filter((event) => (event.payload as { invoice: string }).invoice === invoice);
  return {
    audit,
    customerNotes,
    adminNotes: adminNotes.filter((note) => note.shortDescription?.endsWith(invoice)),
    refundWhatsApp: whatsApp.filter((message) => message.body.includes('Dana Dikembalikan')),
    adminEvents,
  };
}

async function getAsCustomer(token: string, invoice: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/${invoice}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    account: { email: string | null; status: string } | null;
    refunded?: boolean;
  };
}

describe('a Tripay REFUND of a delivered order', () => {
  it('cancels the order, takes the seat and its credentials back, frees its place, audits, alerts every admin and tells the customer', async () => {
    const { user, token } = await customer();
    const placed = await placeOrder(token);
    expect(await tripay.pay(callbackUrl, placed.reference!)).toMatchObject({ httpStatus: 200 });
    const paid = await orderRow(placed.id);
    expect(paid.status).toBe('Paid');
    expect((await getAsCustomer(token, paid.invoice)).account?.email).toBe('netflix.a@premiumshop.id');
    const takenBefore = await seatsTaken(netflixItem.id);

    expect(await tripay.refund(callbackUrl, paid.reference!)).toMatchObject({
      httpStatus: 200,
      body: '{"success":true}',
    });

    const after = await orderRow(paid.id);
    expect(after).toMatchObject({ status: 'Canceled', statusReason: GATEWAY_REFUND_REASON });
    expect(after.statusReason!.startsWith('Dana dikembalikan:')).toBe(true);
    expect((await seatRow(paid.accountId!)).status).toBe('Nonaktif');
    expect(await seatsTaken(netflixItem.id)).toBe(takenBefore - 1);
    const seen = await getAsCustomer(token, paid.invoice);
    expect(seen.status).toBe('Canceled');
    expect(seen.refunded).toBe(true);
    expect(seen.account?.email ?? null).toBeNull();

    const written = await traces(paid.id, paid.invoice, user.id);
    expect(written.audit).toHaveLength(1);
    expect(written.audit[0]).toMatchObject({ actorId: null, entity: 'order' });
    expect(written.audit[0]!.before).toMatchObject({ status: 'Paid' });
    expect(written.audit[0]!.after).toMatchObject({
      status: 'Canceled',
      reference: paid.reference,
      amount: paid.total,
      seat: { kind: 'revoked', seatId: paid.accountId },
    });
    expect(written.adminEvents).toHaveLength(1);
    expect(written.adminEvents[0]).toMatchObject({ forAdmins: true, userId: null });
    expect(written.adminEvents[0]!.payload).toEqual({
      orderId: paid.id,
      invoice: paid.invoice,
      amount: paid.total,
      status: 'Canceled',
    });
    expect(written.adminNotes).toHaveLength(1);
    expect(written.customerNotes).toHaveLength(1);
    expect(written.customerNotes[0]!.content).toContain('akses akunnya dihentikan');
    expect(written.refundWhatsApp).toHaveLength(1);
    const [changed] = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, user.id), eq(liveEvents.type, 'order.changed')))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(changed!.payload).toMatchObject({ invoice: paid.invoice, status: 'Canceled', cause: 'refunded' });
  });

  it('changes nothing more when the REFUND comes again', async () => {
    const { user, token } = await customer();
    const placed = await placeOrder(token);
    await tripay.pay(callbackUrl, placed.reference!);
    await tripay.refund(callbackUrl, placed.reference!);
    const once = await orderRow(placed.id);
    const takenOnce = await seatsTaken(netflixItem.id);
    const written = await traces(placed.id, placed.invoice, user.id);

    expect(await tripay.sendCallback(callbackUrl, placed.reference!, 'REFUND')).toEqual(OK);
    expect(await tripay.sendCallback(callbackUrl, placed.reference!, 'REFUND')).toEqual(OK);

    expect(await orderRow(placed.id)).toEqual(once);
    expect(await seatsTaken(netflixItem.id)).toBe(takenOnce);
    const again = await traces(placed.id, placed.invoice, user.id);
    expect(again.audit).toHaveLength(written.audit.length);
    expect(again.customerNotes).toHaveLength(1);
    expect(again.adminNotes).toHaveLength(1);
    expect(again.refundWhatsApp).toHaveLength(1);
    expect(again.adminEvents).toHaveLength(1);
    const stored = await db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.reference, placed.reference!));
    expect(stored.filter((event) => event.status === 'REFUND' && event.dedupeKey !== null)).toHaveLength(1);
  });

  it('gives the voucher use back with the cancellation', async () => {
    const [voucher] = await db
      .insert(vouchers)
      .values({ code: `R${randomUUID().slice(0, 8).toUpperCase()}`, type: 'flat', value: 1_000 })
      .returning();
    const { token } = await customer();
    const placed = await placeOrder(token, netflix.id, { voucher: voucher!.id });
    expect(placed.voucherId).toBe(voucher!.id);
    await tripay.pay(callbackUrl, placed.reference!);
    const usedPaid = (await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.used;
    expect(usedPaid).toBe(1);
    await tripay.refund(callbackUrl, placed.reference!);
    expect((await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.used).toBe(0);
  });

  it("gives the promo's slot back with the cancellation, so the promo sells it again", async () => {
    const disney = await shop.makeProduct({ name: 'Disney+ Promo', adminFee: '2000' });
    await shop.makeVariant(disney.id, SHARING);
    await shop.makeItem(disney.id, 5, { name: 'Disney A' });
    const [promo] = await db
      .insert(productDiscounts)
      .values({ productId: disney.id, duration: 30, value: '10%', slot: 1 })
      .returning();
    const { token } = await customer();
    const placed = await placeOrder(token, disney.id);
    expect(placed.productDiscountId).toBe(promo!.id);
    await tripay.pay(callbackUrl, placed.reference!);
    const usedOf = async () =>
      (await db.select().from(productDiscounts).where(eq(productDiscounts.id, promo!.id)))[0]!.used;
    expect(await usedOf()).toBe(1);

    await tripay.refund(callbackUrl, placed.reference!);

    expect(await usedOf()).toBe(0);
    const next = await customer();
    expect((await placeOrder(next.token, disney.id)).productDiscountId).toBe(promo!.id);
  });

  it('gives nothing back again for a late payment, whose voucher use went back when it was canceled', async () => {
    const [voucher] = await db
      .insert(vouchers)
      .values({ code: `L${randomUUID().slice(0, 8).toUpperCase()}`, type: 'flat', value: 1_000 })
      .returning();
    const usedOf = async () =>
      (await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.used;
    const { token } = await customer();
    const placed = await placeOrder(token, netflix.id, { voucher: voucher!.id });
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/payments/cancel/${placed.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await usedOf()).toBe(0);
    // Another buyer takes the use the canceled order gave back.
    const other = await customer();
    await placeOrder(other.token, netflix.id, { voucher: voucher!.id });
    expect(await usedOf()).toBe(1);
    await tripay.pay(callbackUrl, placed.reference!);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'Paid', paidAfter: 'Canceled' });

    await tripay.refund(callbackUrl, placed.reference!);

    expect(await orderRow(placed.id)).toMatchObject({
      status: 'Canceled',
      statusReason: GATEWAY_REFUND_REASON,
    });
    expect(await usedOf()).toBe(1);
  });

  it("takes back only a renewal's days while the seat keeps time left, and the seat stays Aktif", async () => {
    const { user, token } = await customer();
    const placed = await placeOrder(token);
    await tripay.pay(callbackUrl, placed.reference!);
    const bought = await orderRow(placed.id);
    const expireBefore = (await seatRow(bought.accountId!)).expireAt!;
    const renewal = await placeOrder(token, netflix.id, { account: bought.accountId });
    expect(renewal.kind).toBe('renewal');
    await tripay.pay(callbackUrl, renewal.reference!);
    const renewed = await seatRow(bought.accountId!);
    expect(renewed.expireAt!.getTime()).toBe(addDays(expireBefore, 30).getTime());

    expect(await tripay.refund(callbackUrl, renewal.reference!)).toMatchObject({ httpStatus: 200 });

    expect(await orderRow(renewal.id)).toMatchObject({
      status: 'Canceled',
      statusReason: GATEWAY_REFUND_REASON,
    });
    const seat = await seatRow(bought.accountId!);
    expect(seat.status).toBe('Aktif');
    expect(seat.expireAt!.getTime()).toBe(expireBefore.getTime());
    expect(await orderRow(bought.id)).toMatchObject({ status: 'Paid', nextBillingAt: expireBefore });
    const written = await traces(renewal.id, renewal.invoice, user.id);
    expect(written.customerNotes[0]!.content).toContain('Perpanjangan dibatalkan');
  });

  it("ends the seat when the purchase that bought it is refunded, and the seat's renewal follows it to Nonaktif", async () => {
    const { token } = await customer();
    const placed = await placeOrder(token);
    await tripay.pay(callbackUrl, placed.reference!);
    const bought = await orderRow(placed.id);
    const renewal = await placeOrder(token, netflix.id, { account: bought.accountId });
    await tripay.pay(callbackUrl, renewal.reference!);

    await tripay.refund(callbackUrl, bought.reference!);

    expect((await orderRow(bought.id)).status).toBe('Canceled');
    expect((await seatRow(bought.accountId!)).status).toBe('Nonaktif');
    expect(await orderRow(renewal.id)).toMatchObject({
      status: 'Nonaktif',
      statusReason: REFUND_FOLLOWER_REASON,
    });
  });
});

describe('a Tripay REFUND of an order not delivered', () => {
  it('cancels an order waiting for the admin (Process), and the count of waiting orders goes down', async () => {
    const { token } = await customer();
    const placed = await placeOrder(token, office.id, {
      email: 'budi.refund',
      domain: 'contoso.onmicrosoft.com',
    });
    await tripay.pay(callbackUrl, placed.reference!);
    expect((await orderRow(placed.id)).status).toBe('Process');

    await tripay.refund(callbackUrl, placed.reference!);

    expect(await orderRow(placed.id)).toMatchObject({
      status: 'Canceled',
      statusReason: GATEWAY_REFUND_REASON,
    });
    const handled = (
      await db.select().from(liveEvents).where(eq(liveEvents.type, 'admin.order.handled'))
    ).filter((event) => (event.payload as { invoice: string }).invoice === placed.invoice);
    expect(handled).toHaveLength(1);
    expect(handled[0]!.payload).toMatchObject({ status: 'Canceled' });
  });

  it('takes a paid preorder out of its forming group, whose place opens again', async () => {
    const { token } = await customer();
    const placed = await placeOrder(token, spotify.id, { status: 'Preorder' });
    await tripay.pay(callbackUrl, placed.reference!);
    const waiting = await orderRow(placed.id);
    expect(waiting.status).toBe('Preorder');
    const groupId = waiting.productItemId!;
    const takenBefore = await seatsTaken(groupId);

    await tripay.refund(callbackUrl, placed.reference!);

    expect(await orderRow(placed.id)).toMatchObject({
      status: 'Canceled',
      statusReason: GATEWAY_REFUND_REASON,
      productItemId: null,
    });
    expect(await seatsTaken(groupId)).toBe(takenBefore - 1);
  });

  it('records a REFUND for an order the shop never saw paid (its PAID callbacks were lost), alerts the admin, and changes no order', async () => {
    const { user, token } = await customer();
    const placed = await placeOrder(token);
    tripay.markPaid(placed.reference!);

    expect(await tripay.refund(callbackUrl, placed.reference!)).toMatchObject({
      httpStatus: 200,
      body: '{"success":true}',
    });

    expect(await orderRow(placed.id)).toEqual(placed);
    const written = await traces(placed.id, placed.invoice, user.id);
    expect(written.audit).toHaveLength(1);
    expect(written.audit[0]!.after).toMatchObject({ applied: false, status: 'Pending' });
    expect(written.adminEvents).toHaveLength(1);
    expect(written.adminNotes).toHaveLength(1);
    expect(written.adminNotes[0]!.content).toContain('belum tercatat dibayar');
    expect(written.customerNotes).toHaveLength(0);
    expect(written.refundWhatsApp).toHaveLength(0);
    const [stored] = await db
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.reference, placed.reference!), eq(gatewayEvents.status, 'REFUND')));
    expect(stored!.error).toContain('unpaid');
  });

  it('answers a REFUND of an unknown transaction as any unknown callback (200, success false), stored with its error, never 500', async () => {
    const { token } = await customer();
    const placed = await placeOrder(token);
    tripay.markPaid(placed.reference!);
    await db
      .update(orders)
      .set({ reference: null, invoice: `GONE-${randomUUID().slice(0, 8)}` })
      .where(eq(orders.id, placed.id));

    const answer = await tripay.sendCallback(callbackUrl, placed.reference!, 'REFUND');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Transaksi tidak ditemukan' });
    const stored = await db
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.reference, placed.reference!), inArray(gatewayEvents.status, ['REFUND'])));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.error).toBe('unknown reference');
  });
});

describe('the fake Tripay', () => {
  it('refunds only a paid transaction', async () => {
    const { token } = await customer();
    const placed = await placeOrder(token);
    await expect(tripay.refund(callbackUrl, placed.reference!)).rejects.toThrow(/only a PAID/);
    expect((await orderRow(placed.id)).status).toBe('Pending');
  });
});
