import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInAdmin, signedInCustomer } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { categories, products, variantItems, variants } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { multipartBody, pngImage, SVG_IMAGE, type FilePart } from '../files/files.fixtures';

const { app, db, tokens, dataDir } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const customer = await signedInCustomer(db, tokens, 'Budi');
const { user: adminUser, token: adminToken } = await signedInAdmin(db, tokens, 'Admin Katalog');

const shop = await catalogueFixtures(db, {
  category: { image: 'uploads/c.png', bg: '#E50914', icon: 'uploads/c.svg' },
  invoicePrefix: 'INV-CAT',
});
const { category } = shop;
const SHARING = shop.packageId('Sharing');
const HOST = shop.packageId('Host');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: unknown, token: string | null = adminToken) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

function unique(label: string): string {
  return `${label} ${randomBytes(3).toString('hex')}`;
}

function productBody(fields: Record<string, unknown> = {}) {
  return {
    name: unique('Netflix Premium'),
    brand: 'Netflix',
    image: 'uploads/catalogue/netflix.png',
    banner: 'uploads/catalogue/netflix-banner.png',
    icon: 'uploads/catalogue/netflix-icon.png',
    method: 'Ready',
    type: 'Sharing Account',
    status: 'Available',
    categoryId: category.id,
    adminFee: '2000',
    modalFee: 186_000,
    slot: 5,
    information: 'Akun dibagi 5 orang',
    note: 'Jangan ganti password',
    schema: [{ header: 'Pesan', description: 'Pilih paket dan bayar' }],
    benefit: [{ header: 'Ultra HD', description: '4K' }],
    isPopular: true,
    variants: [
      {
        packageId: SHARING,
        status: 'Available',
        items: [
          { duration: 30, price: 45_000, enabled: true },
          { duration: 90, price: 120_000, enabled: true },
        ],
      },
    ],
    ...fields,
  };
}

async function createProduct(fields: Record<string, unknown> = {}) {
  const { status, body } = await call('POST', '/api/admin/products', productBody(fields));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as {
    _id: string;
    name: string;
    variant: { _id: string; items: { _id: string; duration: number }[] }[];
  };
}

const { auditOf } = rowReaders(db);

/** The public list, as a visitor gets it (through the in-process cache). */
async function publicProduct(id: string) {
  const response = await app.inject({ method: 'GET', url: '/api/products?limit=100' });
  return (response.json().data as { _id: string; name: string; lowPrice: number; highPrice: number }[]).find(
    (product) => product._id === id,
  );
}

function placeOrderOn(productId: string, variantItemId: string | null) {
  return shop.makeOrder(customer.user.id, productId, {
    variantItemId,
    price: 45_000,
    total: 47_000,
    status: 'Paid',
    paidAt: new Date(),
    reference: null,
    expiredTime: new Date(Date.now() + 60_000),
  });
}

// ---------------------------------------------------------------------------------------------

describe('access to the catalogue calls', () => {
  it.each([
    ['GET', '/api/admin/products'],
    ['GET', `/api/admin/products/${randomUUID()}`],
    ['POST', '/api/admin/products'],
    ['PUT', `/api/admin/products/${randomUUID()}`],
    ['DELETE', `/api/admin/products/${randomUUID()}`],
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PUT', `/api/admin/categories/${randomUUID()}`],
    ['DELETE', `/api/admin/categories/${randomUUID()}`],
    ['GET', '/api/admin/packages'],
    ['POST', '/api/admin/packages'],
    ['PUT', `/api/admin/packages/${randomUUID()}`],
    ['DELETE', `/api/admin/packages/${randomUUID()}`],
    ['POST', '/api/admin/uploads/catalogue-image'],
  ] as const)('%s %s answers 401 without a token and 403 to a customer', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined;
    expect((await call(method, url, payload, null)).status).toBe(401);
    expect((await call(method, url, payload, customer.token)).status).toBe(403);
  });
});

