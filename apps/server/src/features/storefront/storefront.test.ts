import {
  announcementSchema,
  bannerSchema,
  faqItemSchema,
  flashCardsSchema,
  shopInfoSchema,
  showcaseItemSchema,
  testimonialSchema,
  whyUsReasonSchema,
} from '@premium-shop/domain/storefront-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { banners, siteContent, type SiteContentKey } from '../../db/schema/content';
import { seedDemoShop } from '../../db/seed/demo-shop';
import { createTestApp } from '../../../test/helper';
import { currentCatalogueVersion, invalidateCatalogue } from '../catalogue/catalogue.service';
import { socialLabel } from './storefront.service';

const { app, db, settings, vault } = await createTestApp({
  SOCIAL_LINKS: 'https://www.instagram.com/tokoku,https://tiktok.com/@tokoku,https://shop.example.id/ikuti',
  SUPPORT_HOURS: 'Setiap hari, 09.00–01.00 WIB',
  WHATSAPP_NUMBER: '6289876543210',
});
await seedDemoShop(db, { vault, settings });

async function data<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = z.object({ data: z.unknown() }).parse(response.json());
  return schema.parse(body.data);
}

/** Invalidates, and waits for the notification's echo too, so no second drop comes later. */
async function invalidateAndSettle(): Promise<void> {
  const before = currentCatalogueVersion();
  await invalidateCatalogue(db);
  await vi.waitFor(() => expect(currentCatalogueVersion()).toBeGreaterThanOrEqual(before + 2));
}

async function setContent(key: SiteContentKey, content: unknown): Promise<void> {
  await db
    .insert(siteContent)
    .values({ key, content })
    .onConflictDoUpdate({ target: siteContent.key, set: { content } });
  await invalidateAndSettle();
}

