/** The customer cancels an unpaid order; the checkout cancels one the gateway refused. */
import type { Order } from '@premium-shop/domain/order-schema';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import { orderAnswer } from './order-reading.service';
import { PAYMENT_MESSAGES, type OrdersContext } from './orders.common';
import * as repository from './orders.repository';
import type { OrderRecord } from './orders.repository';

/** Cancels an unpaid order and gives back its promo slot and voucher use, in one transaction. */
export function cancelAndRelease(
  db: Database,
  options: { id: string; userId?: string; statusReason: string },
  event: 'canceled-by-customer' | 'gateway-refused',
): Promise<OrderRecord | undefined> {
  return db.transaction((tx) => lifecycle.cancelUnpaidOrder(tx, options, event));
}

/**
 * The owner cancels an unpaid Pending/Preorder order; its promo slot and voucher use go back.
 * Canceling a canceled order again answers it unchanged; any other state is 409.
 */
export async function cancelOrder(ctx: OrdersContext, userId: string, id: string): Promise<Order> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const canceled = await cancelAndRelease(
    ctx.db,
    { id, userId, statusReason: 'Dibatalkan oleh pelanggan' },
    'canceled-by-customer',
  );
  if (!canceled) {
    const existing = await repository.findOrderOf(ctx.db, { userId, id });
    if (!existing) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
    if (existing.status !== 'Canceled') throw new AppError('INVALID_STATE', PAYMENT_MESSAGES.notCancelable);
  }
  return orderAnswer(ctx, id);
}
