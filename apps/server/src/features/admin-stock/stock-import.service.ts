/**
 * The bulk import of product items: one provider account per `email|password|pin|profiles` line,
 * or per record of a CSV text under the header `email,password,pin,profil`, which may add the
 * account's billing: `jatuh_tempo,biaya,siklus,otomatis,catatan` (docs/decisions/051).
 */
import {
  importLineKey,
  MAX_BILLING_AMOUNT,
  MAX_BILLING_CYCLE_MONTHS,
  MAX_IMPORT_LINES,
  type ImportProductItemsBody,
  profileSlotWarning,
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
  toAdminItems,
} from './admin-stock.common';
import * as repository from './admin-stock.repository';

const importEmail = z.email();

interface ImportLine {
  line: number;
  email: string;
  password: string;
  pin?: string;
  profiles: PlaceProfile[];
  billing?: ImportBilling;
}

/** The optional billing columns of a CSV import (docs/decisions/051); absent ones keep the defaults. */
interface ImportBilling {
  providerExpiresAt?: Date;
  billingCost?: number;
  billingCycleMonths?: number;
  autoRenews?: boolean;
  billingNote?: string;
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
  /** The billing columns' texts, as written (CSV only). */
  billing: Partial<Record<BillingColumnName, string>>;
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
    accounts.push({
      line: index + 1,
      email,
      password,
      pin,
      profiles,
      billing: {},
      hasExtraColumns: parts.length > 4,
    });
  });
  return { accounts, errors: new Map(), format: IMPORT_FORMAT };
}

type BillingColumnName = 'renewsAt' | 'cost' | 'cycleMonths' | 'autoRenews' | 'note';
type CsvColumnName = 'email' | 'password' | 'pin' | 'profiles' | BillingColumnName;

/**
 * The CSV headings the import knows, in any order and case; email and password are required. The
 * billing columns are optional: the renewal date (`jatuh_tempo`, YYYY-MM-DD in WIB or DD/MM/YYYY),
 * the cost per cycle in Rupiah (`biaya`; empty: the product's provider price), the cycle in months
 * (`siklus`), whether the provider renews it by itself (`otomatis`: ya/tidak) and a note (`catatan`).
 */
const CSV_HEADINGS: Record<string, CsvColumnName> = {
  email: 'email',
  password: 'password',
  pin: 'pin',
  profil: 'profiles',
  profile: 'profiles',
  profiles: 'profiles',
  jatuh_tempo: 'renewsAt',
  perpanjang: 'renewsAt',
  renewal_date: 'renewsAt',
  biaya: 'cost',
  cost: 'cost',
  siklus: 'cycleMonths',
  siklus_bulan: 'cycleMonths',
  cycle_months: 'cycleMonths',
  otomatis: 'autoRenews',
  auto_renews: 'autoRenews',
  catatan: 'note',
  note: 'note',
};

const BILLING_COLUMNS: readonly BillingColumnName[] = [
  'renewsAt',
  'cost',
  'cycleMonths',
  'autoRenews',
  'note',
];

export const IMPORT_CSV_HEADER = 'email,password,pin,profil';
/** The optional billing headings of a CSV import. */
export const OPTIONAL_BILLING_HEADINGS = 'jatuh_tempo,biaya,siklus,otomatis,catatan';

function delimiterOf(format: string): string {
  return format.includes(';') ? ';' : ',';
}

const WIB_OFFSET = '+07:00';

