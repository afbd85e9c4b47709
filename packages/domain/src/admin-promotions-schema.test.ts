import { describe, expect, it } from 'vitest';
import {
  bannerFieldsSchema,
  bannerUpdateSchema,
  contentSchemas,
  promoInputSchema,
  promoValueProblem,
  voucherInputSchema,
} from './admin-promotions-schema';

const PRODUCT = '11111111-1111-4111-8111-111111111111';

describe('promoValueProblem', () => {
  it.each([
    ['20%', null],
    [' 12.5% ', null],
    ['100%', null],
    ['5000', null],
    ['', 'Nilai diskon wajib diisi'],
    ['0%', 'Diskon persentase harus lebih dari 0% dan paling banyak 100%'],
    ['101%', 'Diskon persentase harus lebih dari 0% dan paling banyak 100%'],
    ['0', 'Diskon harus lebih dari 0'],
    ['10%%', 'Diskon persentase tidak valid!'],
    ['-5', 'Diskon tidak valid!'],
    ['1e3', 'Diskon tidak valid!'],
  ])('%j -> %j', (value, problem) => {
    expect(promoValueProblem(value)).toBe(problem);
  });
});

describe('promoInputSchema', () => {
  it('fills the defaults and trims the value', () => {
    expect(promoInputSchema.parse({ productId: PRODUCT, duration: 30, value: ' 20% ' })).toEqual({
      productId: PRODUCT,
      duration: 30,
      value: '20%',
      slot: null,
      perCustomerLimit: null,
      startsAt: null,
      endsAt: null,
      isActive: true,
    });
  });

  it('refuses an end before the start', () => {
    const parsed = promoInputSchema.safeParse({
      productId: PRODUCT,
      duration: 30,
      value: '5000',
      startsAt: '2026-12-02T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['endsAt'],
      message: 'Tanggal berakhir harus setelah tanggal mulai',
    });
  });
});

describe('voucherInputSchema', () => {
  it.each([
    [{ code: 'hemat10', type: 'percent', value: 10 }, null],
    [{ code: 'HEMAT10', type: 'percent', value: 100 }, null],
    [{ code: 'POTONG', type: 'flat', value: 1 }, null],
    [{ code: 'AB', type: 'flat', value: 1 }, 'Kode voucher hanya huruf dan angka, 3 sampai 32 karakter'],
    [{ code: 'HE MAT', type: 'flat', value: 1 }, 'Kode voucher hanya huruf dan angka, 3 sampai 32 karakter'],
    [{ code: 'HEMAT', type: 'percent', value: 101 }, 'Voucher persentase antara 1 dan 100'],
    [{ code: 'HEMAT', type: 'flat', value: 0 }, 'Potongan voucher minimal Rp 1'],
    [{ code: 'HEMAT', type: 'flat', value: 2.5 }, 'Nilai voucher harus bilangan bulat'],
    [
      { code: 'HEMAT', type: 'flat', value: 5, usageLimit: 0 },
      'Batas pemakaian harus bilangan bulat minimal 1',
    ],
  ])('%j -> %j', (input, message) => {
    const parsed = voucherInputSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('upper-cases the code', () => {
    expect(voucherInputSchema.parse({ code: ' hemat10 ', type: 'flat', value: 5 }).code).toBe('HEMAT10');
  });
});

describe('banner schemas', () => {
  it.each([
    ['', null],
    ['/allProduct?type=all', '/allProduct?type=all'],
    ['https://contoh.id/promo', 'https://contoh.id/promo'],
  ])('accepts the link %j', (link, stored) => {
    expect(bannerFieldsSchema.parse({ link }).link).toBe(stored);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'http://contoh.id', 'promo'])(
    'refuses the link %j',
    (link) => {
      expect(bannerFieldsSchema.safeParse({ link }).success).toBe(false);
    },
  );

  it('refuses an update that changes nothing', () => {
    expect(bannerUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Tidak ada perubahan yang dikirim',
    );
    expect(bannerUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('content schemas', () => {
  it('accepts the storefront shapes', () => {
    expect(contentSchemas.announcement.parse({ text: ' Halo ' })).toEqual({ text: 'Halo' });
    expect(contentSchemas['flash-cards'].parse({ content: [{ title: 'A', description: 'B' }] })).toEqual({
      content: [{ title: 'A', description: 'B' }],
    });
    expect(contentSchemas.showcase.parse([{ name: 'QRIS', image: 'uploads\\demo\\qris.svg' }])).toHaveLength(
      1,
    );
  });

  it.each([
    ['testimonials', [{ name: 'A', role: 'B', rating: 0, content: 'C' }]],
    ['faq', [{ question: ' ', answer: 'B' }]],
    ['showcase', [{ name: 'A', image: 'data:image/svg+xml,<svg>' }]],
    ['flash-cards', [{ title: 'A', description: 'B' }]],
  ] as const)('refuses a bad %s document', (key, document) => {
    expect(contentSchemas[key].safeParse(document).success).toBe(false);
  });
});
