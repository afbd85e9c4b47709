import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTripay } from '../../../test/fake-tripay';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { orders } from '../../db/schema/orders';

// The default gateway of buildApp with PAYMENT_PROVIDER=tripay, talking to a fake Tripay.
const tripay = await startFakeTripay();
afterAll(() => tripay.close());
const { app, db, tokens } = await createTestApp({
  PAYMENT_PROVIDER: 'tripay',
  TRIPAY_BASE_URL: tripay.url,
  TRIPAY_API_KEY: tripay.apiKey,
  TRIPAY_PRIVATE_KEY: tripay.privateKey,
  TRIPAY_MERCHANT_CODE: tripay.merchantCode,
  PUBLIC_URL: 'https://toko.example',
});

const shop = await catalogueFixtures(db, { category: { name: 'Video' }, packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const product = await shop.makeProduct({ name: 'Netflix', adminFee: '2000', slot: 1 });
await shop.makeVariant(product.id, SHARING);

const { user, token } = await signedInCustomer(db, tokens, 'Budi');
const headers = { authorization: `Bearer ${token}` };

const body = checkoutBody(product.id, SHARING, { method: 'BRIVA' });

describe('POST /api/payments through Tripay', () => {
  it('opens a closed transaction for the order total, with the invoice as merchant_ref', async () => {
    const fee = await app.inject({
      method: 'GET',
      url: '/api/payments/get-tripay-admin?amount=27000&code=BRIVA',
      headers,
    });
    expect(fee.json()).toEqual({ data: { fee: 4_250 } });

    const response = await app.inject({ method: 'POST', url: '/api/payments', headers, payload: body });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({ total: 31_250, gatewayFee: 4_250, status: 'Pending' });
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    const transaction = tripay.transactions.get(row!.reference!)!;
    expect(transaction).toMatchObject({
      merchantRef: order.invoice,
      method: 'BRIVA',
      amount: 31_250,
      customer: { name: 'Budi', email: user.email, phone: user.phone },
      returnUrl: 'https://toko.example/dashboard/pesanan',
    });
    const itemsTotal = transaction.orderItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
    expect(itemsTotal).toBe(31_250);
    expect(order.checkout_url).toBeTruthy();
  });

  it('answers 502 and leaves no unpaid order when Tripay cannot be reached', async () => {
    const before = await db.select().from(orders);
    await tripay.close();
    const response = await app.inject({ method: 'POST', url: '/api/payments', headers, payload: body });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'GATEWAY_FAILED', message: 'Order gagal! silahkan coba lagi.' });
    const after = await db.select().from(orders);
    expect(after.filter((order) => order.status === 'Pending')).toEqual(
      before.filter((order) => order.status === 'Pending'),
    );
  });
});
