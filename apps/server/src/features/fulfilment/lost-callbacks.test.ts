import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLBACK_RESEND_AFTER_MS, CALLBACK_SENDS } from '../../../test/fake-tripay';
import { tripayTestApp } from '../../../test/tripay-app';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { gatewayEvents } from '../../db/schema/operations';
import { orders } from '../../db/schema/orders';
import { sandboxFee } from '../../platform/payments/sandbox';
import { reconcileUnpaidOrders } from './fulfilment.service';

// Tripay's signed callbacks, sent over HTTP by the fake Tripay (which resends them as Tripay does,
// or loses them on the way) to the listening app; time is driven by hand, minute by minute, as
// the payment job would run it.
const { app, db, tokens, tripay, callbackUrl } = await tripayTestApp();

const shop = await catalogueFixtures(db, { category: { name: 'Video' }, packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const product = await shop.makeProduct({ name: 'Netflix', adminFee: '2000' });
await shop.makeVariant(product.id, SHARING);
await shop.makeItem(product.id, 50, { name: 'Netflix A' });

const { token } = await signedInCustomer(db, tokens, 'Budi');

const MINUTE = 60_000;
/** The job runs at some second of each minute: a few seconds after the whole minute here. */
const LATE = 5_000;

async function placeOrder() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { authorization: `Bearer ${token}` },
    payload: checkoutBody(product.id, SHARING),
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderRow(response.json().data._id as string);
}

async function orderRow(id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

function detailCalls(reference: string) {
  return tripay.requests.filter(
    (request) => request.path === '/transaction/detail' && request.reference === reference,
  ).length;
}

/** One tick of the clock: Tripay resends what is due, then the shop's payment job runs. */
async function tick(at: Date) {
  await tripay.deliverDueCallbacks(at);
  await reconcileUnpaidOrders(app.ordersContext, at);
}

describe('a paid order whose callbacks were lost', () => {
  it('is delivered within minutes when all three of its callbacks were lost', async () => {
    const order = await placeOrder();
    const placedAt = order.createdAt.getTime();
    // The customer pays 2½ minutes after ordering (after the 2-minute check); every callback is lost.
    tripay.loseCallbacks();
    // Tripay's paid_at is in whole seconds.
    const paidAt = new Date(Math.floor((placedAt + 2.5 * MINUTE) / 1000) * 1000);
    await tick(new Date(placedAt + 2 * MINUTE + LATE));
    expect((await orderRow(order.id)).status).toBe('Pending');
    await tripay.pay(callbackUrl, order.reference!, paidAt);

    let deliveredAt: Date | null = null;
    for (let minute = 3; minute <= 12; minute += 1) {
      const at = new Date(placedAt + minute * MINUTE + LATE);
      await tick(at);
      if (!deliveredAt && (await orderRow(order.id)).status === 'Paid') deliveredAt = at;
    }
    tripay.loseCallbacks(0);

    // Tripay sent its three callbacks, two minutes apart, and none arrived.
    const sends = tripay.callbackSends(order.reference!);
    expect(sends.map((send) => send.outcome)).toEqual(['lost', 'lost', 'lost']);
    expect(sends.map((send) => send.at.getTime() - paidAt.getTime())).toEqual([
      0,
      CALLBACK_RESEND_AFTER_MS,
      2 * CALLBACK_RESEND_AFTER_MS,
    ]);
    // The reconciler found it at the 5-minute check: 2½ minutes after the payment.
    expect(deliveredAt).toEqual(new Date(placedAt + 5 * MINUTE + LATE));
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ status: 'Paid', paidAt });
    expect(after.accountId).not.toBeNull();
    // Through the callback's own path: one PAID event under the callback's dedupe key.
    const events = await db
      .select()
      .from(gatewayEvents)
      .where(and(eq(gatewayEvents.reference, order.reference!), eq(gatewayEvents.status, 'PAID')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'reconcile', dedupeKey: `${order.reference}:PAID` });
    // Asked at 2 and 5 minutes only, never again once paid.
    expect(detailCalls(order.reference!)).toBe(2);
    // What Tripay took, read from the transaction's detail.
    const fee = sandboxFee(order.total, 'QRIS')!;
    expect(after).toMatchObject({
      gatewayFeeMerchant: fee,
      gatewayFeeCustomer: 0,
      gatewayTotalFee: fee,
      gatewayAmountReceived: order.total - fee,
    });
  });

  it('is delivered by the callback Tripay resends two minutes later, and then Tripay stops', async () => {
    const order = await placeOrder();
    const paidAt = new Date(order.createdAt.getTime() + 30_000);
    tripay.loseCallbacks(1);
    const first = await tripay.pay(callbackUrl, order.reference!, paidAt);
    expect(first.outcome).toBe('lost');
    expect(await tripay.deliverDueCallbacks(new Date(paidAt.getTime() + MINUTE))).toEqual([]);
    const [second] = await tripay.deliverDueCallbacks(new Date(paidAt.getTime() + CALLBACK_RESEND_AFTER_MS));
    expect(second).toMatchObject({ outcome: 'answered', httpStatus: 200, body: '{"success":true}' });
    expect((await orderRow(order.id)).status).toBe('Paid');
    // Answered with success: nothing more is sent.
    expect(await tripay.deliverDueCallbacks(new Date(paidAt.getTime() + 10 * MINUTE))).toEqual([]);
    expect(tripay.callbackSends(order.reference!)).toHaveLength(2);
  });

  it(`sends a callback no more than ${CALLBACK_SENDS} times`, async () => {
    const order = await placeOrder();
    const paidAt = new Date(order.createdAt.getTime() + 10_000);
    tripay.loseCallbacks();
    await tripay.pay(callbackUrl, order.reference!, paidAt);
    for (let minute = 1; minute <= 20; minute += 1) {
      await tripay.deliverDueCallbacks(new Date(paidAt.getTime() + minute * MINUTE));
    }
    tripay.loseCallbacks(0);
    expect(tripay.callbackSends(order.reference!)).toHaveLength(CALLBACK_SENDS);
  });

  it('asks about an unpaid order 2, 5 and 10 minutes after it was placed, then every 5 minutes', async () => {
    const order = await placeOrder();
    const placedAt = order.createdAt.getTime();
    const askedAt: number[] = [];
    for (let minute = 1; minute <= 50; minute += 1) {
      const before = detailCalls(order.reference!);
      await reconcileUnpaidOrders(app.ordersContext, new Date(placedAt + minute * MINUTE + LATE));
      if (detailCalls(order.reference!) > before) askedAt.push(minute);
    }
    // QRIS: a 55-minute window, so from 45 minutes on it is near its deadline (every minute).
    expect(askedAt).toEqual([2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 46, 47, 48, 49, 50]);
    expect((await orderRow(order.id)).status).toBe('Pending');
  });
});
