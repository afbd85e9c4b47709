/** The admin's product promos (product_discounts): a discount on one product and duration. */
import type {
  AdminPromo,
  PromoInput,
  PromoProductOption,
} from '@premium-shop/domain/admin-promotions-schema';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import {
  audited,
  conflict,
  invalid,
  PROMOTION_SERVICE_MESSAGES as M,
  type PromotionsContext,
  toDate,
  uniqueOr,
} from './admin-promotions.common';
import * as repository from './admin-promotions.repository';
import type { PromoRecord } from './admin-promotions.repository';
import { isoOrNull } from '@premium-shop/domain/dates';

// ---------------------------------------------------------------------------------------------
// Product options

export async function listPromoProducts(ctx: PromotionsContext): Promise<PromoProductOption[]> {
  const [names, durations] = await Promise.all([
    repository.listProductNames(ctx.db),
    repository.listProductDurations(ctx.db),
  ]);
  const byProduct = new Map<string, number[]>();
  for (const row of durations)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.duration]);
  // A product without variants is sold once, for life (duration 0).
  return names.map((row) => ({ _id: row.id, name: row.name, durations: byProduct.get(row.id) ?? [0] }));
}

/** The product's name, after checking it is sold in `duration` (only 0 when it has no variants). */
async function checkProductDuration(tx: Transaction, productId: string, duration: number): Promise<string> {
  const name = await repository.findProductName(tx, productId);
  if (name === undefined) throw invalid('productId', M.productNotFound);
  const rows = await repository.listProductDurations(tx, productId);
  const durations = rows.length > 0 ? rows.map((row) => row.duration) : [0];
  if (!durations.includes(duration)) throw invalid('duration', M.durationNotSold);
  return name;
}

// ---------------------------------------------------------------------------------------------
// Promos

function toPromo(promo: PromoRecord, productName: string): AdminPromo {
  return {
    _id: promo.id,
    product: { _id: promo.productId, name: productName },
    duration: promo.duration,
    value: promo.value,
    used: promo.used,
    slot: promo.slot,
    perCustomerLimit: promo.perCustomerLimit,
    isActive: promo.isActive,
    startsAt: isoOrNull(promo.startsAt),
    endsAt: isoOrNull(promo.endsAt),
    createdAt: promo.createdAt.toISOString(),
  };
}

function promoAudit(promo: PromoRecord) {
  return {
    productId: promo.productId,
    duration: promo.duration,
    value: promo.value,
    used: promo.used,
    slot: promo.slot,
    perCustomerLimit: promo.perCustomerLimit,
    isActive: promo.isActive,
    startsAt: isoOrNull(promo.startsAt),
    endsAt: isoOrNull(promo.endsAt),
  };
}

function promoValues(input: PromoInput): repository.PromoValues {
  return {
    productId: input.productId,
    duration: input.duration,
    value: input.value,
    slot: input.slot,
    perCustomerLimit: input.perCustomerLimit,
    startsAt: toDate(input.startsAt),
    endsAt: toDate(input.endsAt),
    isActive: input.isActive,
  };
}

export async function listPromos(ctx: PromotionsContext): Promise<AdminPromo[]> {
  const rows = await repository.listPromos(ctx.db);
  return rows.map((row) => toPromo(row.promo, row.productName));
}

/** The promo under its row lock, so `used` (which orders reserve) cannot move while it is checked. */
async function lockKnownPromo(tx: Transaction, id: string): Promise<PromoRecord> {
  const promo = isUuid(id) ? await repository.lockPromo(tx, id) : undefined;
  if (!promo) throw new AppError('NOT_FOUND', M.promoNotFound);
  return promo;
}

async function checkPromoUnique(tx: Transaction, input: PromoInput, exceptId?: string): Promise<void> {
  const existing = await repository.findPromoFor(tx, input.productId, input.duration);
  if (existing && existing.id !== exceptId) throw conflict('duration', M.promoExists);
}

export function createPromo(ctx: PromotionsContext, actorId: string, input: PromoInput): Promise<AdminPromo> {
  return uniqueOr('duration', M.promoExists, () =>
    audited(ctx, actorId, async (tx) => {
      const productName = await checkProductDuration(tx, input.productId, input.duration);
      await checkPromoUnique(tx, input);
      const promo = await repository.insertPromo(tx, promoValues(input));
      return {
        result: toPromo(promo, productName),
        action: 'product_discount.create',
        entity: 'product_discount',
        entityId: promo.id,
        before: null,
        after: promoAudit(promo),
      };
    }),
  );
}

export function updatePromo(
  ctx: PromotionsContext,
  actorId: string,
  id: string,
  input: PromoInput,
): Promise<AdminPromo> {
  return uniqueOr('duration', M.promoExists, () =>
    audited(ctx, actorId, async (tx) => {
      const before = await lockKnownPromo(tx, id);
      const productName = await checkProductDuration(tx, input.productId, input.duration);
      if (input.slot !== null && input.slot < before.used) {
        throw conflict('slot', M.slotBelowUsed(before.used));
      }
      await checkPromoUnique(tx, input, before.id);
      const promo = await repository.updatePromo(tx, before.id, promoValues(input));
      return {
        result: toPromo(promo, productName),
        action: 'product_discount.update',
        entity: 'product_discount',
        entityId: promo.id,
        before: promoAudit(before),
        after: promoAudit(promo),
      };
    }),
  );
}

export function deletePromo(ctx: PromotionsContext, actorId: string, id: string): Promise<void> {
  return audited(ctx, actorId, async (tx) => {
    const before = await lockKnownPromo(tx, id);
    await repository.deletePromo(tx, before.id);
    return {
      result: undefined,
      action: 'product_discount.delete',
      entity: 'product_discount',
      entityId: before.id,
      before: promoAudit(before),
      after: null,
    };
  });
}
