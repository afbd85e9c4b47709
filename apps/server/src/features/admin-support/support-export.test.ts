import { parseCsv } from '@premium-shop/domain/csv';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { complaints, reimbursements } from '../../db/schema/engagement';

const { app, db, tokens, vault } = await createTestApp();

const ITEM_PASSWORD = 'Rahasia#Host-Ekspor';
const admin = await signedInAdmin(db, tokens);
const customer = await signedInCustomer(db, tokens);
const host = await insertCustomer(db, 'Sri, "Host" Utama');
const shop = await catalogueFixtures(db, {
  item: () => ({ secret: vault.seal({ password: ITEM_PASSWORD }) }),
});
const product = await shop.makeProduct({ name: 'YouTube Premium' });
const item = await shop.makeItem(product.id, 5, { name: 'Grup Sri', hostUserId: host.id });
const hostOrder = await shop.makeOrder(host.id, product.id, { status: 'Process', paidAt: new Date() });

const [open, answered] = await db
  .insert(complaints)
  .values([
    {
      userId: host.id,
      issue: 'akun bermasalah',
      productItemId: item.id,
      noOrder: hostOrder.invoice,
      note: '=1+1\nTidak bisa login, "password salah"',
      file: '/api/files/pengaduan-rahasia.png',
      createdAt: new Date('2026-11-02T01:00:00.000Z'),
    },
    {
      userId: host.id,
      issue: 'other',
      noOrder: 'INV-LAIN',
      note: 'Pertanyaan lain',
      file: '/api/files/pengaduan-lain.png',
      status: 'answered',
      reply: 'Sudah kami cek',
      repliedAt: new Date('2026-11-03T02:00:00.000Z'),
      createdAt: new Date('2026-11-01T01:00:00.000Z'),
    },
  ])
  .returning();
await db.insert(reimbursements).values([
  {
    userId: host.id,
    productItemId: item.id,
    orderId: hostOrder.id,
    value: 150_000,
    bank: 'BRI',
    accountNumber: '0123456789',
    paymentProof: '/api/files/bukti-host.png',
    createdAt: new Date('2026-11-04T01:00:00.000Z'),
  },
  {
    userId: host.id,
    productItemId: item.id,
    value: 90_000,
    bank: 'BCA',
    accountNumber: '9876543210',
    paymentProof: '/api/files/bukti-host-2.png',
    status: 'Rejected',
    note: '-bukti tidak jelas',
    createdAt: new Date('2026-11-03T01:00:00.000Z'),
  },
]);

async function get(url: string, token: string | null = admin.token) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body).records!.map((record) => record.fields.map((field) => field.value));
}

describe('GET /api/admin/complaints/export.csv', () => {
  it('is the admin’s only: 401 without a token, 403 to a customer', async () => {
    expect((await get('/api/admin/complaints/export.csv', null)).statusCode).toBe(401);
    expect((await get('/api/admin/complaints/export.csv', customer.token)).statusCode).toBe(403);
  });

  it('writes every complaint newest first with the card’s facts, quoted and guarded', async () => {
    const answer = await get('/api/admin/complaints/export.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="pengaduan-\d{8}-\d{4}\.csv"/);
    expect(rowsOf(answer.body)).toEqual([
      [
        'Tanggal',
        'Masalah',
        'No. Pesanan',
        'Nama Pelanggan',
        'Email Pelanggan',
        'No. HP Pelanggan',
        'Produk',
        'Akun',
        'Pesan',
        'Status',
        'Balasan',
        'Dibalas',
      ],
      [
        '2026-11-02 08:00',
        'Akun Bermasalah',
        hostOrder.invoice,
        'Sri, "Host" Utama',
        host.email,
        `'${host.phone}`,
        'YouTube Premium',
        'Grup Sri',
        `'=1+1\nTidak bisa login, "password salah"`,
        'Baru',
        '',
        '',
      ],
      [
        '2026-11-01 08:00',
        'Lainnya',
        'INV-LAIN',
        'Sri, "Host" Utama',
        host.email,
        `'${host.phone}`,
        '',
        '',
        'Pertanyaan lain',
        'Dibalas',
        'Sudah kami cek',
        '2026-11-03 09:00',
      ],
    ]);
    expect(answer.body).not.toContain('pengaduan-rahasia.png');
    expect(answer.body).not.toContain(ITEM_PASSWORD);
  });

  it('applies the status filter as the list does', async () => {
    const rows = rowsOf((await get('/api/admin/complaints/export.csv?status=answered')).body).slice(1);
    expect(rows.map((row) => row[2])).toEqual([answered!.noOrder]);
    const openRows = rowsOf((await get('/api/admin/complaints/export.csv?status=open')).body).slice(1);
    expect(openRows.map((row) => row[2])).toEqual([open!.noOrder]);
    expect((await get('/api/admin/complaints/export.csv?status=lama')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/reimbursements/export.csv', () => {
  it('is the admin’s only: 401 without a token, 403 to a customer', async () => {
    expect((await get('/api/admin/reimbursements/export.csv', null)).statusCode).toBe(401);
    expect((await get('/api/admin/reimbursements/export.csv', customer.token)).statusCode).toBe(403);
  });

  it('writes every request newest first with the table’s columns, the value in integer Rupiah', async () => {
    const answer = await get('/api/admin/reimbursements/export.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="reimburse-\d{8}-\d{4}\.csv"/);
    expect(rowsOf(answer.body)).toEqual([
      [
        'Pengajuan',
        'Nama Host',
        'Email Host',
        'Produk',
        'Akun',
        'Reimburse (Rp)',
        'Bank',
        'No. Rekening',
        'Pesanan Host',
        'Status Pesanan Host',
        'Status',
        'Catatan',
      ],
      [
        '2026-11-04 08:00',
        'Sri, "Host" Utama',
        host.email,
        'YouTube Premium',
        'Grup Sri',
        '150000',
        'BRI',
        '0123456789',
        hostOrder.invoice,
        'Process',
        'Pending',
        '',
      ],
      [
        '2026-11-03 08:00',
        'Sri, "Host" Utama',
        host.email,
        'YouTube Premium',
        'Grup Sri',
        '90000',
        'BCA',
        '9876543210',
        '',
        '',
        'Rejected',
        "'-bukti tidak jelas",
      ],
    ]);
    expect(answer.body).not.toContain('bukti-host');
    expect(answer.body).not.toContain(ITEM_PASSWORD);
  });

  it('applies the status filter as the list does', async () => {
    const rows = rowsOf((await get('/api/admin/reimbursements/export.csv?status=Rejected')).body).slice(1);
    expect(rows.map((row) => row[5])).toEqual(['90000']);
    const all = rowsOf((await get('/api/admin/reimbursements/export.csv?status=All')).body).slice(1);
    expect(all).toHaveLength(2);
    const refused = await get('/api/admin/reimbursements/export.csv?status=Semua');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { status: 'Status reimburse tidak valid' } });
  });
});
