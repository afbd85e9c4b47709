import { describe, expect, it } from 'vitest';
import { catalogueFixtures, type OrderFields, type ProductFields } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { complaints, reimbursements } from '../../db/schema/engagement';
import { productItems } from '../../db/schema/stock';
import { getSummary } from './admin-summary.service';

const { app, db, tokens, vault } = await createTestApp();

const shop = await catalogueFixtures(db, { packages: [], invoicePrefix: 'INV-SUM' });

function makeProduct(name: string, fields: ProductFields = {}) {
  return shop.makeProduct({ name, ...fields });
}

const budi = await insertCustomer(db, 'Budi');
const budiToken = await tokenFor(db, tokens, budi.id);
const { token: adminToken } = await signedInAdmin(db, tokens);

// Seeded data: 'now' is 2026-11-23 10:00 WIB (03:00 UTC).
const NOW = new Date('2026-11-23T03:00:00.000Z');
const netflix = await makeProduct('Netflix Uji');
const chatgpt = await makeProduct('ChatGPT Uji');
const preorder = await makeProduct('Disney Uji', { method: 'Preorder' });
await makeProduct('E-Book Uji', { type: 'Digital Product', link: 'https://contoh.id/ebook' });

await db.insert(productItems).values([
  { productId: netflix.id, name: 'N1', slot: 5, seatsTaken: 2, state: 'active' },
  { productId: netflix.id, name: 'N2', slot: 5, seatsTaken: 4, state: 'active' },
  { productId: netflix.id, name: 'N3', slot: 5, seatsTaken: 5, state: 'full' },
  { productId: netflix.id, name: 'N4', slot: 5, seatsTaken: 0, state: 'ended' },
  { productId: chatgpt.id, name: 'C1', slot: 5, seatsTaken: 4, state: 'active' },
  { productId: preorder.id, name: 'Grup Disney', slot: 5, seatsTaken: 3, state: 'forming' },
]);

async function order(status: OrderFields['status'], total: number, paidAt: string | null) {
  await shop.makeOrder(budi.id, netflix.id, {
    price: total,
    admin: 0,
    total,
    status,
    paidAt: paidAt ? new Date(paidAt) : null,
    reference: null,
    expiredTime: null,
  });
}
// 2026-11-22 23:30 UTC is already the 23rd in WIB.
await order('Paid', 30_000, '2026-11-22T23:30:00.000Z');
await order('Paid', 20_000, '2026-11-23T02:00:00.000Z');
// 2026-11-22 16:59 UTC is 23:59 on the 22nd in WIB.
await order('Tenggang', 15_000, '2026-11-22T16:59:00.000Z');
await order('Process', 10_000, '2026-11-22T10:00:00.000Z');
// The first day of the window (2026-10-25 WIB) counts; the day before does not.
await order('Paid', 5_000, '2026-10-24T17:00:00.000Z');
await order('Paid', 99_000, '2026-10-24T16:59:00.000Z');
// A late payment of a canceled order is no revenue; unpaid orders neither.
await order('Canceled', 70_000, '2026-11-20T05:00:00.000Z');
await order('Pending', 40_000, null);
await order('Expired', 40_000, null);

const complaint = {
  userId: budi.id,
  issue: 'other' as const,
  noOrder: '-',
  note: 'Akun tidak bisa dipakai',
  file: 'a.png',
};
await db.insert(complaints).values([
  { ...complaint, status: 'open' },
  { ...complaint, status: 'open' },
  { ...complaint, status: 'answered' },
  { ...complaint, status: 'resolved' },
]);
const [hostItem] = await db
  .insert(productItems)
  .values({ productId: chatgpt.id, name: 'Host', slot: 5, seatsTaken: 0, state: 'ended' })
  .returning();
const reimbursement = { userId: budi.id, productItemId: hostItem!.id, value: 50_000, paymentProof: 'p.png' };
await db.insert(reimbursements).values([
  { ...reimbursement, status: 'Pending' },
  { ...reimbursement, status: 'Rejected' },
]);

describe('GET /api/admin/summary', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/summary' })).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${budiToken}` },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('answers the summary to an admin, uncached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.revenueByDay).toHaveLength(30);
  });

  it('sums paid orders by WIB day over the last 30 days', async () => {
    const summary = await getSummary({ db, vault, log: app.log }, NOW);
    expect(summary.revenueByDay).toHaveLength(30);
    expect(summary.revenueByDay[0]).toEqual({ date: '2026-10-25', total: 5_000, orders: 1 });
    expect(summary.revenueByDay.at(-1)).toEqual({ date: '2026-11-23', total: 50_000, orders: 2 });
    expect(summary.revenueByDay.at(-2)).toEqual({ date: '2026-11-22', total: 25_000, orders: 2 });
    expect(summary.revenueByDay.find((day) => day.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      total: 0,
      orders: 0,
    });
    expect(summary.revenueTotal).toBe(80_000);
  });

  it('counts orders by status, free seats, filling groups and what waits for the admin', async () => {
    const summary = await getSummary({ db, vault, log: app.log }, NOW);
    const counts = Object.fromEntries(summary.ordersByStatus.map((entry) => [entry.status, entry.count]));
    expect(counts).toMatchObject({
      Paid: 4,
      Tenggang: 1,
      Process: 1,
      Canceled: 1,
      Pending: 1,
      Expired: 1,
      Habis: 0,
    });
    expect(summary.freeSeats).toEqual([
      { productId: chatgpt.id, name: 'ChatGPT Uji', freeSeats: 1, items: 1, isLowStock: true },
      { productId: netflix.id, name: 'Netflix Uji', freeSeats: 4, items: 3, isLowStock: false },
    ]);
    expect(summary.fillingGroups).toEqual([
      expect.objectContaining({ name: 'Grup Disney', productName: 'Disney Uji', willUser: 3, slot: 5 }),
    ]);
    expect(summary.complaintsOpen).toBe(2);
    expect(summary.reimbursementsPending).toBe(1);
  });
});