describe('POST /api/admin/uploads/catalogue-image', () => {
  async function upload(file?: FilePart, token: string | null = adminToken) {
    const { payload, contentType } = await multipartBody({}, file);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads/catalogue-image',
      payload,
      headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('stores the image under the public uploads folder and serves it at /uploads', async () => {
    const { status, body } = await upload({
      field: 'file',
      name: 'ikon.png',
      type: 'image/png',
      bytes: pngImage(),
    });

    expect(status).toBe(201);
    expect(body.data.path).toMatch(/^uploads\/catalogue\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(dataDir, body.data.path as string))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'private-uploads'))).toBe(false);
    const served = await app.inject({ method: 'GET', url: `/${body.data.path as string}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pngImage())).toBe(true);
    const [entry] = await auditOf(body.data.path as string);
    expect(entry).toMatchObject({ action: 'catalogue-image.upload', actorId: adminUser.id });
  });

  it('refuses a file that is not an image with 415 and leaves nothing behind', async () => {
    const before = fs.existsSync(path.join(dataDir, 'uploads/catalogue'))
      ? fs.readdirSync(path.join(dataDir, 'uploads/catalogue'))
      : [];
    const { status, body } = await upload({
      field: 'file',
      name: 'x.svg',
      type: 'image/svg+xml',
      bytes: SVG_IMAGE,
    });

    expect(status).toBe(415);
    expect(body.message).toBe('Format gambar tidak didukung. Gunakan PNG, JPG, WebP atau GIF.');
    expect(fs.readdirSync(path.join(dataDir, 'uploads/catalogue'))).toEqual(before);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const { status, body } = await upload({
      field: 'file',
      name: 'besar.png',
      type: 'image/png',
      bytes: pngImage(10 * 1024 * 1024 + 10),
    });
    expect(status).toBe(413);
    expect(body.message).toBe('Ukuran gambar maksimal 10MB');
  });

  it('asks for an image when none came', async () => {
    const { status, body } = await upload();
    expect(status).toBe(400);
    expect(body.errors).toEqual({ file: 'Pilih gambar untuk diunggah' });
  });
});

describe('categories', () => {
  const categoryBody = (fields: Record<string, unknown> = {}) => ({
    name: unique('Musik'),
    image: 'uploads/catalogue/musik.png',
    bg: '#1DB954',
    icon: 'uploads/catalogue/musik.svg',
    ...fields,
  });

  it('creates, lists, updates and deletes a category, each with an audit row', async () => {
    const created = await call('POST', '/api/admin/categories', categoryBody());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Kategori berhasil ditambahkan');
    const id = created.body.data._id as string;

    const list = await call('GET', '/api/admin/categories');
    expect(list.body.data).toContainEqual(expect.objectContaining({ _id: id, productCount: 0 }));

    const updated = await call(
      'PUT',
      `/api/admin/categories/${id}`,
      categoryBody({ name: 'Musik Baru', bg: '#000000' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Musik Baru', bg: '#000000' });
    const publicList = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(publicList.json().data).toContainEqual(expect.objectContaining({ _id: id, name: 'Musik Baru' }));

    const deleted = await call('DELETE', `/api/admin/categories/${id}`);
    expect(deleted.status).toBe(200);
    expect(await db.select().from(categories).where(eq(categories.id, id))).toEqual([]);
    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['category.delete', 'category.update', 'category.create']);
    const [updateEntry] = (await auditOf(id)).filter((entry) => entry.action === 'category.update');
    expect(updateEntry!.before).toMatchObject({ bg: '#1DB954' });
    expect(updateEntry!.after).toMatchObject({ bg: '#000000', name: 'Musik Baru' });
  });

  it.each([
    [{ name: '' }, 'name', 'Nama kategori wajib diisi'],
    [{ bg: 'merah' }, 'bg', 'Warna latar harus kode hex, mis. #E50914'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Alamat gambar tidak valid'],
  ])('refuses %o with 400', async (fields, field, message) => {
    const { status, body } = await call('POST', '/api/admin/categories', categoryBody(fields));
    expect(status).toBe(400);
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a taken name with 409', async () => {
    const { status, body } = await call('POST', '/api/admin/categories', categoryBody({ name: 'streaming' }));
    expect(status).toBe(409);
    expect(body.message).toBe('Nama kategori sudah dipakai');
  });

  it('refuses to delete a category products use with 409, and keeps it', async () => {
    const product = await createProduct();
    const { status, body } = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(status).toBe(409);
    expect(body.message).toMatch(/^Kategori masih dipakai \d+ produk/);
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    expect(product._id).toBeTruthy();
  });

  it('answers 404 for an unknown category', async () => {
    expect((await call('PUT', `/api/admin/categories/${randomUUID()}`, categoryBody())).status).toBe(404);
    expect((await call('DELETE', '/api/admin/categories/bukan-id')).status).toBe(404);
  });
});

describe('packages', () => {
  it('creates, updates and deletes a package, each with an audit row', async () => {
    const created = await call('POST', '/api/admin/packages', {
      name: unique('Keluarga'),
      description: 'Satu rumah',
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect(created.body.data).toMatchObject({ description: 'Satu rumah', variantCount: 0 });

    const updated = await call('PUT', `/api/admin/packages/${id}`, {
      name: 'Keluarga Besar',
      description: '',
    });
    expect(updated.body.data).toMatchObject({ name: 'Keluarga Besar', description: '' });
    const publicList = await app.inject({ method: 'GET', url: '/api/packages' });
    expect(publicList.json().data).toContainEqual(
      expect.objectContaining({ _id: id, name: 'Keluarga Besar' }),
    );

    expect((await call('DELETE', `/api/admin/packages/${id}`)).status).toBe(200);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'package.delete',
      'package.update',
      'package.create',
    ]);
  });

  it('refuses an empty name with 400 and a taken one with 409', async () => {
    const empty = await call('POST', '/api/admin/packages', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toBe('Nama paket wajib diisi');
    const taken = await call('POST', '/api/admin/packages', { name: 'HOST' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Nama paket sudah dipakai');
  });

  it('refuses to delete a package variants use with 409', async () => {
    await createProduct();
    const { status, body } = await call('DELETE', `/api/admin/packages/${SHARING}`);
    expect(status).toBe(409);
    expect(body.message).toMatch(/^Paket masih dipakai \d+ varian produk/);
  });
});

describe('products', () => {
  it('creates a product with every field, its variant and items, and shows it on the storefront at once', async () => {
    // The visitor's list is cached before the write: the write must drop it.
    await app.inject({ method: 'GET', url: '/api/products?limit=100' });
    const body = productBody();
    const product = await createProduct(body);

    const { status, body: detail } = await call('GET', `/api/admin/products/${product._id}`);
    expect(status).toBe(200);
    expect(detail.data).toMatchObject({
      name: body.name,
      brand: 'Netflix',
      image: 'uploads/catalogue/netflix.png',
      method: 'Ready',
      type: 'Sharing Account',
      status: 'Available',
      categoryId: category.id,
      adminFee: '2000',
      modalFee: 186_000,
      slot: 5,
      information: 'Akun dibagi 5 orang',
      note: 'Jangan ganti password',
      isPopular: true,
      price: null,
      link: null,
      orderCount: 0,
    });
    expect(detail.data.schema).toEqual([
      { _id: expect.any(String), header: 'Pesan', description: 'Pilih paket dan bayar' },
    ]);
    expect(detail.data.variant).toEqual([
      {
        _id: expect.any(String),
        package: { _id: SHARING, name: 'Sharing' },
        status: 'Available',
        items: [
          { _id: expect.any(String), duration: 30, price: 45_000, enabled: true, orderCount: 0 },
          { _id: expect.any(String), duration: 90, price: 120_000, enabled: true, orderCount: 0 },
        ],
      },
    ]);

    expect(await publicProduct(product._id)).toMatchObject({
      name: body.name,
      lowPrice: 45_000,
      highPrice: 120_000,
    });
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({ action: 'product.create', actorId: adminUser.id, entity: 'product' });
    expect(entry!.after).toMatchObject({ name: body.name });
  });

  it('updates the fields and variants and the storefront shows the change right after', async () => {
    const product = await createProduct();
    expect(await publicProduct(product._id)).toMatchObject({ lowPrice: 45_000 });
    const thirty = product.variant[0]!.items.find((item) => item.duration === 30)!;

    const { status, body } = await call(
      'PUT',
      `/api/admin/products/${product._id}`,
      productBody({
        name: 'Netflix Diperbarui',
        adminFee: '10%',
        variants: [
          {
            packageId: HOST,
            status: 'Available',
            items: [{ duration: 0, price: 300_000, enabled: true }],
          },
          {
            packageId: SHARING,
            status: 'Available',
            items: [{ duration: 30, price: 40_000, enabled: true }],
          },
        ],
      }),
    );

    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.adminFee).toBe('10%');
    expect(body.data.variant.map((variant: { package: { name: string } }) => variant.package.name)).toEqual([
      'Host',
      'Sharing',
    ]);
    // The 30-day item was updated in place (orders keep pointing at it); the 90-day one had no orders and went.
    expect(body.data.variant[1].items).toEqual([
      { _id: thirty._id, duration: 30, price: 40_000, enabled: true, orderCount: 0 },
    ]);
    expect(await publicProduct(product._id)).toMatchObject({
      name: 'Netflix Diperbarui',
      lowPrice: 40_000,
      highPrice: 300_000,
    });
    const [entry] = await auditOf(product._id);
    expect(entry!.action).toBe('product.update');
    expect(entry!.before).toMatchObject({ name: product.name, adminFee: '2000' });
    expect(entry!.after).toMatchObject({ name: 'Netflix Diperbarui', adminFee: '10%' });
  });

  it('disables an item and keeps a variant that orders point at instead of deleting them', async () => {
    const product = await createProduct();
    const thirty = product.variant[0]!.items.find((item) => item.duration === 30)!;
    const order = await placeOrderOn(product._id, thirty._id);

    const dropItem = await call(
      'PUT',
      `/api/admin/products/${product._id}`,
      productBody({
        variants: [{ packageId: SHARING, items: [{ duration: 90, price: 120_000, enabled: true }] }],
      }),
    );
    expect(dropItem.status).toBe(200);
    expect(dropItem.body.data.variant[0].items).toContainEqual(
      expect.objectContaining({ _id: thirty._id, enabled: false, orderCount: 1 }),
    );

    const dropVariant = await call(
      'PUT',
      `/api/admin/products/${product._id}`,
      productBody({ variants: [] }),
    );
    expect(dropVariant.status).toBe(200);
    expect(dropVariant.body.data.variant).toEqual([
      expect.objectContaining({
        status: 'Unavailable',
        items: [expect.objectContaining({ _id: thirty._id, enabled: false })],
      }),
    ]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.variantItemId).toBe(thirty._id);
  });

  it('lists products with search, category and status filters, Unavailable ones included', async () => {
    const marker = randomBytes(3).toString('hex');
    const available = await createProduct({ name: `Cari ${marker} Satu` });
    const unavailable = await createProduct({ name: `Cari ${marker} Dua`, status: 'Unavailable' });

    const found = await call('GET', `/api/admin/products?search=${marker}`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((row: { _id: string }) => row._id).sort()).toEqual(
      [available._id, unavailable._id].sort(),
    );
    expect(found.body.data[0]).toMatchObject({
      categoryName: 'Streaming',
      lowPrice: 45_000,
      highPrice: 120_000,
      seatsFree: 0,
    });
    expect(found.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });

    const onlyUnavailable = await call('GET', `/api/admin/products?search=${marker}&status=Unavailable`);
    expect(onlyUnavailable.body.data.map((row: { _id: string }) => row._id)).toEqual([unavailable._id]);
    const paged = await call('GET', `/api/admin/products?search=${marker}&limit=1&page=2`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ total: 2, totalPages: 2 });
    const otherCategory = await call(
      'GET',
      `/api/admin/products?search=${marker}&categoryId=${randomUUID()}`,
    );
    expect(otherCategory.body.data).toEqual([]);
    // A literal % searches for a percent sign, not for everything.
    expect((await call('GET', '/api/admin/products?search=%25%25%25')).body.data).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Nama produk wajib diisi'],
    [{ adminFee: '10 persen' }, 'adminFee', "Biaya admin harus angka (mis. 2000) atau persen (mis. '10%')"],
    [{ slot: 0 }, 'slot', 'Slot minimal 1'],
    [{ type: 'Barang' }, 'type', 'Tipe produk tidak valid'],
    [{ method: 'Nanti' }, 'method', 'Metode tidak valid'],
    [{ type: 'Digital Product', link: '' }, 'link', 'Produk digital wajib punya link'],
    [{ categoryId: 'bukan' }, 'categoryId', 'Pilih kategori'],
    [{ modalFee: -1 }, 'modalFee', 'Harga provider minimal 0'],
    [{ price: 1.5 }, 'price', 'Harga harus bilangan bulat'],
    [
      { variants: [{ packageId: randomUUID(), items: [{ duration: -30, price: 1000 }] }] },
      'variants.0.items.0.duration',
      'Durasi minimal 0',
    ],
    [
      { variants: [{ packageId: randomUUID(), items: [{ duration: 30, price: -1 }] }] },
      'variants.0.items.0.price',
      'Harga minimal 0',
    ],
    [
      {
        variants: [
          {
            packageId: randomUUID(),
            items: [
              { duration: 30, price: 1 },
              { duration: 30, price: 2 },
            ],
          },
        ],
      },
      'variants.0.items.1.duration',
      'Durasi dalam satu paket tidak boleh sama',
    ],
  ])('refuses %o with 400 and saves nothing', async (fields, field, message) => {
    const body = productBody(fields);
    const { status, body: answer } = await call('POST', '/api/admin/products', body);
    expect(status).toBe(400);
    expect(answer.errors[field]).toBe(message);
    expect(await db.select().from(products).where(eq(products.name, body.name))).toEqual([]);
  });

  it('refuses an unknown category or package with 400 and saves nothing', async () => {
    const name = unique('Tanpa Kategori');
    const noCategory = await call(
      'POST',
      '/api/admin/products',
      productBody({ name, categoryId: randomUUID() }),
    );
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors.categoryId).toBe('Kategori tidak ditemukan');
    const noPackage = await call(
      'POST',
      '/api/admin/products',
      productBody({ name, variants: [{ packageId: randomUUID(), items: [] }] }),
    );
    expect(noPackage.status).toBe(400);
    expect(noPackage.body.errors['variants.0.packageId']).toBe('Paket tidak ditemukan');
    expect(await db.select().from(products).where(eq(products.name, name))).toEqual([]);
  });

  it('keeps the product as it was when an update is refused', async () => {
    const product = await createProduct();
    const { status } = await call('PUT', `/api/admin/products/${product._id}`, productBody({ slot: 0 }));
    expect(status).toBe(400);
    const { body } = await call('GET', `/api/admin/products/${product._id}`);
    expect(body.data).toMatchObject({ name: product.name, slot: 5 });
  });

  it('sells a product without variants at its flat price', async () => {
    const product = await createProduct({
      variants: [],
      price: 99_000,
      type: 'Digital Product',
      link: 'https://toko.example/unduh',
    });
    expect(await publicProduct(product._id)).toMatchObject({ lowPrice: 99_000, highPrice: 99_000 });
  });

  it('deletes a product without orders, and refuses one with orders with 409', async () => {
    const free = await createProduct();
    expect((await call('DELETE', `/api/admin/products/${free._id}`)).status).toBe(200);
    expect(await db.select().from(products).where(eq(products.id, free._id))).toEqual([]);
    expect(await db.select().from(variants).where(eq(variants.productId, free._id))).toEqual([]);
    expect((await auditOf(free._id))[0]).toMatchObject({ action: 'product.delete' });
    expect(await publicProduct(free._id)).toBeUndefined();

    const sold = await createProduct();
    await placeOrderOn(sold._id, sold.variant[0]!.items[0]!._id);
    const { status, body } = await call('DELETE', `/api/admin/products/${sold._id}`);
    expect(status).toBe(409);
    expect(body.message).toBe('Produk sudah punya pesanan; ubah status menjadi Unavailable');
    const items = await db
      .select()
      .from(variantItems)
      .where(and(eq(variantItems.variantId, sold.variant[0]!._id)));
    expect(items).toHaveLength(2);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call('GET', `/api/admin/products/${randomUUID()}`)).status).toBe(404);
    expect((await call('PUT', `/api/admin/products/${randomUUID()}`, productBody())).status).toBe(404);
    expect((await call('DELETE', '/api/admin/products/bukan-id')).body.message).toBe(
      'Produk tidak ditemukan',
    );
  });
});
