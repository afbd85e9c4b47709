import { PRODUCT_METHODS, PRODUCT_STATUSES, PRODUCT_TYPES } from '@premium-shop/domain/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, rupiah, updatedAt } from './columns';

export const productMethod = pgEnum('product_method', PRODUCT_METHODS);
export const productType = pgEnum('product_type', PRODUCT_TYPES);
/** Any status but the spec's two means out of stock (SPEC §3); the shop names it. */
export const productStatus = pgEnum('product_status', [...PRODUCT_STATUSES, 'Out of Stock']);
export const variantStatus = pgEnum('variant_status', ['Available', 'Unavailable']);
export const voucherType = pgEnum('voucher_type', ['percent', 'flat']);

/** One entry of a product's schema ('Model berlangganan') or benefit list. */
export interface ProductSection {
  _id: string;
  header: string;
  description: string;
}

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  bg: text('bg').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const packages = pgTable('packages', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    image: text('image').notNull(),
    banner: text('banner').notNull(),
    icon: text('icon').notNull(),
    method: productMethod('method').notNull(),
    type: productType('type').notNull(),
    link: text('link'),
    status: productStatus('status').notNull().default('Available'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    adminFee: text('admin_fee').notNull().default('0'),
    modalFee: rupiah('modal_fee'),
    slot: integer('slot').notNull().default(1),
    information: text('information').notNull().default(''),
    note: text('note').notNull().default(''),
    schema: jsonb('schema').$type<ProductSection[]>().notNull().default([]),
    benefit: jsonb('benefit').$type<ProductSection[]>().notNull().default([]),
    /** The flat price of a product sold without variants (lifetime). */
    price: integer('price'),
    isPopular: boolean('is_popular').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('products_admin_fee_format', sql`${table.adminFee} ~ '^[0-9]+(\\.[0-9]+)?%?$'`),
    check('products_modal_fee_non_negative', sql`${table.modalFee} >= 0`),
    check('products_slot_positive', sql`${table.slot} >= 1`),
    check('products_price_non_negative', sql`${table.price} IS NULL OR ${table.price} >= 0`),
    check('products_digital_has_link', sql`${table.type} <> 'Digital Product' OR ${table.link} IS NOT NULL`),
    index('products_category_idx').on(table.categoryId),
    index('products_listing_idx').on(table.status, table.sort, table.createdAt.desc()),
  ],
);

/** A product sold in a package (Sharing, Host, ...). */
export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: variantStatus('status').notNull().default('Available'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('variants_product_package_key').on(table.productId, table.packageId)],
);

/** One duration of a variant with its price; duration 0 is lifetime. */
export const variantItems = pgTable(
  'variant_items',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    duration: integer('duration').notNull(),
    price: rupiah('price'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    unique('variant_items_variant_duration_key').on(table.variantId, table.duration),
    check('variant_items_duration_non_negative', sql`${table.duration} >= 0`),
    check('variant_items_price_non_negative', sql`${table.price} >= 0`),
  ],
);

/** A promo on one product and duration; a limited promo counts its uses against `slot`. */
export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    duration: integer('duration').notNull(),
    value: text('value').notNull(),
    used: integer('used').notNull().default(0),
    slot: integer('slot'),
    /** How many orders one customer may hold or have paid with this promo; null is no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('product_discounts_product_duration_key').on(table.productId, table.duration),
    check('product_discounts_value_format', sql`${table.value} ~ '^[0-9]+(\\.[0-9]+)?%?$'`),
    check(
      'product_discounts_per_customer_limit_positive',
      sql`${table.perCustomerLimit} IS NULL OR ${table.perCustomerLimit} > 0`,
    ),
    check(
      'product_discounts_used_within_slot',
      sql`${table.used} >= 0 AND (${table.slot} IS NULL OR ${table.used} <= ${table.slot})`,
    ),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    code: text('code').notNull().unique(),
    type: voucherType('type').notNull(),
    value: integer('value').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    usageLimit: integer('usage_limit'),
    /** How many orders one customer may hold or have paid with this voucher; null is no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('vouchers_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('vouchers_value_positive', sql`${table.value} > 0`),
    check(
      'vouchers_per_customer_limit_positive',
      sql`${table.perCustomerLimit} IS NULL OR ${table.perCustomerLimit} > 0`,
    ),
    check('vouchers_percent_at_most_100', sql`${table.type} <> 'percent' OR ${table.value} <= 100`),
    check(
      'vouchers_used_within_limit',
      sql`${table.used} >= 0 AND (${table.usageLimit} IS NULL OR ${table.used} <= ${table.usageLimit})`,
    ),
  ],
);
