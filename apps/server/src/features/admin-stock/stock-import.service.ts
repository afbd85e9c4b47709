/** The bulk import of product items: one provider account per `email|password|pin|profiles` line. */
import {
  importLineKey,
  MAX_IMPORT_LINES,
  type ImportProductItemsBody,
  type ImportResult,
} from '@premium-shop/domain/admin-stock-schema';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import * as seatProfiles from '../lifecycle/seat-profiles';
import type { PlaceProfile } from '../lifecycle/seat-profiles';
import {
  ADMIN_STOCK_MESSAGES as M,
  type AdminStockContext,
  checkProductAndPackage,
  invalid,
  sealSecret,
  toAdminItem,
} from './admin-stock.common';
import * as repository from './admin-stock.repository';

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
