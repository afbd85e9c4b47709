import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, packages, products } from '../../db/schema/catalogue';
import { auditLogs } from '../../db/schema/operations';
import { accounts, productItems } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

const owners = alias(users, 'owners');
const hosts = alias(users, 'hosts');

/** Seats with everything 'Akun Anda' shows: product, category, package, group, owner and host, in one query. */
function seatViewQuery(db: Executor, where: SQL) {
  return db
    .select({
      seat: {
        id: accounts.id,
        status: accounts.status,
        packageId: accounts.packageId,
        profile: accounts.profile,
        pinSecret: accounts.pinSecret,
        duration: accounts.duration,
        expireAt: accounts.expireAt,
        createdAt: accounts.createdAt,
      },
      packageName: packages.name,
      product: {
        id: products.id,
        name: products.name,
        brand: products.brand,
        icon: products.icon,
        type: products.type,
        link: products.link,
        method: products.method,
        slot: products.slot,
        modalFee: products.modalFee,
      },
      categoryName: categories.name,
      item: {
        id: productItems.id,
        name: productItems.name,
        email: productItems.email,
        domain: productItems.domain,
        secret: productItems.secret,
      },
      ownerEmail: owners.email,
      hostName: hosts.name,
    })
    .from(accounts)
    .innerJoin(products, eq(products.id, accounts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productItems, eq(productItems.id, accounts.productItemId))
    .innerJoin(owners, eq(owners.id, accounts.userId))
    .leftJoin(packages, eq(packages.id, accounts.packageId))
    .leftJoin(hosts, eq(hosts.id, productItems.hostUserId))
    .where(where);
}

export type SeatView = Awaited<ReturnType<typeof seatViewQuery>>[number];

/** All of a user's seats, newest product first and, inside a product, newest seat first. */
export function listSeatViews(db: Executor, userId: string): Promise<SeatView[]> {
  return seatViewQuery(db, eq(accounts.userId, userId)).orderBy(
    desc(products.createdAt),
    desc(products.id),
    desc(accounts.createdAt),
    desc(accounts.id),
  );
}

export async function findSeatView(
  db: Executor,
  options: { userId: string; id: string },
): Promise<SeatView | undefined> {
  const [view] = await seatViewQuery(
    db,
    and(eq(accounts.id, options.id), eq(accounts.userId, options.userId))!,
  );
  return view;
}

export async function insertAuditLog(db: Executor, values: typeof auditLogs.$inferInsert): Promise<void> {
  await db.insert(auditLogs).values(values);
}
