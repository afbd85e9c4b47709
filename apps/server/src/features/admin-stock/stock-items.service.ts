/** The admin's product items (provider accounts): listed with their members, created and edited. */
import type {
  AdminProductItem,
  CreateProductItemBody,
  ListProductItemsQuery,
  ProductItemDetail,
  UpdateProductItemBody,
} from '@premium-shop/domain/admin-stock-schema';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import type { PlaceProfile, StoredItemSecret } from '../lifecycle/seat-profiles';
import {
  ADMIN_STOCK_MESSAGES as M,
  type AdminStockContext,
  checkProductAndPackage,
  invalid,
  itemAnswer,
  lockKnownItem,
  sealSecret,
  toAdminItems,
} from './admin-stock.common';
import * as repository from './admin-stock.repository';
import type { ItemChanges, ItemRecord } from './admin-stock.repository';
import { isoOrNull } from '@premium-shop/domain/dates';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';

/** 'active' or 'full' for an open item, by its seats; other states stay. */
function openState(state: ItemRecord['state'], slot: number, seatsTaken: number): ItemRecord['state'] {
  if (state !== 'active' && state !== 'full') return state;
  return seatsTaken >= slot ? 'full' : 'active';
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ItemPage {
  data: AdminProductItem[];
  pagination: Pagination;
}

/** GET /api/admin/product-items: filtered by product, state and part of its name, e-mail, domain or product. */
export async function listItems(ctx: AdminStockContext, query: ListProductItemsQuery): Promise<ItemPage> {
  const { views, total } = await repository.listItemViews(ctx.db, {
    productId: query.product,
    state: query.state,
    search: query.search || undefined,
    limit: query.limit,
    offset: pageOffset(query.page, query.limit),
  });
  return {
    data: await toAdminItems(ctx, views),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

/** GET /api/admin/product-items/:id: the item and its members, without its secret. */
export async function getItem(ctx: AdminStockContext, id: string): Promise<ProductItemDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', M.itemNotFound);
  const [item, members] = await Promise.all([itemAnswer(ctx, id), repository.listMembers(ctx.db, id)]);
  return {
    ...item,
    members: members.map((member) => ({
      _id: member.id,
      user: {
        _id: member.user.id,
        name: member.user.name,
        email: member.user.email,
        phone: member.user.phone,
      },
      status: member.status,
      profile: member.profile,
      expireAt: isoOrNull(member.expireAt),
      createdAt: member.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Creating and editing

/** POST /api/admin/product-items: a new active provider account for a product (and package). */
export async function createItem(
  ctx: AdminStockContext,
  actorId: string,
  body: CreateProductItemBody,
): Promise<AdminProductItem> {
  const id = await ctx.db.transaction(async (tx) => {
    const product = await checkProductAndPackage(tx, body.product, body.package);
    if (body.profiles?.length && product.type !== seatProfiles.SHARING_PRIVATE) {
      throw invalid('profiles', M.profilesType);
    }
    const secret = sealSecret(ctx, body);
    const [itemId] = await repository.insertItems(tx, [
      {
        productId: product.id,
        packageId: body.package ?? null,
        name: body.name,
        email: body.email ?? null,
        domain: body.domain ?? null,
        secret,
        providerExpiresAt: body.providerExpiresAt ? new Date(body.providerExpiresAt) : null,
        ...billingChanges(body),
        state: 'active',
        slot: body.slot ?? product.slot,
        seatsTaken: 0,
      },
    ]);
    await recordAudit(tx, {
      actorId,
      action: 'product_item.create',
      entity: 'product_item',
      entityId: itemId,
      after: {
        productId: product.id,
        packageId: body.package ?? null,
        name: body.name,
        email: body.email ?? null,
        domain: body.domain ?? null,
        slot: body.slot ?? product.slot,
        providerExpiresAt: body.providerExpiresAt ?? null,
        ...billingChanges(body),
        hasSecret: secret !== null,
        profiles: body.profiles?.map((profile) => profile.name) ?? [],
      },
    });
    await seatProfiles.restockProduct(tx, product.id, ctx);
    return itemId!;
  });
  return itemAnswer(ctx, id);
}

function auditFields(item: ItemRecord) {
  return {
    name: item.name,
    providerExpiresAt: isoOrNull(item.providerExpiresAt),
    state: item.state,
    slot: item.slot,
    seatsTaken: item.seatsTaken,
    billingCost: item.billingCost,
    billingCycleMonths: item.billingCycleMonths,
    autoRenews: item.autoRenews,
    billingNote: item.billingNote,
  };
}

/** The billing fields a body sets: a null cost is the product's provider price, an empty note none. */
function billingChanges(body: {
  billingCost?: number | null | undefined;
  billingCycleMonths?: number | undefined;
  autoRenews?: boolean | undefined;
  billingNote?: string | null | undefined;
}): ItemChanges {
  return {
    ...(body.billingCost !== undefined && { billingCost: body.billingCost }),
    ...(body.billingCycleMonths !== undefined && { billingCycleMonths: body.billingCycleMonths }),
    ...(body.autoRenews !== undefined && { autoRenews: body.autoRenews }),
    ...(body.billingNote !== undefined && { billingNote: body.billingNote || null }),
  };
}

/** A new renewal date is a new reminder's: the one sent for the old date no longer counts. */
function renewalDateChanges(item: ItemRecord, body: UpdateProductItemBody): ItemChanges {
  if (body.providerExpiresAt === undefined) return {};
  const providerExpiresAt = body.providerExpiresAt ? new Date(body.providerExpiresAt) : null;
  const isSameDate = providerExpiresAt?.getTime() === item.providerExpiresAt?.getTime();
  return { providerExpiresAt, ...(!isSameDate && { renewalRemindedAt: null }) };
}

/**
 * Replaces a Sharing Private item's profiles inside its sealed secret. A live seat whose profile
 * gets a new PIN takes that PIN; a profile a live seat holds stays the seat's even when it leaves
 * the list (it is only no longer given to new buyers).
 */
async function replaceProfiles(
  tx: Transaction,
  ctx: AdminStockContext,
  item: ItemRecord,
  profiles: ReadonlyArray<{ name: string; pin?: string | undefined }>,
): Promise<Buffer | null> {
  const product = (await repository.findProduct(tx, item.productId))!;
  if (product.type !== seatProfiles.SHARING_PRIVATE) throw invalid('profiles', M.profilesType);
  const secret = seatProfiles.openSecretToRewrite(ctx, item);
  const before = new Map(
    seatProfiles.itemProfiles(secret).map((profile) => [seatProfiles.profileKey(profile.name), profile]),
  );
  const used = await seatProfiles.usedProfiles(tx, item.id);
  const next: PlaceProfile[] = profiles.map((profile) => ({ name: profile.name, pin: profile.pin ?? null }));
  for (const profile of next) {
    const key = seatProfiles.profileKey(profile.name);
    if (used.has(key) && profile.pin && before.get(key)?.pin !== profile.pin) {
      await repository.updateProfilePin(tx, item.id, profile.name, ctx.vault.seal(profile.pin));
    }
  }
  const kept: StoredItemSecret = { ...secret, profiles: seatProfiles.storedProfiles(next) };
  if (next.length === 0) delete kept.profiles;
  return Object.keys(kept).length > 0 ? ctx.vault.seal(kept) : null;
}

/**
 * PATCH /api/admin/product-items/:id: the name, the renewal date (a new one clears the reminder
 * sent for the old), the billing (cost per cycle, cycle, auto-renewal, note), the slot (never below the
 * seats taken), the state ('ended' closes the item to new buyers, 'active' reopens it, full when
 * no place is left) and, for Sharing Private, its profiles with their PINs. A forming preorder
 * group changes state only through its activation. An 'Out of Stock' product whose item now has a
 * free place is Available again.
 */
export async function updateItem(
  ctx: AdminStockContext,
  actorId: string,
  id: string,
  body: UpdateProductItemBody,
): Promise<AdminProductItem> {
  await ctx.db.transaction(async (tx) => {
    const item = await lockKnownItem(tx, id);
    const slot = body.slot ?? item.slot;
    if (slot < item.seatsTaken) throw new AppError('CONFLICT', M.slotBelowTaken(item.seatsTaken));
    if (item.state === 'forming' && body.state) throw new AppError('INVALID_STATE', M.formingState);
    const state = openState(body.state ?? item.state, slot, item.seatsTaken);
    const after = await repository.updateItem(tx, item.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...renewalDateChanges(item, body),
      ...billingChanges(body),
      slot,
      state,
      ...(body.profiles !== undefined && { secret: await replaceProfiles(tx, ctx, item, body.profiles) }),
    });
    await recordAudit(tx, {
      actorId,
      action: 'product_item.update',
      entity: 'product_item',
      entityId: item.id,
      before: auditFields(item),
      after: {
        ...auditFields(after),
        ...(body.profiles !== undefined && { profiles: body.profiles.map((profile) => profile.name) }),
      },
    });
    await seatProfiles.restockProduct(tx, item.productId, ctx);
  });
  return itemAnswer(ctx, id);
}
