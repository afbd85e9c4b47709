/**
 * The order (SPEC §7 calls it a payment) as the API sends it, and the body of POST /api/payments.
 * Both sides import these: the server to validate and serialise, the web to read the answers.
 */
import { z } from 'zod';
import { CHECKOUT_MESSAGES, isCheckoutMethodCode } from './checkout';
import { ORDER_STATUSES } from './order-status';
import { TRANSFER_STATES } from './transfer-method';

/** Whole Rupiah, never negative. */
const rupiah = z.number().int().min(0);
/** An ISO date-time string, or null when the moment has not come (or never will). */
const isoDate = z.string().nullable();

/** The product an order is for, as much of it as the order screens show. */
export const orderProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  icon: z.string(),
  type: z.string(),
  /** Members per group. */
  slot: z.number().int(),
  /** What the provider charges (a Host pays it and is refunded less the own price). */
  modalFee: rupiah,
});

/** The group (product item) an order waits for or was delivered from: `willUser` of `slot` joined. */
export const orderProductItemSchema = z.object({
  willUser: z.number().int(),
  slot: z.number().int(),
});

/**
 * The seat an order delivered or renews. Credentials are filled only once the order is paid
 * (or, for a Host, while it is being processed); until then every credential field is null.
 */
export const orderAccountSchema = z.object({
  _id: z.string(),
  status: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  password: z.string().nullable(),
  pin: z.string().nullable(),
  profile: z.string().nullable(),
  key: z.string().nullable(),
  link: z.array(z.string()),
  expire_at: isoDate,
});

/**
 * A 'Transfer Bank' order's transfer (docs/decisions/049): its unique code and where its proof
 * stands, so the order's status reads 'Menunggu Konfirmasi' or 'Bukti Ditolak' wherever it shows.
 */
export const orderTransferStatusSchema = z.object({
  state: z.enum(TRANSFER_STATES),
  /** The last Rupiah of `total`. */
  uniqueCode: z.number().int(),
  /** The latest proof sent (an /api/files address only its customer and the admins read), or null. */
  proof: z.string().nullable(),
  proofUploadedAt: isoDate,
  /** Why the admin refused the last proof they refused (kept when another is sent), or null. */
  rejectReason: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  invoice: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** 'new' for a first purchase, 'renewal' when it extends `account`. */
  kind: z.enum(['new', 'renewal']),
  paid_at: isoDate,
  /** Pay before this moment, or the order expires. */
  expired_time: isoDate,
  next_billing_at: isoDate,
  /** The gateway's payment page; null until the gateway answered (or when it failed). */
  checkout_url: z.string().nullable(),
  /** Package name; '' for a product sold without variants. */
  package: z.string(),
  packageId: z.string().nullable(),
  /** Days; 0 is lifetime. */
  duration: z.number().int().min(0),
  /** Item price. */
  price: rupiah,
  /** Admin fee. */
  admin: rupiah,
  tax: rupiah,
  /** Promo deducted. */
  discount: rupiah,
  /** Voucher deducted (Rupiah). */
  voucher: rupiah,
  /** The applied voucher's code, for display. */
  voucherCode: z.string().nullable(),
  gatewayFee: rupiah,
  /** What the customer pays: price + admin − discount − voucher + gatewayFee. */
  total: rupiah,
  /** Payment channel code (QRIS, BRIVA, ...). */
  method: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  credInfo: z.string().nullable(),
  /** The buyer's user id. */
  user: z.string(),
  product: orderProductSchema,
  productItem: orderProductItemSchema.nullable(),
  account: orderAccountSchema.nullable(),
  /**
   * The payment went back to the customer: refunded by the admin, or given back by the gateway
   * (its REFUND, docs/decisions/046). Absent in answers made before it was added.
   */
  refunded: z.boolean().optional(),
  /**
   * The transfer of an order paid by 'Transfer Bank'; null for every other method. Absent in
   * answers made before it was added.
   */
  transfer: orderTransferStatusSchema.nullable().optional(),
  createdAt: z.string(),
});

export type Order = z.infer<typeof orderSchema>;
export type OrderProduct = z.infer<typeof orderProductSchema>;
export type OrderAccount = z.infer<typeof orderAccountSchema>;
export type OrderTransferStatus = z.infer<typeof orderTransferStatusSchema>;

/** Absent, null or text; the checkout sends '' for the fields its product type does not collect. */
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * Body of POST /api/payments (SPEC §7). `price` and `adminFee` are what the checkout showed: the
 * server recomputes both and answers 409 when they differ, it never charges the client's numbers.
 */
export const createPaymentBodySchema = z.object({
  product: z.guid({ error: 'Produk tidak valid' }),
  /** '' for a product sold without variants. */
  packageId: z.union([z.guid(), z.literal('')], { error: 'Paket tidak valid' }),
  method: z
    .string({ error: CHECKOUT_MESSAGES.methodRequired })
    .refine((code) => isCheckoutMethodCode(code), { error: CHECKOUT_MESSAGES.methodRequired }),
  /** Days; 0 is lifetime. */
  duration: z.number({ error: 'Durasi tidak valid' }).int({ error: 'Durasi tidak valid' }).min(0).max(3650),
  /** The item price the checkout showed. */
  price: z.number({ error: 'Harga tidak valid' }).int({ error: 'Harga tidak valid' }).min(0),
  /** The admin fee the checkout showed. */
  adminFee: z.number({ error: 'Biaya admin tidak valid!' }).int({ error: 'Biaya admin tidak valid!' }).min(0),
  email: optionalText(254),
  domain: optionalText(253),
  credInfo: optionalText(2000),
  /**
   * Optional: the promo the checkout showed. When sent and the server's promo differs (it ran out,
   * ended or changed since the page loaded), the answer is 409 and no order is made.
   */
  discount: z.number().int().min(0).nullish(),
  /** Pending for a Ready product, Preorder otherwise (initialOrderStatus). */
  status: z.enum(['Pending', 'Preorder'], { error: 'Status pesanan tidak valid' }),
  /** Renewal: the id of the caller's seat being extended. */
  account: z.guid({ error: 'Akun tidak valid' }).nullish(),
  /** The applied voucher's id (from GET /api/vouchers/code/:code). */
  voucher: z.guid({ error: 'Voucher tidak valid' }).nullish(),
});

export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** A voucher as GET /api/vouchers/code/:code answers it. */
export const voucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(['percent', 'flat']),
  value: z.number().int(),
});

export type VoucherAnswer = z.infer<typeof voucherSchema>;

/** GET /api/product-items/domain/:productId: the domains a Dedicated Private product's address can be on. */
export const productDomainsSchema = z.array(z.string());
