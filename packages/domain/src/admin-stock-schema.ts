/**
 * The admin console's stock and summary contracts (issue 7, 'Stok akun' and 'Ringkasan'): product
 * items ("Akun") with their members and free seats, their credentials shown on demand, bulk
 * import, credential rotation, preorder groups and the shop's summary numbers. The server
 * validates and serialises with these; the web reads its answers with the same types.
 */
import { z } from 'zod';
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
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The field key of an import line's error in the 400 answer's `errors`: 'lines.3'. */
export function importLineKey(line: number): string {
  return `lines.${line}`;
}

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
