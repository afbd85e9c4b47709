/**
 * Ordering rules outside the money: payment methods, the order-info modal and the messages of
 * SPEC §5 'Ordering' and 'Order info modal'.
 */
import { TRANSFER_METHOD } from './transfer-method';
import { isHostPackage } from './catalogue';
import { adminFeeFor, draftAdminFee, draftTotal, monthFactor, type ParseResult } from './pricing';

export const CHECKOUT_MESSAGES = {
  loginRequired: 'Login terlebih dahulu untuk melanjutkan pesanan',
  methodRequired: 'Silahkan pilih metode pembayaran',
  voucherNotFound: 'Kode voucher tidak ditemukan',
  domainRequired: 'Silahkan pilih domain terlebih dahulu',
  emailRequired: 'Email tidak boleh kosong',
  credInfoRequired: 'Informasi kredensial tidak boleh kosong',
  emailReminder: 'Pastikan email yang kamu masukkan sudah benar ya!',
} as const;

export type PaymentMethodGroup = 'ewallet' | 'virtual-account';

export const PAYMENT_METHOD_GROUP_LABELS: Record<PaymentMethodGroup, string> = {
  ewallet: 'E-Wallet',
  'virtual-account': 'Virtual Account',
};

/** The gateway channels offered at checkout, in display order; `code` is the gateway's channel code. */
export const PAYMENT_METHODS = [
  { code: 'QRIS', label: 'QRIS', group: 'ewallet' },
  { code: 'DANA', label: 'DANA', group: 'ewallet' },
  { code: 'OVO', label: 'OVO', group: 'ewallet' },
  { code: 'SHOPEEPAY', label: 'SHOPEEPAY', group: 'ewallet' },
  { code: 'BRIVA', label: 'Bank BRI', group: 'virtual-account' },
  { code: 'BSIVA', label: 'Bank BSI', group: 'virtual-account' },
  { code: 'BNIVA', label: 'Bank BNI', group: 'virtual-account' },
  { code: 'MANDIRIVA', label: 'Bank Mandiri', group: 'virtual-account' },
] as const satisfies readonly { code: string; label: string; group: PaymentMethodGroup }[];
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];

/** Whether a text is one of the checkout's payment method codes. */
export function isPaymentMethodCode(code: string | null | undefined): code is PaymentMethodCode {
  return PAYMENT_METHODS.some((method) => method.code === code);
}

/** A method the checkout takes: a gateway channel, or a transfer to the shop's own account (docs/decisions/049). */
export type CheckoutMethodCode = PaymentMethodCode | typeof TRANSFER_METHOD;

/** Whether a text is a gateway channel code or 'TRANSFER'. */
export function isCheckoutMethodCode(code: string | null | undefined): code is CheckoutMethodCode {
  return code === TRANSFER_METHOD || isPaymentMethodCode(code);
}

/** The checkout's error for the chosen method: 'Silahkan pilih metode pembayaran' when none (or an unknown one) is chosen, else null. */
export function paymentMethodError(code: string | null | undefined): string | null {
  return isCheckoutMethodCode(code) ? null : CHECKOUT_MESSAGES.methodRequired;
}

/** Status a new order starts in: Pending for a Ready product, Preorder otherwise. */
export function initialOrderStatus(productMethod: string): 'Pending' | 'Preorder' {
  return productMethod === 'Ready' ? 'Pending' : 'Preorder';
}

/** What the order-info modal collects; which fields apply depends on the product type. */
export interface OrderInfo {
  email?: string;
  domain?: string;
  credInfo?: string;
}

/**
 * Checks the order-info modal in the order of SPEC §5 and returns the data to send. A Dedicated
 * Private address is kept as its two parts: `email` the mailbox name, `domain` the product's domain.
 */
export function validateOrderInfo(type: string, info: OrderInfo): ParseResult<OrderInfo> {
  const email = info.email?.trim() ?? '';
  switch (type) {
    case 'Dedicated Private': {
      const domain = info.domain?.trim().replace(/^@/, '') ?? '';
      if (!domain) return { ok: false, error: CHECKOUT_MESSAGES.domainRequired };
      // The customer types only the mailbox name; the product's domain completes the address when shown.
      const mailbox = email.split('@')[0]!.trim();
      if (!mailbox) return { ok: false, error: CHECKOUT_MESSAGES.emailRequired };
      return { ok: true, value: { email: mailbox, domain } };
    }
    case 'Invite Sharing':
    case 'Invite Email':
      if (!email) return { ok: false, error: CHECKOUT_MESSAGES.emailRequired };
      return { ok: true, value: { email } };
    case 'Lisensi': {
      const credInfo = info.credInfo?.trim() ?? '';
      if (!credInfo) return { ok: false, error: CHECKOUT_MESSAGES.credInfoRequired };
      return { ok: true, value: { credInfo } };
    }
    default:
      return { ok: true, value: {} };
  }
}

/** The kind of the payment confirmation screen (/payment-confirmation/{type}). */
export type ConfirmationType = 'preorder' | 'host' | 'payment';

/** 'preorder' for a Preorder product, 'host' for the Host package, else 'payment'. */
export function confirmationTypeFor(
  method: string,
  packageName: string | null | undefined,
): ConfirmationType {
  if (method === 'Preorder') return 'preorder';
  if (isHostPackage(packageName)) return 'host';
  return 'payment';
}

/** Whether a text names a confirmation screen. */
export function isConfirmationType(value: string | null | undefined): value is ConfirmationType {
  return value === 'preorder' || value === 'host' || value === 'payment';
}

/** Money of a new order draft (SPEC §3, §9). */
export interface DraftPrices {
  price: number;
  /** The monthly admin fee times the number of months (1 for lifetime). */
  adminFee: number;
  /** price + adminFee. */
  totalPrice: number;
}

/** Prices of a draft for an item: monthly fee (factor 1) × months, total = price + fee; throws RangeError on an invalid fee. */
export function draftPrices(price: number, adminFee: number | string, durationDays: number): DraftPrices {
  const monthlyFee = adminFeeFor(price, adminFee, null);
  const fee = draftAdminFee(monthlyFee, monthFactor(durationDays));
  return { price, adminFee: fee, totalPrice: draftTotal(price, fee) };
}
