import { randomBytes } from 'node:crypto';
import { MAX_EXPORT_ROWS, parseCsv } from '@premium-shop/domain/csv';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { orders } from '../../db/schema/orders';

const { app, db, tokens, vault } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;

const ITEM_PASSWORD = 'Rahasia#Grup-Ekspor';
const ITEM_PIN = '7319';
const shop = await catalogueFixtures(db, {
  item: () => ({
    email: 'grup@premiumshop.id',
    secret: vault.seal({ password: ITEM_PASSWORD, pin: ITEM_PIN }),
  }),
  invoicePrefix: 'INV-CSV',
});
const admin = await signedInAdmin(db, tokens);
const customer = await signedInCustomer(db, tokens);

// A buyer whose name a spreadsheet would run as a formula, and a product whose name needs quotes.
const mallory = await insertCustomer(db, '=HYPERLINK("http://jahat.id","klik")');
const product = await shop.makeProduct({ name: 'Netflix, "Premium" Ñ' });
const other = await shop.makeProduct({ name: 'Spotify Lainnya' });
const item = await shop.makeItem(product.id, 5);
const seat = await shop.makeSeat(item, mallory.id, {
  status: 'Aktif',
  expireAt: new Date(Date.now() + 20 * DAY),
});
const paid = await shop.makeOrder(mallory.id, product.id, {
  status: 'Paid',
  total: 27_939,
  paidAt: new Date('2026-11-20T03:04:00.000Z'),
  createdAt: new Date('2026-11-20T03:00:00.000Z'),
  productItemId: item.id,
  accountId: seat.id,
});
const late = await shop.makeOrder(mallory.id, product.id, {
  status: 'Process',
  total: 50_000,
  paidAt: new Date('2026-11-21T03:00:00.000Z'),
  paidAfter: 'Expired',
  statusReason: 'Dibayar setelah kedaluwarsa,\nmenunggu admin',
  createdAt: new Date('2026-11-21T02:00:00.000Z'),
});
const elsewhere = await shop.makeOrder(mallory.id, other.id, {
  createdAt: new Date('2026-11-19T00:00:00.000Z'),
});

async function exportOrders(query: string, token: string | null = admin.token) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/orders/export.csv${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const { records, error } = parseCsv(body);
  expect(error).toBeUndefined();
  return records!.map((record) => record.fields.map((field) => field.value));
}

const HEADER = [
  'Invoice',
  'Tanggal',
  'Nama Pembeli',
  'Email Pembeli',
  'No. HP Pembeli',
  'Produk',
  'Paket',
  'Total (Rp)',
  'Status',
  'Dibayar',
  'Pembayaran Terlambat',
  'Keterangan',
];

describe('GET /api/admin/orders/export.csv', () => {
  it('is the admin’s only: 401 without a token, 403 to a customer', async () => {
    expect((await exportOrders('', null)).statusCode).toBe(401);
    const refused = await exportOrders('', customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers the filtered list as a UTF-8 CSV file to save, newest first, money as integer Rupiah', async () => {
    const answer = await exportOrders(`?search=${encodeURIComponent('Netflix')}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="pesanan-\d{8}-\d{4}\.csv"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-export-truncated']).toBe('false');
    const [header, ...rows] = rowsOf(answer.body);
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([
      [
        late.invoice,
        '2026-11-21 09:00',
        `'=HYPERLINK("http://jahat.id","klik")`,
        mallory.email,
        `'${mallory.phone}`,
        'Netflix, "Premium" Ñ',
        'Sharing',
        '50000',
        'Sedang Proses',
        '2026-11-21 10:00',
        'Dibayar setelah Expired',
        'Dibayar setelah kedaluwarsa,\nmenunggu admin',
      ],
      [
        paid.invoice,
        '2026-11-20 10:00',
        `'=HYPERLINK("http://jahat.id","klik")`,
        mallory.email,
        `'${mallory.phone}`,
        'Netflix, "Premium" Ñ',
        'Sharing',
        '27939',
        'Aktif',
        '2026-11-20 10:04',
        '',
        '',
      ],
    ]);
    // The raw text quotes what needs it and guards the formula.
    expect(answer.body).toContain('"\'=HYPERLINK(""http://jahat.id"",""klik"")"');
    expect(answer.body).toContain('"Netflix, ""Premium"" Ñ"');
  });

  it('applies the status and late-payment filters as the list does', async () => {
    const byStatus = rowsOf((await exportOrders('?status=Pending')).body);
    expect(byStatus.slice(1).map((row) => row[0])).toEqual([elsewhere.invoice]);
    const latePayments = rowsOf((await exportOrders('?latePayment=true')).body);
    expect(latePayments.slice(1).map((row) => row[0])).toEqual([late.invoice]);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?latePayment=true',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.json<{ data: { invoice: string }[] }>().data.map((order) => order.invoice)).toEqual([
      late.invoice,
    ]);
  });

  it('never writes credentials: not the account password, not its PIN', async () => {
    const answer = await exportOrders('');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(ITEM_PASSWORD);
    expect(answer.body).not.toContain(ITEM_PIN);
    expect(answer.body).not.toContain('not-a-real-hash');
  });

  it('refuses a bad filter with an Indonesian message', async () => {
    const answer = await exportOrders('?status=Hilang');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { status: 'Status pesanan tidak valid' },
    });
  });

  it(`writes at most ${MAX_EXPORT_ROWS} rows and says it cut the rest off`, async () => {
    const bulk = await shop.makeProduct({ name: 'Produk Massal Ekspor' });
    const values = Array.from({ length: MAX_EXPORT_ROWS + 1 }, (_, index) => ({
      invoice: `INV-MASSAL-${String(index).padStart(5, '0')}-${randomBytes(2).toString('hex')}`,
      userId: mallory.id,
      productId: bulk.id,
      duration: 30,
      price: 25_000,
      admin: 0,
      total: 25_000,
      paymentMethod: 'QRIS',
      status: 'Pending' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    }));
    for (let start = 0; start < values.length; start += 1000) {
      await db.insert(orders).values(values.slice(start, start + 1000));
    }
    const answer = await exportOrders('?search=Massal');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-export-truncated']).toBe('true');
    const rows = rowsOf(answer.body).slice(1);
    expect(rows).toHaveLength(MAX_EXPORT_ROWS);
    // Newest first: the oldest one is the row left out.
    expect(rows[0]![0]).toBe(values.at(-1)!.invoice);
    expect(rows.some((row) => row[0] === values[0]!.invoice)).toBe(false);
  });

  it('is rate limited per admin', async () => {
    const busy = await signedInAdmin(db, tokens, 'Admin Sibuk');
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await exportOrders('?status=Canceled', busy.token)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
