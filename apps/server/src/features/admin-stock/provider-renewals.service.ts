/**
 * Provider accounts' renewals (docs/decisions/051): the accounts due or overdue with the members
 * each carries, an admin's renewal of one (its new date and a provider cost), and the costs paid.
 */
import {
  type ProviderCost,
  type ProviderRenewals,
  type RenewProductItemBody,
  type RenewResult,
} from '@premium-shop/domain/admin-stock-schema';
import { addDays, isoOrNull } from '@premium-shop/domain/dates';
import { formatDateLong } from '@premium-shop/domain/format';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import {
  ADMIN_STOCK_MESSAGES as M,
  type AdminStockContext,
  invalid,
  itemAnswer,
  lockKnownItem,
  toAdminItems,
} from './admin-stock.common';
import * as stockRepository from './admin-stock.repository';
import * as repository from './provider-renewals.repository';
import type { CostView } from './provider-renewals.repository';

export const RENEWAL_MESSAGES = {
  renewed: 'Perpanjangan akun dicatat',
  alreadyRenewed: 'Perpanjangan ini sudah tercatat',
  endedItem: 'Akun ini sudah berakhir; aktifkan lagi sebelum mencatat perpanjangan',
  formingItem: 'Grup preorder belum punya akun provider untuk diperpanjang',
  dateNotAhead: 'Tanggal perpanjangan berikutnya harus setelah hari ini',
  dateNotAfter: (current: Date) =>
    `Tanggal perpanjangan berikutnya harus setelah jatuh tempo sekarang (${formatDateLong(current)})`,
  paidInFuture: 'Tanggal bayar tidak boleh di masa depan',
} as const;
const R = RENEWAL_MESSAGES;

function toProviderCost(cost: CostView): ProviderCost {
  return {
    _id: cost.id,
    amount: cost.amount,
    paidAt: cost.paidAt.toISOString(),
    coversUntil: isoOrNull(cost.coversUntil),
    note: cost.note,
    recordedBy: cost.recorder ? { _id: cost.recorder.id, name: cost.recorder.name } : null,
    createdAt: cost.createdAt.toISOString(),
  };
}

/** GET /api/admin/product-items/:id/costs: what the shop paid the provider for the account, newest first. */
export async function listCosts(ctx: AdminStockContext, id: string): Promise<ProviderCost[]> {
  if (!isUuid(id) || !(await stockRepository.findItem(ctx.db, id))) {
    throw new AppError('NOT_FOUND', M.itemNotFound);
  }
  return (await repository.listCosts(ctx.db, id)).map(toProviderCost);
}

/**
 * POST /api/admin/product-items/:id/renew: the account is paid until `renewsAt`. Its renewal date
 * moves there, the reminder sent for the old date is forgotten (the next one is for the new
 * date), the payment is a provider cost (by default the account's cost per cycle), and its places
 * are for sale again. The same renewal sent twice (a double click, a retry after a lost answer)
 * finds the account already at that date with its cost, and records nothing more.
 */
export async function renewItem(
  ctx: AdminStockContext,
  actorId: string,
  id: string,
  body: RenewProductItemBody,
  now: Date = new Date(),
): Promise<RenewResult> {
  const renewsAt = new Date(body.renewsAt);
  const outcome = await ctx.db.transaction(async (tx) => {
    const item = await lockKnownItem(tx, id);
    if (item.state === 'ended') throw new AppError('INVALID_STATE', R.endedItem);
    if (item.state === 'forming') throw new AppError('INVALID_STATE', R.formingItem);
    if (item.providerExpiresAt?.getTime() === renewsAt.getTime()) {
      const earlier = await repository.findCostCovering(tx, item.id, renewsAt);
      if (earlier) return { cost: earlier, isNew: false };
    }
    if (renewsAt.getTime() <= now.getTime()) throw invalid('renewsAt', R.dateNotAhead);
    if (item.providerExpiresAt && renewsAt.getTime() <= item.providerExpiresAt.getTime()) {
      throw invalid('renewsAt', R.dateNotAfter(item.providerExpiresAt));
    }
    const paidAt = body.paidAt ? new Date(body.paidAt) : now;
    // A day of slack for a payment made 'today' in a time zone ahead of the server's clock.
    if (paidAt.getTime() > addDays(now, 1).getTime()) throw invalid('paidAt', R.paidInFuture);
    const amount = body.amount ?? item.billingCost ?? (await repository.findModalFee(tx, item.productId));
    await stockRepository.updateItem(tx, item.id, { providerExpiresAt: renewsAt, renewalRemindedAt: null });
    const inserted = await repository.insertCost(tx, {
      productItemId: item.id,
      productId: item.productId,
      amount,
      paidAt,
      coversUntil: renewsAt,
      note: body.note || null,
      recordedBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'product_item.renew',
      entity: 'product_item',
      entityId: item.id,
      before: { providerExpiresAt: isoOrNull(item.providerExpiresAt) },
      after: {
        providerExpiresAt: renewsAt.toISOString(),
        costId: inserted.id,
        amount,
        paidAt: paidAt.toISOString(),
        note: inserted.note,
      },
    });
    // An overdue account's places are for sale again: an 'Out of Stock' product may be Available.
    await seatProfiles.restockProduct(tx, item.productId, ctx);
    const cost = (await repository.findCostCovering(tx, item.id, renewsAt))!;
    return { cost, isNew: true };
  });
  return { item: await itemAnswer(ctx, id), cost: toProviderCost(outcome.cost), isNew: outcome.isNew };
}

/**
 * GET /api/admin/provider-renewals: the open accounts whose renewal date is within
 * RENEWAL_REMINDER_DAYS or past, soonest first, with their live members (whose access lapses with
 * the account); `state` keeps only the due or only the overdue ones.
 */
export async function listRenewals(
  ctx: AdminStockContext,
  query: { state?: 'due' | 'overdue' | undefined },
  now: Date = new Date(),
): Promise<ProviderRenewals> {
  const reminderDays = ctx.settings.RENEWAL_REMINDER_DAYS;
  const ids = await repository.listDueItemIds(ctx.db, addDays(now, reminderDays));
  const [views, members] = await Promise.all([
    stockRepository.findItemViews(ctx.db, ids),
    repository.listLiveMembers(ctx.db, ids),
  ]);
  const order = new Map(ids.map((id, index) => [id, index]));
  views.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const items = (await toAdminItems(ctx, views)).filter(
    (item) =>
      item.billing.renewalState !== 'ok' &&
      item.billing.renewalState !== 'none' &&
      (!query.state || item.billing.renewalState === query.state),
  );
  return {
    reminderDays,
    items: items.map((item) => ({
      ...item,
      members: members
        .filter((member) => member.itemId === item._id)
        .map((member) => ({
          _id: member.id,
          user: { _id: member.user.id, name: member.user.name, email: member.user.email },
          status: member.status,
          expireAt: isoOrNull(member.expireAt),
        })),
    })),
  };
}

export function renewalMessage(result: RenewResult): string {
  return result.isNew ? R.renewed : R.alreadyRenewed;
}
