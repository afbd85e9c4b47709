import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/helper';
import { banners } from '../../db/schema/content';
import { PageImages, withImagePreload } from './page-images.service';

const { app, db } = await createTestApp();
const shop = await catalogueFixtures(db);

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
    (match) => match[1]!,
  );
}

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
}

describe('the page HTML names its largest image', () => {
  beforeEach(async () => {
    await db.delete(banners);
  });

  it("preloads /allProduct's first active banner, the one its carousel opens with", async () => {
    await db.insert(banners).values([
      { image: 'uploads\\banners\\second.webp', sort: 2 },
      { image: 'uploads/banners/first.webp', sort: 1 },
      { image: 'uploads/banners/hidden.webp', sort: 0, isActive: false },
    ]);
    // A new PageImages: the app's own reuses an answer for 10 s.
    const images = new PageImages(db);
    expect(await images.largestImage('/allProduct')).toBe('/uploads/banners/first.webp');
    expect(await images.largestImage('/ALLPRODUCT/')).toBe('/uploads/banners/first.webp');
  });

  it("preloads a product's banner on its page (its image when it has none), and nothing for an unknown one", async () => {
    const withBanner = await shop.makeProduct({
      banner: 'uploads/p/banner.webp',
      image: 'uploads/p/image.webp',
    });
    const withoutBanner = await shop.makeProduct({ banner: '', image: 'uploads/p/only-image.webp' });
    expect(preloads(await page(`/product/${withBanner.id}`))).toEqual(['/uploads/p/banner.webp']);
    expect(preloads(await page(`/product/${withoutBanner.id}`))).toEqual(['/uploads/p/only-image.webp']);
    expect(preloads(await page(`/product/${randomUUID()}`))).toEqual([]);
    expect(preloads(await page('/product/not-a-uuid'))).toEqual([]);
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/allProduct' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it("names nothing for a product no longer sold: its page shows 'not found'", async () => {
    const gone = await shop.makeProduct({ banner: 'uploads/p/gone.webp', status: 'Unavailable' });
    expect(preloads(await page(`/product/${gone.id}`))).toEqual([]);
  });

  it('names no image of another site, and none on pages without one known before they run', async () => {
    const external = await shop.makeProduct({ banner: 'https://cdn.example.com/b.webp' });
    expect(preloads(await page(`/product/${external.id}`))).toEqual([]);
    for (const url of ['/', '/login', '/dashboard/pesanan']) expect(preloads(await page(url))).toEqual([]);
  });

  it('reuses an answer for 10 s, then reads the banners again', async () => {
    let now = 0;
    const images = new PageImages(db, () => now);
    await db.insert(banners).values({ image: 'uploads/banners/a.webp' });
    expect(await images.largestImage('/allProduct')).toBe('/uploads/banners/a.webp');
    await db
      .update(banners)
      .set({ image: 'uploads/banners/b.webp' })
      .where(eq(banners.image, 'uploads/banners/a.webp'));
    now = 9_999;
    expect(await images.largestImage('/allProduct')).toBe('/uploads/banners/a.webp');
    now = 10_000;
    expect(await images.largestImage('/allProduct')).toBe('/uploads/banners/b.webp');
  });

  it('escapes the path into the attribute, and leaves HTML without a head as it is', () => {
    expect(withImagePreload('<head></head>', '/uploads/a"b<c>&.webp')).toBe(
      '<head>    <link rel="preload" as="image" href="/uploads/a&quot;b&lt;c&gt;&amp;.webp" fetchpriority="high">\n  </head>',
    );
    expect(withImagePreload('<div id="root"></div>', '/uploads/a.webp')).toBe('<div id="root"></div>');
    expect(withImagePreload('<head></head>', null)).toBe('<head></head>');
  });
});
