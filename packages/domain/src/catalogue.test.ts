import { describe, expect, it } from 'vitest';
import {
  bannerLayout,
  type CardVariantLine,
  cardVariantLines,
  effectiveListingFilter,
  hasPromoBadge,
  type CredentialField,
  credentialEmail,
  credentialFields,
  credentialText,
  type FilterableProduct,
  isHostPackage,
  isManualType,
  isOrderable,
  isProductTypeFilter,
  isUnavailable,
  matchesProductFilter,
  packageFilterOptions,
  methodChipColour,
  needsOrderInfo,
  normalizeImagePath,
  orderButtonLabel,
  PRODUCT_TYPES,
  type PriceRange,
  priceRange,
  priceRangeText,
  type ProductCardButton,
  productCardButton,
  type ProductFilter,
  productListRequest,
  productListView,
  showsSeeAllLink,
} from './catalogue';

describe('product status', () => {
  it.each([
    ['Available', true, false],
    ['Unavailable', false, true],
    ['Out of Stock', false, false],
    ['available', false, false],
  ])('%j -> orderable %s, unavailable %s', (status, isOrderableStatus, isUnavailableStatus) => {
    expect(isOrderable(status)).toBe(isOrderableStatus);
    expect(isUnavailable(status)).toBe(isUnavailableStatus);
  });
});

describe('method', () => {
  it.each([
    ['Ready', 'Pesan', 'green'],
    ['Preorder', 'Preorder', 'yellow'],
    ['Other', 'Preorder', 'yellow'],
  ])('%j -> button %j, chip %s', (method, label, colour) => {
    expect(orderButtonLabel(method)).toBe(label);
    expect(methodChipColour(method)).toBe(colour);
  });
});

describe('productCardButton', () => {
  it.each<[{ type: string; status: string }, ProductCardButton]>([
    [
      { type: 'Digital Product', status: 'Available' },
      { kind: 'external', label: 'Beli Sekarang' },
    ],
    [
      { type: 'Digital Product', status: 'Out of Stock' },
      { kind: 'external', label: 'Beli Sekarang' },
    ],
    [
      { type: 'Sharing Account', status: 'Available' },
      { kind: 'order', label: 'Pesan Sekarang' },
    ],
    [
      { type: 'Sharing Account', status: 'Out of Stock' },
      { kind: 'soldOut', label: 'Stok Habis' },
    ],
    [
      { type: 'Invite Email', status: 'Unavailable' },
      { kind: 'soldOut', label: 'Stok Habis' },
    ],
  ])('%j -> %j', (product, button) => {
    expect(productCardButton(product)).toEqual(button);
  });
});

describe('product types', () => {
  it.each([
    ['Invite Sharing', false, true],
    ['Invite Email', true, true],
    ['Dedicated Private', true, true],
    ['Dedicated Auto', false, false],
    ['Lisensi', true, true],
    ['Sharing Private', false, false],
    ['Sharing Account', false, false],
    ['Product Key', false, false],
    ['Digital Product', false, false],
  ])('%j -> manual %s, order-info modal %s', (type, isManual, needsInfo) => {
    expect(PRODUCT_TYPES).toContain(type);
    expect(isManualType(type)).toBe(isManual);
    expect(needsOrderInfo(type)).toBe(needsInfo);
  });

  it.each<[string, CredentialField[]]>([
    ['Sharing Private', ['email', 'password', 'profile', 'pin']],
    ['Dedicated Private', ['email', 'password']],
    ['Dedicated Auto', ['email', 'password']],
    ['Sharing Account', ['email', 'password']],
    ['Product Key', ['key']],
    ['Digital Product', ['productLink']],
    ['Invite Sharing', ['link']],
    ['Invite Email', []],
    ['Lisensi', []],
    ['toString', []],
  ])('%j shows %j', (type, fields) => {
    expect(credentialFields(type)).toEqual(fields);
  });

  it.each([
    ['Sharing Private', 'Host', ['email', 'password']],
    ['Sharing Private', ' host ', ['email', 'password']],
    ['Sharing Private', 'Sharing', ['email', 'password', 'profile', 'pin']],
    ['Sharing Private', null, ['email', 'password', 'profile', 'pin']],
    ['Sharing Account', 'Host', ['email', 'password']],
  ])('%j of package %j shows %j: a Host gets no profile or PIN', (type, packageName, fields) => {
    expect(credentialFields(type, packageName)).toEqual(fields);
  });
});

