import { addDays } from '@premium-shop/domain/dates';
import type { Product } from '@premium-shop/domain/product-schema';

/** A product as GET /products answers it; override what a test is about. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Netflix Premium',
    brand: 'Netflix',
    image: 'uploads/demo/netflix.svg',
    banner: 'uploads/demo/netflix-banner.svg',
    icon: 'uploads/demo/netflix-icon.svg',
    createdAt: daysAgo(30),
    method: 'Ready',
    type: 'Sharing Private',
    link: null,
    status: 'Available',
    category: {
      _id: 'c1',
      name: 'Streaming',
      image: 'uploads/demo/c1.svg',
      bg: '#E50914',
      icon: 'uploads/demo/c1i.svg',
    },
    categoryId: 'c1',
    categoryName: 'Streaming',
    categoryImage: 'uploads/demo/c1.svg',
    categoryBg: '#E50914',
    adminFee: 2000,
    modalFee: 0,
    slot: 5,
    information: 'Akun Netflix bersama.',
    note: 'Satu perangkat saja.',
    schema: [],
    benefit: [],
    bought: false,
    lowPrice: 25_000,
    highPrice: 60_000,
    price: null,
    variant: [
      {
        _id: 'v1',
        package: { _id: 'pk-sharing', name: 'Sharing' },
        status: 'Available',
        items: [
          { _id: 'i1', enabled: true, duration: 30, price: 25_000 },
          { _id: 'i2', enabled: true, duration: 90, price: 60_000 },
        ],
      },
    ],
    ...overrides,
  };
}

export function daysAgo(days: number): string {
  return addDays(new Date(), -days).toISOString();
}
