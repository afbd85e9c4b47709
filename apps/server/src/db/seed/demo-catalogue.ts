/**
 * The demo catalogue: promos and vouchers, lookups the order plans use before anything is
 * inserted, the catalogue's images, and the inserts. The categories and products are in
 * demo-products.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../client';
import {
  categories,
  packages,
  productDiscounts,
  products,
  variantItems,
  variants,
  vouchers,
  type ProductSection,
} from '../schema/catalogue';
import type { DemoClock } from './demo-clock';
import {
  brandTileSvg,
  demoImagePath,
  glyphSvg,
  glyphTileSvg,
  wideBannerSvg,
  type DemoImage,
} from './demo-images';
import {
  CATEGORIES,
  PACKAGES,
  PRODUCTS,
  SCHEMA_STEPS,
  TYPE_NOTES,
  type CategoryDef,
  type CategoryName,
  type ItemDef,
  type PackageName,
  type ProductDef,
  type ProductKey,
  type Section,
} from './demo-products';

// ---------------------------------------------------------------------------------------------
// Promos and vouchers

interface PromoDef {
  product: ProductKey;
  duration: number;
  value: string;
  /** A limited promo: how many orders may use it. */
  slot?: number;
  /** Days the promo has been running and days it has left; absent means no window. */
  window?: readonly [startedDaysAgo: number, endsInDays: number];
}

const PROMOS: readonly PromoDef[] = [
  { product: 'netflix', duration: 30, value: '20%', slot: 10, window: [14, 7] },
  { product: 'spotify', duration: 90, value: '5000' },
  { product: 'youtube', duration: 360, value: '10%' },
];

interface VoucherDef {
  type: 'percent' | 'flat';
  value: number;
  /** Valid for this product only. */
  product?: ProductKey;
  usageLimit?: number;
  /** Days the voucher stays valid from now; absent means no end date. */
  validForDays?: number;
}

const VOUCHERS = {
  HEMAT10: { type: 'percent', value: 10, usageLimit: 100, validForDays: 30 },
  DISKON5K: { type: 'flat', value: 5_000, validForDays: 60 },
  GRATIS100: { type: 'percent', value: 100, usageLimit: 5 },
  NETFLIX15: { type: 'percent', value: 15, product: 'netflix', usageLimit: 50, validForDays: 14 },
} satisfies Record<string, VoucherDef>;

export type VoucherCode = keyof typeof VOUCHERS;

// ---------------------------------------------------------------------------------------------
// Pure lookups, used by the order plans before anything is inserted

export function productDef(key: ProductKey): ProductDef {
  return PRODUCTS[key];
}

/** The price of one duration of a package, or of the flat-priced product when `pkg` is null. */
export function itemPrice(key: ProductKey, pkg: PackageName | null, duration: number): number {
  const product: ProductDef = PRODUCTS[key];
  if (pkg === null) {
    if (product.price === undefined || duration !== 0) throw new Error(`demo seed: ${key} has no flat price`);
    return product.price;
  }
  const item = product.variants[pkg]?.find(([days]) => days === duration);
  if (!item) throw new Error(`demo seed: ${key} has no ${pkg} item of ${duration} days`);
  return item[1];
}

export function promoFor(key: ProductKey, duration: number): PromoDef | undefined {
  return PROMOS.find((promo) => promo.product === key && promo.duration === duration);
}

export function voucherDef(code: VoucherCode): VoucherDef {
  return VOUCHERS[code];
}

/** Lowest price a card shows: the cheapest orderable item, or the flat price. */
export function lowestPrice(key: ProductKey): number {
  const product: ProductDef = PRODUCTS[key];
  const prices = Object.entries(product.variants)
    .filter(([pkg]) => !product.closedPackages?.includes(pkg as PackageName))
    .flatMap(([, items]) =>
      (items ?? []).filter(([, , enabled = true]) => enabled).map(([, price]) => price),
    );
  return prices.length > 0 ? Math.min(...prices) : (product.price ?? 0);
}

export function formatRupiah(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
}

// ---------------------------------------------------------------------------------------------
// Images

function productImages(key: ProductKey) {
  return {
    image: demoImagePath(`${key}.svg`),
    banner: demoImagePath(`${key}-banner.svg`),
    icon: demoImagePath(`${key}-icon.svg`),
  };
}

function categoryImages(category: CategoryDef) {
  return {
    image: demoImagePath(`category-${category.slug}.svg`),
    icon: demoImagePath(`category-${category.slug}-icon.svg`),
  };
}

