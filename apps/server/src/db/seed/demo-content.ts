/**
 * The home page's editable content: promo banners and the six site_content documents. Each
 * document is plain JSON with obvious field names, the shape the admin's content editor writes.
 */
import type { Transaction } from '../client';
import { banners, siteContent, type SiteContentKey } from '../schema/content';
import type { Settings } from '../../settings';
import { formatRupiah, itemPrice, lowestPrice, type CatalogueIds } from './demo-catalogue';
import type { DemoClock } from './demo-clock';
import { demoImagePath, logoCardSvg, wideBannerSvg, type DemoImage } from './demo-images';
import type { ProductKey } from './demo-products';

interface BannerDef {
  file: string;
  from: string;
  to: string;
  title: string;
  subtitle: string;
  pill: string;
  /** Opens this product; without it the banner opens the full list. */
  product?: ProductKey;
}

const BANNERS: readonly BannerDef[] = [
  {
    file: 'banner-diskon-80.svg',
    from: '#7C3AED',
    to: '#DB2777',
    title: 'Diskon hingga 80%',
    subtitle: 'Streaming, musik, dan produktivitas',
    pill: 'Pakai kode HEMAT10',
  },
  {
    file: 'banner-netflix.svg',
    from: '#E50914',
    to: '#450a0a',
    title: `Netflix Premium mulai ${formatRupiah(itemPrice('netflix', 'Sharing', 30))}`,
    subtitle: 'Profil & PIN pribadi, Ultra HD 4K',
    pill: 'Promo terbatas 20%',
    product: 'netflix',
  },
  {
    file: 'banner-preorder-disney.svg',
    from: '#113CCF',
    to: '#0EA5E9',
    title: 'Preorder Disney+ Hotstar',
    subtitle: 'Akun dibuat begitu grup penuh',
    pill: `Mulai ${formatRupiah(lowestPrice('disney'))}/bulan`,
    product: 'disney',
  },
];

/** Payment methods of the checkout, shown as logo cards on the home page. */
const SHOWCASE = [
  { name: 'QRIS', colour: '#D6203A' },
  { name: 'DANA', colour: '#118EEA' },
  { name: 'OVO', colour: '#4C3494' },
  { name: 'ShopeePay', colour: '#EE4D2D' },
  { name: 'BRI', colour: '#00529C' },
  { name: 'BSI', colour: '#00A39D' },
  { name: 'BNI', colour: '#F15A23' },
  { name: 'Mandiri', colour: '#003D79' },
] as const;

function showcaseFile(name: string): string {
  return `showcase-${name.toLowerCase()}.svg`;
}

export function contentImages(): DemoImage[] {
  return [
    ...BANNERS.map((banner) => ({ file: banner.file, svg: wideBannerSvg(banner) })),
    ...SHOWCASE.map((logo) => ({ file: showcaseFile(logo.name), svg: logoCardSvg(logo) })),
  ];
}

