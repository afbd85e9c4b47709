import { parseCsv } from '@premium-shop/domain/csv';
import {
  LEDGER_MESSAGES,
  ledgerMonthOf,
  type Ledger,
  type LedgerAccounts,
} from '@premium-shop/domain/ledger';
import { formulaCells } from '@premium-shop/domain/testing/spreadsheet';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { reimbursements } from '../../db/schema/engagement';
import { auditLogs } from '../../db/schema/operations';
import { providerCosts } from '../../db/schema/stock';

const { app, db, tokens } = await createTestApp();

const admin = await signedInAdmin(db, tokens, 'Admin Pembukuan');
const customer = await signedInCustomer(db, tokens, 'Pelanggan Biasa');
const budi = await insertCustomer(db, 'Budi');
const shop = await catalogueFixtures(db, { invoicePrefix: 'INV-LEDGER' });

// A crafted March 2025 (WIB): every amount below is in the expectations by hand.
const netflix = await shop.makeProduct({ name: 'Netflix Buku', modalFee: 150_000 });
const spotify = await shop.makeProduct({ name: '=HYPERLINK("http://jahat.id";"Spotify")', modalFee: 30_000 });
const canva = await shop.makeProduct({ name: 'Canva; -2+3', modalFee: 10_000 });

const n1 = await shop.makeItem(netflix.id, 5, {
  name: 'Netflix 1',
  billingCost: 120_000,
  billingCycleMonths: 3,
});
const s1 = await shop.makeItem(spotify.id, 6, { name: 'Spotify 1' });
await shop.makeItem(canva.id, 5, {
  name: 'Canva lama',
  state: 'ended',
  createdAt: new Date('2025-01-01T00:00:00Z'),
});
const n1Seat = await shop.makeSeat(n1, budi.id);

const paid = (iso: string) => ({ status: 'Paid' as const, paidAt: new Date(iso), reference: null });

// Netflix: promo and voucher taken off, the gateway's own fee reported (1.100 against 1.000 charged).
await shop.makeOrder(budi.id, netflix.id, {
  ...paid('2025-03-10T05:00:00Z'),
  price: 50_000,
  admin: 2_000,
  discount: 5_000,
  voucherAmount: 2_000,
  gatewayFee: 1_000,
  total: 46_000,
  gatewayFeeMerchant: 1_100,
  productItemId: n1.id,
});
// 23:59:59 WIB on 31 March: still March; the charged fee stands in for an unreported one.
await shop.makeOrder(budi.id, netflix.id, {
  ...paid('2025-03-31T16:59:59Z'),
  price: 30_000,
  admin: 0,
  gatewayFee: 750,
  total: 30_750,
  productItemId: n1.id,
});
// 00:00 WIB on 1 March (17:00 UTC the day before): March. A renewal of the seat on Netflix 1.
await shop.makeOrder(budi.id, netflix.id, {
  ...paid('2025-02-28T17:00:00Z'),
  kind: 'renewal',
  accountId: n1Seat.id,
  price: 20_000,
  admin: 0,
  gatewayFee: 0,
  total: 20_000,
});
// 00:00 WIB on 1 April: not March.
await shop.makeOrder(budi.id, netflix.id, { ...paid('2025-03-31T17:00:00Z'), price: 99_000, total: 99_000 });
// Unpaid: nothing.
await shop.makeOrder(budi.id, netflix.id, { status: 'Pending', price: 77_000, total: 77_000 });
// Paid in February, refunded in March (its audit entry's month).
const refunded = await shop.makeOrder(budi.id, netflix.id, {
  ...paid('2025-02-10T05:00:00Z'),
  status: 'Canceled',
  statusReason: 'Dana dikembalikan: akun tidak tersedia',
  price: 25_000,
  admin: 0,
  gatewayFee: 0,
  total: 25_000,
});
await db.insert(auditLogs).values({
  actorId: admin.user.id,
  action: 'order.refund',
  entity: 'order',
  entityId: refunded.id,
  createdAt: new Date('2025-03-05T03:00:00Z'),
});

// Spotify: a bank transfer whose unique code (123) is passed on to the buyer, no gateway fee.
await shop.makeOrder(budi.id, spotify.id, {
  ...paid('2025-03-20T05:00:00Z'),
  paymentMethod: 'TRANSFER',
  price: 20_000,
  admin: 0,
  gatewayFee: 0,
  total: 20_123,
  productItemId: s1.id,
});
const reimbursement = { userId: budi.id, productItemId: s1.id, paymentProof: 'p.png' };
const [doneReimbursement] = await db
  .insert(reimbursements)
  .values([
    { ...reimbursement, value: 40_000, status: 'Done', reimbursementProof: 'r.png' },
    { ...reimbursement, value: 35_000, status: 'Pending' },
  ])
  .returning();
