import { describe, expect, it } from 'vitest';
import {
  type ConfirmationType,
  confirmationTypeFor,
  type DraftPrices,
  draftPrices,
  initialOrderStatus,
  isConfirmationType,
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
      { ok: true, value: { email: 'budi', domain: 'company.com' } },
    ],
    [
      'Dedicated Private',
      { email: 'budi@other.com', domain: '@company.com' },
      { ok: true, value: { email: 'budi', domain: 'company.com' } },
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

describe('confirmationTypeFor', () => {
  it.each<[string, string | null, ConfirmationType]>([
    ['Preorder', 'Sharing', 'preorder'],
    ['Preorder', 'Host', 'preorder'],
    ['Ready', 'Host', 'host'],
    ['Ready', ' host ', 'host'],
    ['Ready', 'Sharing', 'payment'],
    ['Ready', null, 'payment'],
  ])('method %s, package %j -> %s', (method, packageName, type) => {
    expect(confirmationTypeFor(method, packageName)).toBe(type);
  });

  it.each([
    ['preorder', true],
    ['host', true],
    ['payment', true],
    ['PAYMENT', false],
    ['', false],
  ])('isConfirmationType(%j) -> %s', (value, isType) => {
    expect(isConfirmationType(value)).toBe(isType);
  });
});

describe('draftPrices', () => {
  it.each<[number, number | string, number, DraftPrices]>([
    [25_000, 2_000, 30, { price: 25_000, adminFee: 2_000, totalPrice: 27_000 }],
    [60_000, 2_000, 90, { price: 60_000, adminFee: 6_000, totalPrice: 66_000 }],
    [60_000, '10%', 90, { price: 60_000, adminFee: 18_000, totalPrice: 78_000 }],
    [150_000, 5_000, 0, { price: 150_000, adminFee: 5_000, totalPrice: 155_000 }],
    [300_000, '0', 360, { price: 300_000, adminFee: 0, totalPrice: 300_000 }],
    [33_333, '1.5%', 30, { price: 33_333, adminFee: 500, totalPrice: 33_833 }],
  ])('price %i, fee %j, %i days -> %j', (price, fee, days, prices) => {
    expect(draftPrices(price, fee, days)).toEqual(prices);
  });

  it('throws on an invalid fee', () => {
    expect(() => draftPrices(10_000, 'abc%', 30)).toThrow('Biaya admin persentase tidak valid!');
  });
});
