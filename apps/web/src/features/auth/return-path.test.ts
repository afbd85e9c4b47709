import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/product/abc', '/product/abc'],
    ['/product/abc?paket=Sharing#durasi', '/product/abc?paket=Sharing#durasi'],
    ['/dashboard/pesanan?to=Paid', '/dashboard/pesanan?to=Paid'],
    ['/admin/pengguna', '/admin/pengguna'],
    // Dot segments are resolved: the path stays on the shop either way.
    ['/product/../dashboard', '/dashboard'],
  ])('keeps the shop path %j', (next, path) => {
    expect(safeReturnPath(next)).toBe(path);
  });

  it.each([
    [null],
    [''],
    ['//evil.com'],
    ['//evil.com/product/abc'],
    ['https://evil.com'],
    ['http://evil.com/product/abc'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['product/abc'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/product\\..\\..\\evil'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/login'],
    ['/login?next=/product/abc'],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it.each([
    ['customer', null, '/dashboard'],
    ['admin', null, '/admin'],
    [undefined, null, '/dashboard'],
    ['customer', '/product/abc', '/product/abc'],
    ['admin', '/product/abc', '/product/abc'],
    ['customer', '//evil.com', '/dashboard'],
    ['customer', 'https://evil.com/product/abc', '/dashboard'],
    ['admin', '//evil.com', '/admin'],
  ] as const)('a %s with next=%j goes to %s', (role, next, path) => {
    expect(pathAfterSignIn({ role }, next)).toBe(path);
  });
});
