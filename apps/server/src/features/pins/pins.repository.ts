import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { productPins } from '../../db/schema/engagement';

function pinViewQuery(db: Executor, where: SQL) {
  return db
    .select({
      id: productPins.id,
      createdAt: productPins.createdAt,
      product: { id: products.id, name: products.name, icon: products.icon },
    })
    .from(productPins)
    .innerJoin(products, eq(products.id, productPins.productId))
    .where(where);
}

export type PinView = Awaited<ReturnType<typeof pinViewQuery>>[number];

/** A user's pins with their products, newest first. */
export function listPinViews(db: Executor, userId: string): Promise<PinView[]> {
  return pinViewQuery(db, eq(productPins.userId, userId)).orderBy(
    desc(productPins.createdAt),
    desc(productPins.id),
  );
}

export async function findPinViewOfProduct(
  db: Executor,
  options: { userId: string; productId: string },
): Promise<PinView | undefined> {
  const [view] = await pinViewQuery(
    db,
    and(eq(productPins.userId, options.userId), eq(productPins.productId, options.productId))!,
  );
  return view;
}

/** Pins a product; the id of the new pin, or nothing when the user had already pinned it. */
export async function insertPin(
  db: Executor,
  options: { userId: string; productId: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(productPins)
    .values(options)
    .onConflictDoNothing({ target: [productPins.userId, productPins.productId] })
    .returning({ id: productPins.id });
  return row?.id;
}

/** Removes one of the user's pins; whether it existed. */
export async function deletePin(db: Executor, options: { userId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(productPins)
    .where(and(eq(productPins.id, options.id), eq(productPins.userId, options.userId)))
    .returning({ id: productPins.id });
  return rows.length > 0;
}
