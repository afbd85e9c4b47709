import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import {
  categories,
  packages,
  productDiscounts,
  products,
  variantItems,
  variants,
  vouchers,
} from '../../db/schema/catalogue';
import { banners, siteContent } from '../../db/schema/content';
import { auditLogs } from '../../db/schema/operations';
import { authSessions, users } from '../../db/schema/users';
import { multipartBody, pngImage } from '../files/files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const [category] = await db
  .insert(categories)
  .values({ name: 'Streaming', image: 'c.png', bg: '#fff', icon: 'c.svg' })
  .returning();
const [sharing] = await db.insert(packages).values({ name: 'Sharing' }).returning();

async function makeProduct(durations: number[] = [30, 90]) {
  const [product] = await db
    .insert(products)
    .values({
      name: `Produk ${randomUUID().slice(0, 6)}`,
      image: 'p.png',
      banner: 'b.png',
      icon: 'p.svg',
      method: 'Ready',
      type: 'Sharing Account',
      categoryId: category!.id,
      ...(durations.length === 0 && { price: 50_000 }),
    })
    .returning();
  if (durations.length > 0) {
    const [variant] = await db
      .insert(variants)
      .values({ productId: product!.id, packageId: sharing!.id })
      .returning();
    await db
      .insert(variantItems)
      .values(durations.map((duration) => ({ variantId: variant!.id, duration, price: 25_000 })));
  }
  return product!;
}

const [adminUser] = await db
  .insert(users)
  .values({
    name: 'Admin Toko',
    email: `admin-${randomUUID().slice(0, 8)}@premiumshop.id`,
    phone: '+6281200000009',
    passwordHash: 'not-a-real-hash',
    role: 'admin',
  })
  .returning();
const [adminSession] = await db.insert(authSessions).values({ userId: adminUser!.id }).returning();
const adminToken = await tokens.sign({ userId: adminUser!.id, sessionId: adminSession!.id, role: 'admin' });
const customer = await signedInCustomer(db, tokens);

async function call(request: InjectOptions, token: string | null = adminToken) {
  const response = await app.inject({
    ...request,
    headers: { ...request.headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

async function lastAudit(entity: string, entityId: string) {
  const [row] = await db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, entityId)))
    .orderBy(desc(auditLogs.createdAt));
  return row;
}

async function bannerForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const { payload, contentType } = await multipartBody(
    fields,
    file && { field: 'image', name: file.name, type: file.type, bytes: file.bytes },
  );
  return {
    method: 'POST' as const,
    url: '/api/admin/banners',
    payload,
    headers: { 'content-type': contentType },
  };
}

