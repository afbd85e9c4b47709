import type { ShopInfo } from '@premium-shop/domain/storefront-schema';

/** What GET /shop-info answers in the demo shop; override what a test is about. */
export function shopInfoFixture(overrides: Partial<ShopInfo> = {}): ShopInfo {
  return {
    name: 'Premium Shop',
    supportEmail: 'support@premiumshop.id',
    supportPhone: '+62 812-3456-7890',
    supportHours: 'Setiap hari 09.00 - 01.00 WIB',
    whatsappNumber: '6281234567890',
    socialLinks: [
      { label: 'Instagram', url: 'https://instagram.com/premiumshop' },
      { label: 'TikTok', url: 'https://tiktok.com/@premiumshop' },
    ],
    ...overrides,
  };
}
