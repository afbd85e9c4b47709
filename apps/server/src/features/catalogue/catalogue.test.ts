import { productSchema } from '@premium-shop/domain/product-schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoShop } from '../../db/seed/demo-shop';
import { createTestApp } from '../../../test/helper';

const { app, db, settings, vault } = await createTestApp();
await seedDemoShop(db, { vault, settings });

async function getProducts(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return z.object({ data: z.array(productSchema) }).parse(response.json()).data;
}

describe('GET /api/products', () => {
  it('sends 16 products by default in the shape of SPEC §3, with flattened category and price range', async () => {
    const products = await getProducts();
    expect(products).toHaveLength(16);
    for (const product of products) {
      expect(product.categoryId).toBe(product.category._id);
      expect(product.categoryName).toBe(product.category.name);
      expect(product.image).not.toContain('\\');
      expect(product.lowPrice).toBeLessThanOrEqual(product.highPrice);
      expect(product.bought).toBe(false);
      for (const variant of product.variant) expect(variant.items.every((item) => item.enabled)).toBe(true);
    }
  });

  it('sends up to 1000 with a limit, and only digital products with type=Digital Product', async () => {
    const all = await getProducts('?limit=1000');
    expect(all.length).toBeGreaterThan(16);
    const digital = await getProducts('?limit=1000&type=Digital%20Product');
    expect(digital.length).toBeGreaterThan(0);
    expect(digital.every((product) => product.type === 'Digital Product')).toBe(true);
  });

  it('sends a percentage admin fee as a string and a fixed one as a number', async () => {
    const all = await getProducts('?limit=1000');
    expect(
      all.some((product) => typeof product.adminFee === 'string' && product.adminFee.endsWith('%')),
    ).toBe(true);
    expect(all.some((product) => typeof product.adminFee === 'number')).toBe(true);
  });

  it('refuses a limit above 1000 with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?limit=1001' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/products/{id}', () => {
  it('sends one product', async () => {
    const [first] = await getProducts();
    const response = await app.inject({ method: 'GET', url: `/api/products/${first!._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data._id).toBe(first!._id);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers 404 for %s', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Produk tidak ditemukan.', code: 'NOT_FOUND' });
  });
});

describe('GET /api/categories and /api/packages', () => {
  it('lists the seeded categories and packages', async () => {
    const categories = (await app.inject('/api/categories')).json().data;
    const packages = (await app.inject('/api/packages')).json().data;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
      bg: expect.any(String),
      icon: expect.any(String),
    });
    expect(packages.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Sharing', 'Host']),
    );
  });
});
