/**
 * Bodies and answers of the admin's order calls (/api/admin/orders/*, /api/admin/product-items/*).
 * An admin order is the order exactly as the customer API answers it (payments.service toOrder)
 * plus what only the admin sees: the buyer, the gateway reference, status_reason and the product
 * item it is linked to.
 */
import { orderSchema } from '@premium-shop/domain/order-schema';
import { ORDER_STATUSES } from '@premium-shop/domain/order-status';
import { z } from 'zod';

export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

export const adminOrderSchema = orderSchema.extend({
  buyer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** The gateway's reference of the order's transaction; null for free orders. */
  reference: z.string().nullable(),
  /** Why the order is in its status (Process, Canceled, a refund, ...); the admin's notes land here too. */
  statusReason: z.string().nullable(),
  /** The product item (akun or preorder group) the order is delivered from or waits in. */
  productItemId: z.string().nullable(),
  updatedAt: z.string(),
});

export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** A product item as the admin's answers show it (its secrets never leave through this shape). */
export const adminItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  packageId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  state: z.enum(['forming', 'active', 'full', 'ended']),
  slot: z.number().int(),
  seatsTaken: z.number().int(),
  hostUserId: z.string().nullable(),
  providerExpiresAt: z.string().nullable(),
});

export type AdminItem = z.infer<typeof adminItemSchema>;

const idParam = z.string().min(1).max(64);
export const orderIdParams = z.object({ id: idParam });
export const idOrInvoiceParams = z.object({ idOrInvoice: idParam });

export const listOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak valid' }).optional(),
  search: z.string().trim().max(100, { error: 'Kata kunci terlalu panjang' }).optional(),
  page: z.coerce
    .number({ error: 'Halaman tidak valid' })
    .int({ error: 'Halaman tidak valid' })
    .min(1, { error: 'Halaman tidak valid' })
    .max(100_000, { error: 'Halaman tidak valid' })
    .default(1),
  limit: z.coerce
    .number({ error: 'Jumlah per halaman tidak valid' })
    .int({ error: 'Jumlah per halaman tidak valid' })
    .min(1, { error: 'Jumlah per halaman tidak valid' })
    .max(MAX_ADMIN_PAGE_SIZE, { error: 'Jumlah per halaman tidak valid' })
    .default(DEFAULT_ADMIN_PAGE_SIZE),
});

export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/** Optional text with a length limit and an Indonesian message. */
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

const linkSchema = z.url({ error: 'Link tidak valid' }).max(2000, { error: 'Link terlalu panjang' });

/** The credentials of a provider account; `profile` is the account's profile name when it has one. */
export const credentialsSchema = z.object({
  email: optionalText(254, 'Email akun'),
  domain: optionalText(253, 'Domain'),
  password: optionalText(500, 'Password'),
  pin: optionalText(50, 'PIN'),
  profile: optionalText(100, 'Profil'),
  key: optionalText(1000, 'Key'),
  link: z
    .array(linkSchema, { error: 'Link tidak valid' })
    .max(20, { error: 'Terlalu banyak link' })
    .optional(),
  providerExpiresAt: z.iso.datetime({ offset: true, error: 'Tanggal berakhir akun tidak valid' }).optional(),
});

export const newItemSchema = credentialsSchema.extend({ name: requiredText(200, 'Nama akun') });

export type NewItemInput = z.infer<typeof newItemSchema>;
export type CredentialsInput = z.infer<typeof credentialsSchema>;

/** The seat's own profile and PIN (Sharing Private). */
const seatFields = {
  profile: optionalText(100, 'Profil'),
  pin: optionalText(50, 'PIN'),
};

/**
 * POST /api/admin/orders/:id/fulfil: an existing item (`productItemId`) or a new one (`newItem`),
 * exactly one for a new order; a renewal may send neither (its seat returns to its own item).
 */
export const fulfilBodySchema = z.object({
  productItemId: z.guid({ error: 'Akun tidak valid' }).optional(),
  newItem: newItemSchema.optional(),
  ...seatFields,
  /** Invite Email: the customer's own invitation link. */
  inviteLink: linkSchema.optional(),
  /** Lisensi: the customer's own license key. */
  license: optionalText(1000, 'Lisensi'),
});

export type FulfilBody = z.infer<typeof fulfilBodySchema>;

/** POST /api/admin/product-items/:id/activate: the group's credentials and, optionally, each seat's profile and PIN. */
export const activateBodySchema = credentialsSchema.extend({
  name: optionalText(200, 'Nama akun'),
  seats: z
    .array(z.object({ orderId: z.guid({ error: 'Pesanan tidak valid' }), ...seatFields }), {
      error: 'Data kursi tidak valid',
    })
    .max(100, { error: 'Terlalu banyak data kursi' })
    .optional(),
});

export type ActivateBody = z.infer<typeof activateBodySchema>;

/** The body is optional: a call without one confirms without a note. */
export const confirmPaymentBodySchema = z
  .object({ note: optionalText(500, 'Catatan') }, { error: 'Data yang dikirim tidak valid.' })
  .nullish()
  .transform((body) => body ?? {});

export const reasonBodySchema = z.object({ reason: requiredText(500, 'Alasan') });