describe('credential values', () => {
  it.each([
    ['budi', 'company.com', 'budi@company.com'],
    ['budi@gmail.com', null, 'budi@gmail.com'],
    ['budi@gmail.com', '', 'budi@gmail.com'],
    ['budi@company.com', 'company.com', 'budi@company.com'],
    [null, 'company.com', null],
  ])('email %j with domain %j -> %j', (email, domain, shown) => {
    expect(credentialEmail(email, domain)).toBe(shown);
  });

  it.each([
    ['rahasia', 'rahasia'],
    ['', ''],
    [null, 'Akun mu sudah habis'],
    [undefined, 'Akun mu sudah habis'],
  ])('%j -> %j', (value, shown) => {
    expect(credentialText(value)).toBe(shown);
  });
});

describe('isHostPackage', () => {
  it.each([
    ['Host', true],
    ['host', true],
    [' HOST ', true],
    ['Hosting', false],
    ['Sharing', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (name, isHost) => {
    expect(isHostPackage(name)).toBe(isHost);
  });
});

describe('normalizeImagePath', () => {
  it.each([
    ['uploads\\products\\netflix.png', 'uploads/products/netflix.png'],
    ['uploads/products/netflix.png', 'uploads/products/netflix.png'],
    ['\\uploads\\a b.jpg', '/uploads/a b.jpg'],
  ])('%j -> %j', (path, normalised) => {
    expect(normalizeImagePath(path)).toBe(normalised);
  });
});

describe('matchesProductFilter', () => {
  const netflix: FilterableProduct = {
    name: 'Netflix Premium',
    categoryId: 'cat-streaming',
    method: 'Ready',
    type: 'Sharing Private',
    variant: [{ package: { _id: 'pkg-sharing' } }, { package: { _id: 'pkg-host' } }],
  };
  const canva: FilterableProduct = {
    name: 'Canva Pro',
    categoryId: 'cat-design',
    method: 'Preorder',
    type: 'Digital Product',
    variant: [],
  };

  it.each<[string, ProductFilter, boolean, boolean]>([
    ['no filter', {}, true, true],
    ['blank filters', { search: '  ', categoryId: '', method: '' }, true, true],
    ['name, case-insensitive', { search: 'netFLIX' }, true, false],
    ['name substring', { search: 'pro' }, false, true],
    ['category id', { categoryId: 'cat-streaming' }, true, false],
    ['category id substring', { categoryId: 'STREAM' }, true, false],
    ['method', { method: 'ready' }, true, false],
    ['method Preorder', { method: 'Preorder' }, false, true],
    ['package id', { packageId: 'pkg-host' }, true, false],
    ['package lifetime means no variants', { packageId: 'lifetime' }, false, true],
    ['package lifetime, upper case', { packageId: 'LIFETIME' }, false, true],
    ['type digital', { type: 'digital' }, false, true],
    ['type all', { type: 'all' }, true, true],
    ['exact type', { type: 'sharing private' }, true, false],
    ['every filter must match', { search: 'netflix', method: 'Preorder' }, false, false],
    [
      'combined filters',
      { search: 'netflix', categoryId: 'cat-streaming', packageId: 'pkg-sharing' },
      true,
      false,
    ],
  ])('%s', (_name, filter, keepsNetflix, keepsCanva) => {
    expect(matchesProductFilter(netflix, filter)).toBe(keepsNetflix);
    expect(matchesProductFilter(canva, filter)).toBe(keepsCanva);
  });
});

describe('lifetime package filter', () => {
  const windows: FilterableProduct = {
    name: 'Windows 11 Pro',
    method: 'Ready',
    variant: [{ package: { _id: 'pkg-lifetime', name: 'Lifetime' } }],
  };
  const netflix: FilterableProduct = {
    name: 'Netflix Premium',
    method: 'Ready',
    variant: [{ package: { _id: 'pkg-sharing', name: 'Sharing' } }],
  };
  const office: FilterableProduct = { name: 'Office 2021', method: 'Ready', variant: [] };

  it("'lifetime' keeps the products without variants and those sold through a package named Lifetime", () => {
    const kept = [windows, netflix, office].filter((product) =>
      matchesProductFilter(product, { packageId: 'lifetime' }),
    );
    expect(kept.map((product) => product.name)).toEqual(['Windows 11 Pro', 'Office 2021']);
  });

  it("lists 'Lifetime' once, folding in a package of that name (any case)", () => {
    expect(
      packageFilterOptions([
        { _id: 'pkg-sharing', name: 'Sharing' },
        { _id: 'pkg-lifetime', name: ' lifetime ' },
        { _id: 'pkg-host', name: 'Host' },
      ]),
    ).toEqual([
      { value: 'pkg-sharing', label: 'Sharing' },
      { value: 'pkg-host', label: 'Host' },
      { value: 'lifetime', label: 'Lifetime' },
    ]);
    expect(packageFilterOptions([])).toEqual([{ value: 'lifetime', label: 'Lifetime' }]);
  });
});

describe('priceRange', () => {
  it.each<[string, Parameters<typeof priceRange>[0], number | null | undefined, PriceRange]>([
    [
      'over the enabled items of every variant',
      [
        {
          items: [
            { enabled: true, price: 25_000 },
            { enabled: true, price: 70_000 },
            { enabled: false, price: 10_000 },
          ],
        },
        { items: [{ enabled: true, price: 250_000 }] },
      ],
      null,
      { lowPrice: 25_000, highPrice: 250_000 },
    ],
    [
      'one item',
      [{ items: [{ enabled: true, price: 30_000 }] }],
      null,
      { lowPrice: 30_000, highPrice: 30_000 },
    ],
    ['no variants: the flat price', [], 150_000, { lowPrice: 150_000, highPrice: 150_000 }],
    ['no variants given', undefined, 99_000, { lowPrice: 99_000, highPrice: 99_000 }],
    [
      'only disabled items: the flat price',
      [{ items: [{ enabled: false, price: 30_000 }] }],
      50_000,
      { lowPrice: 50_000, highPrice: 50_000 },
    ],
    ['nothing at all', null, null, { lowPrice: 0, highPrice: 0 }],
  ])('%s', (_name, variants, flatPrice, range) => {
    expect(priceRange(variants, flatPrice)).toEqual(range);
  });

  it.each([
    [{ lowPrice: 25_000, highPrice: 25_000 }, 'Rp 25.000'],
    [{ lowPrice: 25_000, highPrice: 250_000 }, 'Rp 25.000 - Rp 250.000'],
  ])('%j reads %j', (range, text) => {
    expect(priceRangeText(range)).toBe(text);
  });
});

describe('bannerLayout', () => {
  it.each([
    [0, 'none'],
    [1, 'single'],
    [2, 'single'],
    [3, 'carousel'],
    [10, 'carousel'],
  ])('%i banners -> %s', (count, layout) => {
    expect(bannerLayout(count)).toBe(layout);
  });
});

describe('showsSeeAllLink', () => {
  it.each([
    [15, false],
    [16, true],
    [17, false],
    [0, false],
  ])('%i products -> %s', (count, isShown) => {
    expect(showsSeeAllLink(count)).toBe(isShown);
  });
});

describe('hasPromoBadge', () => {
  const discounts = [{ product: { _id: 'p1' } }, { product: 'p2' }];
  it.each([
    ['p1', false, true],
    ['p2', false, true],
    ['p1', true, false],
    ['p3', false, false],
  ])('product %s, bought %s -> %s', (id, bought, shows) => {
    expect(hasPromoBadge({ _id: id, bought }, discounts)).toBe(shows);
  });

  it('shows nothing without promos', () => {
    expect(hasPromoBadge({ _id: 'p1', bought: false }, undefined)).toBe(false);
  });
});

describe('cardVariantLines', () => {
  const item = (duration: number, price: number, enabled = true) => ({ duration, price, enabled });
  it.each<[string, Parameters<typeof cardVariantLines>[0], CardVariantLine[]]>([
    ['no variants', [], []],
    ['null', null, []],
    [
      'monthly items: the first enabled price per month, every enabled duration',
      [
        {
          package: { name: 'Sharing' },
          items: [item(30, 25_000, false), item(90, 60_000), item(180, 110_000)],
        },
      ],
      [{ packageName: 'Sharing', price: 60_000, suffix: '/ Bln', durations: ['3 Bulan', '6 Bulan'] }],
    ],
    [
      'a yearly item reads per year, card durations stay in months',
      [{ package: { name: 'Private' }, items: [item(360, 300_000)] }],
      [{ packageName: 'Private', price: 300_000, suffix: '/ Thn', durations: ['12 Bulan'] }],
    ],
    [
      'a lifetime item has no suffix',
      [{ package: { name: 'Lisensi' }, items: [item(0, 150_000)] }],
      [{ packageName: 'Lisensi', price: 150_000, suffix: '', durations: ['Lifetime'] }],
    ],
    [
      'a variant without enabled items is left out',
      [
        { package: { name: 'Host' }, items: [item(30, 10_000, false)] },
        { package: { name: 'Sharing' }, items: [item(30, 25_000)] },
      ],
      [{ packageName: 'Sharing', price: 25_000, suffix: '/ Bln', durations: ['1 Bulan'] }],
    ],
  ])('%s', (_case, variants, lines) => {
    expect(cardVariantLines(variants)).toEqual(lines);
  });
});

describe('productListView and productListRequest', () => {
  it.each([
    ['all', 'all', { limit: 16, everyPage: true }],
    [null, 'all', { limit: 16, everyPage: true }],
    ['Sharing Private', 'all', { limit: 16, everyPage: true }],
    ['digital', 'digital', { limit: 16, type: 'Digital Product', everyPage: false }],
    ['Digital', 'digital', { limit: 16, type: 'Digital Product', everyPage: false }],
  ] as const)('?type=%s -> %s view, asks %j', (param, view, request) => {
    expect(productListView(param)).toBe(view);
    expect(productListRequest(productListView(param))).toEqual(request);
  });
});

describe('effectiveListingFilter', () => {
  it.each<[string, ProductFilter, boolean, ProductFilter]>([
    [
      'all mode ignores the lifetime package',
      { packageId: 'lifetime', search: 'net' },
      true,
      { search: 'net' },
    ],
    ['all mode ignores an empty package', { packageId: '', categoryId: 'c1' }, true, { categoryId: 'c1' }],
    ['all mode keeps a real package', { packageId: 'pk1' }, true, { packageId: 'pk1' }],
    ['after the first change lifetime filters', { packageId: 'lifetime' }, false, { packageId: 'lifetime' }],
  ])('%s', (_case, filter, isAllMode, effective) => {
    expect(effectiveListingFilter(filter, isAllMode)).toEqual(effective);
  });
});

describe('isProductTypeFilter', () => {
  it.each([
    ['Sharing Private', true],
    ['Digital Product', true],
    ['digital', true],
    ['all', true],
    ['', true],
    ['sharing private', false],
    ['Netflix', false],
  ])('%j → %s', (value, expected) => {
    expect(isProductTypeFilter(value)).toBe(expected);
  });
});