/** `2026-12-31` or `31/12/2026` as the start of that day in WIB; null when it is no date. */
function parseRenewalDate(text: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : local
      ? [local[3]!, local[2]!.padStart(2, '0'), local[1]!.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00${WIB_OFFSET}`);
  // 2026-02-30 rolls over to March: not a date the admin meant.
  const isReal =
    !Number.isNaN(date.getTime()) &&
    new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10) === `${year}-${month}-${day}`;
  return isReal ? date : null;
}

/** `150000`, `150.000` or `Rp 150.000` as whole Rupiah; null when it is none of those. */
function parseRupiah(text: string): number | null {
  const digits = text.replace(/^rp\.?\s*/i, '');
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(digits)) return null;
  const amount = Number(digits.replaceAll('.', ''));
  return amount <= MAX_BILLING_AMOUNT ? amount : null;
}

const YES = new Set(['ya', 'y', 'yes', 'true', '1', 'otomatis']);
const NO = new Set(['tidak', 't', 'no', 'false', '0', 'manual']);

/** The billing columns of one record checked; an error text (Indonesian) when one is bad. */
function parseBilling(raw: RawAccount['billing']): ImportBilling | string {
  const billing: ImportBilling = {};
  const renewsAt = raw.renewsAt?.trim();
  if (renewsAt) {
    const date = parseRenewalDate(renewsAt);
    if (!date) return `tanggal jatuh tempo "${renewsAt}" tidak valid (tulis YYYY-MM-DD atau DD/MM/YYYY)`;
    billing.providerExpiresAt = date;
  }
  const cost = raw.cost?.trim();
  if (cost) {
    const amount = parseRupiah(cost);
    if (amount === null) return `biaya "${cost}" tidak valid (tulis angka Rupiah, misalnya 150000)`;
    billing.billingCost = amount;
  }
  const cycle = raw.cycleMonths?.trim();
  if (cycle) {
    const months = /^\d+$/.test(cycle) ? Number(cycle) : NaN;
    if (!(months >= 1 && months <= MAX_BILLING_CYCLE_MONTHS)) {
      return `siklus "${cycle}" tidak valid (1 sampai ${MAX_BILLING_CYCLE_MONTHS} bulan)`;
    }
    billing.billingCycleMonths = months;
  }
  const autoRenews = raw.autoRenews?.trim().toLowerCase();
  if (autoRenews) {
    if (YES.has(autoRenews)) billing.autoRenews = true;
    else if (NO.has(autoRenews)) billing.autoRenews = false;
    else return `kolom otomatis "${raw.autoRenews!.trim()}" tidak valid (tulis ya atau tidak)`;
  }
  const note = raw.note?.trim();
  if (note) {
    if (note.length > 500) return 'catatan terlalu panjang (maksimal 500 karakter)';
    billing.billingNote = note;
  }
  return billing;
}

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
    if (!column) {
      return `kolom "${field.value.trim()}" tidak dikenal, judul kolom: ${format} (opsional: ${OPTIONAL_BILLING_HEADINGS.replaceAll(',', delimiterOf(format))})`;
    }
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
    const values: Partial<Record<CsvColumnName, string>> = {};
    record.fields.slice(0, columns.length).forEach((field, index) => {
      values[columns[index]!] = field.isQuoted ? field.value : field.value.trim();
    });
    const extra = record.fields.slice(columns.length);
    return {
      line: record.line,
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
      pin: values.pin ?? '',
      profiles: values.profiles ?? '',
      billing: Object.fromEntries(
        BILLING_COLUMNS.filter((column) => values[column] !== undefined).map((column) => [
          column,
          values[column],
        ]),
      ),
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
  for (const {
    line: number,
    email,
    password,
    pin,
    profiles: profileText,
    billing: rawBilling,
    hasExtraColumns,
  } of accounts) {
    const profiles = parseProfiles(profileText, pin);
    const billing = parseBilling(rawBilling);
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
    } else if (typeof billing === 'string') {
      errors.set(number, `Baris ${number}: ${billing}`);
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
        ...(Object.keys(billing).length > 0 && { billing }),
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
 * the e-mail, with the product's slot; a Sharing Private line whose profiles are fewer or more
 * than that slot is imported with a warning (it takes only as many buyers as it has profiles). Any bad line (format, duplicate in the text, an e-mail a
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
  const warnings: string[] = [];
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
    if (product.type === seatProfiles.SHARING_PRIVATE) {
      for (const line of lines) {
        const warning = profileSlotWarning(product.slot, line.profiles.length);
        if (warning) warnings.push(`Baris ${line.line} (${line.email}): ${warning}`);
      }
    }
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
        ...line.billing,
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
      after: {
        packageId: body.package ?? null,
        itemIds: created,
        emails: lines.map((line) => line.email),
        ...(lines.some((line) => line.billing) && {
          billing: lines.map((line) => ({
            email: line.email,
            ...line.billing,
            providerExpiresAt: line.billing?.providerExpiresAt?.toISOString(),
          })),
        }),
      },
    });
    await seatProfiles.restockProduct(tx, product.id, ctx);
    return created;
  });
  const views = await repository.findItemViews(ctx.db, ids);
  return { created: ids.length, items: await toAdminItems(ctx, views), warnings };
}
