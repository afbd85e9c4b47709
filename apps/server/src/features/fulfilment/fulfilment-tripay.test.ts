import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tripayTestApp } from '../../../test/tripay-app';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { orders } from '../../db/schema/orders';
import { signCallbackBody } from '../../platform/payments/callback';
import { RECONCILE_MAX_CALLS, reconcileUnpaidOrders } from './fulfilment.service';

// Tripay's own signed callbacks, sent over HTTP by the fake Tripay to the listening app.
const { app, db, tokens, tripay, callbackUrl } = await tripayTestApp();

const shop = await catalogueFixtures(db, { category: { name: 'Video' }, packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const product = await shop.makeProduct({ name: 'Netflix', adminFee: '2000' });
await shop.makeVariant(product.id, SHARING);
await shop.makeItem(product.id, 5, { name: 'Netflix A' });

const { token } = await signedInCustomer(db, tokens, 'Budi');

async function placeOrder() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization: `Bearer ${token}` },
    payload: checkoutBody(product.id, SHARING),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, response.json().data._id as string));
  return order!;
}

async function statusOf(id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!.status;
}

describe('Tripay callbacks', () => {
  it('delivers the order on a Tripay-signed PAID callback, once', async () => {
    const order = await placeOrder();
    expect(await tripay.sendCallback(callbackUrl, order.reference!, 'PAID')).toEqual({
      status: 200,
      body: '{"success":true}',
    });
    expect(await statusOf(order.id)).toBe('Paid');
    expect((await tripay.sendCallback(callbackUrl, order.reference!, 'PAID')).status).toBe(200);
    expect((await tripay.sendCallback(callbackUrl, order.reference!, 'EXPIRED')).status).toBe(200);
    expect(await statusOf(order.id)).toBe('Paid');
  });

  it('refuses a callback signed with another key with 400', async () => {
    const order = await placeOrder();
    const { rawBody, headers } = signCallbackBody(
      { reference: order.reference, merchant_ref: order.invoice, status: 'PAID', total_amount: order.total },
      'not-the-private-key',
    );
    const response = await fetch(callbackUrl, { method: 'POST', headers, body: rawBody });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid signature' });
    expect(await statusOf(order.id)).toBe('Pending');
  });

  it('expires the order on a Tripay EXPIRED callback', async () => {
    const order = await placeOrder();
    expect((await tripay.sendCallback(callbackUrl, order.reference!, 'EXPIRED')).status).toBe(200);
    expect(await statusOf(order.id)).toBe('Expired');
  });

  it('reconciles a payment whose callback never came, near the deadline', async () => {
    const order = await placeOrder();
    tripay.markPaid(order.reference!);
    const soon = new Date(order.expiredTime!.getTime() - 5 * 60 * 1000);
    expect(await reconcileUnpaidOrders(app.ordersContext, soon)).toBe(1);
    expect(await statusOf(order.id)).toBe('Paid');
    // The callback arriving afterwards is a duplicate.
    expect((await tripay.sendCallback(callbackUrl, order.reference!, 'PAID')).body).toBe('{"success":true}');
  });

  it('reconciles a payment of an order canceled in the shop, whose Tripay transaction stayed open', async () => {
    const order = await placeOrder();
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/payments/cancel/${order.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode).toBe(200);
    tripay.markPaid(order.reference!);
    const soon = new Date(order.expiredTime!.getTime() - 5 * 60 * 1000);
    expect(await reconcileUnpaidOrders(app.ordersContext, soon)).toBe(1);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'Paid', paidAfter: 'Canceled' });
    expect(after!.accountId).not.toBeNull();
  });

  it('asks Tripay about every order near its deadline once per minute, however many instances run, at most RECONCILE_MAX_CALLS a run', async () => {
    const { user } = await signedInCustomer(db, tokens, 'Banyak Pesanan');
    const deadline = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const references = Array.from({ length: 120 }, (_, index) => `T-CLAIM-${String(index).padStart(3, '0')}`);
    for (const reference of references) {
      await shop.makeOrder(user.id, product.id, { reference, expiredTime: deadline });
    }
    const asked = () =>
      tripay.requests
        .filter(
          (request) => request.path === '/transaction/detail' && request.reference?.startsWith('T-CLAIM-'),
        )
        .map((request) => request.reference!);
    const calls = () => tripay.requests.filter((request) => request.path === '/transaction/detail').length;
    const soon = new Date(deadline.getTime() - 5 * 60 * 1000);

    // Two instances' jobs at the same moment, over more orders than one batch: each makes at most
    // RECONCILE_MAX_CALLS calls, and no order is asked about twice.
    let before = calls();
    await Promise.all([
      reconcileUnpaidOrders(app.ordersContext, soon),
      reconcileUnpaidOrders(app.ordersContext, soon),
    ]);
    expect(calls() - before).toBe(2 * RECONCILE_MAX_CALLS);
    expect(new Set(asked()).size).toBe(asked().length);
    // The next run takes what the bound left over (the earliest due first).
    await reconcileUnpaidOrders(app.ordersContext, soon);
    expect(asked().sort()).toEqual(references);

    await reconcileUnpaidOrders(app.ordersContext, new Date(soon.getTime() + 10_000));
    expect(asked()).toHaveLength(120);
    const later = new Date(soon.getTime() + 60_000);
    before = calls();
    await reconcileUnpaidOrders(app.ordersContext, later);
    expect(calls() - before).toBe(RECONCILE_MAX_CALLS);
    await Promise.all([
      reconcileUnpaidOrders(app.ordersContext, later),
      reconcileUnpaidOrders(app.ordersContext, later),
    ]);
    expect(asked()).toHaveLength(240);
    expect(asked().slice(120).sort()).toEqual(references);
  });

  it("offers no sandbox payment, even to the order's buyer, when the gateway is Tripay", async () => {
    const order = await placeOrder();
    const headers = { authorization: `Bearer ${token}` };
    const look = await app.inject({ method: 'GET', url: `/api/sandbox-pay/${order.reference}`, headers });
    expect(look.statusCode).toBe(404);
    const pay = await app.inject({ method: 'POST', url: `/api/sandbox-pay/${order.reference}/pay`, headers });
    expect(pay.statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('Pending');
  });
});
