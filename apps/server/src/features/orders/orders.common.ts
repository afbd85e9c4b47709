/**
 * What payments shares with fulfilment, so their dependency goes one way: payments -> fulfilment.
 * Placing an order (payments) may need its delivery at once (a free order is settled as it is
 * created) and the expiry job run early (to free a promo slot or voucher use an overdue order
 * holds), so orders.service calls fulfilment. Delivering and ending orders (fulfilment) needs
 * from payments only the context, the opening of sealed stock credentials, and the release of what
 * checkout reserved; they live here, and fulfilment imports this module, never orders.service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { CredentialVault } from '../../platform/crypto';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { Settings } from '../../settings';
import { invalidateCatalogue } from '../catalogue/catalogue.service';
import * as vouchers from '../vouchers/vouchers.service';
import * as repository from './orders.repository';
import type { OrderRecord } from './orders.repository';

export interface OrdersContext {
  db: Database;
  gateway: PaymentGateway;
  vault: CredentialVault;
  settings: Settings;
  log: FastifyBaseLogger;
}

/** The sealed JSON of a product item (see db/seed/demo-stock.ts). */
export interface ItemSecret {
  password?: string;
  pin?: string;
  profiles?: string[];
  key?: string;
  links?: string[];
}

function openSafely<T>(
  vault: CredentialVault,
  sealed: Buffer | null | undefined,
  log: FastifyBaseLogger,
): T | null {
  if (!sealed) return null;
  try {
    return vault.open<T>(sealed);
  } catch (error) {
    log.error({ err: error }, 'sealed credentials cannot be opened');
    return null;
  }
}

/** A product item's sealed secret, opened; null when it has none or it cannot be opened (logged). */
export function openItemSecret(
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  sealed: Buffer | null | undefined,
): ItemSecret | null {
  return openSafely<ItemSecret>(ctx.vault, sealed, ctx.log);
}

/** A seat's own sealed PIN, opened; null when it has none or it cannot be opened (logged). */
export function openSeatPin(
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  sealed: Buffer | null | undefined,
): string | null {
  return openSafely<string>(ctx.vault, sealed, ctx.log);
}

/** Gives back the promo slot and voucher use an unpaid order reserved (cancel, expiry, failed payment). */
export async function releaseReservations(db: Executor, order: OrderRecord): Promise<void> {
  if (order.productDiscountId) {
    await repository.releasePromoSlot(db, order.productDiscountId);
    const promo = await repository.findPromoById(db, order.productDiscountId);
    if (promo?.slot != null) await invalidateCatalogue(db);
  }
  if (order.voucherId) await vouchers.releaseVoucherUse(db, order.voucherId);
}
