import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTripay } from '../../../test/fake-tripay';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { orders } from '../../db/schema/orders';
import { tripayPhone } from '../../platform/payments/tripay';
import { CHANNEL_RULES, CHANNEL_MESSAGES } from '@premium-shop/domain/payment-channels';
import { PAYMENT_METHODS } from '@premium-shop/domain/checkout';
import { forgetChannels } from './payment-channels.service';

// The default gateway of buildApp with PAYMENT_PROVIDER=tripay, talking to a fake Tripay.
// BSIVA is listed but switched off, as on a merchant account that never activated it.
const tripay = await startFakeTripay({ inactive: ['BSIVA'] });
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

// Rp 5.000 in all: under every virtual account's Rp 10.000; Rp 5.500.000: over QRIS's Rp 5.000.000.
const cheap = await shop.makeProduct({ name: 'Canva', adminFee: '0', slot: 5 });
await shop.makeVariant(cheap.id, SHARING, [{ duration: 30, price: 5_000 }]);
const expensive = await shop.makeProduct({ name: 'Adobe', adminFee: '0', slot: 5 });
await shop.makeVariant(expensive.id, SHARING, [{ duration: 30, price: 5_500_000 }]);
const regular = await shop.makeProduct({ name: 'Spotify', adminFee: '0', slot: 50 });
await shop.makeVariant(regular.id, SHARING);
const nearMax = await shop.makeProduct({ name: 'Office', adminFee: '0', slot: 5 });
await shop.makeVariant(nearMax.id, SHARING, [{ duration: 30, price: 9_998_000 }]);

async function customerHeaders(name: string) {
  const customer = await signedInCustomer(db, tokens, name);
  return { authorization: `Bearer ${customer.token}` };
}

function bodyFor(productId: string, price: number, method: string) {
  return checkoutBody(productId, SHARING, { method, price, adminFee: 0 });
}

function placeOrder(buyer: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payments', headers: buyer, payload });
}

const creates = () => tripay.requests.filter((request) => request.path === '/transaction/create').length;

async function offered(amount: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/channels?amount=${amount}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const channels = response.json().data as { code: string; refusal: string | null }[];
  return Object.fromEntries(channels.map((channel) => [channel.code, channel.refusal]));
}

describe('GET /api/payments/channels: what Tripay would accept for the amount', () => {
  it('offers no virtual account to a cheap order, saying from what amount they start', async () => {
    expect(await offered(5_000)).toEqual({
      QRIS: null,
      DANA: null,
      OVO: null,
      SHOPEEPAY: null,
      BRIVA: 'Virtual account mulai Rp 10.000',
      BSIVA: CHANNEL_MESSAGES.inactive,
      BNIVA: 'Virtual account mulai Rp 10.000',
      MANDIRIVA: 'Virtual account mulai Rp 10.000',
    });
  });

  it('offers no QRIS to an expensive order, and every channel Tripay has active in between', async () => {
    expect(await offered(5_500_000)).toMatchObject({
      QRIS: 'QRIS maksimal Rp 5.000.000',
      BRIVA: null,
      DANA: null,
    });
    expect(await offered(27_000)).toMatchObject({
      QRIS: null,
      BRIVA: null,
      BSIVA: CHANNEL_MESSAGES.inactive,
    });
  });

  it('answers with the channel list it read, not a call to Tripay each time', async () => {
    await offered(27_000);
    const lists = () =>
      tripay.requests.filter((request) => request.path === '/merchant/payment-channel').length;
    const before = lists();
    await offered(28_000);
    await offered(29_000);
    expect(lists()).toBe(before);
  });
});

describe('POST /api/payments refuses a channel outside its rules before calling Tripay', () => {
  it.each([
    [
      'a virtual account for Rp 5.000',
      () => bodyFor(cheap.id, 5_000, 'BRIVA'),
      'Virtual account mulai Rp 10.000',
    ],
    ['QRIS for Rp 5.500.000', () => bodyFor(expensive.id, 5_500_000, 'QRIS'), 'QRIS maksimal Rp 5.000.000'],
    [
      'a channel the merchant has not switched on',
      () => bodyFor(regular.id, 25_000, 'BSIVA'),
      CHANNEL_MESSAGES.inactive,
    ],
    // Rp 9.998.000 + the Rp 4.250 fee passes the Rp 10.000.000 Tripay checks on the whole amount.
    [
      'a total whose fee passes the maximum',
      () => bodyFor(nearMax.id, 9_998_000, 'BRIVA'),
      'Virtual account maksimal Rp 10.000.000',
    ],
  ])('answers 400 for %s, with no order and no transaction', async (_name, build, message) => {
    const buyer = await customerHeaders('Rina');
    const before = creates();
    const payload = { ...build(), adminFee: 0 };
    const response = await app.inject({ method: 'POST', url: '/api/payments', headers: buyer, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      errors: { method: message },
    });
    expect(creates()).toBe(before);
  });

  it('takes the same cheap order by QRIS and the expensive one by a virtual account', async () => {
    const buyer = await customerHeaders('Sari');
    const byQris = await placeOrder(buyer, bodyFor(cheap.id, 5_000, 'QRIS'));
    expect(byQris.statusCode).toBe(201);
    const byBriva = await placeOrder(buyer, bodyFor(expensive.id, 5_500_000, 'BRIVA'));
    expect(byBriva.statusCode).toBe(201);
  });
});

