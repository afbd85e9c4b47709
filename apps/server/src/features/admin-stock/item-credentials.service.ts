/** An item's credentials: revealed to the admin (audited) and rotated with its customers told. */
import type {
  ItemCredentials,
  RotateCredentialsBody,
  RotateResult,
} from '@premium-shop/domain/admin-stock-schema';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import { notifyByDashboardAndWhatsApp } from '../notifications/notifications.service';
import {
  ADMIN_STOCK_MESSAGES as M,
  type AdminStockContext,
  itemAnswer,
  lockKnownItem,
} from './admin-stock.common';
import * as repository from './admin-stock.repository';

const NOTIFICATION_CATEGORY = 'Akun';

// ---------------------------------------------------------------------------------------------
// Reveal

/**
 * POST /api/admin/product-items/:id/reveal: the item's credentials, opened for the admin who asked;
 * each reveal writes a 'credentials.reveal' audit row (naming the fields shown, never their values).
 */
export async function revealCredentials(
  ctx: AdminStockContext,
  actorId: string,
  id: string,
): Promise<ItemCredentials> {
  return ctx.db.transaction(async (tx) => {
    const item = isUuid(id) ? await repository.findItem(tx, id) : undefined;
    if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
    const secret = seatProfiles.openSecretToRewrite(ctx, item);
    const credentials: ItemCredentials = {
      email: item.email,
      domain: item.domain,
      password: secret.password ?? null,
      pin: secret.pin ?? null,
      profiles: seatProfiles.itemProfiles(secret),
      key: secret.key ?? null,
      links: secret.links ?? [],
    };
    await recordAudit(tx, {
      actorId,
      action: 'credentials.reveal',
      entity: 'product_item',
      entityId: item.id,
      after: {
        fields: Object.entries(credentials)
          .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== null))
          .map(([field]) => field),
      },
    });
    return credentials;
  });
}

// ---------------------------------------------------------------------------------------------
// Rotation

function rotatedNotice(productName: string, itemName: string, changed: string[]) {
  const what = changed.join(' dan ');
  return {
    title: 'Password Akun Diperbarui',
    content: `${what[0]!.toUpperCase()}${what.slice(1)} akun ${productName} (${itemName}) sudah diganti. Lihat data terbaru di halaman Akun Anda atau detail pesanan.`,
  };
}

/**
 * POST /api/admin/product-items/:id/rotate: a new password and/or PIN sealed into the item's
 * secret; every customer holding an Aktif/Tenggang seat in it is told once, in the dashboard
 * ('Akun') and by WhatsApp, in the same transaction.
 */
export async function rotateCredentials(
  ctx: AdminStockContext,
  actorId: string,
  id: string,
  body: RotateCredentialsBody,
): Promise<RotateResult> {
  const notified = await ctx.db.transaction(async (tx) => {
    const item = await lockKnownItem(tx, id);
    const secret = seatProfiles.openSecretToRewrite(ctx, item);
    const changed: string[] = [];
    if (body.password !== undefined) {
      secret.password = body.password;
      changed.push('password');
    }
    if (body.pin !== undefined) {
      secret.pin = body.pin;
      changed.push('PIN');
    }
    await repository.updateItem(tx, item.id, { secret: ctx.vault.seal(secret) });
    const product = (await repository.findProduct(tx, item.productId))!;
    const members = await repository.listHoldingMembers(tx, item.id);
    const notice = rotatedNotice(product.name, item.name, changed);
    for (const member of members) {
      await notifyByDashboardAndWhatsApp(
        tx,
        {
          userId: member.userId,
          category: NOTIFICATION_CATEGORY,
          title: notice.title,
          content: notice.content,
          shortDescription: [product.name, member.invoice ?? item.name].join(' · '),
          productId: product.id,
          orderId: member.orderId,
        },
        {
          phone: member.phone,
          reference: member.invoice ? `No. pesanan: ${member.invoice}` : `Akun: ${item.name}`,
        },
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'credentials.rotate',
      entity: 'product_item',
      entityId: item.id,
      after: {
        changed: changed.map((field) => field.toLowerCase()),
        notifiedUserIds: members.map((member) => member.userId),
      },
    });
    return members.length;
  });
  return { item: await itemAnswer(ctx, id), notified };
}
