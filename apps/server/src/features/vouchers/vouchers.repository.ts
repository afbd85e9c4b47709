import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vouchers } from '../../db/schema/catalogue';

export type VoucherRecord = typeof vouchers.$inferSelect;

/** Active, inside its validity window at `now`, and with a use left. */
function isUsableAt(now: Date): SQL {
  return and(
    eq(vouchers.isActive, true),
    or(isNull(vouchers.validFrom), lte(vouchers.validFrom, now)),
    or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
    or(isNull(vouchers.usageLimit), lt(vouchers.used, vouchers.usageLimit)),
  )!;
}

/** Valid for every product, or for `productId` only when one is given. */
function isForProduct(productId: string | null): SQL {
  return productId
    ? or(isNull(vouchers.productId), eq(vouchers.productId, productId))!
    : isNull(vouchers.productId);
}

export async function findUsableVoucherByCode(
  db: Executor,
  options: { code: string; productId: string | null; now: Date },
): Promise<VoucherRecord | undefined> {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, options.code), isUsableAt(options.now), isForProduct(options.productId)));
  return voucher;
}

export async function findUsableVoucherById(
  db: Executor,
  options: { id: string; productId: string; now: Date },
): Promise<VoucherRecord | undefined> {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, options.id), isUsableAt(options.now), isForProduct(options.productId)));
  return voucher;
}

/** Takes one use of a voucher when one is left; false when it ran out (or stopped being valid). */
export async function reserveVoucherUse(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ used: sql`${vouchers.used} + 1` })
    .where(and(eq(vouchers.id, id), isUsableAt(now)))
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

/** Gives back one use of a voucher (an order was canceled or failed); never below 0. */
export async function releaseVoucherUse(db: Executor, id: string): Promise<void> {
  await db
    .update(vouchers)
    .set({ used: sql`${vouchers.used} - 1` })
    .where(and(eq(vouchers.id, id), gt(vouchers.used, 0)));
}

export async function findVoucherById(db: Executor, id: string): Promise<VoucherRecord | undefined> {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return voucher;
}

/** The customer's orders with this voucher that are paid or still open. */
export { countCustomerUses } from '../../db/order-holds';
