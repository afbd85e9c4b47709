import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminOrderSchema } from '@premium-shop/domain/admin-operations-schema';
import { orderSchema, type Order } from '@premium-shop/domain/order-schema';
import { statusLabel } from '@premium-shop/domain/order-status';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, checkoutBody } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { jsonCaller } from '../../../test/api';
import { bankAccounts } from '../../db/schema/bank-transfers';
import { orders } from '../../db/schema/orders';
import { multipartBody, pngImage } from '../files/files.fixtures';

// A 'Transfer Bank' order's answer carries its transfer (docs/decisions/049), so the order reads
// 'Menunggu Konfirmasi' or 'Bukti Ditolak' wherever it shows: its own answer, the customer's list
// (written by PostgreSQL, sent again only while none of its rows changed) and the admin's order.

const { app, db, tokens } = await createTestApp();

const shop = await catalogueFixtures(db, { packages: ['Sharing'] });
const SHARING = shop.packageId('Sharing');
const product = await shop.makeProduct({ adminFee: '2000', modalFee: 150_000 });
await shop.makeVariant(product.id, SHARING, [{ duration: 30, price: 25_000 }]);
await shop.makeItem(product.id, 50);

const admin = await signedInAdmin(db, tokens);
const asAdmin = jsonCaller(app, admin.token);
let customer = await signedInCustomer(db, tokens, 'Budi');
let asCustomer = jsonCaller(app, customer.token);