await db.insert(auditLogs).values({
  actorId: admin.user.id,
  action: 'reimbursement.complete',
  entity: 'reimbursement',
  entityId: doneReimbursement!.id,
  createdAt: new Date('2025-03-15T03:00:00Z'),
});
await db.insert(providerCosts).values([
  { productId: netflix.id, productItemId: n1.id, amount: 120_000, paidAt: new Date('2025-03-02T03:00:00Z') },
  // 23:59 WIB on 28 February: February.
  { productId: spotify.id, productItemId: s1.id, amount: 10_000, paidAt: new Date('2025-02-28T16:59:00Z') },
  { productId: canva.id, amount: 15_000, paidAt: new Date('2025-03-25T03:00:00Z') },
]);

async function get(url: string, token: string | null = admin.token) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const ROUTES = [
  '/api/admin/ledger',
  '/api/admin/ledger/accounts',
  '/api/admin/ledger/export.csv',
  '/api/admin/ledger/accounts/export.csv',
];

describe('the ledger’s access and months', () => {
  it('is the admin’s only: 401 without a token, 403 to a customer', async () => {
    for (const route of ROUTES) {
      expect((await get(`${route}?month=2025-03`, null)).statusCode, route).toBe(401);
      const refused = await get(`${route}?month=2025-03`, customer.token);
      expect(refused.statusCode, route).toBe(403);
      expect(refused.body).not.toContain('Netflix');
    }
  });

  it('refuses a month not written YYYY-MM with an Indonesian message', async () => {
    for (const month of ['2025-13', '2025-3', '2025-00', 'maret', '1999-12', '2025-03-01', '202503', '']) {
      for (const route of ROUTES) {
        const response = await get(`${route}?month=${encodeURIComponent(month)}`);
        expect(response.statusCode, `${route} ${month}`).toBe(400);
        expect(response.json()).toMatchObject({
          message: LEDGER_MESSAGES.badMonth,
          code: 'VALIDATION_FAILED',
        });
      }
    }
  });

  it('answers the current WIB month without one, uncached', async () => {
    const response = await get('/api/admin/ledger');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<{ data: Ledger }>().data.month).toBe(ledgerMonthOf(new Date()));
  });
});

