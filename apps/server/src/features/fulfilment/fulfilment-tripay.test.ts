import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTripay } from '../../../test/fake-tripay';
import { createTestApp } from '../../../test/helper';
import { signedInCustomer } from '../../../test/customers';
import { categories, packages, products, variantItems, variants } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { productItems } from '../../db/schema/stock';
import { signCallbackBody } from '../../platform/payments/callback';
import { reconcileNearDeadline } from './fulfilment.service';

// Tripay's own signed callbacks, sent over HTTP by the fake Tripay to the listening app.
const tripay = await startFakeTripay();
afterAll(() => tripay.close());
const { app, db, tokens } = await createTestApp({
  PAYMENT_PROVIDER: 'tripay',
  TRIPAY_BASE_URL: tripay.url,
  TRIPAY_API_KEY: tripay.apiKey,
  TRIPAY_PRIVATE_KEY: tripay.privateKey,
  TRIPAY_MERCHANT_CODE: tripay.merchantCode,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const callbackUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/payments/callback`;

const [category] = await db
  .insert(categories)
  .values({ name: 'Video', image: 'c.png', bg: '#fff', icon: 'c.svg' })
  .returning();
const [sharing] = await db.insert(packages).values({ name: 'Sharing' }).returning();
const [product] = await db
  .insert(products)
  .values({
    name: 'Netflix',
    image: 'p.png',
    banner: 'b.png',
    icon: 'p.svg',
    method: 'Ready',
    type: 'Sharing Account',
    categoryId: category!.id,
    adminFee: '2000',
    slot: 5,
  })
  .returning();
const [variant] = await db
  .insert(variants)
  .values({ productId: product!.id, packageId: sharing!.id })
  .returning();
await db.insert(variantItems).values({ variantId: variant!.id, duration: 30, price: 25_000 });
await db
  .insert(productItems)
  .values({ productId: product!.id, packageId: sharing!.id, name: 'Netflix A', slot: 5, state: 'active' });

const { token } = await signedInCustomer(db, tokens, 'Budi');

async function placeOrder() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      product: product!.id,
      packageId: sharing!.id,
      method: 'QRIS',
      duration: 30,
      price: 25_000,
      adminFee: 2_000,
      status: 'Pending',
    },
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
    expect(await reconcileNearDeadline(app.paymentsContext, soon)).toBe(1);
    expect(await statusOf(order.id)).toBe('Paid');
    // The callback arriving afterwards is a duplicate.
    expect((await tripay.sendCallback(callbackUrl, order.reference!, 'PAID')).body).toBe('{"success":true}');
  });

  it('offers no sandbox page when the gateway is Tripay', async () => {
    const order = await placeOrder();
    expect((await app.inject({ method: 'GET', url: `/sandbox-pay/${order.reference}` })).statusCode).toBe(
      404,
    );
    const pay = await app.inject({ method: 'POST', url: `/sandbox-pay/${order.reference}/pay` });
    expect(pay.statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('Pending');
  });
});
