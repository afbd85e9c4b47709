import { describe, expect, it } from 'vitest';
import {
  initialOrderStatus,
  isPaymentMethodCode,
  type OrderInfo,
  PAYMENT_METHODS,
  paymentMethodError,
  validateOrderInfo,
} from './checkout';
import type { ParseResult } from './pricing';

describe('PAYMENT_METHODS', () => {
  it('lists the e-wallets, then the virtual accounts, with their labels', () => {
    expect(PAYMENT_METHODS.map(({ code, label, group }) => `${group} ${code}: ${label}`)).toEqual([
      'ewallet QRIS: QRIS',
      'ewallet DANA: DANA',
      'ewallet OVO: OVO',
      'ewallet SHOPEEPAY: SHOPEEPAY',
      'virtual-account BRIVA: Bank BRI',
      'virtual-account BSIVA: Bank BSI',
      'virtual-account BNIVA: Bank BNI',
      'virtual-account MANDIRIVA: Bank Mandiri',
    ]);
  });

  it.each([
    ['QRIS', true, null],
    ['MANDIRIVA', true, null],
    ['qris', false, 'Silahkan pilih metode pembayaran'],
    ['BCAVA', false, 'Silahkan pilih metode pembayaran'],
    ['', false, 'Silahkan pilih metode pembayaran'],
    [null, false, 'Silahkan pilih metode pembayaran'],
    [undefined, false, 'Silahkan pilih metode pembayaran'],
  ])('%j -> known %s, error %j', (code, isKnown, error) => {
    expect(isPaymentMethodCode(code)).toBe(isKnown);
    expect(paymentMethodError(code)).toBe(error);
  });
});

describe('initialOrderStatus', () => {
  it.each([
    ['Ready', 'Pending'],
    ['Preorder', 'Preorder'],
  ])('%s product -> %s', (method, status) => {
    expect(initialOrderStatus(method)).toBe(status);
  });
});

describe('validateOrderInfo', () => {
  it.each<[string, OrderInfo, ParseResult<OrderInfo>]>([
    ['Dedicated Private', { email: 'budi' }, { ok: false, error: 'Silahkan pilih domain terlebih dahulu' }],
    [
      'Dedicated Private',
      { email: '', domain: '' },
      { ok: false, error: 'Silahkan pilih domain terlebih dahulu' },
    ],
    [
      'Dedicated Private',
      { email: '  ', domain: 'company.com' },
      { ok: false, error: 'Email tidak boleh kosong' },
    ],
    [
      'Dedicated Private',
      { email: ' budi ', domain: 'company.com' },
      { ok: true, value: { email: 'budi@company.com', domain: 'company.com' } },
    ],
    [
      'Dedicated Private',
      { email: 'budi@other.com', domain: '@company.com' },
      { ok: true, value: { email: 'budi@company.com', domain: 'company.com' } },
    ],
    ['Invite Sharing', { email: '' }, { ok: false, error: 'Email tidak boleh kosong' }],
    ['Invite Email', {}, { ok: false, error: 'Email tidak boleh kosong' }],
    ['Invite Email', { email: ' budi@gmail.com ' }, { ok: true, value: { email: 'budi@gmail.com' } }],
    ['Invite Sharing', { email: 'siti@yahoo.com' }, { ok: true, value: { email: 'siti@yahoo.com' } }],
    ['Lisensi', { credInfo: ' ' }, { ok: false, error: 'Informasi kredensial tidak boleh kosong' }],
    [
      'Lisensi',
      { credInfo: 'user: budi\npass: x' },
      { ok: true, value: { credInfo: 'user: budi\npass: x' } },
    ],
    ['Sharing Account', { email: 'ignored@gmail.com' }, { ok: true, value: {} }],
  ])('%s with %j', (type, info, result) => {
    expect(validateOrderInfo(type, info)).toEqual(result);
  });
});
