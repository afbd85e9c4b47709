import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { notificationCategories } from '../../db/schema/engagement';

// The real app on the sandbox gateway (the default outside production) and a real PostgreSQL.
const { app, db, tokens } = await createTestApp();
await db.insert(notificationCategories).values({ name: 'Pesanan', icon: 'bag.svg' });
const shop = await catalogueFixtures(db);
const buyer = await signedInCustomer(db, tokens, 'Budi');
const stranger = await signedInCustomer(db, tokens, 'Orang Lain');
const { orderOf } = rowReaders(db);

async function unpaidOrder() {
  const product = await shop.makeProduct();
  await shop.makeItem(product.id, 5);
  return shop.makeOrder(buyer.user.id, product.id);
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe('the sandbox payment page', () => {
  it('refuses an anonymous Bayar or Batalkan, and the order stays unpaid without credentials', async () => {
    const order = await unpaidOrder();
    for (const action of ['pay', 'cancel']) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/sandbox-pay/${order.reference}/${action}`,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      // The old anonymous form address is gone.
      const form = await app.inject({
        method: 'POST',
        url: `/sandbox-pay/${order.reference}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(form.statusCode).toBe(404);
    }
    const anonymousLook = await app.inject({ method: 'GET', url: `/api/sandbox-pay/${order.reference}` });
    expect(anonymousLook.statusCode).toBe(401);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'Pending', paidAt: null, accountId: null });
  });

  it("answers another customer's look, Bayar and Batalkan with 404 and changes nothing", async () => {
    const order = await unpaidOrder();
    const look = await app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/${order.reference}`,
      headers: bearer(stranger.token),
    });
    expect(look.statusCode).toBe(404);
    expect(look.body).not.toContain(order.invoice);
    for (const action of ['pay', 'cancel']) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/sandbox-pay/${order.reference}/${action}`,
        headers: bearer(stranger.token),
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Transaksi tidak ditemukan' });
    }
    // Not even an admin pays a customer's order here.
    const admin = await signedInAdmin(db, tokens);
    const byAdmin = await app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/${order.reference}/pay`,
      headers: bearer(admin.token),
    });
    expect(byAdmin.statusCode).toBe(404);
    expect(await orderOf(order.id)).toMatchObject({ status: 'Pending', paidAt: null, accountId: null });
  });

  it("shows the buyer the invoice and amount, and the buyer's Bayar marks the order Paid", async () => {
    const order = await unpaidOrder();
    const look = await app.inject({
      method: 'GET',
      url: `/api/sandbox-pay/${order.reference}`,
      headers: bearer(buyer.token),
    });
    expect(look.statusCode).toBe(200);
    expect(look.headers['cache-control']).toBe('no-store');
    expect(look.json().data).toEqual({
      reference: order.reference,
      invoice: order.invoice,
      total: order.total,
      status: 'Pending',
      isPayable: true,
    });

    const pay = await app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/${order.reference}/pay`,
      headers: bearer(buyer.token),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data).toMatchObject({ status: 'Paid', isPayable: false });
    const paid = await orderOf(order.id);
    expect(paid.status).toBe('Paid');
    expect(paid.accountId).not.toBeNull();
    // Like Tripay's callback, the sandbox's reports what was taken (decision 045): QRIS's
    // Rp 750 + 0,70% of the whole Rp 27.939 = Rp 946, borne by the shop.
    expect(order).toMatchObject({ total: 27_939, paymentMethod: 'QRIS' });
    expect(paid).toMatchObject({
      gatewayFeeMerchant: 946,
      gatewayFeeCustomer: 0,
      gatewayTotalFee: 946,
      gatewayAmountReceived: 26_993,
    });
  });

  it("cancels the order with the buyer's Batalkan", async () => {
    const order = await unpaidOrder();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/${order.reference}/cancel`,
      headers: bearer(buyer.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'Canceled', isPayable: false });
    expect((await orderOf(order.id)).status).toBe('Canceled');
  });

  it('answers an unknown reference with 404', async () => {
    const look = await app.inject({
      method: 'GET',
      url: '/api/sandbox-pay/SBX-NOPE',
      headers: bearer(buyer.token),
    });
    expect(look.statusCode).toBe(404);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/sandbox-pay/SBX-NOPE/pay',
      headers: bearer(buyer.token),
    });
    expect(pay.statusCode).toBe(404);
  });
});
