import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { categories, products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { authSessions, users } from '../../db/schema/users';
import { seedDemoShop } from '../../db/seed/demo-shop';
import { createTestApp } from '../../../test/helper';
import { CATALOGUE_CACHE_TTL_MS, currentCatalogueVersion, invalidateCatalogue } from './catalogue.service';

const { app, db, settings, vault, tokens, connection } = await createTestApp();
await seedDemoShop(db, { vault, settings });

const [product] = await db.select().from(products).where(eq(products.status, 'Available')).limit(1);
const [category] = await db.select().from(categories).orderBy(categories.sort).limit(1);

const PUBLIC = 'public, max-age=0, must-revalidate';

const publicRoutes = [
  '/api/products',
  '/api/products?limit=100&type=Digital%20Product',
  '/api/products/popular',
  `/api/products/${product!.id}`,
  `/api/products/category/${category!.id}?productId=${product!.id}`,
  '/api/categories',
  '/api/packages',
  '/api/banners',
  '/api/product-discounts',
  `/api/product-discounts/${product!.id}`,
  '/api/flash-cards',
  '/api/why-us',
  '/api/showcase',
  '/api/announcement',
  '/api/testimonials',
  '/api/faq',
  '/api/shop-info',
];

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

await app.ready();
/**
 * The catalogue version this file expects once PostgreSQL has delivered every notification it sent:
 * each invalidation bumps it here at once and again when its NOTIFY comes back on the app's LISTEN
 * connection, and a NOTIFY of another process bumps it once. A late echo of an earlier test would
 * drop the cache in the middle of the next one, so each test starts from a settled version.
 */
let settledVersion = currentCatalogueVersion();

/** Invalidates like an admin write (inside `executor`'s transaction, if it is one). */
async function invalidate(executor: Parameters<typeof invalidateCatalogue>[0]): Promise<void> {
  settledVersion += 2;
  await invalidateCatalogue(executor);
}

/** Waits until every notification sent so far has come back, so none is left to drop the cache later. */
async function settle(): Promise<void> {
  await vi.waitFor(() => expect(currentCatalogueVersion()).toBeGreaterThanOrEqual(settledVersion));
}

async function categoryName(): Promise<string> {
  const response = await get('/api/categories');
  const list = response.json().data as { _id: string; name: string }[];
  return list.find((entry) => entry._id === category!.id)!.name;
}

async function renameCategory(name: string): Promise<void> {
  await db.update(categories).set({ name }).where(eq(categories.id, category!.id));
}

describe('ETag and Cache-Control on the public catalogue', () => {
  it.each(publicRoutes)('%s: strong ETag, public revalidation, 304 on a match', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC);

    // A weak form of the same tag, or a list holding it, matches too; another tag does not.
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('compresses large answers as the client accepts, each coding with its own tag of the same body', async () => {
    const url = '/api/products?limit=100';
    const plain = await get(url);
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const plainTag = plain.headers.etag as string;
    expect(gzip.headers.etag).toBe(`${plainTag.slice(0, -1)}-gzip"`);
    expect(brotli.headers.etag).toBe(`${plainTag.slice(0, -1)}-br"`);
    for (const response of [plain, gzip, brotli]) expect(response.headers.vary).toMatch(/accept-encoding/);
    // Whichever coding the client holds, it still has the current body.
    for (const tag of [plainTag, gzip.headers.etag as string]) {
      expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': tag })).statusCode).toBe(304);
    }
    expect((await get(url, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps errors out of the cache and their answers without an ETag', async () => {
    const missing = await get(`/api/products/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('the product list with a token', () => {
  it('is private, varies on Authorization, and flips `bought` once the user pays', async () => {
    const [user] = await db
      .insert(users)
      .values({
        name: 'Pembeli',
        email: `pembeli-${randomUUID().slice(0, 8)}@gmail.com`,
        phone: '+6281200000002',
        passwordHash: 'not-a-real-hash',
      })
      .returning();
    const [session] = await db.insert(authSessions).values({ userId: user!.id }).returning();
    const authorization = `Bearer ${await tokens.sign({ userId: user!.id, sessionId: session!.id, role: 'customer' })}`;
    const url = '/api/products?limit=100';
    const isBought = (body: string) =>
      (JSON.parse(body).data as { _id: string; bought: boolean }[]).find(
        (entry) => entry._id === product!.id,
      )!.bought;

    const before = await get(url, { authorization });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.headers.vary).toMatch(/authorization/i);
    expect(isBought(before.body)).toBe(false);
    expect(
      (await get(url, { authorization, 'if-none-match': before.headers.etag as string })).statusCode,
    ).toBe(304);

    // No invalidation needed: the signed-in answer is never served from the shared cache.
    await db.insert(orders).values({
      invoice: `INV-TES-${randomUUID()}`,
      userId: user!.id,
      productId: product!.id,
      paymentMethod: 'QRIS',
      status: 'Paid',
      paidAt: new Date(),
    });
    const after = await get(url, { authorization, 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(isBought(after.body)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const anonymous = await get(url);
    expect(anonymous.headers['cache-control']).toBe(PUBLIC);
    expect(anonymous.headers.vary).toMatch(/authorization/i);
    expect(isBought(anonymous.body)).toBe(false);
  });
});

describe('the in-process cache', () => {
  it('keeps serving the cached answer until invalidateCatalogue(), then the admin change shows', async () => {
    await settle();
    const original = await categoryName();
    const before = await get('/api/categories');
    await renameCategory(`${original} Baru`);
    // Without an invalidation the answer is the cached one: the cache is really in use.
    expect(await categoryName()).toBe(original);

    await invalidate(db);
    expect(await categoryName()).toBe(`${original} Baru`);
    await invalidate(db);
    await settle();
    const after = await get('/api/categories', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('drops its answers when another process NOTIFYs the catalogue channel', async () => {
    await settle();
    const original = await categoryName();
    await renameCategory(`${original} Lagi`);
    expect(await categoryName()).toBe(original);

    // Another server process: its own connection, its own NOTIFY (sent at commit).
    const other = new pg.Client(connection.pool.options);
    await other.connect();
    try {
      settledVersion += 1;
      await other.query('BEGIN');
      await other.query("SELECT pg_notify('catalogue_changed', '')");
      await other.query('COMMIT');
    } finally {
      await other.end();
    }

    const startedAt = Date.now();
    let name = await categoryName();
    while (name === original && Date.now() - startedAt < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      name = await categoryName();
    }
    expect(name).toBe(`${original} Lagi`);
    // Well inside the TTL, so the notification did it, not the expiry.
    expect(Date.now() - startedAt).toBeLessThan(CATALOGUE_CACHE_TTL_MS / 2);
  });

  it('serves the shop contents changed in a transaction after the commit', async () => {
    await settle();
    const original = await categoryName();
    await db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ name: `${original} Tx` })
        .where(eq(categories.id, category!.id));
      await invalidate(tx);
      // A read inside the transaction's lifetime still sees the committed (old) data and may cache it.
      expect(await categoryName()).toBe(original);
    });
    const startedAt = Date.now();
    let name = await categoryName();
    while (name === original && Date.now() - startedAt < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      name = await categoryName();
    }
    expect(name).toBe(`${original} Tx`);
  });
});