const bannerDir = path.join(dataDir, 'uploads', 'banners');
const bannerFiles = () => (fs.existsSync(bannerDir) ? fs.readdirSync(bannerDir) : []);

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/api/admin/promo-products' },
    { method: 'GET', url: '/api/admin/product-discounts' },
    { method: 'POST', url: '/api/admin/product-discounts', payload: {} },
    { method: 'PUT', url: `/api/admin/product-discounts/${randomUUID()}`, payload: {} },
    { method: 'DELETE', url: `/api/admin/product-discounts/${randomUUID()}` },
    { method: 'GET', url: '/api/admin/vouchers' },
    { method: 'POST', url: '/api/admin/vouchers', payload: {} },
    { method: 'PUT', url: `/api/admin/vouchers/${randomUUID()}`, payload: {} },
    { method: 'DELETE', url: `/api/admin/vouchers/${randomUUID()}` },
    { method: 'GET', url: '/api/admin/banners' },
    { method: 'POST', url: '/api/admin/banners', payload: {} },
    { method: 'PUT', url: '/api/admin/banners/order', payload: {} },
    { method: 'PUT', url: `/api/admin/banners/${randomUUID()}`, payload: {} },
    { method: 'DELETE', url: `/api/admin/banners/${randomUUID()}` },
    { method: 'GET', url: '/api/admin/site-content/faq' },
    { method: 'PUT', url: '/api/admin/site-content/faq', payload: [] },
  ];

  it.each(routes)('$method $url answers 401 without a token and 403 to a customer', async (route) => {
    expect((await call(route, null)).status).toBe(401);
    const asCustomer = await call(route, customer.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('product promos', () => {
  it('lists the products with the durations they are sold in', async () => {
    const product = await makeProduct([90, 30]);
    const lifetime = await makeProduct([]);
    const { status, body } = await call({ method: 'GET', url: '/api/admin/promo-products' });
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { _id: product.id, name: product.name, durations: [30, 90] },
        { _id: lifetime.id, name: lifetime.name, durations: [0] },
      ]),
    );
  });

  it('creates a limited promo, audits it and shows it on the storefront at once', async () => {
    const product = await makeProduct();
    // Fill the public cache first: the write must drop it.
    const before = await call({ method: 'GET', url: '/api/product-discounts' }, null);
    expect(
      before.body.data.some((promo: { product: { _id: string } }) => promo.product._id === product.id),
    ).toBe(false);

    const { status, body } = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { productId: product.id, duration: 30, value: ' 20% ', slot: 5 },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      message: 'Promo berhasil ditambahkan',
      data: {
        product: { _id: product.id, name: product.name },
        duration: 30,
        value: '20%',
        used: 0,
        slot: 5,
        isActive: true,
      },
    });

    const audit = await lastAudit('product_discount', body.data._id);
    expect(audit).toMatchObject({ actorId: adminUser!.id, action: 'product_discount.create', before: null });
    expect(audit?.after).toMatchObject({ value: '20%', slot: 5 });

    const after = await call({ method: 'GET', url: '/api/product-discounts' }, null);
    expect(after.body.data).toContainEqual({
      _id: body.data._id,
      product: { _id: product.id },
      duration: 30,
      value: '20%',
      used: 0,
      slot: 5,
    });

    const list = await call({ method: 'GET', url: '/api/admin/product-discounts' });
    expect(list.body.data).toContainEqual(expect.objectContaining({ _id: body.data._id, used: 0, slot: 5 }));
  });

  it.each([
    [{ value: '10%%' }, 'value', 'Diskon persentase tidak valid!'],
    [{ value: '1e3' }, 'value', 'Diskon tidak valid!'],
    [{ value: '0' }, 'value', 'Diskon harus lebih dari 0'],
    [{ value: '150%' }, 'value', 'Diskon persentase harus lebih dari 0% dan paling banyak 100%'],
    [{ value: '' }, 'value', 'Nilai diskon wajib diisi'],
    [{ slot: 0 }, 'slot', 'Slot harus bilangan bulat minimal 1'],
    [{ duration: 60 }, 'duration', 'Produk ini tidak dijual dengan durasi tersebut'],
    [{ productId: randomUUID() }, 'productId', 'Produk tidak ditemukan'],
    [{ productId: 'abc' }, 'productId', 'Pilih produk'],
    [
      { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
      'endsAt',
      'Tanggal berakhir harus setelah tanggal mulai',
    ],
  ])('refuses %o with 400 and saves nothing', async (change, field, message) => {
    const product = await makeProduct();
    const { status, body } = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { productId: product.id, duration: 30, value: '5000', ...change },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    expect(
      await db.select().from(productDiscounts).where(eq(productDiscounts.productId, product.id)),
    ).toEqual([]);
  });

  it('answers 409 for a second promo on the same product and duration', async () => {
    const product = await makeProduct();
    const payload = { productId: product.id, duration: 90, value: '10000' };
    expect((await call({ method: 'POST', url: '/api/admin/product-discounts', payload })).status).toBe(201);
    const again = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { ...payload, value: '5%' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Promo untuk produk dan durasi ini sudah ada' });
  });

  it('updates a promo but never lowers its slot below the orders that used it', async () => {
    const product = await makeProduct();
    const created = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { productId: product.id, duration: 30, value: '15%', slot: 10 },
    });
    const id = created.body.data._id as string;
    await db.update(productDiscounts).set({ used: 4 }).where(eq(productDiscounts.id, id));

    const refused = await call({
      method: 'PUT',
      url: `/api/admin/product-discounts/${id}`,
      payload: { productId: product.id, duration: 30, value: '15%', slot: 3 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errors: { slot: 'Slot tidak boleh kurang dari promo yang sudah terpakai (4)' },
    });
    const [unchanged] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, id));
    expect(unchanged).toMatchObject({ slot: 10, used: 4 });

    const updated = await call({
      method: 'PUT',
      url: `/api/admin/product-discounts/${id}`,
      payload: { productId: product.id, duration: 30, value: '25000', slot: 4, isActive: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ value: '25000', slot: 4, used: 4 });
    expect(await lastAudit('product_discount', id)).toMatchObject({
      action: 'product_discount.update',
      before: expect.objectContaining({ slot: 10, value: '15%' }),
      after: expect.objectContaining({ slot: 4, value: '25000' }),
    });
  });

  it('hides an inactive promo and a deleted one from the storefront at once', async () => {
    const product = await makeProduct();
    const created = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { productId: product.id, duration: 30, value: '3000' },
    });
    const id = created.body.data._id as string;
    const shown = async () =>
      (await call({ method: 'GET', url: `/api/product-discounts/${product.id}` }, null)).body.data.length;
    expect(await shown()).toBe(1);

    await call({
      method: 'PUT',
      url: `/api/admin/product-discounts/${id}`,
      payload: { productId: product.id, duration: 30, value: '3000', isActive: false },
    });
    expect(await shown()).toBe(0);

    const removed = await call({ method: 'DELETE', url: `/api/admin/product-discounts/${id}` });
    expect(removed).toMatchObject({ status: 200, body: { data: null, message: 'Promo berhasil dihapus' } });
    expect(await lastAudit('product_discount', id)).toMatchObject({
      action: 'product_discount.delete',
      after: null,
    });
    expect((await call({ method: 'DELETE', url: `/api/admin/product-discounts/${id}` })).status).toBe(404);
    expect((await call({ method: 'DELETE', url: '/api/admin/product-discounts/nope' })).status).toBe(404);
  });
});

