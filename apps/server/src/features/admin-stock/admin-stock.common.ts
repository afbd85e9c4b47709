/**
 * What the admin's stock services share: their context and messages, a product item as the admin
 * sees it, and its sealed credentials (opened only on demand, sealed again on every change).
 * Every write runs in one transaction with its audit row, so a rolled-back change leaves no trace
 * and sends nothing.
 */
import {
  LOW_STOCK_THRESHOLD,
  MAX_IMPORT_LINES,
  renewalStateOf,
  type AdminProductItem,
  type ItemBilling,
} from '@premium-shop/domain/admin-stock-schema';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import type { StoredItemSecret } from '../lifecycle/seat-profiles';
import type { OrdersContext } from '../orders/orders.common';
import * as repository from './admin-stock.repository';
import type { ItemRecord, ItemView } from './admin-stock.repository';
import { isoOrNull } from '@premium-shop/domain/dates';

export type AdminStockContext = OrdersContext;

export const ADMIN_STOCK_MESSAGES = {
  itemNotFound: 'Akun tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  packageRequired: 'Pilih paket produk ini',
  packageNotSold: 'Paket ini tidak dijual untuk produk ini',
  packageNone: 'Produk ini dijual tanpa paket',
  slotBelowTaken: (taken: number) => `Slot tidak boleh kurang dari kursi yang sudah terisi (${taken})`,
  formingState: 'Status grup preorder berubah saat grupnya penuh dan diaktifkan',
  profilesType: 'Profil dan PIN hanya untuk produk tipe Sharing Private',
  importEmpty: 'Tidak ada baris akun untuk diimpor',
  importTooMany: `Paling banyak ${MAX_IMPORT_LINES} akun sekali impor`,
  importInvalid: (count: number) =>
    `${count} baris tidak valid, tidak ada akun yang disimpan. Perbaiki lalu impor lagi.`,
  created: 'Akun berhasil ditambahkan',
  updated: 'Akun berhasil diperbarui',
  imported: (count: number) => `${count} akun berhasil diimpor`,
  rotated: (count: number) => `Kredensial diperbarui, ${count} pelanggan diberi tahu`,
} as const;
const M = ADMIN_STOCK_MESSAGES;

export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Sharing Private: the item's profiles counted against the ones its live seats use; null for other types. */
function profileCountsOf(ctx: AdminStockContext, view: ItemView): AdminProductItem['profiles'] {
  if (view.productType !== seatProfiles.SHARING_PRIVATE) return null;
  const profiles = seatProfiles.itemProfiles(seatProfiles.openStoredSecret(ctx, view.secret));
  const used = new Set(view.usedProfiles.map(seatProfiles.profileKey));
  return seatProfiles.profileCounts(profiles, used);
}

/**
 * The stock list's items. Active items offer their empty places (forming, full and ended ones
 * none), a Sharing Private one no more than its free profiles; the product's free places, which
 * say whether it is low on stock, are counted the same way.
 */
export async function toAdminItems(ctx: AdminStockContext, views: ItemView[]): Promise<AdminProductItem[]> {
  const withoutProfile = await seatProfiles.placesWithoutProfile(ctx.db, ctx, [
    ...new Set(
      views.filter((view) => view.productType === seatProfiles.SHARING_PRIVATE).map((view) => view.productId),
    ),
  ]);
  return views.map((view) => toAdminItem(ctx, view, withoutProfile.get(view.productId) ?? 0));
}

function toAdminItem(
  ctx: AdminStockContext,
  view: ItemView,
  productPlacesWithoutProfile: number,
): AdminProductItem {
  const profiles = profileCountsOf(ctx, view);
  const productFreeSeats = view.productFreeSeats - productPlacesWithoutProfile;
  const billing = billingOf(ctx, view);
  return {
    _id: view.id,
    name: view.name,
    product: {
      _id: view.productId,
      name: view.productName,
      type: view.productType,
      method: view.productMethod,
    },
    package: view.packageId ? { _id: view.packageId, name: view.packageName ?? '' } : null,
    email: view.email,
    domain: view.domain,
    state: view.state,
    slot: view.slot,
    seatsTaken: view.seatsTaken,
    // An overdue account sells no place until it is renewed (docs/decisions/051).
    freeSeats: billing.renewalState === 'overdue' ? 0 : seatProfiles.freePlaces(view, profiles),
    providerExpiresAt: isoOrNull(view.providerExpiresAt),
    host: view.hostId ? { _id: view.hostId, name: view.hostName ?? '', email: view.hostEmail ?? '' } : null,
    hasSecret: view.hasSecret,
    isLowStock: view.productMethod === 'Ready' && productFreeSeats < LOW_STOCK_THRESHOLD,
    profiles,
    billing,
    createdAt: view.createdAt.toISOString(),
  };
}

/** The account's billing: its own cost or its product's provider price, and where it stands against its renewal date. */
export function billingOf(ctx: AdminStockContext, view: ItemView, now = new Date()): ItemBilling {
  return {
    cost: view.billingCost ?? view.modalFee,
    isDefaultCost: view.billingCost === null,
    cycleMonths: view.billingCycleMonths,
    autoRenews: view.autoRenews,
    note: view.billingNote,
    renewalState:
      view.state === 'active' || view.state === 'full'
        ? renewalStateOf(
            { renewsAt: view.providerExpiresAt, autoRenews: view.autoRenews },
            now,
            ctx.settings.RENEWAL_REMINDER_DAYS,
          )
        : 'none',
    remindedAt: isoOrNull(view.renewalRemindedAt),
  };
}

export async function itemAnswer(ctx: AdminStockContext, id: string): Promise<AdminProductItem> {
  const view = await repository.findItemView(ctx.db, id);
  if (!view) throw new AppError('NOT_FOUND', M.itemNotFound);
  const [item] = await toAdminItems(ctx, [view]);
  return item!;
}

export async function lockKnownItem(tx: Transaction, id: string): Promise<ItemRecord> {
  const item = isUuid(id) ? await repository.lockItem(tx, id) : undefined;
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return item;
}

/** The product, and the package checked against the ones it is sold in. */
export async function checkProductAndPackage(
  tx: Transaction,
  productId: string,
  packageId: string | null | undefined,
) {
  const product = await repository.findProduct(tx, productId);
  if (!product) throw invalid('product', M.productNotFound);
  const sold = await repository.findProductPackageIds(tx, productId);
  if (sold.length === 0) {
    if (packageId) throw invalid('package', M.packageNone);
  } else if (!packageId) {
    throw invalid('package', M.packageRequired);
  } else if (!sold.includes(packageId)) {
    throw invalid('package', M.packageNotSold);
  }
  return product;
}

/** What an admin gives for an item's secret; profiles with their own PINs. */
interface SecretInput {
  password?: string | undefined;
  pin?: string | undefined;
  profiles?: ReadonlyArray<{ name: string; pin?: string | undefined }> | undefined;
  key?: string | undefined;
  links?: string[] | undefined;
}

export function sealSecret(ctx: AdminStockContext, secret: SecretInput): Buffer | null {
  const kept: StoredItemSecret = {
    ...(secret.password && { password: secret.password }),
    ...(secret.pin && { pin: secret.pin }),
    ...(secret.profiles &&
      secret.profiles.length > 0 && { profiles: seatProfiles.storedProfiles(secret.profiles) }),
    ...(secret.key && { key: secret.key }),
    ...(secret.links && secret.links.length > 0 && { links: secret.links }),
  };
  return Object.keys(kept).length > 0 ? ctx.vault.seal(kept) : null;
}
