/**
 * The admin's stock (issue 7, 'Stok akun'): product items with their members and free seats,
 * credentials opened only on demand (every reveal audited), items created one by one or imported
 * in bulk (all or nothing), edited, and credentials rotated with every holding member told in the
 * dashboard and by WhatsApp. Every write runs in one transaction with its audit row, so a
 * rolled-back change leaves no trace and sends nothing.
 */
import {
  importLineKey,
  LOW_STOCK_THRESHOLD,
  MAX_IMPORT_LINES,
  type AdminProductItem,
  type CreateProductItemBody,
  type ImportProductItemsBody,
  type ImportResult,
  type ItemCredentials,
  type ListProductItemsQuery,
  type PreorderGroup,
  type ProductItemDetail,
  type RotateCredentialsBody,
  type RotateResult,
  type UpdateProductItemBody,
} from '@premium-shop/domain/admin-stock-schema';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import { enqueueWhatsApp } from '../outbox/outbox.service';
import * as seatProfiles from '../fulfilment/seat-profiles';
import type { PlaceProfile, StoredItemSecret } from '../fulfilment/seat-profiles';
import type { PaymentsContext } from '../payments/payments.service';
import * as repository from './admin-stock.repository';
import type { ItemRecord, ItemView } from './admin-stock.repository';
import { recordNotification } from '../notifications/notifications.service';

export type AdminStockContext = PaymentsContext;

export const ADMIN_STOCK_MESSAGES = {
  itemNotFound: 'Akun tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  packageRequired: 'Pilih paket produk ini',
  packageNotSold: 'Paket ini tidak dijual untuk produk ini',
  packageNone: 'Produk ini dijual tanpa paket',
  slotBelowTaken: (taken: number) => `Slot tidak boleh kurang dari kursi yang sudah terisi (${taken})`,
  formingState: 'Status grup preorder berubah saat grupnya penuh dan diaktifkan',
  profilesType: 'Profil dan PIN hanya untuk produk tipe Sharing Private',
  secretUnreadable: 'Data akun tersimpan tidak dapat dibaca, buat akun baru',
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

const NOTIFICATION_CATEGORY = 'Akun';

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** Active items offer their empty places; forming, full and ended ones none. */
function freeSeatsOf(state: ItemRecord['state'], slot: number, seatsTaken: number): number {
  return state === 'active' ? Math.max(slot - seatsTaken, 0) : 0;
}

/** 'active' or 'full' for an open item, by its seats; other states stay. */
function openState(state: ItemRecord['state'], slot: number, seatsTaken: number): ItemRecord['state'] {
  if (state !== 'active' && state !== 'full') return state;
  return seatsTaken >= slot ? 'full' : 'active';
}

/** Sharing Private: the item's profiles counted against the ones its live seats use; null for other types. */
function profileCountsOf(ctx: AdminStockContext, view: ItemView): AdminProductItem['profiles'] {
  if (view.productType !== seatProfiles.SHARING_PRIVATE) return null;
  const profiles = seatProfiles.itemProfiles(seatProfiles.openStoredSecret(ctx, view.secret));
  const used = new Set(view.usedProfiles.map(seatProfiles.profileKey));
  return seatProfiles.profileCounts(profiles, used);
}

function toAdminItem(ctx: AdminStockContext, view: ItemView): AdminProductItem {
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
    freeSeats: freeSeatsOf(view.state, view.slot, view.seatsTaken),
    providerExpiresAt: iso(view.providerExpiresAt),
    host: view.hostId ? { _id: view.hostId, name: view.hostName ?? '', email: view.hostEmail ?? '' } : null,
    hasSecret: view.hasSecret,
    isLowStock: view.productMethod === 'Ready' && view.productFreeSeats < LOW_STOCK_THRESHOLD,
    profiles: profileCountsOf(ctx, view),
    createdAt: view.createdAt.toISOString(),
  };
}

async function itemAnswer(ctx: AdminStockContext, id: string): Promise<AdminProductItem> {
  const view = await repository.findItemView(ctx.db, id);
  if (!view) throw new AppError('NOT_FOUND', M.itemNotFound);
  return toAdminItem(ctx, view);
}

async function lockKnownItem(tx: Transaction, id: string): Promise<ItemRecord> {
  const item = isUuid(id) ? await repository.lockItem(tx, id) : undefined;
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return item;
}

