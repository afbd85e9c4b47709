/**
 * The admin console's people and messages (issue 7): the user list with role changes and
 * deactivation, notifications to one user or to every active customer, and the outbox with
 * resend and 'sent by hand'. Every write runs in one transaction with the row locked and records
 * an audit_logs row with before and after; a refused write changes nothing.
 */
import { PHONE_VERIFICATION_MESSAGES } from '@premium-shop/domain/phone-verification';
import { normalizeEmail } from '@premium-shop/domain/auth';
import type {
  AdminUser,
  ListOutboxQuery,
  ListUsersQuery,
  NotificationCategory,
  OutboxMessageView,
  SendNotificationBody,
  SendNotificationResult,
  UpdateUserBody,
} from '@premium-shop/domain/admin-people-schema';
import { OUTBOX_PREVIEW_LENGTH } from '@premium-shop/domain/admin-people-schema';
import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import { isoOrNull } from '@premium-shop/domain/dates';
import { pageOffset, paginationOf } from '@premium-shop/domain/pagination';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Settings } from '../../settings';
import { recordAudit } from '../audit/audit.service';
import { brokenUniqueConstraint, phoneTakenError } from '../auth/auth.service';
import { isUuid } from '../catalogue/catalogue.service';
import {
  announceNotification,
  announceNotificationToEveryCustomer,
} from '../notifications/notifications.service';
import {
  emailWithoutSecrets,
  enqueueWhatsAppNotice,
  isNoticeDeliverable,
  whatsAppWithoutSecrets,
} from '../outbox/outbox.service';
import * as repository from './admin-people.repository';
import type { OutboxRecord, UserView } from './admin-people.repository';

export interface AdminPeopleContext {
  db: Database;
  settings: Pick<Settings, 'WHATSAPP_PROVIDER'>;
}

export const ADMIN_PEOPLE_MESSAGES = {
  userNotFound: 'Pengguna tidak ditemukan',
  selfDemote: 'Anda tidak dapat mengubah peran akun Anda sendiri',
  selfDeactivate: 'Anda tidak dapat menonaktifkan akun Anda sendiri',
  userUpdated: 'Data pengguna berhasil diperbarui',
  userInactive: 'Pengguna ini sedang nonaktif, aktifkan dulu untuk mengirim notifikasi',
  categoryNotFound: 'Kategori notifikasi tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  notificationSent: 'Notifikasi berhasil dikirim',
  messageNotFound: 'Pesan tidak ditemukan',
  stillPending: 'Pesan ini masih menunggu pengiriman',
  requeued: 'Pesan dijadwalkan untuk dikirim ulang',
  onlyWhatsApp: 'Hanya pesan WhatsApp yang dapat ditandai terkirim',
  notManual: 'Pesan WhatsApp dikirim otomatis oleh penyedia, tidak perlu ditandai manual',
  alreadySent: 'Pesan ini sudah terkirim',
  markedSent: 'Pesan ditandai terkirim',
  numberNotVerified: 'Nomor WhatsApp pelanggan belum diverifikasi, pesan ini tidak dapat dikirim',
} as const;
const M = ADMIN_PEOPLE_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Users

function toAdminUser(view: UserView): AdminUser {
  return {
    _id: view.id,
    name: view.name,
    email: view.email,
    phone: view.phone,
    isPhoneVerified: view.phoneVerifiedAt !== null,
    role: view.role,
    isActive: view.isActive,
    createdAt: view.createdAt.toISOString(),
    ordersCount: view.ordersCount,
  };
}

export async function listUsers(ctx: AdminPeopleContext, query: ListUsersQuery) {
  const filter = { search: query.search, role: query.role };
  const [views, total] = await Promise.all([
    repository.listUsers(ctx.db, filter, { limit: query.limit, offset: pageOffset(query.page, query.limit) }),
    repository.countUsers(ctx.db, filter),
  ]);
  return { data: views.map(toAdminUser), pagination: paginationOf(query.page, query.limit, total) };
}

/**
 * Changes a user's role and/or active flag. An admin cannot demote or deactivate themself (so the
 * shop always keeps the admin who acts). Deactivating ends every session of the user at once: the
 * auth guard checks the session and the user on each request, and the refresh tokens are revoked.
 */
export async function updateUser(
  ctx: AdminPeopleContext,
  actorId: string,
  userId: string,
  changes: UpdateUserBody,
): Promise<AdminUser> {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', M.userNotFound);
  await ctx.db.transaction(async (tx) => {
    const user = await repository.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', M.userNotFound);
    if (user.id === actorId && changes.role !== undefined && changes.role !== user.role) {
      throw new AppError('CONFLICT', M.selfDemote);
    }
    if (user.id === actorId && changes.isActive === false) throw new AppError('CONFLICT', M.selfDeactivate);

    const before = { role: user.role, isActive: user.isActive };
    const after = { role: changes.role ?? user.role, isActive: changes.isActive ?? user.isActive };
    if (before.role === after.role && before.isActive === after.isActive) return;

    await repository.updateUser(tx, user.id, after);
    const sessionsEnded =
      before.isActive && !after.isActive
        ? await repository.revokeUserSessions(tx, user.id, 'deactivated by admin')
        : 0;
    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      entity: 'user',
      entityId: user.id,
      before,
      after: sessionsEnded > 0 ? { ...after, sessionsEnded } : after,
    });
  });
  const view = await repository.findUserView(ctx.db, userId);
  return toAdminUser(view!);
}

