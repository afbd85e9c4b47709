import { describe, expect, it } from 'vitest';
import { isClientRoute } from './web-routes';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/login',
    '/allProduct',
    '/allproduct',
    '/product/abc',
    '/auth/forgot-password',
    '/auth/forgot-password/token123',
    '/dashboard',
    '/dashboard/',
    '/dashboard/payment',
    '/dashboard/payment/9b1c',
    '/dashboard/pesanan/detail/INV-1',
    '/admin/pesanan/INV-1',
    '/sandbox-pay/SBX-1',
  ])('knows the page %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(true);
  });

  it.each([
    '/metrics',
    '/healthz',
    '/product',
    '/product/a/b',
    '/dashboard/unknown',
    '/admin/metrics',
    '/wp-login.php',
    '/%E0%A4%A',
  ])('has no page at %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(false);
  });
});
