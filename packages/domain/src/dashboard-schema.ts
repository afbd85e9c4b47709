/**
 * What the customer dashboard reads and sends besides orders (SPEC §3, §7): the seats ('Akun Anda'),
 * pins, notifications, the product-item pickers, complaints and reimbursements. The server
 * validates and serialises with these; the web reads its answers with the same types.
 */
import { z } from 'zod';
import { ACCOUNT_STATUSES } from './order-status';

const isoDate = z.string().nullable();

/**
 * One seat as 'Akun Anda' shows it (SPEC §3 'Account entry'). Credentials are null once the seat
 * has ended (Habis/Nonaktif): the card then shows 'Akun mu sudah habis'.
 */
export const accountEntrySchema = z.object({
  _id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Package name; '' for a product sold without variants. */
  package: z.string(),
  packageId: z.string().nullable(),
  /** Days as text ('30', '360'), or 'lifetime'. */
  duration: z.string(),
  /** The host's name for Host packages and hosted groups; '' when none (the card shows the brand). */
  host: z.string(),
  /** The owner's e-mail (where invitations go). */
  userEmail: z.string(),
  /** Null for lifetime seats. */
  expire_at: isoDate,
  /** The product item (group) name. */
  group: z.string(),
  productItemId: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  password: z.string().nullable(),
  profile: z.string().nullable(),
  pin: z.string().nullable(),
  key: z.string().nullable(),
  /** Invitation or access links; the first one is the seat's own. */
  link: z.array(z.string()),
  /** Whole days of grace left while Tenggang; 0 otherwise. */
  remainingDays: z.number().int().min(0),
});

/** The seats of one product (SPEC §3 'Account group'); `_id` is the product's id. */
export const accountGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  icon: z.string(),
  type: z.string(),
  /** The provider's web address ('Pergi ke Web {product}'); '' when the product has none. */
  link: z.string(),
  /** The brand name the card shows when a seat has no host. */
  brand: z.string(),
  accounts: z.array(accountEntrySchema),
});

/** GET /api/accounts/{id}: one seat with its product, e.g. for a renewal checkout. */
export const accountDetailSchema = accountEntrySchema.extend({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    icon: z.string(),
    type: z.string(),
    method: z.string(),
    slot: z.number().int(),
    modalFee: z.number().int(),
  }),
});

/** A pinned product (GET/POST /api/product-pins). */
export const productPinSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), icon: z.string() }),
  createdAt: z.string(),
});

export const createPinBodySchema = z.object({
  product: z.guid({ error: 'Produk tidak valid' }),
});

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  category: z.object({ name: z.string(), icon: z.string() }).nullable(),
  product: z.object({ _id: z.string(), name: z.string(), icon: z.string() }).nullable(),
  /** The short description shown beside the title. */
  informationId: z.string().nullable(),
});

/** PUT /api/notifications/markAsRead. */
export const markAsReadBodySchema = z.object({
  notificationIds: z.array(z.guid()).min(1).max(500),
});

/** A product item (group) as the pickers list it. */
export const productItemOptionSchema = z.object({ _id: z.string(), name: z.string() });

export const COMPLAINT_ISSUES = [
  'akun bermasalah',
  'akun belum di proses',
  'masalah pembayaran',
  'other',
] as const;

/**
 * The text fields of POST /api/complaints (multipart, with the image in `file`). Every field is
 * required except the account (SPEC §5): a customer without a seat may still report a payment problem.
 */
export const complaintFieldsSchema = z.object({
  issue: z.enum(COMPLAINT_ISSUES, { error: 'Pilih jenis kendala' }),
  productItem: z.guid({ error: 'Akun tidak valid' }).optional(),
  noOrder: z.string().trim().min(1, { error: 'Nomor pesanan wajib diisi' }).max(64),
  note: z.string().trim().min(1, { error: 'Pesan wajib diisi' }).max(2000),
});

export const reimbursementSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  productItem: productItemOptionSchema,
  value: z.number().int(),
  /** Authenticated file addresses (fetch with the bearer token). */
  payment_proof: z.string(),
  reimbursement_proof: z.string().nullable(),
  status: z.string(),
  bank: z.string(),
  account_number: z.string(),
  note: z.string().nullable(),
});

/**
 * The text fields of POST /api/reimbursements/submit (multipart, the proof in `payment_proof`):
 * the list screen names the group (`productItem`), the order detail the seat (`account`). Bank and
 * account number may be left empty (SPEC §5: the submit gate does not require them); when given
 * they must look right.
 */
export const reimbursementFieldsSchema = z
  .object({
    productItem: z.guid().optional(),
    account: z.guid().optional(),
    value: z.coerce
      .number({ error: 'Jumlah tidak valid' })
      .int({ error: 'Jumlah tidak valid' })
      .min(1, { error: 'Jumlah tidak valid' })
      .max(100_000_000, { error: 'Jumlah tidak valid' }),
    bank: z.string().trim().max(50, { error: 'Bank maksimal 50 karakter' }).default(''),
    account_number: z
      .string()
      .trim()
      .regex(/^(\d{5,30})?$/, { error: 'Nomor rekening tidak valid' })
      .default(''),
  })
  .refine((fields) => fields.productItem || fields.account, {
    error: 'Pilih akun yang diajukan',
    path: ['productItem'],
  });

export type AccountEntry = z.infer<typeof accountEntrySchema>;
export type AccountGroup = z.infer<typeof accountGroupSchema>;
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export type ProductPin = z.infer<typeof productPinSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type ProductItemOption = z.infer<typeof productItemOptionSchema>;
export type ComplaintIssue = (typeof COMPLAINT_ISSUES)[number];
export type ComplaintFields = z.infer<typeof complaintFieldsSchema>;
export type Reimbursement = z.infer<typeof reimbursementSchema>;
export type ReimbursementFields = z.infer<typeof reimbursementFieldsSchema>;