/** The item's opened secret; 409 when it cannot be read (sealing over it would lose the credentials). */
function openSecret(ctx: AdminStockContext, item: ItemRecord): StoredItemSecret {
  if (!item.secret) return {};
  try {
    return ctx.vault.open<StoredItemSecret>(item.secret);
  } catch (error) {
    ctx.log.error({ err: error, itemId: item.id }, 'sealed credentials cannot be opened');
    throw new AppError('CONFLICT', M.secretUnreadable);
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ItemPage {
  data: AdminProductItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** GET /api/admin/product-items: filtered by product, state and part of its name, e-mail, domain or product. */
export async function listItems(ctx: AdminStockContext, query: ListProductItemsQuery): Promise<ItemPage> {
  const { views, total } = await repository.listItemViews(ctx.db, {
    productId: query.product,
    state: query.state,
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: views.map((view) => toAdminItem(ctx, view)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
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
      expireAt: iso(member.expireAt),
      createdAt: member.createdAt.toISOString(),
    })),
  };
}

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
    const secret = openSecret(ctx, item);
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
// Creating and editing

/** The product, and the package checked against the ones it is sold in. */
async function checkProductAndPackage(
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

function sealSecret(ctx: AdminStockContext, secret: SecretInput): Buffer | null {
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
        hasSecret: secret !== null,
        profiles: body.profiles?.map((profile) => profile.name) ?? [],
      },
    });
    await seatProfiles.restockProduct(tx, product.id);
    return itemId!;
  });
  return itemAnswer(ctx, id);
}

function auditFields(item: ItemRecord) {
  return {
    name: item.name,
    providerExpiresAt: iso(item.providerExpiresAt),
    state: item.state,
    slot: item.slot,
    seatsTaken: item.seatsTaken,
  };
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
  const secret = openSecret(ctx, item);
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
 * PATCH /api/admin/product-items/:id: the name, the provider's expiry, the slot (never below the
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
      ...(body.providerExpiresAt !== undefined && {
        providerExpiresAt: body.providerExpiresAt ? new Date(body.providerExpiresAt) : null,
      }),
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
    await seatProfiles.restockProduct(tx, item.productId);
  });
  return itemAnswer(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Import

const importEmail = z.email();

interface ImportLine {
  line: number;
  email: string;
  password: string;
  pin?: string;
  profiles: PlaceProfile[];
}

export const IMPORT_FORMAT = 'email|password|pin|profil:PIN;profil:PIN';

/**
 * The profiles column: `Nama:PIN` pairs separated by `;` (a name without `:PIN` takes the line's
 * pin, so the older `email|password|pin|profile` lines read as before); an error text when bad.
 */
function parseProfiles(text: string, linePin: string): PlaceProfile[] | string {
  const profiles: PlaceProfile[] = [];
  for (const part of text.split(';')) {
    const entry = part.trim();
    if (entry === '') continue;
    const colon = entry.lastIndexOf(':');
    const name = (colon === -1 ? entry : entry.slice(0, colon)).trim();
    const pin = (colon === -1 ? linePin : entry.slice(colon + 1)).trim();
    if (name === '') return 'nama profil kosong';
    if (name.length > 100 || pin.length > 50) return 'password, PIN atau profil terlalu panjang';
    if (profiles.some((profile) => seatProfiles.profileKey(profile.name) === seatProfiles.profileKey(name))) {
      return `profil ${name} tertulis dua kali`;
    }
    profiles.push({ name, pin: pin || null });
  }
  if (profiles.length > 50) return 'terlalu banyak profil (paling banyak 50)';
  return profiles;
}

/**
 * Reads `email|password|pin|profiles` lines (1-based numbers as the admin sees them): blank lines
 * and lines starting with # are skipped; each other line must have a valid e-mail and a password;
 * profiles are `Nama:PIN` pairs separated by `;`.
 */
export function parseImportLines(text: string): { lines: ImportLine[]; errors: Map<number, string> } {
  const lines: ImportLine[] = [];
  const errors = new Map<number, string>();
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const number = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const parts = content.split('|').map((part) => part.trim());
    const [email = '', password = '', pin = '', profileText = ''] = parts;
    const profiles = parseProfiles(profileText, pin);
    if (parts.length > 4) {
      errors.set(number, `Baris ${number}: terlalu banyak kolom, format: ${IMPORT_FORMAT}`);
    } else if (!importEmail.safeParse(email).success || email.length > 254) {
      errors.set(number, `Baris ${number}: email tidak valid`);
    } else if (password === '') {
      errors.set(number, `Baris ${number}: password wajib diisi`);
    } else if (password.length > 500 || pin.length > 50) {
      errors.set(number, `Baris ${number}: password, PIN atau profil terlalu panjang`);
    } else if (typeof profiles === 'string') {
      errors.set(number, `Baris ${number}: ${profiles}`);
    } else if (seen.has(email.toLowerCase())) {
      errors.set(number, `Baris ${number}: email sama dengan baris ${seen.get(email.toLowerCase())}`);
    } else {
      seen.set(email.toLowerCase(), number);
      lines.push({
        line: number,
        email,
        password,
        ...(pin && { pin }),
        profiles,
      });
    }
  });
  return { lines, errors };
}

