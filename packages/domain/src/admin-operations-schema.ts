/**
 * What the admin console's operations send and read (issue 7: Pesanan, Pengaduan, Reimburse): the
 * admin's view of an order and the bodies of its actions (/api/admin/orders/*), the complaints and
 * the reimbursements with their actions. The server validates and serialises with these; the web
 * reads its answers with the same types.
 */
import { z } from 'zod';
import { COMPLAINT_ISSUES } from './dashboard-schema';
import { orderSchema } from './order-schema';
import { ORDER_STATUSES } from './order-status';

export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

const pageField = z.coerce
  .number({ error: 'Halaman tidak valid' })
  .int({ error: 'Halaman tidak valid' })
  .min(1, { error: 'Halaman tidak valid' })
  .max(100_000, { error: 'Halaman tidak valid' })
  .default(1);

const limitField = z.coerce
  .number({ error: 'Jumlah per halaman tidak valid' })
  .int({ error: 'Jumlah per halaman tidak valid' })
  .min(1, { error: 'Jumlah per halaman tidak valid' })
  .max(MAX_ADMIN_PAGE_SIZE, { error: 'Jumlah per halaman tidak valid' })
  .default(DEFAULT_ADMIN_PAGE_SIZE);

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

// ---------------------------------------------------------------------------------------------
// Orders (/api/admin/orders/*, /api/admin/product-items/:id/activate)

/**
 * An admin order is the order exactly as the customer API answers it (payments.service toOrder)
 * plus what only the admin sees: the buyer, the gateway reference, status_reason and the product
 * item it is linked to.
 */
export const adminOrderSchema = orderSchema.extend({
  buyer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  /** The gateway's reference of the order's transaction; null for free orders. */
  reference: z.string().nullable(),
  /** Why the order is in its status (Process, Canceled, a refund, ...); the admin's notes land here too. */
  statusReason: z.string().nullable(),
  /** The product item (akun or preorder group) the order is delivered from or waits in. */
  productItemId: z.string().nullable(),
  /** A late payment: the status the order had when its payment arrived; null when paid in time or unpaid. */
  paidAfter: z.enum(['Canceled', 'Expired']).nullable(),
  /**
   * What the gateway reported it took of the payment (docs/decisions/045): Tripay's fee_merchant,
   * fee_customer, total_fee and amount_received, with when they were reported; null until a
   * payment reported them. `gatewayFee` is what the shop charged the customer for it.
   */
  gatewayCharges: z
    .object({
      feeMerchant: z.number().int(),
      feeCustomer: z.number().int(),
      totalFee: z.number().int(),
      amountReceived: z.number().int(),
      reportedAt: z.string(),
    })
    .nullable(),
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

export const listOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak valid' }).optional(),
  search: z.string().trim().max(100, { error: 'Kata kunci terlalu panjang' }).optional(),
  /** 'true': only late payments (orders paid after they were Canceled or Expired). */
  latePayment: z.enum(['true'], { error: 'Filter pembayaran tidak valid' }).optional(),
  page: pageField,
  limit: limitField,
});

export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/** GET /api/admin/orders/export.csv: the list's filters, every page of them. */
export const exportOrdersQuerySchema = listOrdersQuerySchema.omit({ page: true, limit: true });

export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;

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

export type ReasonBody = z.infer<typeof reasonBodySchema>;

/** PostgreSQL refuses the NUL character in text: a text carrying one is invalid input, never a 500. */
function withoutNul(schema: z.ZodString, label: string) {
  return schema.refine((text) => !text.includes('\u0000'), { error: `${label} tidak valid` });
}

// ---------------------------------------------------------------------------------------------
// Complaints (/api/admin/complaints/*)

export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** What the console shows for each complaint status. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Baru',
  answered: 'Dibalas',
  resolved: 'Selesai',
};

/** The complaint issue values with the labels of the customer's form (SPEC §5 'Complaint form'). */
export const COMPLAINT_ISSUE_LABELS: Record<(typeof COMPLAINT_ISSUES)[number], string> = {
  'akun bermasalah': 'Akun Bermasalah',
  'akun belum di proses': 'Akun Belum di Proses',
  'masalah pembayaran': 'Masalah Pembayaran',
  other: 'Lainnya',
};

const personSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() });

export const adminComplaintSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  customer: personSchema,
  issue: z.enum(COMPLAINT_ISSUES),
  /** The group (product item) complained about; null when none was named (optional) or it was removed since. */
  group: z.object({ _id: z.string(), name: z.string(), product: z.string() }).nullable(),
  noOrder: z.string(),
  note: z.string(),
  /** Authenticated file address of the customer's image (fetch with the bearer token). */
  file: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const listComplaintsQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: 'Status pengaduan tidak valid' }).optional(),
  page: pageField,
  limit: limitField,
});

export type ListComplaintsQuery = z.infer<typeof listComplaintsQuerySchema>;

/** GET /api/admin/complaints/export.csv: the list's filter, every page of it. */
export const exportComplaintsQuerySchema = listComplaintsQuerySchema.omit({ page: true, limit: true });

export type ExportComplaintsQuery = z.infer<typeof exportComplaintsQuerySchema>;

export const complaintReplyBodySchema = z.object({
  reply: withoutNul(requiredText(2000, 'Balasan'), 'Balasan'),
});

export type ComplaintReplyBody = z.infer<typeof complaintReplyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Reimbursements (/api/admin/reimbursements/*)

/** The payout screen's filters (SPEC §2, the partly seen screen): All, Pending, Done, and the admin's Rejected. */
export const ADMIN_REIMBURSEMENT_FILTERS = ['All', 'Pending', 'Done', 'Rejected'] as const;
export type AdminReimbursementFilter = (typeof ADMIN_REIMBURSEMENT_FILTERS)[number];

export const adminReimbursementSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  customer: personSchema,
  /** The group the host pays the provider for. */
  group: z.object({ _id: z.string(), name: z.string(), state: z.string() }),
  product: z.object({ _id: z.string(), name: z.string() }),
  value: z.number().int(),
  bank: z.string(),
  account_number: z.string(),
  /** The host's transfer to the provider (authenticated file address). */
  payment_proof: z.string(),
  /** The shop's transfer to the host, once Done (authenticated file address). */
  reimbursement_proof: z.string().nullable(),
  status: z.enum(['Pending', 'Done', 'Rejected']),
  note: z.string().nullable(),
  /** The host's order on the group, which becomes Paid when the request is completed. */
  order: z.object({ _id: z.string(), invoice: z.string(), status: z.enum(ORDER_STATUSES) }).nullable(),
  updatedAt: z.string(),
});

export type AdminReimbursement = z.infer<typeof adminReimbursementSchema>;

export const listReimbursementsQuerySchema = z.object({
  status: z.enum(ADMIN_REIMBURSEMENT_FILTERS, { error: 'Status reimburse tidak valid' }).default('All'),
  page: pageField,
  limit: limitField,
});

export type ListReimbursementsQuery = z.infer<typeof listReimbursementsQuerySchema>;

/** GET /api/admin/reimbursements/export.csv: the list's filter, every page of it. */
export const exportReimbursementsQuerySchema = listReimbursementsQuerySchema.omit({
  page: true,
  limit: true,
});

export type ExportReimbursementsQuery = z.infer<typeof exportReimbursementsQuerySchema>;

/** The text fields of POST /api/admin/reimbursements/:id/complete (multipart, the image in `reimbursement_proof`). */
export const completeReimbursementFieldsSchema = z.object({
  note: withoutNul(
    z
      .string({ error: 'Catatan tidak valid' })
      .trim()
      .min(1, { error: 'Catatan tidak boleh kosong' })
      .max(500, { error: 'Catatan terlalu panjang' }),
    'Catatan',
  ).optional(),
});

export type CompleteReimbursementFields = z.infer<typeof completeReimbursementFieldsSchema>;

export const rejectReimbursementBodySchema = z.object({
  note: withoutNul(requiredText(500, 'Alasan penolakan'), 'Alasan penolakan'),
});

export type RejectReimbursementBody = z.infer<typeof rejectReimbursementBodySchema>;
