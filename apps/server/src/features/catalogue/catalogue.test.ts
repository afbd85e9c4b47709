import { randomUUID } from 'node:crypto';
import { listingFilterQuery, matchesProductFilter, type ProductFilter } from '@premium-shop/domain/catalogue';
import { productSchema, type Product } from '@premium-shop/domain/product-schema';
import { packageInfoSchema, productDiscountSchema } from '@premium-shop/domain/storefront-schema';
import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categories, productDiscounts, products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { authSessions, users } from '../../db/schema/users';
import { seedDemoShop } from '../../db/seed/demo-shop';
import { uniquePhone } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { invalidateCatalogue } from './catalogue.service';

const { app, db, settings, vault, tokens, connection } = await createTestApp();
await seedDemoShop(db, { vault, settings });

const DAY = 24 * 60 * 60 * 1000;
const productsAnswer = z.object({ data: z.array(productSchema) });
const pageAnswer = z.object({ data: z.array(productSchema), nextCursor: z.string().nullable() });

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body ? response.json() : null,
  };
}

async function getProducts(url: string, headers: Record<string, string> = {}): Promise<Product[]> {
  const response = await get(url, headers);
  expect(response.status).toBe(200);
  return productsAnswer.parse(response.body).data;
}

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.status).toBe(200);
  return pageAnswer.parse(response.body);
}

/** Every product the listing offers under `query`, page after page (of `limit`, 100 by default) along nextCursor. */
async function allProducts(query: string, headers: Record<string, string> = {}, limit = 100) {
  const listed: Product[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const page = await getPage(`/api/products?${params.toString()}`, headers);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    listed.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return listed;
}

/** A copy of a seeded product, changed by `overrides`; it starts with no variants. */
async function insertProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const [template] = await db.select().from(products).where(eq(products.type, 'Sharing Account')).limit(1);
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = template!;
  const [inserted] = await db
    .insert(products)
    .values({ ...fields, name: `Produk Tes ${randomUUID().slice(0, 8)}`, isPopular: false, ...overrides })
    .returning();
  return inserted!;
}

async function signedInCustomer() {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Pelanggan Tes',
      email: `tes-${randomUUID().slice(0, 8)}@gmail.com`,
      phone: uniquePhone(),
      passwordHash: 'not-a-real-hash',
    })
    .returning();
  const [session] = await db.insert(authSessions).values({ userId: user!.id }).returning();
  const claims = { userId: user!.id, sessionId: session!.id, role: 'customer' as const };
  return {
    user: user!,
    token: await tokens.sign(claims),
    expiredToken: await tokens.sign(claims, new Date(0)),
  };
}

function orderRows(
  count: number,
  fields: {
    userId: string;
    productId: string;
    status?: 'Paid' | 'Pending' | 'Canceled';
    paidAt: Date | null;
  },
) {
  return Array.from({ length: count }, () => ({
    invoice: `INV-TES-${randomUUID()}`,
    paymentMethod: 'QRIS',
    status: fields.status ?? 'Paid',
    ...fields,
  }));
}

const unavailable = (await db.select().from(products).where(eq(products.status, 'Unavailable')))[0]!;