// ---------------------------------------------------------------------------------------------
// Notifications

export async function listCategories(ctx: AdminPeopleContext): Promise<NotificationCategory[]> {
  const rows = await repository.listCategories(ctx.db);
  return rows.map((row) => ({ _id: row.id, name: row.name, icon: normalizeImagePath(row.icon) }));
}

function whatsAppText(body: Pick<SendNotificationBody, 'title' | 'content'>): string {
  return `*${body.title}*\n${body.content}`;
}

/**
 * Sends a dashboard notification (and, when asked, a WhatsApp message through the outbox) to one
 * user or to every active customer. A broadcast is one INSERT ... SELECT per table and one live
 * event for every customer's open pages (not one per customer), in one transaction with its audit
 * row, so a failure sends nothing.
 */
export async function sendNotification(
  ctx: AdminPeopleContext,
  actorId: string,
  body: SendNotificationBody,
): Promise<SendNotificationResult> {
  const category = await repository.findCategoryByName(ctx.db, body.category);
  if (!category) {
    throw new AppError('VALIDATION_FAILED', M.categoryNotFound, { category: M.categoryNotFound });
  }
  if (body.productId && !(await repository.productExists(ctx.db, body.productId))) {
    throw new AppError('VALIDATION_FAILED', M.productNotFound, { productId: M.productNotFound });
  }
  const values = {
    categoryId: category.id,
    title: body.title,
    content: body.content,
    productId: body.productId ?? null,
  };
  const isWhatsApp = body.whatsapp === true;

  return ctx.db.transaction(async (tx) => {
    let result: SendNotificationResult;
    if ('userId' in body.target) {
      const user = await repository.lockUser(tx, body.target.userId);
      if (!user) throw new AppError('NOT_FOUND', M.userNotFound);
      if (!user.isActive) throw new AppError('CONFLICT', M.userInactive);
      const notificationId = await repository.insertNotification(tx, user.id, values);
      await announceNotification(tx, user.id, notificationId);
      const queued = isWhatsApp
        ? await enqueueWhatsAppNotice(tx, { userId: user.id, to: user.phone, text: whatsAppText(body) })
        : undefined;
      // A customer whose number is not verified gets the notification alone (decision 039).
      result = { recipients: 1, whatsapp: queued?.status === 'pending' ? 1 : 0 };
    } else {
      const recipients = await repository.insertNotificationForAllCustomers(tx, values);
      if (recipients > 0) await announceNotificationToEveryCustomer(tx);
      const whatsapp = isWhatsApp
        ? await repository.queueWhatsAppForAllCustomers(
            tx,
            whatsAppText(body),
            PHONE_VERIFICATION_MESSAGES.noticeSkipped,
          )
        : 0;
      result = { recipients, whatsapp };
    }
    await recordAudit(tx, {
      actorId,
      action: 'notification.send',
      entity: 'notification',
      entityId: 'userId' in body.target ? body.target.userId : null,
      after: {
        target: 'userId' in body.target ? { userId: body.target.userId } : 'Semua pelanggan',
        category: category.name,
        title: body.title,
        content: body.content,
        productId: body.productId ?? null,
        ...result,
      },
    });
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Outbox

/**
 * The start of a message's text: an e-mail's body is stored as JSON {text, html}, and the admin sees
 * it without its secrets (a reset link waiting to be sent shows [dihapus] for the token).
 */
function previewOf(message: OutboxRecord): string {
  let text = message.body;
  if (message.channel === 'email') {
    try {
      const parsed = JSON.parse(emailWithoutSecrets(message.body)) as { text?: unknown };
      if (typeof parsed.text === 'string') text = parsed.text;
    } catch {
      // Not the JSON the outbox writes: show it as stored.
    }
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > OUTBOX_PREVIEW_LENGTH ? `${flat.slice(0, OUTBOX_PREVIEW_LENGTH - 1)}…` : flat;
}

function toOutboxView(message: OutboxRecord): OutboxMessageView {
  return {
    _id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    preview: previewOf(message),
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    nextAttemptAt: message.nextAttemptAt.toISOString(),
    sentAt: isoOrNull(message.sentAt),
    deliveryState: message.deliveryState,
    deliveryUpdatedAt: isoOrNull(message.deliveryUpdatedAt),
    retryUntil: message.retryUntil.toISOString(),
    createdAt: message.createdAt.toISOString(),
  };
}

function outboxState(message: OutboxRecord) {
  return {
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    sentAt: isoOrNull(message.sentAt),
    deliveryState: message.deliveryState,
  };
}

export async function listOutbox(ctx: AdminPeopleContext, query: ListOutboxQuery) {
  const filter = { channel: query.channel, status: query.status };
  const [rows, total] = await Promise.all([
    repository.listOutbox(ctx.db, filter, {
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countOutbox(ctx.db, filter),
  ]);
  return { data: rows.map(toOutboxView), pagination: paginationOf(query.page, query.limit, total) };
}

async function changeOutboxMessage(
  ctx: AdminPeopleContext,
  actorId: string,
  id: string,
  action: 'outbox.resend' | 'outbox.mark-sent',
  change: (tx: Transaction, message: OutboxRecord) => Promise<OutboxRecord>,
): Promise<OutboxMessageView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', M.messageNotFound);
  return ctx.db.transaction(async (tx) => {
    const message = await repository.lockOutboxMessage(tx, id);
    if (!message) throw new AppError('NOT_FOUND', M.messageNotFound);
    const changed = await change(tx, message);
    await recordAudit(tx, {
      actorId,
      action,
      entity: 'outbox',
      entityId: message.id,
      before: outboxState(message),
      after: outboxState(changed),
    });
    return toOutboxView(changed);
  });
}

/**
 * Puts a failed or sent message back in the queue as new (pending, due now, no attempts, another day
 * of retries, no Fonnte id or delivery state), so the delivery job sends it again. A pending message that has not failed yet is already on its way.
 */
export function resendOutboxMessage(
  ctx: AdminPeopleContext,
  actorId: string,
  id: string,
): Promise<OutboxMessageView> {
  return changeOutboxMessage(ctx, actorId, id, 'outbox.resend', async (tx, message) => {
    if (message.status === 'pending' && message.lastError === null) {
      throw new AppError('CONFLICT', M.stillPending);
    }
    if (!(await isNoticeDeliverable(tx, message))) throw new AppError('CONFLICT', M.numberNotVerified);
    return repository.requeueOutboxMessage(tx, message.id);
  });
}

/**
 * Records a WhatsApp message the admin sent by hand (WHATSAPP_PROVIDER=outbox leaves them
 * pending for exactly that); with a provider that delivers, the job owns them.
 */
export function markOutboxMessageSent(
  ctx: AdminPeopleContext,
  actorId: string,
  id: string,
): Promise<OutboxMessageView> {
  return changeOutboxMessage(ctx, actorId, id, 'outbox.mark-sent', async (tx, message) => {
    if (message.channel !== 'whatsapp') throw new AppError('CONFLICT', M.onlyWhatsApp);
    if (ctx.settings.WHATSAPP_PROVIDER !== 'outbox') throw new AppError('CONFLICT', M.notManual);
    if (message.status === 'sent') throw new AppError('CONFLICT', M.alreadySent);
    if (!(await isNoticeDeliverable(tx, message))) throw new AppError('CONFLICT', M.numberNotVerified);
    // Sent by hand, a code message keeps [dihapus] in place of its code, as a delivered one does.
    return repository.markOutboxMessageSent(tx, message.id, whatsAppWithoutSecrets(message));
  });
}

// ---------------------------------------------------------------------------------------------
// Admin accounts (npm run admin:create)

export interface AdminAccountInput {
  email: string;
  name: string;
  phone: string;
  /** Whether `phone` is a real number the operator vouches for (not the placeholder). */
  isPhoneVerified: boolean;
  passwordHash: string;
}

/**
 * Creates an admin, or makes the user of that e-mail an active admin with the new password (and
 * their own phone). A new admin's verified phone must be no other account's verified one: PHONE_TAKEN.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: AdminAccountInput,
): Promise<{ outcome: 'created' | 'promoted'; userId: string }> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const existing = await repository.findUserByEmail(tx, email);
    if (existing) {
      const locked = (await repository.lockUser(tx, existing.id))!;
      await repository.updateUser(tx, locked.id, {
        role: 'admin',
        isActive: true,
        name: input.name,
        passwordHash: input.passwordHash,
      });
      // Whoever knew the old password is signed out: the account now opens the admin console.
      await repository.revokeUserSessions(tx, locked.id, 'promoted to admin from the command line');
      await recordAudit(tx, {
        actorId: null,
        action: 'user.promote',
        entity: 'user',
        entityId: locked.id,
        before: { role: locked.role, isActive: locked.isActive, name: locked.name },
        after: { role: 'admin', isActive: true, name: input.name },
      });
      return { outcome: 'promoted' as const, userId: locked.id };
    }
    const user = await repository
      .insertUser(tx, {
        email,
        name: input.name,
        phone: input.phone,
        phoneVerifiedAt: input.isPhoneVerified ? new Date() : null,
        passwordHash: input.passwordHash,
        role: 'admin',
      })
      .catch((error: unknown) => {
        // A verified number belongs to one account (the placeholder of admins made without one is not verified).
        throw brokenUniqueConstraint(error) === 'users_verified_phone_unique' ? phoneTakenError() : error;
      });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      after: { email, name: user.name, role: 'admin' },
    });
    return { outcome: 'created' as const, userId: user.id };
  });
}
