import { randomUUID } from 'node:crypto';
import { voucherSchema } from '@premium-shop/domain/order-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { vouchers } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';

const { app, db, tokens } = await createTestApp();

const shop = await catalogueFixtures(db, { category: { name: 'Musik' }, packages: [] });

function makeProduct() {
  return shop.makeProduct({ slot: 1 });
}

async function makeVoucher(
  fields: Partial<typeof vouchers.$inferInsert> = {},
): Promise<typeof vouchers.$inferSelect> {
  const [voucher] = await db
    .insert(vouchers)
    .values({ code: `V${randomUUID().slice(0, 8).toUpperCase()}`, type: 'percent', value: 10, ...fields })
    .returning();
  return voucher!;
}

const token = (await signedInCustomer(db, tokens)).token;
const netflix = await makeProduct();
const spotify = await makeProduct();

async function lookup(code: string, product?: string, as = token) {
  const query = product ? `?product=${product}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/api/vouchers/code/${encodeURIComponent(code)}${query}`,
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/vouchers/code/:code', () => {
  it('answers a usable voucher, whatever the case the customer typed', async () => {
    const voucher = await makeVoucher({ code: 'HEMAT10', usageLimit: 100, used: 3 });
    for (const typed of ['HEMAT10', 'hemat10', ' Hemat10 ']) {
      const { status, body } = await lookup(typed, netflix.id);
      expect(status).toBe(200);
      expect(voucherSchema.parse(body.data)).toEqual({
        _id: voucher.id,
        code: 'HEMAT10',
        type: 'percent',
        value: 10,
      });
    }
    // A voucher for every product also answers without a product.
    expect((await lookup('hemat10')).body.data?.code).toBe('HEMAT10');
  });

  it('answers a product voucher only for its own product', async () => {
    await makeVoucher({ code: 'NETFLIX15', value: 15, productId: netflix.id });
    expect((await lookup('netflix15', netflix.id)).body.data).toMatchObject({ code: 'NETFLIX15', value: 15 });
    expect((await lookup('netflix15', spotify.id)).body).toEqual({
      data: null,
      message: 'Kode voucher tidak ditemukan',
    });
    expect((await lookup('netflix15')).body.data).toBeNull();
  });

  it.each([
    ['inactive', { isActive: false }],
    ['expired', { validUntil: new Date(Date.now() - 1000) }],
    ['not yet valid', { validFrom: new Date(Date.now() + 60_000) }],
    ['used up', { usageLimit: 5, used: 5 }],
  ])('answers null for an %s voucher', async (_name, fields) => {
    const voucher = await makeVoucher(fields);
    expect((await lookup(voucher.code, netflix.id)).body).toEqual({
      data: null,
      message: 'Kode voucher tidak ditemukan',
    });
  });

  it('tells a customer who holds or used the voucher up to its per-customer limit (409), not others', async () => {
    const voucher = await makeVoucher({ code: 'SEKALI', perCustomerLimit: 1 });
    const buyer = await signedInCustomer(db, tokens);
    const order = await shop.makeOrder(buyer.user.id, netflix.id, { voucherId: voucher.id });
    const message = 'Voucher sudah mencapai batas pemakaian untuk akunmu';
    expect(await lookup('sekali', netflix.id, buyer.token)).toEqual({
      status: 409,
      body: { code: 'VOUCHER_UNAVAILABLE', message, errors: { voucher: message } },
    });
    expect((await lookup('sekali', netflix.id)).body.data?.code).toBe('SEKALI');
    // An order past its payment window holds nothing, even before the expiry job marks it.
    await db
      .update(orders)
      .set({ expiredTime: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect((await lookup('sekali', netflix.id, buyer.token)).status).toBe(200);
    await db.update(orders).set({ paidAt: new Date(), status: 'Paid' }).where(eq(orders.id, order.id));
    expect((await lookup('sekali', netflix.id, buyer.token)).status).toBe(409);
  });

  it('answers a flat voucher and null for an unknown code', async () => {
    const voucher = await makeVoucher({ code: 'DISKON5K', type: 'flat', value: 5_000 });
    expect((await lookup('diskon5k', spotify.id)).body.data).toEqual({
      _id: voucher.id,
      code: 'DISKON5K',
      type: 'flat',
      value: 5_000,
    });
    expect((await lookup('TIDAKADA', spotify.id)).body.data).toBeNull();
  });

  it('needs a token and a valid product id', async () => {
    expect((await lookup('HEMAT10', undefined, '')).status).toBe(401);
    const bad = await lookup('HEMAT10', 'bukan-id');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await lookup('X'.repeat(65))).status).toBe(400);
  });

  it('limits each user to 30 lookups a minute (429)', async () => {
    const guesser = (await signedInCustomer(db, tokens)).token;
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await lookup(`GUESS${index}`, undefined, guesser)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another customer is not held back by the guesser.
    expect((await lookup('GUESS', undefined, token)).status).toBe(200);
  });
});
