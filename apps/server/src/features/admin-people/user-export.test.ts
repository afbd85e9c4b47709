import { parseCsv } from '@premium-shop/domain/csv';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { users } from '../../db/schema/users';

const { app, db, tokens } = await createTestApp();

const admin = await signedInAdmin(db, tokens, 'Admin Ekspor');
const customer = await signedInCustomer(db, tokens, 'Pelanggan Biasa');
const HASH = '$argon2id$v=19$m=65536,t=3,p=4$rahasia-hash-ekspor';
const mallory = await insertCustomer(db, '@SUM(1+1)*cmd|"/C calc"!A0');
await db
  .update(users)
  .set({ passwordHash: HASH, isActive: false, createdAt: new Date('2026-10-01T17:30:00.000Z') })
  .where(eq(users.id, mallory.id));
const shop = await catalogueFixtures(db);
const product = await shop.makeProduct();
await shop.makeOrder(mallory.id, product.id, { status: 'Paid', paidAt: new Date() });
await shop.makeOrder(mallory.id, product.id, { status: 'Pending' });

async function exportUsers(query: string, token: string | null = admin.token) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/users/export.csv${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body).records!.map((record) => record.fields.map((field) => field.value));
}

describe('GET /api/admin/users/export.csv', () => {
  it('is the admin’s only: 401 without a token, 403 to a customer', async () => {
    expect((await exportUsers('', null)).statusCode).toBe(401);
    expect((await exportUsers('', customer.token)).statusCode).toBe(403);
  });

  it('writes the searched users with the list’s columns, guarding formulas', async () => {
    const answer = await exportUsers(`?search=${encodeURIComponent(mallory.email)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="pengguna-\d{8}-\d{4}\.csv"$/,
    );
    expect(rowsOf(answer.body)).toEqual([
      ['Nama', 'Email', 'No. HP', 'Peran', 'Status', 'Pesanan Dibayar', 'Terdaftar'],
      [
        `'@SUM(1+1)*cmd|"/C calc"!A0`,
        mallory.email,
        `'${mallory.phone}`,
        'Pelanggan',
        'Nonaktif',
        '1',
        '2026-10-02 00:30',
      ],
    ]);
  });

  it('applies the role filter as the list does', async () => {
    const rows = rowsOf((await exportUsers('?role=admin')).body).slice(1);
    expect(rows.map((row) => row[1])).toEqual([admin.user.email]);
    expect(rows[0]![3]).toBe('Admin');
  });

  it('never writes a password hash or any column the list does not show', async () => {
    const answer = await exportUsers('');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain(HASH);
    expect(answer.body).not.toContain('not-a-real-hash');
    expect(answer.body).not.toMatch(/password|hash/i);
    const emails = rowsOf(answer.body)
      .slice(1)
      .map((row) => row[1]);
    expect(emails).toEqual(expect.arrayContaining([admin.user.email, customer.user.email, mallory.email]));
  });

  it('refuses a bad role with an Indonesian message', async () => {
    const answer = await exportUsers('?role=raja');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: { role: 'Peran tidak valid' } });
  });
});
