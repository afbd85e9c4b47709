import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import type { AccountDetail, AccountEntry, AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { isoOrNull } from '@premium-shop/domain/dates';
import {
  ACCOUNT_STATUSES,
  accountStatusAt,
  graceDaysLeft,
  type AccountStatus,
} from '@premium-shop/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { CredentialVault } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Settings } from '../../settings';
import { isUuid } from '../catalogue/catalogue.service';
import { openItemSecret, openSeatPin } from '../orders/orders.common';
import * as repository from './accounts.repository';
import type { SeatView } from './accounts.repository';

export const ACCOUNT_MESSAGES = {
  notFound: 'Akun tidak ditemukan',
} as const;

export const CREDENTIALS_VIEW_ACTION = 'credentials.view';

export interface AccountsContext {
  db: Executor;
  vault: CredentialVault;
  settings: Pick<Settings, 'GRACE_DAYS'>;
  log: FastifyBaseLogger;
}

const LIFETIME_DURATION = 'lifetime';

/** Aktif, Tenggang, Habis, Nonaktif: the order of the cards and of a seat's life. */
const STATUS_RANK = new Map<AccountStatus, number>(ACCOUNT_STATUSES.map((status, index) => [status, index]));

function rankOf(status: AccountStatus): number {
  return STATUS_RANK.get(status) ?? ACCOUNT_STATUSES.length;
}

/**
 * The status to show and act on: the stored one, or the one the clock says when the lifecycle job
 * has not caught up yet, so a seat past its grace never reveals credentials. Nonaktif is the admin's word.
 */
export function effectiveStatus(
  stored: AccountStatus,
  expireAt: Date | null,
  now: Date,
  graceDays: number,
): AccountStatus {
  if (stored === 'Nonaktif' || stored === 'Habis') return stored;
  const byClock = accountStatusAt(expireAt, now, graceDays);
  return rankOf(byClock) > rankOf(stored) ? byClock : stored;
}

function isRevealed(status: AccountStatus): boolean {
  return status === 'Aktif' || status === 'Tenggang';
}

interface Entry {
  entry: AccountEntry;
  isRevealed: boolean;
}

function toEntry(view: SeatView, ctx: AccountsContext, now: Date): Entry {
  const { seat, item } = view;
  const status = effectiveStatus(seat.status, seat.expireAt, now, ctx.settings.GRACE_DAYS);
  const revealed = isRevealed(status);
  const secret = revealed ? openItemSecret(ctx, item.secret) : null;
  const seatPin = revealed ? openSeatPin(ctx, seat.pinSecret) : null;
  return {
    isRevealed: revealed,
    entry: {
      _id: seat.id,
      status,
      package: view.packageName ?? '',
      packageId: seat.packageId,
      duration: seat.duration === 0 ? LIFETIME_DURATION : String(seat.duration),
      host: view.hostName ?? '',
      userEmail: view.ownerEmail,
      expire_at: isoOrNull(seat.expireAt),
      group: item.name,
      productItemId: item.id,
      email: revealed ? item.email : null,
      domain: revealed ? item.domain : null,
      password: secret?.password ?? null,
      profile: revealed ? seat.profile : null,
      pin: seatPin ?? secret?.pin ?? null,
      key: secret?.key ?? null,
      link: secret?.links ?? [],
      remainingDays:
        status === 'Tenggang' && seat.expireAt
          ? graceDaysLeft(seat.expireAt, now, ctx.settings.GRACE_DAYS)
          : 0,
    },
  };
}

/** The brand a card shows when a seat has no host: the product's own, else its category, else its name. */
function brandOf(view: SeatView): string {
  return view.product.brand || view.categoryName || view.product.name;
}

/** One audit row for every answer that hands out credentials, so a leak can be traced to its reader. */
async function auditCredentialsView(ctx: AccountsContext, userId: string, seatIds: string[]): Promise<void> {
  if (seatIds.length === 0) return;
  await repository.insertAuditLog(ctx.db, {
    actorId: userId,
    action: CREDENTIALS_VIEW_ACTION,
    entity: 'account',
    entityId: seatIds.join(','),
  });
}

/**
 * The caller's seats grouped per product ('Akun Anda'), newest product first; inside a group
 * Aktif, Tenggang, Habis, Nonaktif, then newest. Credentials only for Aktif and Tenggang seats.
 */
export async function listMyAccounts(
  ctx: AccountsContext,
  userId: string,
  now: Date = new Date(),
): Promise<AccountGroup[]> {
  const views = await repository.listSeatViews(ctx.db, userId);
  const groups = new Map<string, { group: AccountGroup; ranked: { entry: AccountEntry; order: number }[] }>();
  const revealedIds: string[] = [];
  views.forEach((view, order) => {
    const { entry, isRevealed: revealed } = toEntry(view, ctx, now);
    if (revealed) revealedIds.push(entry._id);
    let found = groups.get(view.product.id);
    if (!found) {
      found = {
        group: {
          _id: view.product.id,
          name: view.product.name,
          icon: normalizeImagePath(view.product.icon),
          type: view.product.type,
          link: view.product.link ?? '',
          brand: brandOf(view),
          accounts: [],
        },
        ranked: [],
      };
      groups.set(view.product.id, found);
    }
    found.ranked.push({ entry, order });
  });
  await auditCredentialsView(ctx, userId, revealedIds);
  return [...groups.values()].map(({ group, ranked }) => ({
    ...group,
    accounts: ranked
      .sort((a, b) => rankOf(a.entry.status) - rankOf(b.entry.status) || a.order - b.order)
      .map(({ entry }) => entry),
  }));
}

/** One of the caller's seats with its product; another user's seat, or a malformed id, is 404. */
export async function getMyAccount(
  ctx: AccountsContext,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<AccountDetail> {
  const view = isUuid(id) ? await repository.findSeatView(ctx.db, { userId, id }) : undefined;
  if (!view) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  const { entry, isRevealed: revealed } = toEntry(view, ctx, now);
  if (revealed) await auditCredentialsView(ctx, userId, [entry._id]);
  const { product } = view;
  return {
    ...entry,
    product: {
      _id: product.id,
      name: product.name,
      icon: normalizeImagePath(product.icon),
      type: product.type,
      method: product.method,
      slot: product.slot,
      modalFee: product.modalFee,
    },
  };
}
