/**
 * The admin console's stock and summary contracts (issue 7, 'Stok akun' and 'Ringkasan'): product
 * items ("Akun") with their members and free seats, their credentials shown on demand, bulk
 * import, credential rotation, preorder groups and the shop's summary numbers. The server
 * validates and serialises with these; the web reads its answers with the same types.
 */
import { z } from 'zod';
import { MS_PER_DAY } from './constants';
import { ACCOUNT_STATUSES, ORDER_STATUSES } from './order-status';

export const PRODUCT_ITEM_STATES = ['forming', 'active', 'full', 'ended'] as const;
export type ProductItemState = (typeof PRODUCT_ITEM_STATES)[number];

/** The states an admin may set by hand; 'full' follows from the seats, 'forming' from preorders. */
export const EDITABLE_ITEM_STATES = ['active', 'ended'] as const;

/** Indonesian labels of the item states. */
export const PRODUCT_ITEM_STATE_LABELS: Record<ProductItemState, string> = {
  forming: 'Grup terbentuk',
  active: 'Aktif',
  full: 'Penuh',
  ended: 'Berakhir',
};

/** A Ready product is low on stock when fewer free seats than this remain in its active items. */
export const LOW_STOCK_THRESHOLD = 2;

export const ADMIN_STOCK_PAGE_SIZE = 20;
export const MAX_ADMIN_STOCK_PAGE_SIZE = 100;
/** At most this many lines in one import. */
export const MAX_IMPORT_LINES = 500;

const isoDate = z.string().nullable();

// ---------------------------------------------------------------------------------------------
// A provider account's billing and renewal (docs/decisions/051)

/**
 * Where an account stands against its renewal date (`providerExpiresAt`): no date, renewed past
 * the reminder window, due within RENEWAL_REMINDER_DAYS, or overdue (past the date and not
 * renewed: none of its places is sold until it is renewed).
 */
export const RENEWAL_STATES = ['none', 'ok', 'due', 'overdue'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

export const RENEWAL_STATE_LABELS: Record<RenewalState, string> = {
  none: 'Tanpa tanggal',
  ok: 'Aman',
  due: 'Segera jatuh tempo',
  overdue: 'Lewat jatuh tempo',
};

/**
 * Where an account stands on `now`: overdue once its renewal date has come (unless the provider
 * renews it by itself, when it is only due until the shop moves the date on), due within
 * `reminderDays` of it, ok before; none without a date.
 */
export function renewalStateOf(
  account: { renewsAt: Date | null; autoRenews: boolean },
  now: Date,
  reminderDays: number,
): RenewalState {
  if (!account.renewsAt) return 'none';
  const left = account.renewsAt.getTime() - now.getTime();
  if (left <= 0) return account.autoRenews ? 'due' : 'overdue';
  return left <= reminderDays * MS_PER_DAY ? 'due' : 'ok';
}

/** The longest billing cycle an account may have, in months (the database holds 1 to 36). */
export const MAX_BILLING_CYCLE_MONTHS = 36;
/** The most an account's cost or a renewal's payment may be, in Rupiah. */
export const MAX_BILLING_AMOUNT = 100_000_000;

export const itemBillingSchema = z.object({
  /** Rupiah per cycle: the account's own cost, or its product's provider price (modalFee) when it has none. */
  cost: z.number().int(),
  /** True when `cost` is the product's provider price, the account having none of its own. */
  isDefaultCost: z.boolean(),
  cycleMonths: z.number().int(),
  /** The provider renews it by itself (a card on file): the shop records the cost on the date. */
  autoRenews: z.boolean(),
  note: z.string().nullable(),
  renewalState: z.enum(RENEWAL_STATES),
  /** When the admins were reminded of the current renewal date; null before, and after a renewal. */
  remindedAt: isoDate,
});
export type ItemBilling = z.infer<typeof itemBillingSchema>;

/** One payment to the provider for an account (a renewal), newest first in its list. */
export const providerCostSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  paidAt: z.string(),
  /** The renewal date the payment bought. */
  coversUntil: isoDate,
  note: z.string().nullable(),
  /** The admin who recorded it; null for an automatic renewal or a deleted admin. */
  recordedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ProviderCost = z.infer<typeof providerCostSchema>;

/** A product item as the stock list shows it (never with its secret). */
export const adminProductItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), type: z.string(), method: z.string() }),
  package: z.object({ _id: z.string(), name: z.string() }).nullable(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  state: z.enum(PRODUCT_ITEM_STATES),
  slot: z.number().int(),
  seatsTaken: z.number().int(),
  /** slot - seatsTaken for active items; 0 for forming, full and ended ones. */
  freeSeats: z.number().int(),
  providerExpiresAt: isoDate,
  host: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  hasSecret: z.boolean(),
  /** The item's product has fewer than LOW_STOCK_THRESHOLD free seats in all its active items. */
  isLowStock: z.boolean(),
  /**
   * Sharing Private: how many profiles (name + PIN, one per place) the account carries and how
   * many of them no live seat uses; null for other product types.
   */
  profiles: z.object({ total: z.number().int(), free: z.number().int() }).nullable(),
  /** What the provider account costs the shop and when it renews (docs/decisions/051). */
  billing: itemBillingSchema,
  createdAt: z.string(),
});
export type AdminProductItem = z.infer<typeof adminProductItemSchema>;