describe('GET /api/banners', () => {
  it('sends the active banners by sort, with forward-slash image paths', async () => {
    const seeded = await db.select().from(banners).orderBy(banners.sort);
    const [hidden] = await db
      .insert(banners)
      .values({ image: 'uploads\\banners\\lama.png', link: null, sort: 0, isActive: false })
      .returning();
    const [shown] = await db
      .insert(banners)
      .values({ image: 'uploads\\banners\\baru.png', link: null, sort: 99 })
      .returning();
    await invalidateCatalogue(db);

    const list = await data('/api/banners', z.array(bannerSchema));
    expect(list.map((banner) => banner._id)).toEqual([...seeded.map((banner) => banner.id), shown!.id]);
    expect(list.at(-1)).toEqual({ _id: shown!.id, image: 'uploads/banners/baru.png', link: null });
    expect(list.map((banner) => banner._id)).not.toContain(hidden!.id);
    expect(list[0]!.link).toMatch(/^\//);
  });
});

describe('the home-page content', () => {
  it('sends the seeded documents in their schemas', async () => {
    expect((await data('/api/flash-cards', flashCardsSchema)).content.length).toBeGreaterThan(0);
    const showcase = await data('/api/showcase', z.array(showcaseItemSchema));
    expect(showcase.map((item) => item.name)).toContain('QRIS');
    expect(showcase.every((item) => !item.image.includes('\\'))).toBe(true);
    expect((await data('/api/announcement', announcementSchema))?.text).toContain(settings.APP_NAME);
    expect(await data('/api/testimonials', z.array(testimonialSchema))).toHaveLength(3);
    expect((await data('/api/faq', z.array(faqItemSchema))).length).toBeGreaterThan(0);
    const reasons = await data('/api/why-us', z.array(whyUsReasonSchema));
    expect(reasons.map((reason) => reason.title)).toEqual(
      expect.arrayContaining(['Harga hemat', 'Bergaransi', 'Proses cepat', 'Admin responsif']),
    );
  });

  it('sends empty lists and a null announcement when a document is missing, never a 500', async () => {
    await db.delete(siteContent);
    await invalidateCatalogue(db);
    expect(await data('/api/flash-cards', flashCardsSchema)).toEqual({ content: [] });
    expect(await data('/api/showcase', z.array(showcaseItemSchema))).toEqual([]);
    expect(await data('/api/announcement', announcementSchema.nullable())).toBeNull();
    expect(await data('/api/testimonials', z.array(testimonialSchema))).toEqual([]);
    expect(await data('/api/faq', z.array(faqItemSchema))).toEqual([]);
    expect(await data('/api/why-us', z.array(whyUsReasonSchema))).toEqual([]);
  });

  it('leaves out malformed entries and a blank announcement instead of failing', async () => {
    await setContent('testimonials', [
      { name: 'Sari', role: 'Guru', rating: 5, content: 'Mantap' },
      { name: 'Rusak', role: 'x', rating: 9, content: 'rating di luar 1..5' },
      'bukan objek',
    ]);
    await setContent('faq', { question: 'bukan daftar' });
    await setContent('showcase', [{ name: 'OVO', image: 'demo\\ovo.svg' }, { name: 'tanpa gambar' }]);
    await setContent('flash_cards', [{ title: 'tanpa pembungkus content' }]);
    await setContent('why_us', [
      { title: 'Cepat', description: 'Langsung dikirim.' },
      { title: 'tanpa teks' },
    ]);
    await setContent('announcement', { text: '   ' });

    expect(await data('/api/testimonials', z.array(testimonialSchema))).toEqual([
      { name: 'Sari', role: 'Guru', rating: 5, content: 'Mantap' },
    ]);
    expect(await data('/api/faq', z.array(faqItemSchema))).toEqual([]);
    expect(await data('/api/showcase', z.array(showcaseItemSchema))).toEqual([
      { name: 'OVO', image: 'demo/ovo.svg' },
    ]);
    expect(await data('/api/flash-cards', flashCardsSchema)).toEqual({ content: [] });
    expect(await data('/api/why-us', z.array(whyUsReasonSchema))).toEqual([
      { title: 'Cepat', description: 'Langsung dikirim.' },
    ]);
    expect(await data('/api/announcement', announcementSchema.nullable())).toBeNull();

    await setContent('announcement', { text: '  Promo hari ini!  ' });
    expect(await data('/api/announcement', announcementSchema)).toEqual({ text: 'Promo hari ini!' });
  });

  it('shows an admin edit in the next answer once invalidated', async () => {
    await setContent('faq', [{ question: 'Apa itu Premium Shop?', answer: 'Toko akun premium.' }]);
    expect(await data('/api/faq', z.array(faqItemSchema))).toEqual([
      { question: 'Apa itu Premium Shop?', answer: 'Toko akun premium.' },
    ]);
    await db
      .update(siteContent)
      .set({ content: [{ question: 'Baru?', answer: 'Ya.' }] })
      .where(eq(siteContent.key, 'faq'));
    expect((await data('/api/faq', z.array(faqItemSchema)))[0]!.question).toBe('Apa itu Premium Shop?');
    await invalidateCatalogue(db);
    expect((await data('/api/faq', z.array(faqItemSchema)))[0]!.question).toBe('Baru?');
  });
});

describe('GET /api/shop-info', () => {
  it('sends the contact settings with readable social link names', async () => {
    expect(await data('/api/shop-info', shopInfoSchema)).toEqual({
      name: settings.APP_NAME,
      supportEmail: settings.SUPPORT_EMAIL,
      supportPhone: settings.SUPPORT_PHONE,
      supportHours: 'Setiap hari, 09.00–01.00 WIB',
      whatsappNumber: '6289876543210',
      socialLinks: [
        { label: 'Instagram', url: 'https://www.instagram.com/tokoku' },
        { label: 'TikTok', url: 'https://tiktok.com/@tokoku' },
        { label: 'shop.example.id', url: 'https://shop.example.id/ikuti' },
      ],
    });
  });

  it.each([
    ['https://instagram.com/a', 'Instagram'],
    ['https://m.facebook.com/a', 'Facebook'],
    ['https://x.com/a', 'X'],
    ['https://www.youtube.com/@a', 'YouTube'],
    ['https://t.me/a', 'Telegram'],
    ['https://Blog.Example.com/a', 'blog.example.com'],
  ])('names %s %s', (url, label) => {
    expect(socialLabel(url)).toBe(label);
  });
});