function importFailure(errors: Map<number, string>): AppError {
  const ordered = [...errors.entries()].sort(([a], [b]) => a - b);
  return new AppError(
    'VALIDATION_FAILED',
    M.importInvalid(ordered.length),
    Object.fromEntries(ordered.map(([line, message]) => [importLineKey(line), message])),
  );
}

/**
 * POST /api/admin/product-items/import: one active item per line, named after the product and
 * the e-mail, with the product's slot. Any bad line (format, duplicate in the text, an e-mail a
 * live item of the product already has) refuses the whole import with a line-numbered list.
 */
export async function importItems(
  ctx: AdminStockContext,
  actorId: string,
  body: ImportProductItemsBody,
): Promise<ImportResult> {
  const { lines, errors } = parseImportLines(body.lines);
  if (lines.length === 0 && errors.size === 0) throw invalid('lines', M.importEmpty);
  if (lines.length + errors.size > MAX_IMPORT_LINES) throw invalid('lines', M.importTooMany);
  const ids = await ctx.db.transaction(async (tx) => {
    const product = await checkProductAndPackage(tx, body.product, body.package);
    const used = new Set(
      await repository.findUsedEmails(
        tx,
        product.id,
        lines.map((line) => line.email.toLowerCase()),
      ),
    );
    for (const line of lines) {
      if (used.has(line.email.toLowerCase())) {
        errors.set(line.line, `Baris ${line.line}: akun ${line.email} sudah ada untuk produk ini`);
      }
    }
    if (product.type !== seatProfiles.SHARING_PRIVATE) {
      for (const line of lines) {
        if (line.profiles.length > 0) errors.set(line.line, `Baris ${line.line}: ${M.profilesType}`);
      }
    }
    if (errors.size > 0) throw importFailure(errors);
    const created = await repository.insertItems(
      tx,
      lines.map((line) => ({
        productId: product.id,
        packageId: body.package ?? null,
        name: `${product.name} ${line.email}`,
        email: line.email,
        secret: sealSecret(ctx, {
          password: line.password,
          ...(line.pin && { pin: line.pin }),
          ...(line.profiles.length > 0 && {
            profiles: line.profiles.map((profile) => ({ name: profile.name, pin: profile.pin ?? undefined })),
          }),
        }),
        state: 'active' as const,
        slot: product.slot,
        seatsTaken: 0,
      })),
    );
    await recordAudit(tx, {
      actorId,
      action: 'product_item.import',
      entity: 'product',
      entityId: product.id,
      after: { packageId: body.package ?? null, itemIds: created, emails: lines.map((line) => line.email) },
    });
    await seatProfiles.restockProduct(tx, product.id);
    return created;
  });
  const views = await repository.findItemViews(ctx.db, ids);
  return { created: ids.length, items: views.map((view) => toAdminItem(ctx, view)) };
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
    const secret = openSecret(ctx, item);
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
      await recordNotification(tx, {
        userId: member.userId,
        category: NOTIFICATION_CATEGORY,
        title: notice.title,
        content: notice.content,
        shortDescription: [product.name, member.invoice ?? item.name].join(' · '),
        productId: product.id,
        orderId: member.orderId,
      });
      const reference = member.invoice ? `No. pesanan: ${member.invoice}` : `Akun: ${item.name}`;
      await enqueueWhatsApp(tx, {
        to: member.phone,
        text: `*${notice.title}*\n${notice.content}\n${reference}`,
      });
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

// ---------------------------------------------------------------------------------------------
// Preorder groups

/** GET /api/admin/preorder-groups: groups filling up, and full ones waiting for activation. */
export async function listPreorderGroups(ctx: AdminStockContext): Promise<PreorderGroup[]> {
  const groups = await repository.listPreorderGroups(ctx.db);
  return groups.map((group) => ({
    _id: group.id,
    name: group.name,
    product: { _id: group.product_id, name: group.product_name, type: group.product_type },
    package: group.package_id ? { _id: group.package_id, name: group.package_name ?? '' } : null,
    state: group.state,
    willUser: group.seats_taken,
    slot: group.slot,
    createdAt: group.created_at.toISOString(),
    orders: group.orders.map((order) => ({
      _id: order.id,
      invoice: order.invoice,
      status: order.status as PreorderGroup['orders'][number]['status'],
      buyer: { name: order.buyer_name, email: order.buyer_email },
      paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    })),
  }));
}