/** A seat of the item: one customer's place. */
export const productItemMemberSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  status: z.enum(ACCOUNT_STATUSES),
  profile: z.string().nullable(),
  expireAt: isoDate,
  createdAt: z.string(),
});
export type ProductItemMember = z.infer<typeof productItemMemberSchema>;

export const productItemDetailSchema = adminProductItemSchema.extend({
  members: z.array(productItemMemberSchema),
});
export type ProductItemDetail = z.infer<typeof productItemDetailSchema>;

/** POST /api/admin/product-items/:id/reveal: the opened credentials. */
export const itemCredentialsSchema = z.object({
  email: z.string().nullable(),
  domain: z.string().nullable(),
  password: z.string().nullable(),
  pin: z.string().nullable(),
  /** Each place's profile with its own PIN (an old account's plain profile names carry the account's PIN). */
  profiles: z.array(z.object({ name: z.string(), pin: z.string().nullable() })),
  key: z.string().nullable(),
  links: z.array(z.string()),
});
export type ItemCredentials = z.infer<typeof itemCredentialsSchema>;

// ---------------------------------------------------------------------------------------------
// Bodies and queries

function page() {
  return z.coerce
    .number({ error: 'Halaman tidak valid' })
    .int({ error: 'Halaman tidak valid' })
    .min(1, { error: 'Halaman tidak valid' })
    .max(100_000, { error: 'Halaman tidak valid' })
    .default(1);
}

const productId = z.guid({ error: 'Produk tidak valid' });
const packageId = z.guid({ error: 'Paket tidak valid' });

export const listProductItemsQuerySchema = z.object({
  product: productId.optional(),
  state: z.enum(PRODUCT_ITEM_STATES, { error: 'Status akun tidak valid' }).optional(),
  search: z.string().trim().max(100, { error: 'Kata kunci terlalu panjang' }).optional(),
  page: page(),
  limit: z.coerce
    .number({ error: 'Jumlah per halaman tidak valid' })
    .int({ error: 'Jumlah per halaman tidak valid' })
    .min(1, { error: 'Jumlah per halaman tidak valid' })
    .max(MAX_ADMIN_STOCK_PAGE_SIZE, { error: 'Jumlah per halaman tidak valid' })
    .default(ADMIN_STOCK_PAGE_SIZE),
});
export type ListProductItemsQuery = z.infer<typeof listProductItemsQuerySchema>;

function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} tidak valid` })
    .trim()
    .min(1, { error: `${label} tidak boleh kosong` })
    .max(max, { error: `${label} terlalu panjang` })
    .optional();
}

function requiredText(max: number, label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} terlalu panjang` });
}

/**
 * One place of a Sharing Private account: its profile name and that profile's PIN. A plain name
 * (the older shape) is a profile whose PIN is the account's.
 */
export const itemProfileSchema = z.union(
  [
    z.object({
      name: requiredText(100, 'Nama profil'),
      pin: optionalText(50, 'PIN profil'),
    }),
    requiredText(100, 'Nama profil').transform((name) => ({ name, pin: undefined })),
  ],
  { error: 'Profil tidak valid' },
);
export type ItemProfile = z.infer<typeof itemProfileSchema>;

/** The profiles of an account: at most 50, each name once (case-insensitive). */
export const itemProfilesSchema = z
  .array(itemProfileSchema, { error: 'Profil tidak valid' })
  .max(50, { error: 'Terlalu banyak profil' })
  .refine(
    (profiles) => new Set(profiles.map((profile) => profile.name.toLowerCase())).size === profiles.length,
    { error: 'Nama profil tidak boleh sama' },
  );

const slotSchema = z
  .number({ error: 'Slot tidak valid' })
  .int({ error: 'Slot tidak valid' })
  .min(1, { error: 'Slot minimal 1' })
  .max(1000, { error: 'Slot maksimal 1000' });