export function catalogueImages(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const category of Object.values<CategoryDef>(CATEGORIES)) {
    images.push(
      {
        file: `category-${category.slug}.svg`,
        svg: glyphTileSvg({ size: 128, colour: category.bg, glyph: category.glyph }),
      },
      {
        file: `category-${category.slug}-icon.svg`,
        svg: glyphSvg({ size: 64, colour: category.bg, glyph: category.glyph }),
      },
    );
  }
  for (const [key, product] of entries<ProductKey, ProductDef>(PRODUCTS)) {
    const tagline =
      product.price !== undefined
        ? 'Sekali bayar, aktif selamanya'
        : `${product.category} · ${product.brand}`;
    images.push(
      {
        file: `${key}.svg`,
        svg: brandTileSvg({ size: 512, colour: product.colour, mark: product.mark, caption: product.name }),
      },
      {
        file: `${key}-icon.svg`,
        svg: brandTileSvg({ size: 64, colour: product.colour, mark: product.mark }),
      },
      {
        file: `${key}-banner.svg`,
        svg: wideBannerSvg({
          from: product.colour,
          title: product.name,
          subtitle: tagline,
          pill: `Mulai ${formatRupiah(lowestPrice(key))}`,
          mark: product.mark,
        }),
      },
    );
  }
  return images;
}

// ---------------------------------------------------------------------------------------------
// Rows

function entries<K extends string, V>(record: Record<K, V>): Array<[K, V]> {
  return Object.entries(record) as Array<[K, V]>;
}

function sections(list: readonly Section[]): ProductSection[] {
  return list.map(([header, description]) => ({ _id: randomUUID(), header, description }));
}

/** How many orders hold each promo and voucher, worked out from the order plans. */
export interface CatalogueUsage {
  promoUsed(product: ProductKey, duration: number): number;
  voucherUsed(code: VoucherCode): number;
}

/** Ids of the inserted catalogue, looked up by the keys of the tables above. */
export interface CatalogueIds {
  product(key: ProductKey): string;
  packageId(name: PackageName): string;
  variantItem(key: ProductKey, pkg: PackageName, duration: number): string;
  promo(key: ProductKey, duration: number): string;
  voucher(code: VoucherCode): string;
}

