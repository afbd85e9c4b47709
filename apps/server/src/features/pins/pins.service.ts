import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import type { ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as repository from './pins.repository';
import type { PinView } from './pins.repository';

export const PIN_MESSAGES = {
  productNotFound: 'Produk tidak ditemukan',
  pinNotFound: 'Pin tidak ditemukan',
} as const;

const FOREIGN_KEY_VIOLATION = '23503';

function isMissingProduct(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === FOREIGN_KEY_VIOLATION;
}

function toPin(view: PinView): ProductPin {
  return {
    _id: view.id,
    product: {
      _id: view.product.id,
      name: view.product.name,
      icon: normalizeImagePath(view.product.icon),
    },
    createdAt: view.createdAt.toISOString(),
  };
}

/** The caller's pinned products, newest first. */
export async function listPins(db: Executor, userId: string): Promise<ProductPin[]> {
  return (await repository.listPinViews(db, userId)).map(toPin);
}

/**
 * Pins a product for the caller. Pinning it again is not an error: the existing pin comes back
 * with `isCreated` false. An unknown product is 404.
 */
export async function pinProduct(
  db: Executor,
  userId: string,
  productId: string,
): Promise<{ pin: ProductPin; isCreated: boolean }> {
  let insertedId: string | undefined;
  try {
    insertedId = await repository.insertPin(db, { userId, productId });
  } catch (error) {
    if (isMissingProduct(error)) throw new AppError('NOT_FOUND', PIN_MESSAGES.productNotFound);
    throw error;
  }
  const view = await repository.findPinViewOfProduct(db, { userId, productId });
  // Unpinned (or the product deleted) between the two statements: nothing is pinned now.
  if (!view) throw new AppError('NOT_FOUND', PIN_MESSAGES.productNotFound);
  return { pin: toPin(view), isCreated: insertedId !== undefined };
}

/** Removes one of the caller's pins; another user's pin, or an unknown id, is 404. */
export async function unpin(db: Executor, userId: string, id: string): Promise<{ _id: string }> {
  const isDeleted = isUuid(id) && (await repository.deletePin(db, { userId, id }));
  if (!isDeleted) throw new AppError('NOT_FOUND', PIN_MESSAGES.pinNotFound);
  return { _id: id };
}