const expirySchema = z.iso.datetime({ offset: true, error: 'Tanggal berakhir akun tidak valid' });

function rupiah(label: string) {
  return z
    .number({ error: `${label} harus berupa angka Rupiah` })
    .int({ error: `${label} harus bilangan bulat Rupiah` })
    .min(0, { error: `${label} tidak boleh negatif` })
    .max(MAX_BILLING_AMOUNT, { error: `${label} terlalu besar` });
}

const cycleMonthsSchema = z
  .number({ error: 'Siklus tagihan tidak valid' })
  .int({ error: 'Siklus tagihan harus bilangan bulat bulan' })
  .min(1, { error: 'Siklus tagihan minimal 1 bulan' })
  .max(MAX_BILLING_CYCLE_MONTHS, { error: `Siklus tagihan maksimal ${MAX_BILLING_CYCLE_MONTHS} bulan` });

const billingNoteSchema = z
  .string({ error: 'Catatan tagihan tidak valid' })
  .trim()
  .max(500, { error: 'Catatan tagihan terlalu panjang (maksimal 500 karakter)' });

/** An account's billing as the admin edits it; null cost: the product's provider price; empty note: none. */
const billingFields = {
  billingCost: rupiah('Biaya per siklus').nullable().optional(),
  billingCycleMonths: cycleMonthsSchema.optional(),
  autoRenews: z.boolean({ error: 'Perpanjang otomatis tidak valid' }).optional(),
  billingNote: billingNoteSchema.nullable().optional(),
};

export const createProductItemBodySchema = z.object({
  product: productId,
  package: packageId.nullish(),
  name: requiredText(200, 'Nama akun'),
  email: z
    .email({ error: 'Email akun tidak valid' })
    .max(254, { error: 'Email akun terlalu panjang' })
    .optional(),
  domain: optionalText(253, 'Domain'),
  password: optionalText(500, 'Password'),
  pin: optionalText(50, 'PIN'),
  profiles: itemProfilesSchema.optional(),
  key: optionalText(1000, 'Key'),
  links: z
    .array(z.url({ error: 'Link tidak valid' }).max(2000, { error: 'Link terlalu panjang' }), {
      error: 'Link tidak valid',
    })
    .max(20, { error: 'Terlalu banyak link' })
    .optional(),
  /** Defaults to the product's slot. */
  slot: slotSchema.optional(),
  providerExpiresAt: expirySchema.optional(),
  ...billingFields,
});
export type CreateProductItemBody = z.infer<typeof createProductItemBodySchema>;

export const updateProductItemBodySchema = z
  .object({
    name: requiredText(200, 'Nama akun').optional(),
    /** null clears the provider's expiry. */
    providerExpiresAt: expirySchema.nullable().optional(),
    state: z.enum(EDITABLE_ITEM_STATES, { error: 'Status akun tidak valid' }).optional(),
    slot: slotSchema.optional(),
    /** Sharing Private: the account's whole list of profiles, replacing the stored one. */
    profiles: itemProfilesSchema.optional(),
    ...billingFields,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Tidak ada perubahan yang dikirim',
  });
export type UpdateProductItemBody = z.infer<typeof updateProductItemBodySchema>;

export const importProductItemsBodySchema = z.object({
  product: productId,
  package: packageId.nullish(),
  /**
   * One account per line: `email|password|pin|profiles`, where profiles is `Nama:PIN` pairs
   * separated by `;` (a name without `:PIN` takes the line's pin); blank lines and lines starting
   * with # are skipped. Or CSV under a header row naming the columns (`email,password,pin,profil`,
   * commas or semicolons), where a quoted field is kept exactly: a password with '|' or spaces at
   * its edges.
   */
  lines: z
    .string({ error: 'Isi data akun wajib diisi' })
    .max(200_000, { error: 'Data impor terlalu panjang' }),
});
export type ImportProductItemsBody = z.infer<typeof importProductItemsBodySchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  items: z.array(adminProductItemSchema),
  /**
   * Sharing Private: one line per imported account whose slot and profiles disagree
   * ('Baris 2 (a@contoh.id): ...', see profileSlotWarning); empty when all agree.
   */
  warnings: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * Sharing Private: what the admin is told when an account's slot and its number of profiles
 * disagree. Each buyer gets a profile of their own, so the account takes no more buyers than it has
 * free profiles, and profiles past the slot are never sold. Null when they agree.
 */