beforeEach(async () => {
  customer = await signedInCustomer(db, tokens, 'Budi');
  asCustomer = jsonCaller(app, customer.token);
  await db.update(bankAccounts).set({ isActive: false });
  const account = await asAdmin('POST', '/api/admin/bank-accounts', {
    bank: 'BCA',
    accountNumber: `${Date.now()}`.slice(-10),
    holderName: 'Premium Shop',
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
});

async function orderByTransfer(): Promise<Order> {
  const answer = await asCustomer(
    'POST',
    '/api/payments',
    checkoutBody(product.id, SHARING, { method: 'TRANSFER' }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Order;
}

async function uploadProof(orderId: string): Promise<void> {
  const { payload, contentType } = await multipartBody(
    {},
    { field: 'file', name: 'bukti.png', type: 'image/png', bytes: pngImage() },
  );
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/${orderId}/transfer-proof`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${customer.token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function ownOrder(id: string): Promise<Order> {
  const answer = await asCustomer('GET', `/api/payments/${id}`);
  expect(answer.status).toBe(200);
  return orderSchema.parse(answer.body.data);
}

/** The order as the customer's list ('Pesanan Saya', tab Pending) shows it, with the page's ETag. */
async function listed(id: string): Promise<{ order: Order | undefined; etag: string }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/payments?status=Pending',
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.statusCode).toBe(200);
  const page = response.json<{ data: Order[] }>();
  return {
    order: page.data.map((order) => orderSchema.parse(order)).find((order) => order._id === id),
    etag: String(response.headers.etag),
  };
}

describe("a 'Transfer Bank' order's status", () => {
  it("reads 'Menunggu Pembayaran', then 'Menunggu Konfirmasi' after the proof, in its answer and in the list at once", async () => {
    const placed = await orderByTransfer();
    expect(placed.transfer).toEqual({
      state: 'awaiting',
      uniqueCode: expect.any(Number),
      proof: null,
      proofUploadedAt: null,
      rejectReason: null,
    });
    expect(placed.total % 1000).toBe(placed.transfer!.uniqueCode % 1000);
    expect(statusLabel(placed)).toBe('Menunggu Pembayaran');

    // The list page is read (and kept) before the proof: the proof changes only the transfer's row.
    const before = await listed(placed._id);
    expect(before.order).toEqual(await ownOrder(placed._id));
    expect(statusLabel(before.order!)).toBe('Menunggu Pembayaran');

    await uploadProof(placed._id);
    const own = await ownOrder(placed._id);
    expect(own.status).toBe('Pending');
    expect(own.transfer).toMatchObject({ state: 'submitted', rejectReason: null });
    expect(own.transfer!.proof).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(own.transfer!.proofUploadedAt).not.toBeNull();
    expect(statusLabel(own)).toBe('Menunggu Konfirmasi');

    const after = await listed(placed._id);
    expect(after.etag).not.toBe(before.etag);
    // PostgreSQL writes the listed order exactly as its own answer (no credentials before payment).
    expect(after.order).toEqual(own);
    expect(statusLabel(after.order!)).toBe('Menunggu Konfirmasi');
  });

  it("reads 'Bukti Ditolak' with the admin's reason after a refusal, 'Menunggu Konfirmasi' after a new proof, and Aktif once confirmed", async () => {
    const placed = await orderByTransfer();
    await uploadProof(placed._id);
    await listed(placed._id);
    const refused = await asAdmin('POST', `/api/admin/transfers/${placed._id}/reject`, {
      reason: 'Nominal tidak sesuai',
    });
    expect(refused.status).toBe(200);

    const rejected = await ownOrder(placed._id);
    expect(rejected.transfer).toMatchObject({ state: 'rejected', rejectReason: 'Nominal tidak sesuai' });
    expect(statusLabel(rejected)).toBe('Bukti Ditolak');
    expect((await listed(placed._id)).order).toEqual(rejected);

    await uploadProof(placed._id);
    const resent = (await listed(placed._id)).order!;
    expect(resent.transfer!.state).toBe('submitted');
    expect(statusLabel(resent)).toBe('Menunggu Konfirmasi');

    expect((await asAdmin('POST', `/api/admin/transfers/${placed._id}/confirm`)).status).toBe(200);
    const paid = await ownOrder(placed._id);
    expect(paid).toMatchObject({ status: 'Paid', transfer: { state: 'confirmed' } });
    expect(statusLabel(paid)).toBe('Aktif');
    const all = await asCustomer('GET', '/api/payments?status=Paid');
    const listedPaid = (all.body.data as Order[]).find((order) => order._id === placed._id);
    expect(listedPaid?.transfer).toEqual(paid.transfer);
  });

  it('is null for an order paid through the gateway, in its answer and in the list', async () => {
    const answer = await asCustomer('POST', '/api/payments', checkoutBody(product.id, SHARING));
    expect(answer.status).toBe(201);
    const order = answer.body.data as Order;
    expect(order.transfer).toBeNull();
    expect((await ownOrder(order._id)).transfer).toBeNull();
    expect((await listed(order._id)).order?.transfer).toBeNull();
  });
});

describe("the admin's order of a 'Transfer Bank' order", () => {
  it('shows its transfer state, unique code and the proof, which the admin may open', async () => {
    const placed = await orderByTransfer();
    await uploadProof(placed._id);
    const answer = await asAdmin('GET', `/api/admin/orders/${placed.invoice}`);
    expect(answer.status).toBe(200);
    const order = adminOrderSchema.parse(answer.body.data);
    expect(order.method).toBe('TRANSFER');
    expect(order.transfer).toMatchObject({
      state: 'submitted',
      uniqueCode: placed.transfer!.uniqueCode,
      proof: expect.stringMatching(/^\/api\/files\//),
    });
    expect(statusLabel(order)).toBe('Menunggu Konfirmasi');

    const proof = await app.inject({
      method: 'GET',
      url: order.transfer!.proof!,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const stranger = await signedInCustomer(db, tokens, 'Siti');
    const refused = await app.inject({
      method: 'GET',
      url: order.transfer!.proof!,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.statusCode).toBe(404);

    const list = await asAdmin('GET', `/api/admin/orders?search=${placed.invoice}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ _id: placed._id, transfer: order.transfer })]);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed._id));
    expect(row!.status).toBe('Pending');
  });
});
