/**
 * What has happened to Budi lately: notifications (some unread, for the bell's badge), his pinned
 * products, and the admin's audit trail of the two changes a customer would ask about.
 */
import type { Transaction } from '../client';
import { notificationCategories, notifications, productPins } from '../schema/engagement';
import { auditLogs } from '../schema/operations';
import type { CatalogueIds } from './demo-catalogue';
import type { DemoClock } from './demo-clock';
import { demoImagePath, glyphTileSvg, type DemoImage, type GlyphName } from './demo-images';
import { budiOrder, type BudiOrderKey } from './demo-orders';
import type { ProductKey } from './demo-products';
import type { UserKey } from './demo-users';

const NOTIFICATION_CATEGORIES = {
  Pesanan: { glyph: 'bag', colour: '#2563EB' },
  Akun: { glyph: 'user', colour: '#16A34A' },
  Promo: { glyph: 'tag', colour: '#DB2777' },
  Info: { glyph: 'info', colour: '#F59E0B' },
} satisfies Record<string, { glyph: GlyphName; colour: string }>;

type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;

function categoryIconFile(name: string): string {
  return `notif-${name.toLowerCase()}.svg`;
}

interface NotificationDef {
  category: NotificationCategory;
  title: string;
  content: string;
  shortDescription?: string;
  /** The order it is about; its product is linked too. */
  order?: BudiOrderKey;
  /** A product without an order (a promo). */
  product?: ProductKey;
  daysAgo: number;
  read: boolean;
}

const BUDI_NOTIFICATIONS: readonly NotificationDef[] = [
  {
    category: 'Pesanan',
    title: 'Menunggu Pembayaran',
    content: 'Selesaikan pembayaran Netflix Premium sebelum batas waktu agar pesananmu tidak kedaluwarsa.',
    shortDescription: 'Netflix Premium · Sharing 1 Bulan',
    order: 'pending',
    daysAgo: 0,
    read: false,
  },
  {
    category: 'Pesanan',
    title: 'Pesanan Sedang Diproses',
    content: 'Pembayaran Microsoft 365 diterima. Admin sedang membuat akunmu, maksimal 1x24 jam.',
    order: 'process',
    daysAgo: 0.12,
    read: false,
  },
  {
    category: 'Akun',
    title: 'Akun Memasuki Masa Tenggang',
    content: 'Masa aktif ChatGPT Plus berakhir kemarin. Perpanjang sekarang agar aksesmu tidak dihentikan.',
    shortDescription: 'ChatGPT Plus Grup A',
    order: 'tenggang',
    daysAgo: 1,
    read: false,
  },
  {
    category: 'Pesanan',
    title: 'Preorder Berhasil Dibayar',
    content: 'Kamu terdaftar di grup Disney+ Hotstar. Akun dibuat begitu grup terisi penuh.',
    order: 'preorderPaid',
    daysAgo: 3,
    read: true,
  },
  {
    category: 'Promo',
    title: 'Promo Terbatas Netflix 20%',
    content: 'Diskon 20% untuk Netflix Premium 1 bulan, hanya untuk 10 pembeli pertama!',
    product: 'netflix',
    daysAgo: 5,
    read: false,
  },
  {
    category: 'Pesanan',
    title: 'Pembayaran Berhasil',
    content: 'Pembayaran Netflix Premium berhasil. Profil dan PIN-mu sudah tersedia di dashboard.',
    order: 'paid',
    daysAgo: 10,
    read: true,
  },
  {
    category: 'Akun',
    title: 'Akun Dinonaktifkan',
    content:
      'Akun Google One 2 TB kamu dinonaktifkan admin karena melanggar ketentuan. Hubungi admin untuk info lebih lanjut.',
    order: 'nonaktif',
    daysAgo: 14,
    read: true,
  },
  {
    category: 'Info',
    title: 'Jadwal Pemeliharaan Sistem',
    content: 'Pemeliharaan rutin hari Minggu pukul 01.00–03.00 WIB. Pembayaran dan akunmu tetap aman.',
    daysAgo: 20,
    read: true,
  },
  {
    category: 'Akun',
    title: 'Masa Aktif Akun Berakhir',
    content: 'Akun YouTube Premium Family kamu telah habis. Pesan lagi kapan saja dari halaman Pembelian.',
    order: 'habis',
    daysAgo: 37,
    read: true,
  },
];

/** Budi pins the products he has paid seats in. */
const BUDI_PINS: ReadonlyArray<readonly [BudiOrderKey, number]> = [
  ['paid', 9],
  ['paidSpotify', 29],
];

export function activityImages(): DemoImage[] {
  return Object.entries(NOTIFICATION_CATEGORIES).map(([name, category]) => ({
    file: categoryIconFile(name),
    svg: glyphTileSvg({ size: 64, colour: category.colour, glyph: category.glyph, round: true }),
  }));
}

export interface ActivityDeps {
  clock: DemoClock;
  userId: (key: UserKey) => string;
  catalogue: CatalogueIds;
  budiOrderId: (key: BudiOrderKey) => string;
}

export async function insertActivity(tx: Transaction, deps: ActivityDeps): Promise<void> {
  const { clock, catalogue, budiOrderId } = deps;
  const budi = deps.userId('budi');
  const admin = deps.userId('admin');

  const categoryRows = await tx
    .insert(notificationCategories)
    .values(
      Object.keys(NOTIFICATION_CATEGORIES).map((name) => ({
        name,
        icon: demoImagePath(categoryIconFile(name)),
      })),
    )
    .returning({ id: notificationCategories.id, name: notificationCategories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  await tx.insert(notifications).values(
    BUDI_NOTIFICATIONS.map((notification) => {
      const product = notification.order ? budiOrder(notification.order).product : notification.product;
      return {
        userId: budi,
        categoryId: categoryIds.get(notification.category) ?? null,
        title: notification.title,
        content: notification.content,
        shortDescription: notification.shortDescription ?? null,
        productId: product ? catalogue.product(product) : null,
        orderId: notification.order ? budiOrderId(notification.order) : null,
        isRead: notification.read,
        createdAt: clock.ago(notification.daysAgo),
      };
    }),
  );

  await tx.insert(productPins).values(
    BUDI_PINS.map(([orderKey, daysAgo]) => {
      const order = budiOrder(orderKey);
      if (order.status !== 'Paid')
        throw new Error(`demo seed: Budi pins ${order.product} without a paid order`);
      return { userId: budi, productId: catalogue.product(order.product), createdAt: clock.ago(daysAgo) };
    }),
  );

  const deactivated = budiOrder('nonaktif');
  await tx.insert(auditLogs).values([
    {
      actorId: admin,
      action: 'product.update',
      entity: 'products',
      entityId: catalogue.product('viu'),
      before: { status: 'Available' },
      after: { status: 'Unavailable' },
      createdAt: clock.ago(21),
    },
    {
      actorId: admin,
      action: 'order.deactivate',
      entity: 'orders',
      entityId: budiOrderId('nonaktif'),
      before: { status: 'Paid' },
      after: { status: deactivated.status, statusReason: deactivated.statusReason },
      createdAt: clock.ago(14),
    },
  ]);
}