describe('GET /api/products', () => {
  it('sends 16 products by default in the shape of SPEC §3, with flattened category and price range', async () => {
    const list = await getProducts('/api/products');
    expect(list).toHaveLength(16);
    for (const product of list) {
      expect(product.categoryId).toBe(product.category._id);
      expect(product.categoryName).toBe(product.category.name);
      expect(product.categoryImage).toBe(product.category.image);
      expect(product.image).not.toContain('\\');
      expect(product.lowPrice).toBeLessThanOrEqual(product.highPrice);
      expect(product.bought).toBe(false);
      for (const variant of product.variant) expect(variant.items.every((item) => item.enabled)).toBe(true);
    }
  });

  it('sends up to 100 with a limit, exactly `limit` and a nextCursor when there are more', async () => {
    const [{ count }] = (await db.execute(sql`SELECT count(*)::int AS count FROM products`)).rows as [
      { count: number },
    ];
    const first = await getPage('/api/products?limit=100');
    expect(first.data).toHaveLength(Math.min(count, 100));
    expect(first.nextCursor).toBe(count > 100 ? expect.any(String) : null);
    const one = await getPage('/api/products?limit=1');
    expect(one.data).toHaveLength(1);
    expect(one.nextCursor).toEqual(expect.any(String));
    // Unavailable products are listed; the cards show them as not orderable.
    expect((await allProducts('')).map((product) => product._id)).toContain(unavailable.id);
  });

  it.each([1, 3, 16])(
    'pages of %i along nextCursor cover every product exactly once, in the listing order',
    async (limit) => {
      // Products sharing a sort and a created_at: only the id tells them apart in the order.
      const createdAt = new Date('2026-01-01T00:00:00.123Z');
      const twins = await Promise.all([0, 1, 2].map(() => insertProduct({ sort: 5, createdAt })));
      const expected = (
        await db.execute<{ id: string }>(sql`SELECT id FROM products ORDER BY sort, created_at DESC, id`)
      ).rows.map((row) => row.id);
      const listed = (await allProducts('', {}, limit)).map((product) => product._id);
      expect(listed).toEqual(expected);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(expect.arrayContaining(twins.map((twin) => twin.id)));
      await db.delete(products).where(
        inArray(
          products.id,
          twins.map((twin) => twin.id),
        ),
      );
      await invalidateCatalogue(db);
    },
  );

  it('filters on the server as the listing filters (name, category, package, Lifetime, method, type, together)', async () => {
    const all = await allProducts('');
    const withVariants = all.find((product) => product.variant.length > 0)!;
    const packageId = withVariants.variant[0]!.package._id;
    const categoryId = all[0]!.categoryId;
    const filters: ProductFilter[] = [
      { search: 'chat' },
      { search: '  CHATGPT ' },
      { search: '%' },
      { search: 'tidak ada produk seperti ini' },
      { categoryId },
      { categoryId: categoryId.slice(0, 8) },
      { packageId },
      { packageId: 'lifetime' },
      { method: 'ready' },
      { method: 'Preorder' },
      { type: 'Sharing Account' },
      { type: 'digital' },
      { search: 'a', categoryId, method: 'Ready' },
      { packageId, type: withVariants.type },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(listingFilterQuery(filter) as Record<string, string>).toString();
      const served = (await allProducts(query, {}, 5)).map((product) => product._id);
      const expected = all.filter((product) => matchesProductFilter(product, filter)).map((p) => p._id);
      expect({ filter, served }).toEqual({ filter, served: expected });
    }
    expect(
      all.filter((product) => matchesProductFilter(product, { packageId: 'lifetime' })).length,
    ).toBeGreaterThan(0);
  });

  it.each(['Digital%20Product', 'digital'])('filters digital products with type=%s', async (type) => {
    const digital = await allProducts(`type=${type}`);
    expect(digital.length).toBeGreaterThan(0);
    expect(digital.every((product) => product.type === 'Digital Product')).toBe(true);
  });

  it('filters by any product type, and does not filter with type=all', async () => {
    const all = await allProducts('');
    const preorderSharing = await allProducts('type=Invite%20Sharing');
    expect(preorderSharing.length).toBeGreaterThan(0);
    expect(preorderSharing.length).toBeLessThan(all.length);
    expect(preorderSharing.every((product) => product.type === 'Invite Sharing')).toBe(true);
    expect(await allProducts('type=all')).toHaveLength(all.length);
  });

  it('sends a percentage admin fee as a string and a fixed one as a number', async () => {
    const all = await allProducts('');
    expect(
      all.some((product) => typeof product.adminFee === 'string' && product.adminFee.endsWith('%')),
    ).toBe(true);
    expect(all.some((product) => typeof product.adminFee === 'number')).toBe(true);
  });

  it.each([
    ['limit=0', 'Limit minimal 1.'],
    ['limit=101', 'Limit maksimal 100.'],
    ['limit=1000', 'Limit maksimal 100.'],
    ['cursor=abc', 'Kursor halaman tidak valid.'],
    [`cursor=${btoa('[1,"kemarin","x"]')}`, 'Kursor halaman tidak valid.'],
    [`search=${'a'.repeat(101)}`, 'Pencarian maksimal 100 karakter.'],
    [`category=${'a'.repeat(101)}`, 'Kategori tidak valid.'],
    ['limit=abc', 'Limit harus berupa angka.'],
    ['limit=2.5', 'Limit harus bilangan bulat.'],
    ['limit=', 'Limit minimal 1.'],
    ['type=Streaming', 'Tipe produk tidak dikenal.'],
  ])('refuses %s with a 400 in Indonesian', async (query, message) => {
    const response = await get(`/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('reads the whole list in one SQL statement, however many products it holds', async () => {
    const queries: string[] = [];
    const original = connection.pool.query.bind(connection.pool);
    connection.pool.query = ((...args: Parameters<typeof original>) => {
      const [first] = args;
      queries.push(typeof first === 'string' ? first : (first as { text: string }).text);
      return original(...args);
    }) as typeof connection.pool.query;
    try {
      const counts: number[] = [];
      const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(products)) as [
        { total: number },
      ];
      for (const limit of [1, 100]) {
        await invalidateCatalogue(db);
        queries.length = 0;
        expect(await getProducts(`/api/products?limit=${limit}`)).toHaveLength(Math.min(limit, total));
        counts.push(queries.filter((text) => !text.includes('pg_notify')).length);
      }
      expect(counts).toEqual([1, 1]);
    } finally {
      connection.pool.query = original;
    }
  });
});

describe('GET /api/products with a bearer token', () => {
  it('marks the products the user holds a paid order of as bought, and only those', async () => {
    const customer = await signedInCustomer();
    const all = await allProducts('');
    const [owned, canceled, unpaid] = all;
    await db.insert(orders).values([
      ...orderRows(1, { userId: customer.user.id, productId: owned!._id, paidAt: new Date() }),
      ...orderRows(1, {
        userId: customer.user.id,
        productId: canceled!._id,
        status: 'Canceled',
        paidAt: null,
      }),
      ...orderRows(1, {
        userId: customer.user.id,
        productId: unpaid!._id,
        status: 'Pending',
        paidAt: null,
      }),
    ]);

    const mine = await allProducts('', {
      authorization: `Bearer ${customer.token}`,
    });
    expect(mine.filter((product) => product.bought).map((product) => product._id)).toEqual([owned!._id]);
    // Someone else's answer, and the anonymous one, still say false.
    const other = await signedInCustomer();
    const theirs = await allProducts('', { authorization: `Bearer ${other.token}` });
    expect(theirs.some((product) => product.bought)).toBe(false);
    expect((await allProducts('')).some((product) => product.bought)).toBe(false);
  });

  it('marks a product bought as soon as its order is paid, although the list is cached', async () => {
    const customer = await signedInCustomer();
    const headers = { authorization: `Bearer ${customer.token}` };
    const before = await get('/api/products?limit=2', headers);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    const [first] = productsAnswer.parse(before.body).data;
    expect(first!.bought).toBe(false);

    await db
      .insert(orders)
      .values(orderRows(1, { userId: customer.user.id, productId: first!._id, paidAt: new Date() }));
    const after = await get('/api/products?limit=2', headers);
    expect(after.headers['cache-control']).toBe('private, no-cache');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(productsAnswer.parse(after.body).data.map((product) => product.bought)).toEqual([true, false]);
    // The visitors' answer, cached under the same URL, is not the customer's.
    const anonymous = await getProducts('/api/products?limit=2');
    expect(anonymous.map((product) => product.bought)).toEqual([false, false]);
  });

  it.each([
    ['an invalid token', 'Bearer not.a.token'],
    ['a malformed header', 'Basic abc'],
  ])('treats %s as no token (never 401)', async (_case, authorization) => {
    const response = await get('/api/products', { authorization });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(productsAnswer.parse(response.body).data.some((product) => product.bought)).toBe(false);
  });

  it('treats an expired token as no token, and a revoked session too', async () => {
    const customer = await signedInCustomer();
    const [first] = await getProducts('/api/products?limit=1');
    await db
      .insert(orders)
      .values(orderRows(1, { userId: customer.user.id, productId: first!._id, paidAt: new Date() }));
    const expired = await get('/api/products?limit=1', { authorization: `Bearer ${customer.expiredToken}` });
    expect(expired.status).toBe(200);
    expect(productsAnswer.parse(expired.body).data[0]!.bought).toBe(false);

    const live = await getProducts('/api/products?limit=1', { authorization: `Bearer ${customer.token}` });
    expect(live[0]!.bought).toBe(true);
    await db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.userId, customer.user.id));
    const revoked = await getProducts('/api/products?limit=1', { authorization: `Bearer ${customer.token}` });
    expect(revoked[0]!.bought).toBe(false);
  });
});

describe('GET /api/products/{id}', () => {
  it('sends one product', async () => {
    const [first] = await getProducts('/api/products');
    const response = await get(`/api/products/${first!._id}`);
    expect(response.status).toBe(200);
    expect(productSchema.parse(response.body.data)).toEqual(first);
  });

  it('sends an Unavailable product too (the web shows its 404 page for it)', async () => {
    const response = await get(`/api/products/${unavailable.id}`);
    expect(response.status).toBe(200);
    expect(productSchema.parse(response.body.data).status).toBe('Unavailable');
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', 'x'.repeat(100)])(
    'answers 404 in Indonesian for %s',
    async (id) => {
      const response = await get(`/api/products/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Produk tidak ditemukan.', code: 'NOT_FOUND' });
    },
  );
});

describe('GET /api/products/category/{categoryId} (related products)', () => {
  it('sends at most 8 other products of the category, without itself or Unavailable ones', async () => {
    const categoryId = unavailable.categoryId;
    for (let index = 0; index < 9; index++) await insertProduct({ categoryId });
    await invalidateCatalogue(db);
    const [self] = await db
      .select()
      .from(products)
      .where(and(eq(products.categoryId, categoryId), ne(products.id, unavailable.id)))
      .limit(1);

    const related = await getProducts(`/api/products/category/${categoryId}?productId=${self!.id}`);
    expect(related).toHaveLength(8);
    expect(related.every((product) => product.categoryId === categoryId)).toBe(true);
    expect(related.map((product) => product._id)).not.toContain(self!.id);
    expect(related.some((product) => product.status === 'Unavailable')).toBe(false);
  });

  it('without productId excludes nothing but Unavailable ones', async () => {
    const [category] = await db.select().from(categories).orderBy(categories.sort).limit(1);
    const inCategory = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, category!.id), ne(products.status, 'Unavailable')));
    const related = await getProducts(`/api/products/category/${category!.id}`);
    expect(related).toHaveLength(Math.min(8, inCategory.length));
    expect(related.length).toBeGreaterThan(0);
  });

  it('sends an empty list for an unknown category and 404 for a malformed one', async () => {
    expect(await getProducts(`/api/products/category/${randomUUID()}`)).toEqual([]);
    const malformed = await get('/api/products/category/bukan-id');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Kategori tidak ditemukan.', code: 'NOT_FOUND' });
  });

  it('refuses a malformed productId with a 400 in Indonesian', async () => {
    const response = await get(`/api/products/category/${unavailable.categoryId}?productId=abc`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'ID produk tidak valid.', code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/products/popular', () => {
  it('ranks by orders paid in the last 30 days, never lists Unavailable ones, and wins over /products/:id', async () => {
    const buyer = await signedInCustomer();
    const [{ most }] = (await db.select({ most: sql<number>`coalesce(max(c), 0)::int` }).from(
      db
        .select({ c: sql<number>`count(*)`.as('c') })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, new Date(Date.now() - 31 * DAY))))
        .groupBy(orders.productId)
        .as('counts'),
    )) as [{ most: number }];
    const [first, second, oldFavourite, unpaidFavourite] = await Promise.all([
      insertProduct(),
      insertProduct(),
      insertProduct(),
      insertProduct(),
    ]);
    const userId = buyer.user.id;
    await db.insert(orders).values([
      ...orderRows(most + 5, { userId, productId: first.id, paidAt: new Date(Date.now() - 2 * DAY) }),
      ...orderRows(most + 3, { userId, productId: second.id, paidAt: new Date(Date.now() - 29 * DAY) }),
      ...orderRows(most + 50, {
        userId,
        productId: oldFavourite.id,
        paidAt: new Date(Date.now() - 40 * DAY),
      }),
      ...orderRows(most + 50, { userId, productId: unpaidFavourite.id, status: 'Pending', paidAt: null }),
      ...orderRows(most + 90, { userId, productId: unavailable.id, paidAt: new Date(Date.now() - DAY) }),
    ]);
    await invalidateCatalogue(db);

    const popular = await getProducts('/api/products/popular');
    expect(popular).toHaveLength(8);
    expect(popular.slice(0, 2).map((product) => product._id)).toEqual([first.id, second.id]);
    const all = await getProducts('/api/products/popular?limit=50');
    expect(all.map((product) => product._id)).not.toContain(unavailable.id);
    expect(all.some((product) => product.status === 'Unavailable')).toBe(false);
  });

  it('puts, among products without recent orders, the newest first', async () => {
    // Dated after every other product, so nothing else sorts between them.
    const older = await insertProduct({ createdAt: new Date(Date.now() + 60_000) });
    const newer = await insertProduct({ createdAt: new Date(Date.now() + 120_000) });
    await invalidateCatalogue(db);
    const ids = (await getProducts('/api/products/popular?limit=50')).map((product) => product._id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBe(ids.indexOf(newer.id) + 1);
  });

  it.each([
    ['limit=0', 'Limit minimal 1.'],
    ['limit=51', 'Limit maksimal 50.'],
    ['limit=banyak', 'Limit harus berupa angka.'],
  ])('refuses %s with a 400 in Indonesian', async (query, message) => {
    const response = await get(`/api/products/popular?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/categories and /api/packages', () => {
  it('lists the seeded categories and packages', async () => {
    const categoryList = z
      .array(productSchema.shape.category)
      .parse((await get('/api/categories')).body.data);
    const packageList = z.array(packageInfoSchema).parse((await get('/api/packages')).body.data);
    expect(categoryList.length).toBeGreaterThan(0);
    expect(packageList.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Sharing', 'Host']));
  });
});

describe('GET /api/product-discounts', () => {
  const discountsAnswer = z.object({ data: z.array(productDiscountSchema) });

  it('sends only active promos inside their window with a slot left', async () => {
    const product = await insertProduct();
    const now = Date.now();
    const rows = await db
      .insert(productDiscounts)
      .values([
        { productId: product.id, duration: 30, value: '20%' },
        { productId: product.id, duration: 60, value: '15000', slot: 5, used: 2 },
        {
          productId: product.id,
          duration: 90,
          value: '10%',
          startsAt: new Date(now - DAY),
          endsAt: new Date(now + DAY),
        },
        { productId: product.id, duration: 120, value: '10%', startsAt: new Date(now + DAY) },
        { productId: product.id, duration: 150, value: '10%', endsAt: new Date(now - 1000) },
        { productId: product.id, duration: 180, value: '10%', isActive: false },
        { productId: product.id, duration: 360, value: '10%', slot: 3, used: 3 },
      ])
      .returning();
    await invalidateCatalogue(db);

    const response = await get(`/api/product-discounts/${product.id}`);
    expect(response.status).toBe(200);
    const discounts = discountsAnswer.parse(response.body).data;
    expect(discounts.map((discount) => discount.duration)).toEqual([30, 60, 90]);
    expect(discounts[1]).toEqual({
      _id: rows[1]!.id,
      product: { _id: product.id },
      duration: 60,
      value: '15000',
      used: 2,
      slot: 5,
    });
    expect(discounts[0]!.slot).toBeNull();

    const all = discountsAnswer.parse((await get('/api/product-discounts')).body).data;
    expect(all.filter((discount) => discount.product._id === product.id)).toEqual(discounts);
    expect(all.some((discount) => discount.product._id !== product.id)).toBe(true);
  });

  it('sends an empty list for a product without promos and 404 for a malformed id', async () => {
    const product = await insertProduct();
    expect((await get(`/api/product-discounts/${product.id}`)).body).toEqual({ data: [] });
    const malformed = await get('/api/product-discounts/123');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Produk tidak ditemukan.', code: 'NOT_FOUND' });
  });
});