describe('vouchers', () => {
  it('creates a voucher with an upper-cased code that the checkout then finds', async () => {
    const product = await makeProduct();
    const { status, body } = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { code: ' hemat10 ', type: 'percent', value: 10, productId: product.id, usageLimit: 50 },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      code: 'HEMAT10',
      type: 'percent',
      value: 10,
      product: { _id: product.id, name: product.name },
      usageLimit: 50,
      used: 0,
      isActive: true,
    });
    expect(await lastAudit('voucher', body.data._id)).toMatchObject({
      actorId: adminUser!.id,
      action: 'voucher.create',
      after: expect.objectContaining({ code: 'HEMAT10' }),
    });

    const found = await call(
      { method: 'GET', url: `/api/vouchers/code/hemat10?product=${product.id}` },
      customer.token,
    );
    expect(found.body.data).toMatchObject({ code: 'HEMAT10', type: 'percent', value: 10 });

    const list = await call({ method: 'GET', url: '/api/admin/vouchers' });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ code: 'HEMAT10', used: 0, usageLimit: 50 }),
    );
  });

  it('answers 409 for a code already taken, whatever its case', async () => {
    const payload = { code: 'DUPLIKAT1', type: 'flat', value: 5000 };
    expect((await call({ method: 'POST', url: '/api/admin/vouchers', payload })).status).toBe(201);
    const again = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...payload, code: 'duplikat1' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'Kode voucher sudah dipakai' },
    });
    expect(await db.select().from(vouchers).where(eq(vouchers.code, 'DUPLIKAT1'))).toHaveLength(1);

    const other = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...payload, code: 'LAINNYA1' },
    });
    const renamed = await call({
      method: 'PUT',
      url: `/api/admin/vouchers/${other.body.data._id}`,
      payload: { ...payload, code: 'Duplikat1' },
    });
    expect(renamed.status).toBe(409);
  });

  it.each([
    [{ code: 'AB-12' }, 'code', 'Kode voucher hanya huruf dan angka, 3 sampai 32 karakter'],
    [{ code: '' }, 'code', 'Kode voucher wajib diisi'],
    [{ type: 'gratis' }, 'type', 'Jenis voucher tidak valid'],
    [{ type: 'percent', value: 101 }, 'value', 'Voucher persentase antara 1 dan 100'],
    [{ type: 'percent', value: 0 }, 'value', 'Voucher persentase antara 1 dan 100'],
    [{ type: 'flat', value: 0 }, 'value', 'Potongan voucher minimal Rp 1'],
    [{ value: 1.5 }, 'value', 'Nilai voucher harus bilangan bulat'],
    [{ usageLimit: 0 }, 'usageLimit', 'Batas pemakaian harus bilangan bulat minimal 1'],
    [{ productId: randomUUID() }, 'productId', 'Produk tidak ditemukan'],
    [{ validFrom: 'besok' }, 'validFrom', 'Tanggal tidak valid'],
    [
      { validFrom: '2026-12-10T00:00:00.000Z', validUntil: '2026-12-10T00:00:00.000Z' },
      'validUntil',
      'Tanggal berakhir harus setelah tanggal mulai',
    ],
  ])('refuses %o with 400', async (change, field, message) => {
    const code = `SALAH${randomUUID().slice(0, 6).toUpperCase().replace(/-/g, '')}`;
    const { status, body } = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { code, type: 'flat', value: 1000, ...change },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    expect(await db.select().from(vouchers).where(eq(vouchers.code, code))).toEqual([]);
  });

  it('never lowers the usage limit below the uses, and deletes with an audit row', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { code: 'TERPAKAI', type: 'flat', value: 2000, usageLimit: 5 },
    });
    const id = created.body.data._id as string;
    await db.update(vouchers).set({ used: 3 }).where(eq(vouchers.id, id));
    const refused = await call({
      method: 'PUT',
      url: `/api/admin/vouchers/${id}`,
      payload: { code: 'TERPAKAI', type: 'flat', value: 2000, usageLimit: 2 },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { errors: { usageLimit: expect.stringContaining('(3)') } },
    });

    const updated = await call({
      method: 'PUT',
      url: `/api/admin/vouchers/${id}`,
      payload: { code: 'terpakai2', type: 'percent', value: 100, usageLimit: null, isActive: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      code: 'TERPAKAI2',
      type: 'percent',
      value: 100,
      usageLimit: null,
      used: 3,
      isActive: false,
    });

    expect((await call({ method: 'DELETE', url: `/api/admin/vouchers/${id}` })).status).toBe(200);
    expect(await lastAudit('voucher', id)).toMatchObject({ action: 'voucher.delete', after: null });
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/admin/vouchers/${id}`,
          payload: { code: 'X12', type: 'flat', value: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('per-customer limits', () => {
  it('sets, changes and clears a promo limit per customer, audited, and refuses 0', async () => {
    const product = await makeProduct();
    const created = await call({
      method: 'POST',
      url: '/api/admin/product-discounts',
      payload: { productId: product.id, duration: 30, value: '10%', perCustomerLimit: 1 },
    });
    expect([created.status, created.body.data.perCustomerLimit]).toEqual([201, 1]);
    const id = created.body.data._id as string;
    const [row] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, id));
    expect(row!.perCustomerLimit).toBe(1);

    const payload = { productId: product.id, duration: 30, value: '10%' };
    const changed = await call({
      method: 'PUT',
      url: `/api/admin/product-discounts/${id}`,
      payload: { ...payload, perCustomerLimit: 2 },
    });
    expect(changed.body.data.perCustomerLimit).toBe(2);
    expect(await lastAudit('product_discount', id)).toMatchObject({
      before: expect.objectContaining({ perCustomerLimit: 1 }),
      after: expect.objectContaining({ perCustomerLimit: 2 }),
    });
    const cleared = await call({ method: 'PUT', url: `/api/admin/product-discounts/${id}`, payload });
    expect(cleared.body.data.perCustomerLimit).toBeNull();

    const zero = await call({
      method: 'PUT',
      url: `/api/admin/product-discounts/${id}`,
      payload: { ...payload, perCustomerLimit: 0 },
    });
    expect([zero.status, zero.body.errors]).toEqual([
      400,
      { perCustomerLimit: 'Batas per pelanggan harus bilangan bulat minimal 1' },
    ]);
    const list = await call({ method: 'GET', url: '/api/admin/product-discounts' });
    expect(list.body.data).toContainEqual(expect.objectContaining({ _id: id, perCustomerLimit: null }));
  });

  it('sets and lists a voucher limit per customer, audited, and refuses 0', async () => {
    const payload = { code: 'PERORANG1', type: 'flat', value: 5000, usageLimit: 100 };
    const created = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...payload, perCustomerLimit: 1 },
    });
    expect([created.status, created.body.data.perCustomerLimit]).toEqual([201, 1]);
    const id = created.body.data._id as string;
    expect(await lastAudit('voucher', id)).toMatchObject({
      after: expect.objectContaining({ perCustomerLimit: 1 }),
    });
    const changed = await call({
      method: 'PUT',
      url: `/api/admin/vouchers/${id}`,
      payload: { ...payload, perCustomerLimit: 3 },
    });
    expect(changed.body.data.perCustomerLimit).toBe(3);
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(row!.perCustomerLimit).toBe(3);
    const zero = await call({
      method: 'POST',
      url: '/api/admin/vouchers',
      payload: { ...payload, code: 'PERORANG2', perCustomerLimit: 0 },
    });
    expect([zero.status, zero.body.errors]).toEqual([
      400,
      { perCustomerLimit: 'Batas per pelanggan harus bilangan bulat minimal 1' },
    ]);
    const list = await call({ method: 'GET', url: '/api/admin/vouchers' });
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ code: 'PERORANG1', perCustomerLimit: 3 }),
    );
  });
});

describe('banners', () => {
  it('uploads a banner image into the public folder and shows it on the storefront at once', async () => {
    await call({ method: 'GET', url: '/api/banners' }, null);
    const { status, body } = await call(
      await bannerForm(
        { link: '/allProduct?type=all' },
        { bytes: pngImage(), name: 'promo.png', type: 'image/png' },
      ),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ link: '/allProduct?type=all', isActive: true });
    expect(body.data.image).toMatch(/^uploads\/banners\/[0-9a-f]{32}\.png$/);
    expect(await lastAudit('banner', body.data._id)).toMatchObject({
      action: 'banner.create',
      actorId: adminUser!.id,
    });

    const served = await app.inject({ method: 'GET', url: `/${body.data.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pngImage())).toBe(true);

    const publicList = await call({ method: 'GET', url: '/api/banners' }, null);
    expect(publicList.body.data).toContainEqual({
      _id: body.data._id,
      image: body.data.image,
      link: '/allProduct?type=all',
    });
  });

  it('refuses a file that is not an image (415), a missing image and a bad link (400), leaving no file', async () => {
    const filesBefore = bannerFiles();
    const text = await call(
      await bannerForm({}, { bytes: Buffer.from('bukan gambar'), name: 'x.png', type: 'image/png' }),
    );
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });

    const missing = await call(await bannerForm({ link: '' }));
    expect(missing).toMatchObject({ status: 400, body: { errors: { image: 'Pilih gambar banner' } } });

    const badLink = await call(
      await bannerForm(
        { link: 'javascript:alert(1)' },
        { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      ),
    );
    expect(badLink).toMatchObject({
      status: 400,
      body: { errors: { link: 'Link harus diawali / atau https://' } },
    });

    const json = await call({ method: 'POST', url: '/api/admin/banners', payload: { link: '/' } });
    expect(json.status).toBe(415);
    expect(bannerFiles()).toEqual(filesBefore);
  });

  it('reorders, hides and deletes banners (with their uploaded file)', async () => {
    await db.delete(banners);
    const ids: string[] = [];
    for (const link of ['/a', '/b', '/c']) {
      const created = await call(
        await bannerForm({ link }, { bytes: pngImage(), name: 'b.png', type: 'image/png' }),
      );
      ids.push(created.body.data._id as string);
    }
    const ordered = await call({
      method: 'PUT',
      url: '/api/admin/banners/order',
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.map((banner: { link: string }) => banner.link)).toEqual(['/c', '/a', '/b']);
    const publicLinks = async () =>
      (await call({ method: 'GET', url: '/api/banners' }, null)).body.data.map(
        (banner: { link: string }) => banner.link,
      );
    expect(await publicLinks()).toEqual(['/c', '/a', '/b']);

    const partial = await call({
      method: 'PUT',
      url: '/api/admin/banners/order',
      payload: { ids: [ids[0]] },
    });
    expect(partial).toMatchObject({
      status: 400,
      body: { message: 'Urutan harus memuat setiap banner tepat satu kali' },
    });

    const empty = await call({ method: 'PUT', url: `/api/admin/banners/${ids[0]}`, payload: {} });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Tidak ada perubahan yang dikirim' } });

    const hidden = await call({
      method: 'PUT',
      url: `/api/admin/banners/${ids[0]}`,
      payload: { isActive: false, link: '' },
    });
    expect(hidden.body.data).toMatchObject({ isActive: false, link: null });
    expect(await publicLinks()).toEqual(['/c', '/b']);

    const [stored] = await db.select().from(banners).where(eq(banners.id, ids[1]!));
    const file = path.join(dataDir, stored!.image);
    expect(fs.existsSync(file)).toBe(true);
    expect((await call({ method: 'DELETE', url: `/api/admin/banners/${ids[1]}` })).status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect(await publicLinks()).toEqual(['/c']);
    expect(await lastAudit('banner', ids[1]!)).toMatchObject({ action: 'banner.delete' });
    expect((await call({ method: 'DELETE', url: `/api/admin/banners/${ids[1]}` })).status).toBe(404);
  });
});