describe("each channel's window", () => {
  const active = PAYMENT_METHODS.map((method) => method.code).filter((code) => code !== 'BSIVA');

  it.each(active)(
    "sends %s an expired_time inside its documented bounds, the order's own deadline",
    async (code) => {
      const buyer = await customerHeaders(`Pembeli ${code}`);
      const response = await placeOrder(buyer, bodyFor(regular.id, 25_000, code));
      expect(response.statusCode).toBe(201);
      const order = response.json().data;
      const created = tripay.requests.findLast((request) => request.path === '/transaction/create')!;
      const transaction =
        tripay.transactions.get(order.reference ?? '') ??
        [...tripay.transactions.values()].find((entry) => entry.merchantRef === order.invoice)!;
      const minutes = (transaction.expiredTime * 1000 - created.at) / 60_000;
      const rule = CHANNEL_RULES[code];
      expect(minutes).toBeGreaterThanOrEqual(rule.minExpiryMinutes);
      expect(minutes).toBeLessThanOrEqual(rule.maxExpiryMinutes);
      expect(minutes).toBeCloseTo(rule.windowMinutes, 0);
      expect(Math.floor(new Date(order.expired_time).getTime() / 1000)).toBe(transaction.expiredTime);
    },
  );

  it('counts the window from after the fee call, so a slow Tripay takes nothing off it', async () => {
    const buyer = await customerHeaders('Lambat');
    tripay.delayResponses(1_500);
    try {
      const response = await placeOrder(buyer, bodyFor(regular.id, 25_000, 'QRIS'));
      expect(response.statusCode).toBe(201);
      const order = response.json().data;
      const fee = tripay.requests.findLast((request) => request.path === '/merchant/fee-calculator')!;
      const window = CHANNEL_RULES.QRIS.windowMinutes * 60_000;
      // The fee answer came 1.5 s after its request; the deadline counts from then, not from before.
      expect(new Date(order.expired_time).getTime()).toBeGreaterThanOrEqual(fee.at + 1_500 + window - 1_000);
    } finally {
      tripay.delayResponses(0);
    }
  });

  it('follows a channel the merchant switches on again once the list is read anew', async () => {
    tripay.setActive('BSIVA', true);
    await forgetChannels({ db, gateway: app.paymentGateway });
    try {
      expect((await offered(27_000)).BSIVA).toBeNull();
    } finally {
      tripay.setActive('BSIVA', false);
      await forgetChannels({ db, gateway: app.paymentGateway });
    }
  });
});

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
      customer: { name: 'Budi', email: user.email, phone: tripayPhone(user.phone) },
      returnUrl: 'https://toko.example/dashboard/pesanan',
    });
    const itemsTotal = transaction.orderItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
    expect(itemsTotal).toBe(31_250);
    expect(order.checkout_url).toBeTruthy();
  });

  it('opens a transaction only for the orders the cap lets through when a customer sends five at once', async () => {
    const buyer = await customerHeaders('Serentak');
    const before = creates();
    // Tripay answers in 300 ms, as over the internet: all five are checked while the first three
    // wait for their transactions. (An order placed in full before another's check is counted in
    // that one's facts instead, or, read just before it was placed, its place is found taken under
    // the lock, its transaction unused: decision 059.)
    tripay.delayResponses(300);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(buyer, bodyFor(regular.id, 25_000, 'QRIS'))),
    ).finally(() => tripay.delayResponses(0));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(creates() - before).toBe(3);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 201)) {
      const order = answer.json().data;
      const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
      // Written once, with its transaction: the reference is Tripay's for this invoice.
      expect(tripay.transactions.get(row!.reference!)).toMatchObject({
        merchantRef: order.invoice,
        amount: order.total,
      });
      expect(row!.checkoutUrl).toBe(order.checkout_url);
    }
  });

  it('answers 502 and writes no order when Tripay refuses the transaction', async () => {
    const buyer = await customerHeaders('Ditolak');
    // Switched off in Tripay's dashboard after the shop read its channels: the fee is still
    // calculated, the transaction refused.
    tripay.setActive('BNIVA', false);
    try {
      const before = await db.select().from(orders);
      const response = await placeOrder(buyer, bodyFor(regular.id, 25_000, 'BNIVA'));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'GATEWAY_FAILED',
        message: 'Order gagal! silahkan coba lagi.',
      });
      expect(tripay.requests.at(-1)).toMatchObject({ path: '/transaction/create' });
      // The transaction is asked for before the order is written: nothing is left, not even a canceled order.
      expect(await db.select().from(orders)).toHaveLength(before.length);
    } finally {
      tripay.setActive('BNIVA', true);
    }
  });

  it('answers 502 and writes no order when Tripay cannot be reached', async () => {
    const before = await db.select().from(orders);
    await tripay.close();
    const response = await app.inject({ method: 'POST', url: '/api/payments', headers, payload: body });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'GATEWAY_FAILED', message: 'Order gagal! silahkan coba lagi.' });
    expect(await db.select().from(orders)).toHaveLength(before.length);
  });
});
