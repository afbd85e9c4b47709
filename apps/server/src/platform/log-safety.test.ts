import { describe, expect, it } from 'vitest';
import { safeUrl, serializeError } from './log-safety';

describe('safeUrl', () => {
  it.each([
    ['/auth/forgot-password/abc_DEF-123', '/auth/forgot-password/[dihapus]'],
    ['/Auth/Forgot-Password/abc', '/Auth/Forgot-Password/[dihapus]'],
    ['/auth/forgot-password?token=abc&x=1', '/auth/forgot-password?token=[dihapus]&x=[dihapus]'],
    ['/api/products?search=budi%40gmail.com', '/api/products?search=[dihapus]'],
    ['/api/products', '/api/products'],
    ['/dashboard/pesanan?', '/dashboard/pesanan?'],
  ])('%s is logged as %s', (url, logged) => {
    expect(safeUrl(url)).toBe(logged);
  });
});

describe('serializeError', () => {
  it('hides a value PostgreSQL quotes in its message and drops its detail', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "budi@gmail.com"'), {
      code: '22P02',
      detail: 'Key (email)=(budi@gmail.com) already exists.',
      parameters: ['budi@gmail.com'],
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(JSON.stringify(serialized)).not.toContain('budi@gmail.com');
    expect(serialized).toMatchObject({
      type: 'Error',
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[dihapus]"',
    });
    expect(String(serialized.stack)).toMatch(
      /^Error: invalid input syntax for type uuid: "\[dihapus\]"\n {4}at /,
    );
  });

  it('leaves anything that is not an error as it is', () => {
    expect(serializeError('text')).toBe('text');
  });
});
