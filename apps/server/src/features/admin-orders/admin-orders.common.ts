/**
 * What the admin's order services share: their context and messages, the one transaction every
 * action runs in (with the order row locked before any item or seat, the lock order of the gateway
 * path) and its audit_logs row, the admin's answer of an order, and the sealed credentials and
 * profiles of the provider accounts an action fills. Every action is one-way: an action that
 * already happened, or no longer fits the order's status, answers 409 and changes nothing. What
 * the schema has no column for (a refund, the admin's reason) is kept in the order's status_reason
 * and in the audit log.
 */
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import * as lifecycle from '../lifecycle/order-lifecycle.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import type { OrdersContext } from '../orders/orders.common';
import { toOrder, type CredentialsInAnswer } from '../orders/order-reading.service';
import * as repository from './admin-orders.repository';
import type { OrderRecord } from './admin-orders.repository';
import type { AdminOrder, CredentialsInput } from '@premium-shop/domain/admin-operations-schema';
import { isoOrNull } from '@premium-shop/domain/dates';

export type AdminOrdersContext = OrdersContext;

export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: 'Pesanan tidak ditemukan',
  itemNotFound: 'Akun tidak ditemukan',
  statusChanged: 'Status pesanan sudah berubah',
  alreadyPaid: 'Pesanan sudah dibayar',
  alreadyRefunded: 'Dana pesanan ini sudah dikembalikan',
  notRefundable: 'Pesanan ini belum dibayar atau sudah dikirim, dananya tidak dapat dikembalikan',
  chooseItem: 'Pilih akun yang tersedia atau isi data akun baru',
  chooseOneItem: 'Pilih salah satu: akun yang tersedia atau akun baru',
  itemFull: 'Akun sudah penuh',
  itemInactive: 'Akun belum aktif atau sudah berakhir',
  itemOverdue: 'Akun ini lewat jatuh tempo di provider; catat perpanjangannya di Stok Akun dulu',
  itemOtherProduct: 'Akun ini bukan untuk produk atau paket pesanan ini',
  itemOtherHost: 'Akun ini sudah dipakai host lain',
  hostPrepared: 'Akun host pesanan ini sudah disiapkan',
  waitsForGroup: 'Pesanan preorder ini diaktifkan bersama grupnya',
  seatMissing: 'Akun pelanggan untuk perpanjangan ini tidak ditemukan',
  inviteLinkType: 'Link undangan hanya untuk produk tipe Invite Email',
  licenseType: 'Lisensi hanya untuk produk tipe Lisensi',
  privateSecretShared:
    'Link undangan atau lisensi pelanggan hanya untuk akun baru atau akun yang belum dipakai',
  notAGroup: 'Akun ini bukan grup preorder yang menunggu aktivasi',
  groupNotFull: 'Grup preorder belum penuh',
  credentialsRequired: 'Isi data akun: email, domain, password, key atau link',
  seatNotInGroup: 'Pesanan ini tidak termasuk grup yang diaktifkan',
  profileRequired: 'Akun ini tidak punya profil kosong: isi profil dan PIN pelanggan',
  groupProfileRequired: 'Isi profil dan PIN untuk setiap anggota grup',
  profilePinRequired: 'Isi PIN profil pelanggan',
  profileTaken: (profile: string) => `Profil ${profile} sudah dipakai pelanggan lain di akun ini`,
  fulfilled: 'Pesanan berhasil diproses',
  activated: 'Grup preorder berhasil diaktifkan',
  paymentConfirmed: 'Pembayaran berhasil dikonfirmasi',
  refunded: 'Pengembalian dana berhasil dicatat',
  canceled: 'Pesanan berhasil dibatalkan',
  deactivated: 'Pesanan berhasil dinonaktifkan',
} as const;
const M = ADMIN_ORDER_MESSAGES;

/** status_reason of a refunded order; a refund is recorded once. */
export { REFUND_REASON_PREFIX } from '@premium-shop/domain/order-lifecycle';

const DEADLOCK = '40P01';
const TRANSACTION_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === DEADLOCK;
}

/**
 * Runs `work` in one transaction, again when PostgreSQL broke a deadlock by aborting it (the admin
 * path and a job can meet on the same order and seat from opposite ends); all of it rolls back.
 */
export async function inTransaction<T>(
  ctx: AdminOrdersContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(work);
    } catch (error) {
      if (attempt < TRANSACTION_ATTEMPTS && isDeadlock(error)) continue;
      throw error;
    }
  }
}

export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The order's fields an admin action changes, as the audit log keeps them. */
function auditFields(order: OrderRecord): Record<string, unknown> {
  return {
    status: order.status,
    paidAt: isoOrNull(order.paidAt),
    productItemId: order.productItemId,
    accountId: order.accountId,
    nextBillingAt: isoOrNull(order.nextBillingAt),
    statusReason: order.statusReason,
  };
}

