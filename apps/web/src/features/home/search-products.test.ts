import type { Product } from '@premium-shop/domain/product-schema';
import { describe, expect, it } from 'vitest';
import { searchProducts } from './search-products';

function product(name: string, status = 'Available'): Product {
  return { _id: name, name, status } as Product;
}

const products = [
  product('Netflix Premium'),
  product('Spotify Family'),
  product('Netflix Lama', 'Unavailable'),
  product('YouTube Premium', 'Sold Out'),
];

describe('searchProducts', () => {
  it.each([
    ['netflix', ['Netflix Premium']],
    ['  PREMIUM ', ['Netflix Premium', 'YouTube Premium']],
    ['spot', ['Spotify Family']],
    ['disney', []],
    ['', []],
    ['   ', []],
  ])('%j matches %j', (text, names) => {
    expect(searchProducts(products, text).map((match) => match.name)).toEqual(names);
  });

  it('leaves out Unavailable products but keeps other statuses', () => {
    expect(searchProducts(products, 'a').map((match) => match.status)).not.toContain('Unavailable');
    expect(searchProducts(products, 'youtube')).toHaveLength(1);
  });
});
