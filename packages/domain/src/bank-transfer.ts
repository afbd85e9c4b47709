/**
 * Manual bank transfer (docs/decisions/049): the shop's own bank accounts, the unique code that
 * ends each transfer's total, the customer's proof and the admin's decision on it.
 */
import { z } from 'zod';

import { TRANSFER_STATES } from './transfer-method';

export {
  TRANSFER_LABEL,
  TRANSFER_METHOD,
  TRANSFER_STATE_LABELS,
  TRANSFER_STATES,
  TRANSFER_WINDOW_MINUTES,
  type TransferState,
} from './transfer-method';

/** The unique code added to a transfer's total is 1 to this many Rupiah. */
export const MAX_UNIQUE_CODE = 999;

/** The banks whose accounts the shop may list, in display order. */
export const BANKS = ['BCA', 'BRI', 'Mandiri', 'BNI', 'BSI'] as const;
export type Bank = (typeof BANKS)[number];

export const TRANSFER_MESSAGES = {
  unavailable: 'Transfer Bank sedang tidak tersedia, silakan pilih metode lain.',
  codesExhausted: 'Transfer Bank sedang ramai, silakan coba lagi nanti atau pilih metode lain.',
  orderNotFound: 'Pesanan tidak ditemukan',
  notTransfer: 'Pesanan ini tidak dibayar dengan Transfer Bank.',
  notPayable: 'Pesanan ini tidak lagi menunggu pembayaran.',
  deadlinePassed: 'Batas waktu transfer sudah lewat.',
  alreadySubmitted: 'Bukti transfer sedang diperiksa admin.',
  missingProof: 'Pilih gambar bukti transfer',
  proofUploaded: 'Bukti transfer terkirim, menunggu konfirmasi admin.',
  confirmed: 'Pembayaran dikonfirmasi',
  alreadyConfirmed: 'Pesanan sudah dibayar',
  rejected: 'Bukti transfer ditolak',
  notWaiting: 'Tidak ada bukti transfer yang menunggu konfirmasi untuk pesanan ini.',
  bankAccountNotFound: 'Rekening tidak ditemukan',
  bankAccountDuplicate: 'Rekening ini sudah terdaftar.',
  bankAccountSaved: 'Rekening disimpan',
  bankAccountDeleted: 'Rekening dihapus',
} as const;

const ACCOUNT_NUMBER_MESSAGE = 'Nomor rekening hanya angka, 6 sampai 20 digit';
const HOLDER_MESSAGE = 'Nama pemilik rekening 2 sampai 100 karakter';
const BANK_MESSAGE = 'Pilih bank: BCA, BRI, Mandiri, BNI atau BSI';

/** What the admin types for one of the shop's accounts; spaces and dashes in the number are dropped. */
export const bankAccountBodySchema = z.object({
  bank: z.enum(BANKS, { error: BANK_MESSAGE }),
  accountNumber: z
    .string({ error: ACCOUNT_NUMBER_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, { error: ACCOUNT_NUMBER_MESSAGE })),
  holderName: z
    .string({ error: HOLDER_MESSAGE })
    .trim()
    .min(2, { error: HOLDER_MESSAGE })
    .max(100, { error: HOLDER_MESSAGE }),
  isActive: z.boolean({ error: 'Status aktif tidak valid' }).default(true),
});
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;

export const bankAccountPatchSchema = bankAccountBodySchema.partial();

/** One of the shop's accounts as the admin edits it. */
export const bankAccountSchema = z.object({
  _id: z.string(),
  bank: z.enum(BANKS),
  accountNumber: z.string(),
  holderName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** An active account as the customer's order page shows it. */
export const payeeAccountSchema = bankAccountSchema.pick({
  _id: true,
  bank: true,
  accountNumber: true,
  holderName: true,
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

/** A transfer order as its customer sees it: where to send how much, by when, and where it stands. */
export const orderTransferSchema = z.object({
  orderId: z.string(),
  invoice: z.string(),
  /** The exact amount to transfer, its last digits the unique code. */
  total: z.number().int(),
  uniqueCode: z.number().int(),
  deadline: z.string(),
  state: z.enum(TRANSFER_STATES),
  stateLabel: z.string(),
  /** The latest proof sent (an /api/files address), or null. */
  proof: z.string().nullable(),
  proofUploadedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Whether a proof may be sent now (none waiting, unpaid, before the deadline). */
  canUpload: z.boolean(),
  accounts: z.array(payeeAccountSchema),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;

/** A transfer in the admin's queue. */
export const adminTransferSchema = z.object({
  orderId: z.string(),
  invoice: z.string(),
  status: z.string(),
  total: z.number().int(),
  uniqueCode: z.number().int(),
  deadline: z.string(),
  state: z.enum(TRANSFER_STATES),
  proof: z.string().nullable(),
  proofUploadedAt: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  productName: z.string(),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

export const transferRejectBodySchema = z.object({
  reason: z
    .string({ error: 'Alasan penolakan wajib diisi' })
    .trim()
    .min(3, { error: 'Alasan penolakan minimal 3 karakter' })
    .max(300, { error: 'Alasan penolakan maksimal 300 karakter' }),
});