function lookup<K extends string, T>(map: Map<K, T>, key: K, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} ${key}`);
  return value;
}

type Ids<K extends string> = Map<K, string>;

async function insertTaxonomy(tx: Transaction, clock: DemoClock) {
  const setUpAt = clock.ago(200);
  const categoryRows = await tx
    .insert(categories)
    .values(
      entries<CategoryName, CategoryDef>(CATEGORIES).map(([name, category], index) => ({
        name,
        bg: category.bg,
        ...categoryImages(category),
        sort: index + 1,
        createdAt: setUpAt,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const packageRows = await tx
    .insert(packages)
    .values(
      entries(PACKAGES).map(([name, description], index) => ({
        name,
        description,
        sort: index + 1,
        createdAt: setUpAt,
      })),
    )
    .returning({ id: packages.id, name: packages.name });
  return {
    categoryIds: new Map(categoryRows.map((row) => [row.name, row.id])),
    packageIds: new Map(packageRows.map((row) => [row.name as PackageName, row.id])),
  };
}

async function insertProducts(
  tx: Transaction,
  clock: DemoClock,
  categoryIds: Map<string, string>,
): Promise<Ids<ProductKey>> {
  const list = entries<ProductKey, ProductDef>(PRODUCTS);
  const rows = await tx
    .insert(products)
    .values(
      list.map(([key, product], index) => ({
        name: product.name,
        brand: product.brand,
        ...productImages(key),
        method: product.method,
        type: product.type,
        link: product.link ?? null,
        status: product.status ?? 'Available',
        categoryId: lookup(categoryIds, product.category, 'category'),
        adminFee: product.adminFee,
        modalFee: product.modalFee,
        slot: product.slot,
        information: product.information,
        note: product.note ?? TYPE_NOTES[product.type],
        schema: sections(SCHEMA_STEPS[product.type](product.slot)),
        benefit: sections(product.benefit),
        price: product.price ?? null,
        isPopular: product.isPopular ?? false,
        sort: index + 1,
        createdAt: clock.ago(product.ageDays),
        updatedAt: clock.ago(product.ageDays),
      })),
    )
    .returning({ id: products.id, name: products.name });
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(list.map(([key, product]) => [key, lookup(idByName, product.name, 'product')]));
}

/** Inserts variants and their items; returns the item ids keyed 'productId/packageId/duration'. */
async function insertVariants(
  tx: Transaction,
  productIds: Ids<ProductKey>,
  packageIds: Ids<PackageName>,
): Promise<Map<string, string>> {
  const plans = entries<ProductKey, ProductDef>(PRODUCTS).flatMap(([key, product]) =>
    entries(product.variants as Record<PackageName, readonly ItemDef[]>).map(([pkg, items], index) => ({
      items,
      row: {
        productId: lookup(productIds, key, 'product'),
        packageId: lookup(packageIds, pkg, 'package'),
        status: product.closedPackages?.includes(pkg) ? ('Unavailable' as const) : ('Available' as const),
        sort: index + 1,
      },
    })),
  );
  const variantRows = await tx
    .insert(variants)
    .values(plans.map((plan) => plan.row))
    .returning({ id: variants.id, productId: variants.productId, packageId: variants.packageId });
  const variantIds = new Map(variantRows.map((row) => [`${row.productId}/${row.packageId}`, row.id]));
  const itemRows = await tx
    .insert(variantItems)
    .values(
      plans.flatMap(({ items, row }) =>
        items.map(([duration, price, enabled = true]) => ({
          variantId: lookup(variantIds, `${row.productId}/${row.packageId}`, 'variant'),
          duration,
          price,
          enabled,
        })),
      ),
    )
    .returning({ id: variantItems.id, variantId: variantItems.variantId, duration: variantItems.duration });
  const keyOfVariant = new Map(variantRows.map((row) => [row.id, `${row.productId}/${row.packageId}`]));
  return new Map(itemRows.map((row) => [`${keyOfVariant.get(row.variantId)}/${row.duration}`, row.id]));
}

/** Inserts promos and vouchers with their use counters; returns promo ids keyed 'productId/duration'. */
async function insertOffers(
  tx: Transaction,
  clock: DemoClock,
  usage: CatalogueUsage,
  productIds: Ids<ProductKey>,
) {
  const promoRows = await tx
    .insert(productDiscounts)
    .values(
      PROMOS.map((promo) => ({
        productId: lookup(productIds, promo.product, 'product'),
        duration: promo.duration,
        value: promo.value,
        used: usage.promoUsed(promo.product, promo.duration),
        slot: promo.slot ?? null,
        startsAt: promo.window ? clock.ago(promo.window[0]) : null,
        endsAt: promo.window ? clock.ahead(promo.window[1]) : null,
        createdAt: clock.ago(promo.window?.[0] ?? 30),
      })),
    )
    .returning({
      id: productDiscounts.id,
      productId: productDiscounts.productId,
      duration: productDiscounts.duration,
    });
  const voucherRows = await tx
    .insert(vouchers)
    .values(
      entries<VoucherCode, VoucherDef>(VOUCHERS).map(([code, voucher]) => ({
        code,
        type: voucher.type,
        value: voucher.value,
        productId: voucher.product ? lookup(productIds, voucher.product, 'product') : null,
        usageLimit: voucher.usageLimit ?? null,
        used: usage.voucherUsed(code),
        validFrom: clock.ago(60),
        validUntil: voucher.validForDays === undefined ? null : clock.ahead(voucher.validForDays),
        createdAt: clock.ago(60),
      })),
    )
    .returning({ id: vouchers.id, code: vouchers.code });
  return {
    promoIds: new Map(promoRows.map((row) => [`${row.productId}/${row.duration}`, row.id])),
    voucherIds: new Map(voucherRows.map((row) => [row.code, row.id])),
  };
}

export async function insertCatalogue(
  tx: Transaction,
  clock: DemoClock,
  usage: CatalogueUsage,
): Promise<CatalogueIds> {
  const { categoryIds, packageIds } = await insertTaxonomy(tx, clock);
  const productIds = await insertProducts(tx, clock, categoryIds);
  const itemIds = await insertVariants(tx, productIds, packageIds);
  const { promoIds, voucherIds } = await insertOffers(tx, clock, usage, productIds);

  const productId = (key: ProductKey) => lookup(productIds, key, 'product');
  const packageId = (name: PackageName) => lookup(packageIds, name, 'package');
  return {
    product: productId,
    packageId,
    variantItem: (key, pkg, duration) =>
      lookup(itemIds, `${productId(key)}/${packageId(pkg)}/${duration}`, 'variant item'),
    promo: (key, duration) => lookup(promoIds, `${productId(key)}/${duration}`, 'promo'),
    voucher: (code) => lookup(voucherIds, code, 'voucher'),
  };
}
