import { describe, expect, it } from 'vitest';
import {
  type Adjustment,
  adminFeeFor,
  applyDiscount,
  discountAmount,
  draftAdminFee,
  draftTotal,
  findDiscount,
  isFreeVoucher,
  isPromoSoldOut,
  monthFactor,
  orderTotals,
  parseAdminFee,
  parseDiscount,
  plansCostlierPerMonth,
  quotedPrice,
  priceWithFee,
  type Voucher,
  voucherAmount,
} from './pricing';

describe('monthFactor', () => {
  it.each([
    [30, 1],
    [90, 3],
    [180, 6],
    [360, 12],
    [45, 1.5],
    [0, 1],
    [undefined, 1],
    [null, 1],
    [-30, 1],
  ])('%s days -> %s', (days, factor) => {
    expect(monthFactor(days)).toBe(factor);
  });
});

describe('parseAdminFee', () => {
  it.each<[number | string, Adjustment]>([
    [2500, { kind: 'fixed', amount: 2500 }],
    [0, { kind: 'fixed', amount: 0 }],
    ['2500', { kind: 'fixed', amount: 2500 }],
    [' 1500 ', { kind: 'fixed', amount: 1500 }],
    ['10%', { kind: 'percent', percent: 10 }],
    [' 2.5% ', { kind: 'percent', percent: 2.5 }],
    ['7 %', { kind: 'percent', percent: 7 }],
  ])('%j is valid', (input, value) => {
    expect(parseAdminFee(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc%', 'Biaya admin persentase tidak valid!'],
    ['%', 'Biaya admin persentase tidak valid!'],
    ['10%%', 'Biaya admin persentase tidak valid!'],
    ['%10', 'Biaya admin persentase tidak valid!'],
    ['-5%', 'Biaya admin persentase tidak valid!'],
    ['abc', 'Biaya admin tidak valid!'],
    ['', 'Biaya admin tidak valid!'],
    ['1e3', 'Biaya admin tidak valid!'],
    ['-100', 'Biaya admin tidak valid!'],
    [-100, 'Biaya admin tidak valid!'],
    [Number.NaN, 'Biaya admin tidak valid!'],
  ])('%j is refused with %j', (input, error) => {
    expect(parseAdminFee(input)).toEqual({ ok: false, error });
  });
});

describe('adminFeeFor', () => {
  it.each([
    // price, adminFee, duration, fee
    [25_000, 2000, 30, 2000],
    [75_000, 2000, 90, 6000],
    [25_000, '2000', 0, 2000],
    [25_000, 2000, undefined, 2000],
    [300_000, 1000, 45, 1500],
    [25_000, '10%', 30, 2500],
    [75_000, '10%', 90, 22_500],
    [100_000, '10%', 0, 10_000],
    [33_333, '10%', 30, 3333],
    [33_335, '10%', 30, 3334],
    [10_001, '2.5%', 30, 250],
    [50_000, '0%', 30, 0],
    [-5000, '10%', 30, 0],
  ])('price %i, fee %j, %s days -> %i', (price, adminFee, duration, fee) => {
    expect(adminFeeFor(price, adminFee, duration)).toBe(fee);
  });

  it.each([
    ['x%', 'Biaya admin persentase tidak valid!'],
    ['x', 'Biaya admin tidak valid!'],
  ])('throws on the invalid fee %j', (adminFee, message) => {
    expect(() => adminFeeFor(10_000, adminFee, 30)).toThrow(message);
  });
});

describe('quotedPrice', () => {
  it.each([
    ['no promo', 35_000, 2_500, 30, null, { full: 37_500, saving: 0, total: 37_500 }],
    [
      'a 20% promo',
      35_000,
      2_500,
      30,
      { value: '20%', used: 4, slot: 10 },
      { full: 37_500, saving: 7_500, total: 30_000 },
    ],
    [
      'a flat promo',
      35_000,
      '10%',
      90,
      { value: '5000', slot: null },
      { full: 45_500, saving: 5_000, total: 40_500 },
    ],
    [
      'a sold-out promo',
      35_000,
      2_500,
      30,
      { value: '20%', used: 10, slot: 10 },
      { full: 37_500, saving: 0, total: 37_500 },
    ],
    [
      'an unreadable promo',
      35_000,
      2_500,
      30,
      { value: 'banyak', slot: null },
      { full: 37_500, saving: 0, total: 37_500 },
    ],
  ] as const)('%s', (_case, price, adminFee, days, promo, quoted) => {
    expect(quotedPrice(price, adminFee, days, promo)).toEqual(quoted);
  });

  it('is what the checkout charges for the goods', () => {
    const promo = { value: '15%', used: 0, slot: 5 };
    const adminFee = adminFeeFor(48_000, '7%', 90);
    const parsed = parseDiscount(promo.value);
    const checkout = orderTotals({ price: 48_000, adminFee, discount: parsed.ok ? parsed.value : null });
    expect(quotedPrice(48_000, '7%', 90, promo).total).toBe(checkout.totalPrice);
  });
});

describe('plansCostlierPerMonth', () => {
  it('names a 3-month plan dearer than three monthly ones (the ChatGPT case, a 5% fee)', () => {
    expect(
      plansCostlierPerMonth(
        [
          { durationDays: 30, price: 75_000 },
          { durationDays: 90, price: 215_000 },
          { durationDays: 180, price: 350_000 },
        ],
        '5%',
      ),
    ).toEqual([{ durationDays: 90, total: 247_250, perMonth: 82_417, monthly: 78_750 }]);
  });

  it.each([
    ['a fixed fee and fair prices', [30, 75_000, 90, 210_000], 2_000],
    ['no 30-day plan to compare with', [90, 215_000, 360, 800_000], '5%'],
    ['an invalid fee', [30, 75_000, 90, 300_000], 'lima persen'],
    ['lifetime is not a month count', [30, 75_000, 0, 900_000], '5%'],
  ] as const)('names none with %s', (_case, [d1, p1, d2, p2], fee) => {
    const plans = [
      { durationDays: d1, price: p1 },
      { durationDays: d2, price: p2 },
    ];
    expect(plansCostlierPerMonth(plans, fee)).toEqual([]);
  });
});

describe('priceWithFee', () => {
  it.each([
    [25_000, 2500, 27_500],
    [25_000, 0, 25_000],
    [0, 0, 0],
    [10_000.4, 0.4, 10_001],
    [-30_000, 2000, 0],
  ])('%s + %s -> %i', (price, fee, total) => {
    expect(priceWithFee(price, fee)).toBe(total);
  });
});

describe('draft admin fee and total', () => {
  it.each([
    [2000, 1, 2000],
    [2000, 3, 6000],
    [2000, 1.5, 3000],
    [333.3, 3, 1000],
    [2000, 0, 0],
    [-2000, 3, 0],
  ])('monthly fee %s × %s months -> %i', (monthlyFee, months, fee) => {
    expect(draftAdminFee(monthlyFee, months)).toBe(fee);
  });

  it.each([
    [75_000, 6000, 81_000],
    [0, 0, 0],
  ])('total of price %i and fee %i -> %i', (price, fee, total) => {
    expect(draftTotal(price, fee)).toBe(total);
  });
});

describe('parseDiscount', () => {
  it.each<[string, Adjustment]>([
    ['10%', { kind: 'percent', percent: 10 }],
    ['  15% ', { kind: 'percent', percent: 15 }],
    ['12.5%', { kind: 'percent', percent: 12.5 }],
    ['5000', { kind: 'fixed', amount: 5000 }],
    [' 5000 ', { kind: 'fixed', amount: 5000 }],
    ['0', { kind: 'fixed', amount: 0 }],
  ])('%j is valid', (input, value) => {
    expect(parseDiscount(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['abc%', 'Diskon persentase tidak valid!'],
    ['%', 'Diskon persentase tidak valid!'],
    ['10%off', 'Diskon persentase tidak valid!'],
    ['Rp5000', 'Diskon tidak valid!'],
    ['5.000,00', 'Diskon tidak valid!'],
    ['', 'Diskon tidak valid!'],
    ['   ', 'Diskon tidak valid!'],
  ])('%j is refused with %j', (input, error) => {
    expect(parseDiscount(input)).toEqual({ ok: false, error });
  });
});

describe('discountAmount and applyDiscount', () => {
  it.each<[number, Adjustment | null, number, number]>([
    // price including fee, discount, amount off, price after
    [27_500, { kind: 'percent', percent: 10 }, 2750, 24_750],
    [27_500, { kind: 'percent', percent: 15 }, 4125, 23_375],
    [33_333, { kind: 'percent', percent: 10 }, 3333, 30_000],
    [27_500, { kind: 'fixed', amount: 5000 }, 5000, 22_500],
    [27_500, { kind: 'fixed', amount: 50_000 }, 27_500, 0],
    [27_500, { kind: 'percent', percent: 150 }, 27_500, 0],
    [27_500, null, 0, 27_500],
  ])('%i with %j takes off %i, leaving %i', (price, discount, amount, after) => {
    expect(discountAmount(price, discount)).toBe(amount);
    expect(applyDiscount(price, discount)).toBe(after);
  });
});

describe('findDiscount', () => {
  const discounts = [
    { product: 'p1', duration: 30, value: '10%' },
    { product: { _id: 'p1' }, duration: 90, value: '5000' },
    { product: 'p2', duration: 30, value: '20%' },
  ];

  it.each([
    ['p1', 30, '10%'],
    ['p1', 90, '5000'],
    ['p2', 30, '20%'],
    ['p2', 90, null],
    ['p3', 30, null],
  ])('product %s for %i days -> %j', (productId, duration, value) => {
    expect(findDiscount(discounts, productId, duration)?.value ?? null).toBe(value);
  });
});

describe('isPromoSoldOut', () => {
  it.each([
    [{ used: 5, slot: 5 }, true],
    [{ used: 6, slot: 5 }, true],
    [{ used: 4, slot: 5 }, false],
    [{ used: 0, slot: 0 }, true],
    [{ used: 100, slot: null }, false],
    [{}, false],
  ])('%j -> %s', (promo, isSoldOut) => {
    expect(isPromoSoldOut(promo)).toBe(isSoldOut);
  });
});

describe('voucherAmount', () => {
  it.each<[Voucher | null, number, number, number]>([
    [{ type: 'percent', value: 10 }, 25_000, 2500, 2750],
    [{ type: 'percent', value: 50 }, 25_001, 0, 12_501],
    [{ type: 'percent', value: 100 }, 25_000, 2500, 27_500],
    [{ type: 'flat', value: 5000 }, 25_000, 2500, 5000],
    [{ type: 'flat', value: 50_000 }, 25_000, 2500, 27_500],
    [{ type: 'flat', value: -5000 }, 25_000, 2500, 0],
    [null, 25_000, 2500, 0],
  ])('%j on price %i + fee %i -> %i', (voucher, price, adminFee, amount) => {
    expect(voucherAmount(voucher, price, adminFee)).toBe(amount);
  });
});

describe('isFreeVoucher', () => {
  it.each<[Voucher | null, boolean]>([
    [{ type: 'percent', value: 100 }, true],
    [{ type: 'percent', value: 99 }, false],
    [{ type: 'flat', value: 100 }, false],
    [null, false],
  ])('%j -> %s', (voucher, isFree) => {
    expect(isFreeVoucher(voucher)).toBe(isFree);
  });
});

describe('orderTotals', () => {
  it.each([
    {
      name: 'plain order',
      input: { price: 25_000, adminFee: 2500, gatewayFee: 750 },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 0,
        voucher: 0,
        totalPrice: 27_500,
        gatewayFee: 750,
        total: 28_250,
      },
    },
    {
      name: 'no method chosen yet',
      input: { price: 25_000, adminFee: 2500 },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 0,
        voucher: 0,
        totalPrice: 27_500,
        gatewayFee: 0,
        total: 27_500,
      },
    },
    {
      name: '10% promo off the price including the fee',
      input: {
        price: 25_000,
        adminFee: 2500,
        discount: { kind: 'percent', percent: 10 } as const,
        gatewayFee: 750,
      },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 2750,
        voucher: 0,
        totalPrice: 24_750,
        gatewayFee: 750,
        total: 25_500,
      },
    },
    {
      name: 'flat promo and percent voucher (of price + fee)',
      input: {
        price: 75_000,
        adminFee: 6000,
        discount: { kind: 'fixed', amount: 10_000 } as const,
        voucher: { type: 'percent', value: 10 } as const,
        gatewayFee: 4250,
      },
      totals: {
        price: 75_000,
        admin: 6000,
        priceWithFee: 81_000,
        discount: 10_000,
        voucher: 8100,
        totalPrice: 62_900,
        gatewayFee: 4250,
        total: 67_150,
      },
    },
    {
      name: 'flat voucher',
      input: {
        price: 25_000,
        adminFee: 2500,
        voucher: { type: 'flat', value: 5000 } as const,
        gatewayFee: 750,
      },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 0,
        voucher: 5000,
        totalPrice: 22_500,
        gatewayFee: 750,
        total: 23_250,
      },
    },
    {
      name: '100% voucher zeroes the gateway fee',
      input: {
        price: 25_000,
        adminFee: 2500,
        voucher: { type: 'percent', value: 100 } as const,
        gatewayFee: 750,
      },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 0,
        voucher: 27_500,
        totalPrice: 0,
        gatewayFee: 0,
        total: 0,
      },
    },
    {
      name: '100% voucher after a promo takes only what is left',
      input: {
        price: 25_000,
        adminFee: 2500,
        discount: { kind: 'percent', percent: 10 } as const,
        voucher: { type: 'percent', value: 100 } as const,
        gatewayFee: 750,
      },
      totals: {
        price: 25_000,
        admin: 2500,
        priceWithFee: 27_500,
        discount: 2750,
        voucher: 24_750,
        totalPrice: 0,
        gatewayFee: 0,
        total: 0,
      },
    },
    {
      name: 'flat voucher above the price never goes negative and waives the gateway fee',
      input: {
        price: 20_000,
        adminFee: 0,
        voucher: { type: 'flat', value: 50_000 } as const,
        gatewayFee: 750,
      },
      totals: {
        price: 20_000,
        admin: 0,
        priceWithFee: 20_000,
        discount: 0,
        voucher: 20_000,
        totalPrice: 0,
        gatewayFee: 0,
        total: 0,
      },
    },
    {
      name: 'fractions are rounded to whole Rupiah',
      input: {
        price: 33_333,
        adminFee: 3333.4,
        discount: { kind: 'percent', percent: 3 } as const,
        voucher: { type: 'percent', value: 7 } as const,
        gatewayFee: 815.5,
      },
      totals: {
        price: 33_333,
        admin: 3333,
        priceWithFee: 36_666,
        discount: 1100,
        voucher: 2567,
        totalPrice: 32_999,
        gatewayFee: 816,
        total: 33_815,
      },
    },
  ])('$name', ({ input, totals }) => {
    expect(orderTotals(input)).toEqual(totals);
  });
});
