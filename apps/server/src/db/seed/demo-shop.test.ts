import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { seedDemoShop } from './demo-shop';

const { db, settings, vault, dataDir } = await createTestApp();
const now = new Date('2026-11-01T03:00:00Z');
const firstRun = await Promise.all([
  seedDemoShop(db, { vault, settings, now }),
  seedDemoShop(db, { vault, settings, now }),
]);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

describe('seedDemoShop', () => {
  it('seeds an empty database once, even when two processes start together', async () => {
    expect(firstRun.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoShop(db, { vault, settings, now })).toBe(false);
  });

  it('counts only live seats (and paid preorders of forming groups) as taken', async () => {
    const items = await rows<{ state: string; slot: number; seats_taken: number; live: number }>(sql`
      SELECT pi.state, pi.slot, pi.seats_taken,
        (SELECT count(*)::int FROM accounts a WHERE a.product_item_id = pi.id AND a.status IN ('Aktif', 'Tenggang')) AS live
      FROM product_items pi`);
    for (const item of items.filter((entry) => entry.state !== 'forming')) {
      expect(item.seats_taken).toBe(item.live);
    }
    expect(items.some((item) => item.state === 'full' && item.seats_taken === item.slot)).toBe(true);
    expect(items.some((item) => item.state === 'forming' && item.seats_taken > 0)).toBe(true);
  });

  it('stores relative image paths whose files exist, and rewrites a missing one', async () => {
    const images = await rows<{ path: string }>(sql`
      SELECT image AS path FROM products UNION ALL SELECT icon FROM products UNION ALL SELECT banner FROM products
      UNION ALL SELECT image FROM categories UNION ALL SELECT image FROM banners`);
    for (const image of images) {
      expect(image.path).toMatch(/^uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(dataDir, image.path))).toBe(true);
    }
    const netflix = path.join(dataDir, 'uploads', 'demo', 'netflix.svg');
    fs.rmSync(netflix);
    expect(await seedDemoShop(db, { vault, settings, now })).toBe(false);
    expect(fs.readFileSync(netflix, 'utf8')).toContain('Netflix Premium');
  });
});
