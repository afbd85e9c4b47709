import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productDiscounts, products, variantItems, variants, vouchers } from '../../db/schema/catalogue';
import { banners, siteContent, type SiteContentKey } from '../../db/schema/content';

export type PromoRecord = typeof productDiscounts.$inferSelect;
export type PromoValues = Pick<
  typeof productDiscounts.$inferInsert,
  'productId' | 'duration' | 'value' | 'slot' | 'perCustomerLimit' | 'startsAt' | 'endsAt' | 'isActive'
>;
export type VoucherRecord = typeof vouchers.$inferSelect;
export type VoucherValues = Pick<
  typeof vouchers.$inferInsert,
  | 'code'
  | 'type'
  | 'value'
  | 'productId'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'validFrom'
  | 'validUntil'
  | 'isActive'
>;
export type BannerRecord = typeof banners.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Products the forms pick from

export function listProductNames(db: Executor) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .orderBy(asc(products.sort), asc(products.name));
}

export async function findProductName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name;
}

/** Every (product, duration) a variant of the product is sold in. */
export function listProductDurations(db: Executor, productId?: string) {
  return db
    .selectDistinct({ productId: variants.productId, duration: variantItems.duration })
    .from(variantItems)
    .innerJoin(variants, eq(variants.id, variantItems.variantId))
    .where(productId ? eq(variants.productId, productId) : undefined)
    .orderBy(asc(variantItems.duration));
}

// ---------------------------------------------------------------------------------------------
// Promos

export function listPromos(db: Executor) {
  return db
    .select({ promo: productDiscounts, productName: products.name })
    .from(productDiscounts)
    .innerJoin(products, eq(products.id, productDiscounts.productId))
    .orderBy(desc(productDiscounts.createdAt), asc(productDiscounts.id));
}

export async function findPromoFor(
  db: Executor,
  productId: string,
  duration: number,
): Promise<PromoRecord | undefined> {
  const [row] = await db
    .select()
    .from(productDiscounts)
    .where(and(eq(productDiscounts.productId, productId), eq(productDiscounts.duration, duration)));
  return row;
}

/** The promo row, locked until the transaction ends (orders reserve its slots under the same lock). */
export async function lockPromo(db: Executor, id: string): Promise<PromoRecord | undefined> {
  const [row] = await db.select().from(productDiscounts).where(eq(productDiscounts.id, id)).for('update');
  return row;
}

export async function insertPromo(db: Executor, values: PromoValues): Promise<PromoRecord> {
  const [row] = await db.insert(productDiscounts).values(values).returning();
  return row!;
}

export async function updatePromo(db: Executor, id: string, values: PromoValues): Promise<PromoRecord> {
  const [row] = await db.update(productDiscounts).set(values).where(eq(productDiscounts.id, id)).returning();
  return row!;
}

export async function deletePromo(db: Executor, id: string): Promise<void> {
  await db.delete(productDiscounts).where(eq(productDiscounts.id, id));
}

// ---------------------------------------------------------------------------------------------
// Vouchers

export function listVouchers(db: Executor) {
  return db
    .select({ voucher: vouchers, productName: products.name })
    .from(vouchers)
    .leftJoin(products, eq(products.id, vouchers.productId))
    .orderBy(desc(vouchers.createdAt), asc(vouchers.id));
}

export async function findVoucherByCode(db: Executor, code: string): Promise<VoucherRecord | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  return row;
}

export async function lockVoucher(db: Executor, id: string): Promise<VoucherRecord | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

export async function insertVoucher(db: Executor, values: VoucherValues): Promise<VoucherRecord> {
  const [row] = await db.insert(vouchers).values(values).returning();
  return row!;
}

export async function updateVoucher(db: Executor, id: string, values: VoucherValues): Promise<VoucherRecord> {
  const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  return row!;
}

export async function deleteVoucher(db: Executor, id: string): Promise<void> {
  await db.delete(vouchers).where(eq(vouchers.id, id));
}

// ---------------------------------------------------------------------------------------------
// Banners

export function listBanners(db: Executor): Promise<BannerRecord[]> {
  return db.select().from(banners).orderBy(asc(banners.sort), asc(banners.createdAt), asc(banners.id));
}

export async function nextBannerSort(db: Executor): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${banners.sort})` }).from(banners);
  return (row?.max ?? 0) + 1;
}

export async function lockBanner(db: Executor, id: string): Promise<BannerRecord | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

/** Every banner, locked: reordering rewrites all of their sort numbers. */
export function lockAllBanners(db: Executor): Promise<BannerRecord[]> {
  return db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)).for('update');
}

export async function insertBanner(
  db: Executor,
  values: Pick<typeof banners.$inferInsert, 'image' | 'link' | 'sort'>,
): Promise<BannerRecord> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  db: Executor,
  id: string,
  values: Partial<Pick<BannerRecord, 'link' | 'sort' | 'isActive'>>,
): Promise<BannerRecord> {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBanner(db: Executor, id: string): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

// ---------------------------------------------------------------------------------------------
// Site content

export async function findContent(db: Executor, key: SiteContentKey, lock = false): Promise<unknown> {
  const query = db.select({ content: siteContent.content }).from(siteContent).where(eq(siteContent.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row?.content;
}

export async function upsertContent(db: Executor, key: SiteContentKey, content: unknown): Promise<void> {
  await db
    .insert(siteContent)
    .values({ key, content })
    .onConflictDoUpdate({ target: siteContent.key, set: { content, updatedAt: new Date() } });
}
