import { randomUUID } from 'node:crypto';
import { productItemOptionSchema } from '@premium-shop/domain/dashboard-schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, type ItemFields } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { likeLiteral } from '../../db/like';

const { app, db, tokens } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures: Budi has seats in two Netflix groups (one ended) and hosts a Spotify group; Siti has a
// seat in a Canva group; nobody is in 'Netflix Grup C'.

const shop = await catalogueFixtures(db, { packages: [] });

function makeProduct(name: string) {
  return shop.makeProduct({ name, slot: 1 });
}

const netflix = await makeProduct('Netflix');
const spotify = await makeProduct('Spotify');
const canva = await makeProduct('Canva');

const budi = await signedInCustomer(db, tokens);
const siti = await signedInCustomer(db, tokens);
const ani = await signedInCustomer(db, tokens);

function makeItem(productId: string, name: string, fields: ItemFields = {}) {
  return shop.makeItem(productId, 5, { name, ...fields });
}

async function seat(
  item: { id: string; productId: string },
  userId: string,
  status: 'Aktif' | 'Habis' = 'Aktif',
) {
  await shop.makeSeat(item, userId, { status, duration: 0 });
}

const grupB = await makeItem(netflix.id, 'Netflix Grup B', { domain: 'famili.id' });
const grupA = await makeItem(netflix.id, 'Netflix Grup A', { domain: 'PremiumShop.id' });
await makeItem(netflix.id, 'Netflix Grup C', { domain: 'premiumshop.id' });
const hosted = await makeItem(spotify.id, 'Spotify 100%_Host', { hostUserId: budi.user.id });
const canvaTeam = await makeItem(canva.id, 'Canva Team', { domain: 'premiumshop.id' });
await seat(grupA, budi.user.id);
await seat(grupB, budi.user.id, 'Habis');
await seat(canvaTeam, siti.user.id);

async function call(url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

const names = (list: { name: string }[]) => list.map((option) => option.name);

// ---------------------------------------------------------------------------------------------

describe('GET /api/product-items', () => {
  it("lists the caller's groups (seats in any status, and hosted), by name, in data.data", async () => {
    const { status, body } = await call('/api/product-items', budi.token);
    expect(status).toBe(200);
    const list = z.array(productItemOptionSchema).parse(body.data.data);
    expect(list).toEqual([
      { _id: grupA.id, name: 'Netflix Grup A' },
      { _id: grupB.id, name: 'Netflix Grup B' },
      { _id: hosted.id, name: 'Spotify 100%_Host' },
    ]);
  });

  it.each([
    ['grup', ['Netflix Grup A', 'Netflix Grup B']],
    ['GRUP a', ['Netflix Grup A']],
    ['  spotify  ', ['Spotify 100%_Host']],
    // % and _ match only themselves, not any text.
    ['%', ['Spotify 100%_Host']],
    ['_', ['Spotify 100%_Host']],
    ['0%_h', ['Spotify 100%_Host']],
    ['Canva', []],
    ['Grup C', []],
  ])('searches %j', async (search, expected) => {
    const { body } = await call(`/api/product-items?search=${encodeURIComponent(search)}`, budi.token);
    expect(names(body.data.data)).toEqual(expected);
  });

  it('answers at most 20 groups', async () => {
    const bulk = await Promise.all(
      Array.from({ length: 23 }, (_, index) =>
        makeItem(spotify.id, `Massal ${String(index).padStart(2, '0')}`, { hostUserId: ani.user.id }),
      ),
    );
    const { body } = await call('/api/product-items?search=massal', ani.token);
    expect(names(body.data.data)).toEqual(
      bulk
        .map((item) => item.name)
        .sort()
        .slice(0, 20),
    );
  });

  it("never lists another customer's groups", async () => {
    expect(names((await call('/api/product-items', siti.token)).body.data.data)).toEqual(['Canva Team']);
    const stranger = await signedInCustomer(db, tokens);
    expect((await call('/api/product-items', stranger.token)).body).toEqual({ data: { data: [] } });
  });

  it('answers 400 for a search over 100 characters', async () => {
    const { status, body } = await call(`/api/product-items?search=${'a'.repeat(101)}`, budi.token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Kata pencarian terlalu panjang' });
  });
});

describe('GET /api/product-items/product/:productId', () => {
  it('lists only the groups of the product the caller hosts (what a reimbursement accepts), not member seats', async () => {
    const { status, body } = await call(`/api/product-items/product/${spotify.id}`, budi.token);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ _id: hosted.id, name: 'Spotify 100%_Host' }]);
    // Budi sits in two Netflix groups but hosts none of them.
    expect((await call(`/api/product-items/product/${netflix.id}`, budi.token)).body).toEqual({ data: [] });
  });

  it('answers another customer and an unknown product an empty list', async () => {
    expect((await call(`/api/product-items/product/${netflix.id}`, siti.token)).body).toEqual({ data: [] });
    expect((await call(`/api/product-items/product/${randomUUID()}`, budi.token)).body).toEqual({ data: [] });
  });

  it('answers 400 for a malformed product id', async () => {
    const { status, body } = await call('/api/product-items/product/netflix', budi.token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Produk tidak valid' });
  });
});

describe('GET /api/product-items/domain/:productId', () => {
  it("lists the product's own domains once each, lower-cased, by name, without ended groups", async () => {
    const office = await makeProduct('Microsoft 365');
    await makeItem(office.id, 'Office A', { domain: 'Kantor.onmicrosoft.com' });
    await makeItem(office.id, 'Office B', { domain: 'kantor.onmicrosoft.com' });
    await makeItem(office.id, 'Office C', { domain: 'arsip.onmicrosoft.com' });
    await makeItem(office.id, 'Office lama', { domain: 'lama.onmicrosoft.com', state: 'ended' });
    await makeItem(office.id, 'Office tanpa domain');
    // Any signed-in customer may list them: a domain is what they will order on, not someone's group.
    for (const token of [budi.token, ani.token]) {
      const { status, body } = await call(`/api/product-items/domain/${office.id}`, token);
      expect(status).toBe(200);
      expect(body).toEqual({ data: ['arsip.onmicrosoft.com', 'kantor.onmicrosoft.com'] });
    }
    expect((await call(`/api/product-items/domain/${netflix.id}`, siti.token)).body).toEqual({
      data: ['famili.id', 'premiumshop.id'],
    });
  });

  it('answers an unknown product and a product without domains an empty list', async () => {
    expect((await call(`/api/product-items/domain/${randomUUID()}`, budi.token)).body).toEqual({ data: [] });
    expect((await call(`/api/product-items/domain/${spotify.id}`, budi.token)).body).toEqual({ data: [] });
  });

  it('answers 400 for a parameter that is not a product id', async () => {
    const { status, body } = await call('/api/product-items/domain/gmail.com', budi.token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Produk tidak valid' });
  });
});

describe('the pickers', () => {
  it.each([
    '/api/product-items',
    `/api/product-items/product/${netflix.id}`,
    `/api/product-items/domain/${netflix.id}`,
  ])('%s answers 401 without a token', async (url) => {
    expect((await call(url)).status).toBe(401);
  });

  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
    ['plain', 'plain'],
  ])('likeLiteral(%j) is %j', (text, expected) => {
    expect(likeLiteral(text)).toBe(expected);
  });
});