function siteDocuments(settings: Settings): Record<SiteContentKey, unknown> {
  return {
    announcement: {
      text:
        `Promo akhir tahun ${settings.APP_NAME}: hemat hingga 80% untuk akun premium favoritmu! ` +
        'Pakai kode HEMAT10 untuk potongan 10% di semua produk.',
    },
    testimonials: [
      {
        rating: 5,
        content:
          'Netflix-nya lancar banget, profil sendiri dan PIN aman. Harganya jauh lebih hemat dibanding langganan sendiri!',
        name: 'Rina Kartika',
        role: 'Mahasiswi',
      },
      {
        rating: 5,
        content: 'Beli Canva Pro buat kerjaan desain, prosesnya cepat dan adminnya ramah. Recommended!',
        name: 'Yoga Pratama',
        role: 'Desainer Grafis',
      },
      {
        rating: 5,
        content:
          'Sudah enam bulan langganan Spotify Family di sini tanpa kendala. Perpanjangnya juga gampang dari dashboard.',
        name: 'Maya Sari',
        role: 'Karyawan Swasta',
      },
    ],
    faq: [
      {
        question: 'Apakah akun yang dijual legal dan aman?',
        answer:
          'Ya. Semua akun berasal dari langganan resmi yang dibayar langsung ke provider. Kami membagi biaya ' +
          'langganan dengan anggota grup sehingga harganya jauh lebih hemat.',
      },
      {
        question: 'Berapa lama akun dikirim setelah pembayaran?',
        answer:
          'Produk Ready dikirim otomatis ke dashboard begitu pembayaran berhasil. Produk yang diproses admin, ' +
          'seperti undangan email atau lisensi, selesai maksimal 1x24 jam.',
      },
      {
        question: 'Apa itu sistem Preorder?',
        answer:
          'Untuk produk Preorder, akun dibuat setelah grup terisi penuh sesuai jumlah anggota. Progres grup ' +
          'bisa kamu pantau di halaman Pesanan Saya.',
      },
      {
        question: 'Metode pembayaran apa saja yang tersedia?',
        answer: 'QRIS, DANA, OVO, ShopeePay, serta virtual account Bank BRI, BSI, BNI, dan Mandiri.',
      },
      {
        question: 'Apa yang terjadi jika masa aktif akun habis?',
        answer:
          `Akun masuk masa tenggang selama ${settings.GRACE_DAYS} hari. Perpanjang dari halaman Pesanan Saya ` +
          'sebelum masa tenggang berakhir agar profil dan datamu tetap aman.',
      },
      {
        question: 'Bagaimana jika akun saya bermasalah?',
        answer:
          'Klik Laporkan Kendala di dashboard dan lampirkan tangkapan layar. Admin akan menghubungimu lewat ' +
          `WhatsApp, atau tulis ke ${settings.SUPPORT_EMAIL}.`,
      },
    ],
    showcase: SHOWCASE.map((logo) => ({ name: logo.name, image: demoImagePath(showcaseFile(logo.name)) })),
    flash_cards: {
      content: [
        {
          title: 'Netflix diskon 20%',
          description: 'Promo terbatas untuk 10 pembeli pertama paket 1 bulan.',
        },
        { title: 'Kode HEMAT10', description: 'Potongan 10% untuk semua produk, berlaku 30 hari.' },
        { title: 'Canva Pro Lifetime', description: 'Sekali bayar, aktif selamanya.' },
        { title: 'Preorder Disney+', description: 'Gabung grup dan hemat lebih banyak.' },
      ],
    },
    why_us: [
      {
        title: 'Harga hemat',
        description: 'Patungan dengan anggota grup, hemat hingga 80% dari harga langganan resmi.',
      },
      {
        title: 'Bergaransi',
        description: 'Akun bermasalah selama masa aktif kami perbaiki atau ganti, tanpa biaya tambahan.',
      },
      {
        title: 'Proses cepat',
        description: 'Produk Ready langsung masuk ke dashboard begitu pembayaran berhasil.',
      },
      {
        title: 'Admin responsif',
        description: `Tim kami siap membantu lewat WhatsApp: ${settings.SUPPORT_HOURS}.`,
      },
      {
        title: 'Legal dan resmi',
        description: 'Semua akun berasal dari langganan resmi yang dibayar langsung ke provider.',
      },
      {
        title: 'Privasi terjaga',
        description: 'Data dan profil kamu tidak dibagikan ke anggota grup lain.',
      },
    ],
  };
}

export async function insertContent(
  tx: Transaction,
  deps: { settings: Settings; catalogue: CatalogueIds; clock: DemoClock },
): Promise<void> {
  const { catalogue, clock } = deps;
  await tx.insert(banners).values(
    BANNERS.map((banner, index) => ({
      image: demoImagePath(banner.file),
      link: banner.product ? `/product/${catalogue.product(banner.product)}` : '/allProduct?type=all',
      sort: index + 1,
      createdAt: clock.ago(30),
    })),
  );
  await tx.insert(siteContent).values(
    Object.entries(siteDocuments(deps.settings)).map(([key, content]) => ({
      key,
      content,
      updatedAt: clock.ago(30),
    })),
  );
}
