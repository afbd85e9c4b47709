import { randomUUID } from 'node:crypto';
import { productPinSchema } from '@premium-shop/domain/dashboard-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { productPins } from '../../db/schema/engagement';

const { app, db, tokens } = await createTestApp();

const shop = await catalogueFixtures(db, { packages: [] });

function makeProduct(name: string) {
  return shop.makeProduct({ name, icon: 'icons\\p.svg', slot: 1 });
}

const netflix = await makeProduct('Netflix Premium');
const spotify = await makeProduct('Spotify Premium');
const budi = await signedInCustomer(db, tokens);
const siti = await signedInCustomer(db, tokens);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function pinRowsOf(userId: string) {
  return db.select().from(productPins).where(eq(productPins.userId, userId));
}

describe('/api/product-pins', () => {
  let netflixPinId = '';

  it('pins a product: 201 with the pin and its product', async () => {
    const { status, body } = await call('POST', '/api/product-pins', budi.token, { product: netflix.id });
    expect(status).toBe(201);
    const pin = productPinSchema.parse(body.data);
    expect(pin.product).toEqual({ _id: netflix.id, name: 'Netflix Premium', icon: 'icons/p.svg' });
    netflixPinId = pin._id;
    expect((await pinRowsOf(budi.user.id)).map((row) => row.id)).toEqual([pin._id]);
  });

  it('answers 200 with the existing pin when the product is pinned again, without a second row', async () => {
    const { status, body } = await call('POST', '/api/product-pins', budi.token, { product: netflix.id });
    expect(status).toBe(200);
    expect(body.data._id).toBe(netflixPinId);
    expect(await pinRowsOf(budi.user.id)).toHaveLength(1);
  });

  it('lists the pins newest first', async () => {
    const second = await call('POST', '/api/product-pins', budi.token, { product: spotify.id });
    expect(second.status).toBe(201);
    const { status, body } = await call('GET', '/api/product-pins', budi.token);
    expect(status).toBe(200);
    expect(body.data.map((pin: { product: { name: string } }) => pin.product.name)).toEqual([
      'Spotify Premium',
      'Netflix Premium',
    ]);
  });

  it('answers 404 for an unknown product and 400 for a malformed one, pinning nothing', async () => {
    const unknown = await call('POST', '/api/product-pins', budi.token, { product: randomUUID() });
    expect(unknown).toEqual({ status: 404, body: { message: 'Produk tidak ditemukan', code: 'NOT_FOUND' } });
    const malformed = await call('POST', '/api/product-pins', budi.token, { product: 'netflix' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Produk tidak valid' });
    expect(await pinRowsOf(budi.user.id)).toHaveLength(2);
  });

  it('shows another customer none of the pins and answers 404 when it deletes one of them', async () => {
    expect(await call('GET', '/api/product-pins', siti.token)).toEqual({ status: 200, body: { data: [] } });
    const { status, body } = await call('DELETE', `/api/product-pins/${netflixPinId}`, siti.token);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Pin tidak ditemukan', code: 'NOT_FOUND' });
    expect((await pinRowsOf(budi.user.id)).some((row) => row.id === netflixPinId)).toBe(true);
  });

  it('lets two customers pin the same product, each their own pin', async () => {
    const { status, body } = await call('POST', '/api/product-pins', siti.token, { product: netflix.id });
    expect(status).toBe(201);
    expect(body.data._id).not.toBe(netflixPinId);
  });

  it('unpins: 200 with the id, then 404 for it, for an unknown and for a malformed id', async () => {
    const removed = await call('DELETE', `/api/product-pins/${netflixPinId}`, budi.token);
    expect(removed).toEqual({ status: 200, body: { data: { _id: netflixPinId } } });
    expect((await pinRowsOf(budi.user.id)).map((row) => row.productId)).toEqual([spotify.id]);
    for (const id of [netflixPinId, randomUUID(), 'bukan-id']) {
      const { status, body } = await call('DELETE', `/api/product-pins/${id}`, budi.token);
      expect(status, id).toBe(404);
      expect(body.message).toBe('Pin tidak ditemukan');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/product-pins')).status).toBe(401);
    expect((await call('POST', '/api/product-pins', undefined, { product: netflix.id })).status).toBe(401);
    expect((await call('DELETE', `/api/product-pins/${randomUUID()}`)).status).toBe(401);
  });
});