export function audit(
  tx: Transaction,
  actorId: string,
  action: string,
  order: OrderRecord,
  after: OrderRecord,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return repository.insertAuditLog(tx, {
    actorId,
    action,
    entity: 'order',
    entityId: order.id,
    before: auditFields(order),
    after: { ...auditFields(after), ...extra },
  });
}

export async function lockKnownOrder(tx: Transaction, id: string): Promise<OrderRecord> {
  const order = isUuid(id) ? await lifecycle.lockOrder(tx, id) : undefined;
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return order;
}

/** The sealed secret of a provider account, with only the fields given (null when none is). */
export function sealCredentials(ctx: AdminOrdersContext, input: CredentialsInput): Buffer | null {
  const secret = {
    ...(input.password && { password: input.password }),
    ...(input.pin && { pin: input.pin }),
    ...(input.profile && {
      profiles: seatProfiles.storedProfiles([{ name: input.profile, pin: input.pin ?? null }]),
    }),
    ...(input.key && { key: input.key }),
    ...(input.link && input.link.length > 0 && { links: input.link }),
  };
  return Object.keys(secret).length > 0 ? ctx.vault.seal(secret) : null;
}

export function toAdminOrder(
  view: repository.AdminOrderView,
  ctx: AdminOrdersContext,
  credentials: CredentialsInAnswer = 'shown',
): AdminOrder {
  const { order, buyer } = view;
  return {
    ...toOrder(view, ctx, credentials),
    buyer: { _id: buyer.id, name: buyer.name, email: buyer.email, phone: buyer.phone },
    reference: order.reference,
    statusReason: order.statusReason,
    productItemId: order.productItemId,
    paidAfter: order.paidAfter === 'Canceled' || order.paidAfter === 'Expired' ? order.paidAfter : null,
    gatewayCharges: gatewayChargesOf(order),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** What the gateway reported it took of the order's payment (decision 045); null until reported. */
function gatewayChargesOf(order: repository.AdminOrderView['order']): AdminOrder['gatewayCharges'] {
  if (!order.gatewayFeesReportedAt) return null;
  return {
    feeMerchant: order.gatewayFeeMerchant ?? 0,
    feeCustomer: order.gatewayFeeCustomer ?? 0,
    totalFee: order.gatewayTotalFee ?? 0,
    amountReceived: order.gatewayAmountReceived ?? 0,
    reportedAt: order.gatewayFeesReportedAt.toISOString(),
  };
}

export async function orderAnswer(ctx: AdminOrdersContext, id: string): Promise<AdminOrder> {
  const view = await repository.findOrderView(ctx.db, id);
  if (!view) throw new AppError('NOT_FOUND', M.orderNotFound);
  return toAdminOrder(view, ctx);
}

/**
 * A Sharing Private seat's profile and PIN in `itemId`, picked while the caller holds the item's
 * row lock: the one the admin typed (never one another live seat of the item uses; a new name or
 * PIN is added to the item's profiles), else the item's first free profile. 400 when neither is
 * there (the dialog then asks for them), reported on `field`.
 */
export async function assignProfile(
  tx: Transaction,
  ctx: AdminOrdersContext,
  itemId: string,
  wanted: { profile?: string | undefined; pin?: string | undefined },
  options: { exceptSeatId?: string; field: string; missing: string },
): Promise<{ profile: string; pinSecret: Buffer | null }> {
  const item = (await repository.findItem(tx, itemId))!;
  const secret = seatProfiles.openSecretToRewrite(ctx, item);
  const profiles = seatProfiles.itemProfiles(secret);
  const used = await seatProfiles.usedProfiles(tx, itemId, options.exceptSeatId);
  if (!wanted.profile) {
    const free = seatProfiles.firstFreeProfile(profiles, used);
    if (!free) throw invalid(options.field, options.missing);
    return seatProfiles.seatProfileValues(ctx, free);
  }
  const key = seatProfiles.profileKey(wanted.profile);
  if (used.has(key)) throw new AppError('CONFLICT', M.profileTaken(wanted.profile));
  const known = profiles.find((profile) => seatProfiles.profileKey(profile.name) === key);
  const chosen = { name: known?.name ?? wanted.profile, pin: wanted.pin ?? known?.pin ?? null };
  if (!chosen.pin) throw invalid(options.field === 'seats' ? 'seats' : 'pin', M.profilePinRequired);
  if (!known || known.pin !== chosen.pin) {
    await repository.updateItem(tx, itemId, {
      secret: ctx.vault.seal(seatProfiles.withProfile(secret, chosen)),
    });
  }
  return seatProfiles.seatProfileValues(ctx, chosen);
}
