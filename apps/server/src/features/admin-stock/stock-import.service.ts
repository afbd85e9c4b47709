/**
 * The bulk import of product items: one provider account per `email|password|pin|profiles` line,
 * or per record of a CSV text under the header `email,password,pin,profil`.
 */
import {
  importLineKey,
  MAX_IMPORT_LINES,
  type ImportProductItemsBody,
  type ImportResult,
} from '@premium-shop/domain/admin-stock-schema';
import { parseCsv, type CsvRecord } from '@premium-shop/domain/csv';
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

/** One account as a line or record gives it, before any check; `hasExtraColumns` when it had too many. */
interface RawAccount {
  line: number;
  email: string;
  password: string;
  pin: string;
  profiles: string;
  hasExtraColumns: boolean;
}

interface ReadAccounts {
  accounts: RawAccount[];
  errors: Map<number, string>;
  /** What a line with too many columns is told to look like. */
  format: string;
}

/**
 * `email|password|pin|profiles` lines: blank lines and lines starting with # are skipped, each
 * part is trimmed (a password cannot hold '|' or spaces at its edges: CSV can).
 */
function readPipeLines(text: string): ReadAccounts {
  const accounts: RawAccount[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const parts = content.split('|').map((part) => part.trim());
    const [email = '', password = '', pin = '', profiles = ''] = parts;
    accounts.push({ line: index + 1, email, password, pin, profiles, hasExtraColumns: parts.length > 4 });
  });
  return { accounts, errors: new Map(), format: IMPORT_FORMAT };
}

type CsvColumnName = 'email' | 'password' | 'pin' | 'profiles';

/** The CSV headings the import knows, in any order and case; email and password are required. */
const CSV_HEADINGS: Record<string, CsvColumnName> = {
  email: 'email',
  password: 'password',
  pin: 'pin',
  profil: 'profiles',
  profile: 'profiles',
  profiles: 'profiles',
};

export const IMPORT_CSV_HEADER = 'email,password,pin,profil';

/**
 * The CSV header that makes an import CSV: its first line that is neither blank nor a comment
 * names the column `email` among others, separated by commas or by semicolons (Excel in an
 * Indonesian locale separates with semicolons). A pipe line starts with an address, never the
 * bare word. Returns the delimiter, or null for the pipe format.
 */
function csvDelimiterOf(text: string): ',' | ';' | null {
  const first = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  if (!first) return null;
  const delimiters = [',', ';'] as const;
  return (
    delimiters.find((delimiter) =>
      first.split(delimiter).some(
        (heading) =>
          heading
            .trim()
            .replace(/^"(.*)"$/, '$1')
            .trim()
            .toLowerCase() === 'email',
      ),
    ) ?? null
  );
}

/** The columns the header row names, in its order; an error text when it names one twice or an unknown one. */
function csvColumnsOf(header: CsvRecord, format: string): CsvColumnName[] | string {
  const columns: CsvColumnName[] = [];
  for (const field of header.fields) {
    const heading = field.value.trim().toLowerCase();
    const column = CSV_HEADINGS[heading];
    if (!column) return `kolom "${field.value.trim()}" tidak dikenal, judul kolom: ${format}`;
    if (columns.includes(column)) return `kolom ${heading} tertulis dua kali`;
    columns.push(column);
  }
  if (!columns.includes('email') || !columns.includes('password')) {
    return `kolom email dan password wajib ada, judul kolom: ${format}`;
  }
  return columns;
}

/**
 * CSV records under a header row naming the columns. A quoted field is taken exactly as written
 * (a password may hold '|', the delimiter, quotes or spaces at its edges); an unquoted one is
 * trimmed. Blank records and records starting with # are skipped.
 */
function readCsvRecords(text: string, delimiter: ',' | ';'): ReadAccounts {
  const format = IMPORT_CSV_HEADER.replaceAll(',', delimiter);
  const errors = new Map<number, string>();
  const read = parseCsv(text, delimiter);
  if (read.error) {
    errors.set(read.error.line, `Baris ${read.error.line}: ${read.error.message}`);
    return { accounts: [], errors, format };
  }
  const records = read.records.filter(
    (record) =>
      !record.raw.trim().startsWith('#') && record.fields.some((field) => field.value.trim() !== ''),
  );
  const [header, ...rows] = records;
  if (!header) return { accounts: [], errors, format };
  const columns = csvColumnsOf(header, format);
  if (typeof columns === 'string') {
    errors.set(header.line, `Baris ${header.line}: ${columns}`);
    return { accounts: [], errors, format };
  }
  const accounts = rows.map((record) => {
    const values: Record<CsvColumnName, string> = { email: '', password: '', pin: '', profiles: '' };
    record.fields.slice(0, columns.length).forEach((field, index) => {
      values[columns[index]!] = field.isQuoted ? field.value : field.value.trim();
    });
    const extra = record.fields.slice(columns.length);
    return {
      line: record.line,
      email: values.email.trim(),
      password: values.password,
      pin: values.pin,
      profiles: values.profiles,
      // Excel writes empty cells past the last heading when a row ran longer: those are harmless.
      hasExtraColumns: extra.some((field) => field.value.trim() !== ''),
    };
  });
  return { accounts, errors, format };
}

/**
 * Reads the import's text, in CSV when it starts with a header row (`email,password,pin,profil`)
 * and as `email|password|pin|profiles` lines otherwise (1-based line numbers as the admin sees
 * them). Each account must have a valid e-mail and a password; profiles are `Nama:PIN` pairs
 * separated by `;`.
 */
export function parseImportLines(text: string): { lines: ImportLine[]; errors: Map<number, string> } {
  const delimiter = csvDelimiterOf(text);
  const { accounts, errors, format } =
    delimiter === null ? readPipeLines(text) : readCsvRecords(text, delimiter);
  const lines: ImportLine[] = [];
  const seen = new Map<string, number>();
  for (const { line: number, email, password, pin, profiles: profileText, hasExtraColumns } of accounts) {
    const profiles = parseProfiles(profileText, pin);
    if (hasExtraColumns) {
      errors.set(number, `Baris ${number}: terlalu banyak kolom, format: ${format}`);
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
  }
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
