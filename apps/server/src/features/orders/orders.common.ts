/**
 * What payments shares with fulfilment, so their dependency goes one way: payments -> fulfilment.
 * Placing an order (payments) may need its delivery at once (a free order is settled as it is
 * created) and the expiry job run early (to free a promo slot or voucher use an overdue order
 * holds), so the checkout services call fulfilment. Delivering and ending orders (fulfilment)
 * needs from payments only the context, the opening of sealed stock credentials, and the release
 * of what checkout reserved; they live here, and fulfilment imports this module, never a payments
 * service. The open-order cap and the messages of the customer's order calls
 * live here too, shared by the checkout, reading and cancel services.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { CredentialVault } from '../../platform/crypto';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { Settings } from '../../settings';
import { invalidateCatalogue } from '../catalogue/catalogue.service';
import * as vouchers from '../vouchers/vouchers.service';
import * as repository from './orders.repository';
import type { OrderRecord } from './orders.repository';

/** Unpaid orders inside their window one customer may have at once (docs/decisions/022). */
export const MAX_OPEN_ORDERS = 3;

export const PAYMENT_MESSAGES = {
  productNotFound: 'Produk tidak ditemukan',
  productUnavailable: 'Produk sedang tidak tersedia.',
  outOfStock: 'Stok produk habis.',
  packageNotFound: 'Paket tidak ditemukan',
  packageUnavailable: 'Paket ini sedang tidak tersedia.',
  durationUnavailable: 'Durasi yang dipilih tidak tersedia.',
  domainUnavailable: 'Domain yang dipilih tidak tersedia untuk produk ini.',
  statusInvalid: 'Status pesanan tidak sesuai dengan produk, silakan muat ulang halaman.',
  priceChanged: 'Harga telah berubah, silakan muat ulang halaman.',
  promoSoldOut: 'Promo sudah habis',
  voucherUnavailable: 'Voucher tidak dapat digunakan',
  voucherSoldOut: 'Voucher sudah habis',
  accountNotFound: 'Akun tidak ditemukan',
  accountInactive: 'Akun ini tidak dapat diperpanjang, silakan hubungi admin.',
  renewalPackage:
    'Akun ini hanya dapat diperpanjang dengan paketnya sendiri, silakan pilih durasi dari paket tersebut.',
  tooManyOpenOrders: `Kamu masih punya ${MAX_OPEN_ORDERS} pesanan yang belum dibayar. Selesaikan atau batalkan dulu sebelum membuat pesanan baru.`,
  promoCustomerLimit: 'Promo sudah mencapai batas pemakaian untuk akunmu',
  orderNotFound: 'Pesanan tidak ditemukan',
  notCancelable: 'Pesanan tidak dapat dibatalkan',
  orderFailed: 'Order gagal! silahkan coba lagi.',
  created: 'Order berhasil dibuat! silahkan cek di pesanan',
  canceled: 'Produk berhasil dibatalkan!',
} as const;

export interface OrdersContext {
  db: Database;
  gateway: PaymentGateway;
  vault: CredentialVault;
  settings: Settings;
  log: FastifyBaseLogger;
}

/** The sealed JSON of a product item (see db/seed/demo-stock.ts). */
export interface ItemSecret {
  password?: string;
  pin?: string;
  profiles?: string[];
  key?: string;
  links?: string[];
}

function openSafely<T>(
  vault: CredentialVault,
  sealed: Buffer | null | undefined,
  log: FastifyBaseLogger,
): T | null {
  if (!sealed) return null;
  try {
    return vault.open<T>(sealed);
  } catch (error) {
    log.error({ err: error }, 'sealed credentials cannot be opened');
    return null;
  }
}

/** A product item's sealed secret, opened; null when it has none or it cannot be opened (logged). */
export function openItemSecret(
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  sealed: Buffer | null | undefined,
): ItemSecret | null {
  return openSafely<ItemSecret>(ctx.vault, sealed, ctx.log);
}

/** A seat's own sealed PIN, opened; null when it has none or it cannot be opened (logged). */
export function openSeatPin(
  ctx: Pick<OrdersContext, 'vault' | 'log'>,
  sealed: Buffer | null | undefined,
): string | null {
  return openSafely<string>(ctx.vault, sealed, ctx.log);
}

/** Gives back the promo slot and voucher use an unpaid order reserved (cancel, expiry, failed payment). */
export async function releaseReservations(db: Executor, order: OrderRecord): Promise<void> {
  if (order.productDiscountId) {
    await repository.releasePromoSlot(db, order.productDiscountId);
    const promo = await repository.findPromoById(db, order.productDiscountId);
    if (promo?.slot != null) await invalidateCatalogue(db);
  }
  if (order.voucherId) await vouchers.releaseVoucherUse(db, order.voucherId);
}
