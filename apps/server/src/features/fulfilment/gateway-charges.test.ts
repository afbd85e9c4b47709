import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tripayTestApp } from '../../../test/tripay-app';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { orders } from '../../db/schema/orders';
import { reconcileUnpaidOrders } from './fulfilment.service';

// What Tripay takes of each payment (decision 045), reported by its callback or its transaction
// detail and kept on the order; the fake Tripay charges its fee on the whole amount, with the
// e-wallets' Rp 1.000 minimum (https://tripay.co.id/developer?tab=channels).
const { app, db, tokens, tripay, callbackUrl } = await tripayTestApp();

const shop = await catalogueFixtures(db, { category: { name: 'Video' }, packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const product = await shop.makeProduct({ name: 'Netflix', adminFee: '2000' });
await shop.makeVariant(product.id, SHARING);
await shop.makeItem(product.id, 20, { name: 'Netflix A' });

const customer = await signedInCustomer(db, tokens, 'Budi');
const admin = await signedInAdmin(db, tokens);

async function placeOrder(method = 'QRIS') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: checkoutBody(product.id, SHARING, { method }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderRow(response.json().data._id as string);
}

async function orderRow(id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

async function adminAnswer(id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${id}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { gatewayFee: number; total: number; gatewayCharges: unknown };
}

describe('what Tripay takes of a payment', () => {
  it("records the PAID callback's fee_merchant, total_fee and amount_received: Tripay's fee on the whole total", async () => {
    const order = await placeOrder('QRIS');
    // The shop charged the customer QRIS's fee on price + admin fee (decision 027): Rp 750 + 0,70%
    // of Rp 27.000 = Rp 939, so the total is Rp 27.939.
    expect(order).toMatchObject({ gatewayFee: 939, total: 27_939 });
    expect(order.gatewayFeesReportedAt).toBeNull();
    expect((await adminAnswer(order.id)).gatewayCharges).toBeNull();

    await tripay.pay(callbackUrl, order.reference!);
    const after = await orderRow(order.id);
    // Tripay took its fee of the whole Rp 27.939: Rp 750 + Rp 195,57 rounded up = Rp 946.
    expect(after).toMatchObject({
      status: 'Paid',
      gatewayFeeMerchant: 946,
      gatewayFeeCustomer: 0,
      gatewayTotalFee: 946,
      gatewayAmountReceived: 26_993,
    });
    expect(after.gatewayFeesReportedAt).toBeInstanceOf(Date);
    expect(await adminAnswer(order.id)).toMatchObject({
      gatewayFee: 939,
      total: 27_939,
      gatewayCharges: {
        feeMerchant: 946,
        feeCustomer: 0,
        totalFee: 946,
        amountReceived: 26_993,
        reportedAt: after.gatewayFeesReportedAt!.toISOString(),
      },
    });
  });

  it("charges an e-wallet at least Rp 1.000: the checkout's fee and what Tripay takes", async () => {
    const fee = await app.inject({
      method: 'GET',
      url: '/api/payments/get-tripay-admin?amount=27000&code=DANA',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(fee.statusCode, fee.body).toBe(200);
    // 3% of Rp 27.000 is Rp 810, under DANA's minimum fee.
    expect(fee.json()).toEqual({ data: { fee: 1_000 } });

    const order = await placeOrder('DANA');
    expect(order).toMatchObject({ gatewayFee: 1_000, total: 28_000 });
    await tripay.pay(callbackUrl, order.reference!);
    // 3% of the whole Rp 28.000 is Rp 840: Tripay takes its minimum, Rp 1.000.
    expect(await orderRow(order.id)).toMatchObject({
      status: 'Paid',
      gatewayFeeMerchant: 1_000,
      gatewayTotalFee: 1_000,
      gatewayAmountReceived: 27_000,
    });
  });

  it('records the fees of a Tripay PAID that comes after the admin confirmed the payment by hand', async () => {
    const order = await placeOrder('QRIS');
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/confirm-payment`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { note: 'Bukti transfer dari pelanggan' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await orderRow(order.id)).gatewayFeesReportedAt).toBeNull();

    // Tripay's own PAID is a duplicate of the admin's, but its fees are kept.
    const answer = await tripay.sendCallback(callbackUrl, order.reference!, 'PAID');
    expect(answer).toEqual({ status: 200, body: '{"success":true}' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'Paid',
      gatewayFeeMerchant: 946,
      gatewayAmountReceived: 26_993,
    });
  });

  it("records the fees the transaction's detail reports when the reconciler finds the payment", async () => {
    const order = await placeOrder('BRIVA');
    tripay.markPaid(order.reference!);
    const due = new Date(order.createdAt.getTime() + 2 * 60_000 + 5_000);
    expect(await reconcileUnpaidOrders(app.ordersContext, due)).toBe(1);
    // A virtual account's flat Rp 4.250, whatever the amount.
    expect(await orderRow(order.id)).toMatchObject({
      status: 'Paid',
      gatewayFeeMerchant: 4_250,
      gatewayTotalFee: 4_250,
      gatewayAmountReceived: order.total - 4_250,
    });
  });
});

describe("the fake Tripay's fee rules", () => {
  const headers = { authorization: `Bearer ${tripay.apiKey}` };

  it("lists each channel with its fee rule and the e-wallets' Rp 1.000 minimum fee", async () => {
    const answer = await fetch(`${tripay.url}/merchant/payment-channel`, { headers });
    const channels = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
    expect(channels.find((channel) => channel.code === 'OVO')).toMatchObject({
      fee_merchant: { flat: 0, percent: 3 },
      total_fee: { flat: 0, percent: '3.00' },
      minimum_fee: 1_000,
    });
    expect(channels.find((channel) => channel.code === 'QRIS')).toMatchObject({
      fee_merchant: { flat: 750, percent: 0.7 },
      minimum_fee: null,
    });
    expect(channels.find((channel) => channel.code === 'BRIVA')).toMatchObject({
      fee_merchant: { flat: 4_250, percent: 0 },
    });
  });

  it.each([
    [10_000, 'SHOPEEPAY', 1_000],
    [100_000, 'SHOPEEPAY', 3_000],
    [27_939, 'QRIS', 946],
    [27_939, 'BNIVA', 4_250],
  ])('takes of Rp %i by %s a fee of Rp %i', async (amount, code, fee) => {
    const answer = await fetch(`${tripay.url}/merchant/fee-calculator?code=${code}&amount=${amount}`, {
      headers,
    });
    const [entry] = ((await answer.json()) as { data: { total_fee: { merchant: number } }[] }).data;
    expect(entry!.total_fee).toEqual({ merchant: fee, customer: 0 });
  });
});