describe('GET /api/admin/ledger', () => {
  it('sums March 2025 per product by the WIB month of each entry', async () => {
    const { data } = (await get('/api/admin/ledger?month=2025-03')).json<{ data: Ledger }>();
    expect(data.month).toBe('2025-03');
    expect(data.timeZone).toBe('Asia/Jakarta');
    const byName = Object.fromEntries(data.products.map((product) => [product.name, product]));
    expect(byName['Netflix Buku']).toEqual({
      productId: netflix.id,
      name: 'Netflix Buku',
      orders: 3,
      goods: 45_000 + 30_000 + 20_000,
      feesPassedOn: 1_000 + 750,
      revenue: 46_000 + 30_750 + 20_000,
      gatewayFees: 1_100 + 750 + 0,
      unreportedFees: 2,
      refunds: 25_000,
      refundCount: 1,
      reimbursements: 0,
      providerCosts: 120_000,
      margin: 96_750 - 1_850 - 25_000 - 120_000,
    });
    expect(byName[spotify.name]).toMatchObject({
      orders: 1,
      goods: 20_000,
      feesPassedOn: 123,
      revenue: 20_123,
      gatewayFees: 0,
      refunds: 0,
      reimbursements: 40_000,
      providerCosts: 0,
      margin: 20_123 - 40_000,
    });
    expect(byName[canva.name]).toMatchObject({
      orders: 0,
      revenue: 0,
      providerCosts: 15_000,
      margin: -15_000,
    });
    expect(data.products).toHaveLength(3);
    expect(data.totals).toEqual({
      orders: 4,
      goods: 115_000,
      feesPassedOn: 1_873,
      revenue: 116_873,
      gatewayFees: 1_850,
      unreportedFees: 3,
      refunds: 25_000,
      refundCount: 1,
      reimbursements: 40_000,
      providerCosts: 135_000,
      margin: 116_873 - 1_850 - 25_000 - 40_000 - 135_000,
    });
  });

  it('draws twelve months ending with the month, February holding what fell before 1 March WIB', async () => {
    const { data } = (await get('/api/admin/ledger?month=2025-04')).json<{ data: Ledger }>();
    expect(data.history.map((month) => month.month)).toEqual([
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
    const byMonth = Object.fromEntries(data.history.map((month) => [month.month, month]));
    expect(byMonth['2025-02']).toEqual({ month: '2025-02', revenue: 25_000, costs: 10_000, margin: 15_000 });
    expect(byMonth['2025-03']).toEqual({
      month: '2025-03',
      revenue: 116_873,
      costs: 1_850 + 25_000 + 40_000 + 135_000,
      margin: 116_873 - 201_850,
    });
    expect(byMonth['2025-04']).toMatchObject({ revenue: 99_000 });
    expect(byMonth['2024-05']).toEqual({ month: '2024-05', revenue: 0, costs: 0, margin: 0 });
    expect(data.totals.orders).toBe(1);
  });

  it('counts an admin’s refund in the month it is made', async () => {
    const month = ledgerMonthOf(new Date());
    const before = (await get(`/api/admin/ledger?month=${month}`)).json<{ data: Ledger }>().data.totals;
    const order = await shop.makeOrder(budi.id, canva.id, {
      status: 'Process',
      paidAt: new Date(),
      reference: null,
      price: 12_000,
      admin: 0,
      gatewayFee: 0,
      total: 12_000,
    });
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { reason: 'Stok habis' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await get(`/api/admin/ledger?month=${month}`)).json<{ data: Ledger }>().data.totals;
    expect(after.revenue - before.revenue).toBe(12_000);
    expect(after.refunds - before.refunds).toBe(12_000);
    expect(after.margin).toBe(before.margin);
  });
});

describe('GET /api/admin/ledger/accounts', () => {
  it('sets each account’s places sold in the month against its cost', async () => {
    const { data } = (await get('/api/admin/ledger/accounts?month=2025-03')).json<{ data: LedgerAccounts }>();
    expect(data.month).toBe('2025-03');
    const byName = Object.fromEntries(data.accounts.map((account) => [account.name, account]));
    expect(byName['Netflix 1']).toEqual({
      productItemId: n1.id,
      name: 'Netflix 1',
      productId: netflix.id,
      productName: 'Netflix Buku',
      state: 'active',
      slot: 5,
      seatsTaken: 0,
      seatsSold: 2,
      renewals: 1,
      revenue: 46_000 + 30_750 + 20_000,
      cycleCost: 120_000,
      cycleMonths: 3,
      monthlyCost: 40_000,
      costPaid: 120_000,
      margin: 96_750 - 40_000,
    });
    // No cost of its own: the product's provider price, paid in February, not in March.
    expect(byName['Spotify 1']).toMatchObject({
      seatsSold: 1,
      revenue: 20_123,
      cycleCost: 30_000,
      cycleMonths: 1,
      monthlyCost: 30_000,
      costPaid: 0,
      margin: 20_123 - 30_000,
    });
    expect(byName['Canva lama']).toBeUndefined();
  });
});

function cells(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const read = parseCsv(body, ',');
  expect(read.error).toBeUndefined();
  return read.records!.map((record) => record.fields.map((field) => field.value));
}

describe('the ledger’s CSV exports', () => {
  it('writes the month’s products and its total, read the same with , and guarded with ;', async () => {
    const response = await get('/api/admin/ledger/export.csv?month=2025-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pembukuan-2025-03-\d{8}-\d{4}\.csv"$/,
    );
    const rows = cells(response.body);
    expect(rows[0]).toEqual([
      'Bulan',
      'Produk',
      'Pesanan Dibayar',
      'Penjualan',
      'Biaya Dibebankan ke Pembeli',
      'Pendapatan',
      'Biaya Gateway',
      'Refund',
      'Reimburse Host',
      'Biaya Provider',
      'Margin',
    ]);
    expect(rows).toHaveLength(5);
    const netflixRow = rows.find((row) => row[1] === 'Netflix Buku')!;
    expect(netflixRow).toEqual([
      '2025-03',
      'Netflix Buku',
      '3',
      '95000',
      '1750',
      '96750',
      '1850',
      '25000',
      '0',
      '120000',
      String(96_750 - 1_850 - 25_000 - 120_000),
    ]);
    expect(rows.find((row) => row[1]!.includes('Spotify'))![1]).toBe(`'${spotify.name}`);
    expect(rows.at(-1)).toEqual([
      '2025-03',
      'Total',
      '4',
      '115000',
      '1873',
      '116873',
      '1850',
      '25000',
      '40000',
      '135000',
      String(116_873 - 201_850),
    ]);
    // Opened on ';' (an Indonesian spreadsheet) or tab, quoted or not: no cell runs, the name reads as text.
    expect(formulaCells(response.body)).toEqual([]);
    expect(response.body).toContain("Canva; '-2+3");
  });

  it('writes the month’s accounts', async () => {
    const response = await get('/api/admin/ledger/accounts/export.csv?month=2025-03');
    expect(response.statusCode).toBe(200);
    const rows = cells(response.body);
    expect(rows[0]).toContain('Kursi Terjual');
    const n1Row = rows.find((row) => row[2] === 'Netflix 1')!;
    expect(n1Row).toEqual([
      '2025-03',
      'Netflix Buku',
      'Netflix 1',
      'Aktif',
      '5',
      '0',
      '2',
      '1',
      '96750',
      '120000',
      '3',
      '40000',
      '120000',
      '56750',
    ]);
    expect(formulaCells(response.body)).toEqual([]);
  });
});