describe('home content', () => {
  it('changes the announcement and the storefront shows it at once', async () => {
    await call({ method: 'GET', url: '/api/announcement' }, null);
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/site-content/announcement',
      payload: { text: ' Promo akhir tahun! ' },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { text: 'Promo akhir tahun!' }, message: 'Konten berhasil disimpan' },
    });
    expect((await call({ method: 'GET', url: '/api/announcement' }, null)).body.data).toEqual({
      text: 'Promo akhir tahun!',
    });
    expect((await call({ method: 'GET', url: '/api/admin/site-content/announcement' })).body.data).toEqual({
      text: 'Promo akhir tahun!',
    });
    expect(await lastAudit('site_content', 'announcement')).toMatchObject({
      actorId: adminUser!.id,
      action: 'site_content.update',
      after: { text: 'Promo akhir tahun!' },
    });
  });

  it('saves testimonials, FAQ, showcase and flash cards in the storefront shapes', async () => {
    const documents = {
      testimonials: [{ name: 'Sari', role: 'Mahasiswa', rating: 5, content: 'Cepat dan murah.' }],
      faq: [{ question: 'Apakah aman?', answer: 'Ya.' }],
      showcase: [{ name: 'QRIS', image: 'uploads/demo/qris.svg' }],
      'flash-cards': { content: [{ title: 'Hemat', description: 'Diskon tiap bulan.' }] },
    };
    for (const [key, document] of Object.entries(documents)) {
      const saved = await call({ method: 'PUT', url: `/api/admin/site-content/${key}`, payload: document });
      expect(saved.status, key).toBe(200);
    }
    expect((await call({ method: 'GET', url: '/api/testimonials' }, null)).body.data).toEqual(
      documents.testimonials,
    );
    expect((await call({ method: 'GET', url: '/api/faq' }, null)).body.data).toEqual(documents.faq);
    expect((await call({ method: 'GET', url: '/api/showcase' }, null)).body.data).toEqual(documents.showcase);
    expect((await call({ method: 'GET', url: '/api/flash-cards' }, null)).body.data).toEqual(
      documents['flash-cards'],
    );
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, 'flash_cards'));
    expect(row?.content).toEqual(documents['flash-cards']);
  });

  it("saves the reasons of 'Kenapa Pilih Premium Shop?' as why_us, and the home page reads them", async () => {
    const reasons = [
      { title: 'Harga hemat', description: 'Patungan, hemat hingga 80%.' },
      { title: 'Admin responsif', description: 'Dibalas lewat WhatsApp setiap hari.' },
    ];
    const saved = await call({ method: 'PUT', url: '/api/admin/site-content/why-us', payload: reasons });
    expect(saved.status).toBe(200);
    expect((await call({ method: 'GET', url: '/api/admin/site-content/why-us' })).body.data).toEqual(reasons);
    expect((await call({ method: 'GET', url: '/api/why-us' }, null)).body.data).toEqual(reasons);
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, 'why_us'));
    expect(row?.content).toEqual(reasons);
  });

  it.each([
    [
      'testimonials',
      [{ name: 'Sari', role: 'x', rating: 6, content: 'y' }],
      '0.rating',
      'Rating antara 1 dan 5',
    ],
    ['faq', [{ question: '', answer: 'Ya' }], '0.question', 'Wajib diisi'],
    ['faq', { question: 'a', answer: 'b' }, '_', 'Daftar tidak valid'],
    ['showcase', [{ name: 'X', image: 'javascript:alert(1)' }], '0.image', 'Path gambar tidak valid'],
    ['flash-cards', { content: [{ title: 'a' }] }, 'content.0.description', 'Wajib diisi'],
    ['why-us', [{ title: '', description: 'Murah' }], '0.title', 'Wajib diisi'],
    ['why-us', { title: 'a', description: 'b' }, '_', 'Daftar tidak valid'],
    ['announcement', { text: 'x'.repeat(501) }, 'text', 'Teks terlalu panjang'],
  ])('refuses a bad %s document with 400 and keeps the old one', async (key, document, field, message) => {
    const before = await call({ method: 'GET', url: `/api/admin/site-content/${key}` });
    const { status, body } = await call({
      method: 'PUT',
      url: `/api/admin/site-content/${key}`,
      payload: document,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    expect((await call({ method: 'GET', url: `/api/admin/site-content/${key}` })).body.data).toEqual(
      before.body.data,
    );
  });

  it('answers 400 for an unknown key', async () => {
    const { status, body } = await call({
      method: 'PUT',
      url: '/api/admin/site-content/footer',
      payload: { text: 'x' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Konten tidak dikenal' });
  });
});