export function profileSlotWarning(slot: number, profiles: number): string | null {
  if (profiles === slot) return null;
  if (profiles === 0) {
    return `Slot ${slot} tetapi belum ada profil: akun ini belum menerima pembeli sampai profil dan PIN ditambahkan.`;
  }
  if (profiles < slot) {
    return `Slot ${slot} tetapi hanya ${profiles} profil: akun ini hanya menerima ${profiles} pembeli. Tambah profil atau ubah slot menjadi ${profiles}.`;
  }
  return `${profiles} profil untuk slot ${slot}: ${profiles - slot} profil tidak akan terpakai. Ubah slot menjadi ${profiles} bila semua profil boleh dijual.`;
}

/** The field key of an import line's error in the 400 answer's `errors`: 'lines.3'. */
export function importLineKey(line: number): string {
  return `lines.${line}`;
}

/** POST /api/admin/product-items/:id/renew: the account was paid for until `renewsAt`. */
export const renewProductItemBodySchema = z.object({
  /** The new renewal date; after the current one and after now. */
  renewsAt: z.iso.datetime({ offset: true, error: 'Tanggal perpanjangan berikutnya tidak valid' }),
  /** Rupiah paid; defaults to the account's cost per cycle. */
  amount: rupiah('Jumlah dibayar').optional(),
  /** When it was paid; defaults to now. */
  paidAt: z.iso.datetime({ offset: true, error: 'Tanggal bayar tidak valid' }).optional(),
  note: billingNoteSchema.optional(),
});
export type RenewProductItemBody = z.input<typeof renewProductItemBodySchema>;

export const renewResultSchema = z.object({
  item: adminProductItemSchema,
  cost: providerCostSchema,
  /** False when the same renewal had just been recorded (a double submit): nothing new was written. */
  isNew: z.boolean(),
});
export type RenewResult = z.infer<typeof renewResultSchema>;

/** GET /api/admin/provider-renewals: accounts due within the reminder window or overdue, with their members. */
export const providerRenewalsQuerySchema = z.object({
  state: z.enum(['due', 'overdue'], { error: 'Filter jatuh tempo tidak valid' }).optional(),
});

export const providerRenewalSchema = adminProductItemSchema.extend({
  members: z.array(
    z.object({
      _id: z.string(),
      user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
      status: z.enum(ACCOUNT_STATUSES),
      expireAt: isoDate,
    }),
  ),
});
export type ProviderRenewal = z.infer<typeof providerRenewalSchema>;

export const providerRenewalsSchema = z.object({
  /** RENEWAL_REMINDER_DAYS: how many days ahead an account counts as due. */
  reminderDays: z.number().int(),
  items: z.array(providerRenewalSchema),
});
export type ProviderRenewals = z.infer<typeof providerRenewalsSchema>;

export const rotateCredentialsBodySchema = z
  .object({
    password: optionalText(500, 'Password baru'),
    pin: optionalText(50, 'PIN baru'),
  })
  .refine((body) => body.password !== undefined || body.pin !== undefined, {
    error: 'Isi password baru atau PIN baru',
    path: ['password'],
  });
export type RotateCredentialsBody = z.infer<typeof rotateCredentialsBodySchema>;

export const rotateResultSchema = z.object({
  item: adminProductItemSchema,
  /** How many members were told (each once). */
  notified: z.number().int(),
});
export type RotateResult = z.infer<typeof rotateResultSchema>;

// ---------------------------------------------------------------------------------------------
// Preorder groups and the summary

export const preorderGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), type: z.string() }),
  package: z.object({ _id: z.string(), name: z.string() }).nullable(),
  state: z.enum(PRODUCT_ITEM_STATES),
  willUser: z.number().int(),
  slot: z.number().int(),
  createdAt: z.string(),
  orders: z.array(
    z.object({
      _id: z.string(),
      invoice: z.string(),
      status: z.enum(ORDER_STATUSES),
      buyer: z.object({ name: z.string(), email: z.string() }),
      paidAt: isoDate,
    }),
  ),
});
export type PreorderGroup = z.infer<typeof preorderGroupSchema>;

export const adminSummarySchema = z.object({
  /** The last 30 days in WIB, oldest first, every day present. */
  revenueByDay: z.array(z.object({ date: z.string(), total: z.number().int(), orders: z.number().int() })),
  revenueTotal: z.number().int(),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  freeSeats: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      freeSeats: z.number().int(),
      items: z.number().int(),
      isLowStock: z.boolean(),
    }),
  ),
  fillingGroups: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      productName: z.string(),
      willUser: z.number().int(),
      slot: z.number().int(),
    }),
  ),
  complaintsOpen: z.number().int(),
  reimbursementsPending: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
