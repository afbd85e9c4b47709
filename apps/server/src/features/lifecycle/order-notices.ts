/**
 * What the customer is told when an order moves: a dashboard notification, and for deliveries and
 * full groups the same text by WhatsApp.
 */
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { labelled, sentences } from '@premium-shop/domain/sentence';
import type { Executor } from '../../db/client';
import { notifyByDashboardAndWhatsApp, recordNotification } from '../notifications/notifications.service';
import { findUserPhone, type OrderRecord } from './order-lifecycle.repository';

const NOTIFICATION_CATEGORY = 'Pesanan';

export interface Notice {
  title: string;
  content: string;
  /** Also sent by WhatsApp: for deliveries and full groups. */
  isWhatsApp?: boolean;
}

/** The status an order had ended in when its late payment arrived. */
export type EndedStatus = 'Canceled' | 'Expired';

export const notices = {
  delivered: (product: string): Notice => ({
    title: 'Pembayaran Berhasil',
    content: `Pembayaran ${product} diterima dan akunmu sudah aktif. Lihat detail akun di halaman Pesanan Saya.`,
    isWhatsApp: true,
  }),
  processing: (product: string): Notice => ({
    title: 'Pesanan Sedang Diproses',
    content: `Pembayaran ${product} diterima. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
  }),
  preorderPaid: (product: string, taken: number, slot: number): Notice => ({
    title: 'Preorder Dibayar',
    content: `Pembayaran ${product} diterima. Akun akan diproses setelah grup terisi penuh (${taken}/${slot}).`,
  }),
  groupFull: (product: string): Notice => ({
    title: 'Grup Preorder Penuh',
    content: `Grup ${product} sudah terisi penuh. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
    isWhatsApp: true,
  }),
  renewed: (product: string, until: Date | null): Notice => ({
    title: 'Perpanjangan Berhasil',
    content: until
      ? `Langganan ${product} diperpanjang hingga ${formatDateLong(until)}.`
      : `Langganan ${product} kini berlaku selamanya.`,
    isWhatsApp: true,
  }),
  expired: (product: string): Notice => ({
    title: 'Pesanan Kedaluwarsa',
    content: `Batas waktu pembayaran ${product} sudah lewat, pesanan dibatalkan otomatis. Silakan buat pesanan baru.`,
  }),
  failed: (product: string): Notice => ({
    title: 'Pembayaran Gagal',
    content: `Pembayaran ${product} gagal atau dibatalkan, pesanan dibatalkan.`,
  }),
  latePaymentProcessing: (product: string, endedAs: EndedStatus): Notice => ({
    title: 'Pembayaran Terlambat Diterima',
    content: `Pembayaran ${product} diterima setelah pesanan ${endedAs === 'Canceled' ? 'dibatalkan' : 'kedaluwarsa'}. Admin sedang menyiapkan akunmu, maksimal 1x24 jam.`,
  }),
  hostReady: (product: string): Notice => ({
    title: 'Akun Host Siap Diaktivasi',
    content: `Akun provider ${product} untukmu sudah disiapkan. Lihat akunnya di halaman Pesanan Saya, bayar langganannya ke provider, lalu ajukan reimbursement dengan bukti transfer.`,
    isWhatsApp: true,
  }),
  refunded: (product: string, amount: number, reason: string): Notice => ({
    title: 'Dana Dikembalikan',
    content: sentences(
      `Dana pembayaran ${product} sebesar ${formatRupiah(amount)} dikembalikan`,
      labelled('Alasan', reason),
    ),
  }),
  canceledByAdmin: (product: string, reason: string): Notice => ({
    title: 'Pesanan Dibatalkan',
    content: sentences(`Pesanan ${product} dibatalkan oleh admin`, labelled('Alasan', reason)),
  }),
  deactivated: (product: string, reason: string): Notice => ({
    title: 'Akun Dinonaktifkan',
    content: sentences(`Akun ${product} dinonaktifkan oleh admin`, labelled('Alasan', reason)),
  }),
};

/**
 * A dashboard notification of the order's move, and a WhatsApp message when the notice asks for
 * one, to `phone` or else the buyer's.
 */
export async function notifyOrder(
  tx: Executor,
  order: Pick<OrderRecord, 'id' | 'userId' | 'productId' | 'invoice'>,
  productName: string,
  notice: Notice,
  phone?: string,
): Promise<void> {
  const notification = {
    userId: order.userId,
    category: NOTIFICATION_CATEGORY,
    title: notice.title,
    content: notice.content,
    shortDescription: `${productName} · ${order.invoice}`,
    productId: order.productId,
    orderId: order.id,
  };
  if (!notice.isWhatsApp) return recordNotification(tx, notification);
  await notifyByDashboardAndWhatsApp(tx, notification, {
    phone: phone ?? (await findUserPhone(tx, order.userId)),
    reference: `No. pesanan: ${order.invoice}`,
  });
}
