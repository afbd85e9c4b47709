import { describe, expect, it } from 'vitest';
import {
  bannerSchema,
  flashCardsSchema,
  productDiscountSchema,
  shopInfoSchema,
  testimonialSchema,
} from './storefront-schema';

describe('storefront schemas', () => {
  it('accept the answers the API sends', () => {
    expect(bannerSchema.parse({ _id: 'b1', image: 'uploads/a.png', link: null })).toEqual({
      _id: 'b1',
      image: 'uploads/a.png',
      link: null,
    });
    expect(
      productDiscountSchema.parse({
        _id: 'd1',
        product: { _id: 'p1' },
        duration: 30,
        value: '20%',
        used: 1,
        slot: 10,
      }).slot,
    ).toBe(10);
    expect(flashCardsSchema.parse({ content: [] })).toEqual({ content: [] });
  });

  it.each([0, 6, 4.5])('refuse a testimonial rated %s', (rating) => {
    expect(testimonialSchema.safeParse({ name: 'A', role: 'B', rating, content: 'C' }).success).toBe(false);
  });

  it.each([
    ['6281234567890', true],
    ['+6281234567890', false],
    ['0812 3456', false],
  ])('whatsappNumber %s is valid: %s', (whatsappNumber, valid) => {
    const info = {
      name: 'Premium Shop',
      supportEmail: 'a@b.id',
      supportPhone: '+62 812',
      supportHours: 'Setiap hari',
      whatsappNumber,
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/x' }],
    };
    expect(shopInfoSchema.safeParse(info).success).toBe(valid);
  });
});
