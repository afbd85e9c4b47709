/**
 * The demo catalogue's data tables: categories, packages, and products with their variants. Prices
 * are whole Rupiah in line with what Indonesian resellers ask; modalFee is the provider's own
 * monthly price, so the checkout's "harga provider" line reads true.
 */
import type { productMethod, productStatus, productType } from '../schema/catalogue';
import type { GlyphName } from './demo-images';

export type ProductType = (typeof productType.enumValues)[number];
export type ProductMethod = (typeof productMethod.enumValues)[number];
export type ProductStatus = (typeof productStatus.enumValues)[number];

// ---------------------------------------------------------------------------------------------
// Categories and packages

export interface CategoryDef {
  slug: string;
  bg: string;
  glyph: GlyphName;
}

export const CATEGORIES = {
  Streaming: { slug: 'streaming', bg: '#E50914', glyph: 'play' },
  Musik: { slug: 'musik', bg: '#1DB954', glyph: 'music' },
  'Cloud Storage': { slug: 'cloud-storage', bg: '#4285F4', glyph: 'cloud' },
  'Produktivitas & AI': { slug: 'produktivitas-ai', bg: '#7C3AED', glyph: 'sparkle' },
  'Software & Lisensi': { slug: 'software-lisensi', bg: '#0078D4', glyph: 'key' },
  'Digital Produk': { slug: 'digital-produk', bg: '#F59E0B', glyph: 'download' },
} satisfies Record<string, CategoryDef>;

export type CategoryName = keyof typeof CATEGORIES;

export const PACKAGES = {
  Sharing: 'Satu akun premium dipakai bersama anggota grup: pilihan paling hemat.',
  Private: 'Akun khusus untukmu sendiri, tidak dibagi dengan pengguna lain.',
  Host: 'Kamu menjadi pemilik (host) akun grup: bayar langsung ke provider, lalu ajukan reimburse.',
  Lifetime: 'Sekali bayar, aktif selamanya tanpa perpanjangan.',
} satisfies Record<string, string>;

export type PackageName = keyof typeof PACKAGES;

// ---------------------------------------------------------------------------------------------
// Products

/** [duration in days (0 = lifetime), price in Rupiah, enabled (default true)] */
export type ItemDef = readonly [duration: number, price: number, enabled?: boolean];
export type Section = readonly [header: string, description: string];

export interface ProductDef {
  name: string;
  brand: string;
  /** The initials drawn on the generated images. */
  mark: string;
  colour: string;
  category: CategoryName;
  type: ProductType;
  method: ProductMethod;
  status?: ProductStatus;
  slot: number;
  modalFee: number;
  adminFee: string;
  /** Days since the product was added; under 7 the card shows 'Baru'. */
  ageDays: number;
  isPopular?: boolean;
  /** The provider's site: a Digital Product's external link, and 'Pergi ke Web {product}' in the dashboard. */
  link?: string;
  /** Flat price of a product sold without variants (lifetime or digital). */
  price?: number;
  information: string;
  /** Replaces the note of the product's type. */
  note?: string;
  benefit: readonly Section[];
  /** Items per package; the key order is the order of 'Pilih Paket'. */
  variants: Partial<Record<PackageName, readonly ItemDef[]>>;
  /** Packages listed but not orderable (variant status Unavailable). */
  closedPackages?: readonly PackageName[];
}

export const PRODUCTS = {
  netflix: {
    name: 'Netflix Premium',
    brand: 'Netflix',
    mark: 'N',
    colour: '#E50914',
    category: 'Streaming',
    type: 'Sharing Private',
    method: 'Ready',
    slot: 5,
    modalFee: 186_000,
    adminFee: '2500',
    ageDays: 120,
    link: 'https://www.netflix.com/',
    isPopular: true,
    information:
      'Nonton film, serial, dan anime Netflix dengan kualitas Ultra HD 4K. Kamu mendapat satu profil ' +
      'pribadi lengkap dengan PIN di akun Premium yang dipakai bersama maksimal 5 orang.',
    benefit: [
      ['Kualitas Ultra HD 4K', 'Tonton dengan resolusi terbaik di TV, laptop, maupun HP.'],
      ['Profil & PIN pribadi', 'Riwayat tontonan dan rekomendasimu tidak tercampur dengan pengguna lain.'],
      ['Garansi penuh', 'Akun bermasalah kami ganti selama masa langganan masih berjalan.'],
    ],
    variants: {
      Sharing: [
        [30, 35_000],
        [90, 99_000],
        [180, 189_000],
        [360, 359_000, false],
      ],
      Host: [
        [30, 30_000],
        [90, 85_000],
      ],
    },
  },
  spotify: {
    name: 'Spotify Premium Family',
    brand: 'Spotify',
    mark: 'S',
    colour: '#1DB954',
    category: 'Musik',
    type: 'Invite Sharing',
    method: 'Ready',
    slot: 6,
    modalFee: 86_900,
    adminFee: '5%',
    ageDays: 110,
    link: 'https://open.spotify.com/',
    isPopular: true,
    information:
      'Dengarkan musik dan podcast tanpa iklan, unduh lagu untuk didengar offline, dan lompati lagu ' +
      'sepuasnya. Kamu bergabung ke paket Spotify Premium Family lewat link undangan.',
    note:
      'Gunakan akun Spotify milikmu sendiri yang tidak sedang tergabung di paket Family lain. Alamat ' +
      'rumah mengikuti alamat host grup.',
    benefit: [
      ['Tanpa iklan', 'Putar lagu dan podcast tanpa gangguan.'],
      ['Mode offline', 'Unduh playlist favoritmu dan dengarkan tanpa kuota.'],
      ['Akun tetap milikmu', 'Playlist, lagu yang disukai, dan riwayat dengar tidak hilang.'],
    ],
    variants: {
      Sharing: [
        [30, 22_000],
        [90, 63_000],
        [180, 120_000],
        [360, 230_000],
      ],
      Host: [[30, 15_000]],
    },
  },
  youtube: {
    name: 'YouTube Premium Family',
    brand: 'YouTube',
    mark: 'YT',
    colour: '#FF0000',
    category: 'Streaming',
    type: 'Invite Email',
    method: 'Ready',
    slot: 6,
    modalFee: 119_000,
    adminFee: '2000',
    ageDays: 100,
    link: 'https://www.youtube.com/',
    isPopular: true,
    information:
      'YouTube tanpa iklan, putar di latar belakang, dan unduh video untuk ditonton offline. Sudah ' +
      'termasuk YouTube Music Premium. Undangan keluarga dikirim ke email Google milikmu.',
    benefit: [
      ['Tanpa iklan', 'Semua video YouTube tanpa iklan di semua perangkat.'],
      ['Putar di latar belakang', 'Video tetap berjalan saat layar mati atau membuka aplikasi lain.'],
      ['YouTube Music Premium', 'Streaming musik tanpa iklan, sudah termasuk.'],
    ],
    variants: {
      Sharing: [
        [30, 20_000],
        [90, 57_000],
        [180, 110_000],
        [360, 210_000],
      ],
    },
  },
  disney: {
    name: 'Disney+ Hotstar',
    brand: 'Disney+ Hotstar',
    mark: 'D+',
    colour: '#113CCF',
    category: 'Streaming',
    type: 'Sharing Private',
    method: 'Preorder',
    slot: 5,
    modalFee: 79_000,
    adminFee: '2000',
    ageDays: 90,
    link: 'https://www.hotstar.com/id',
    information:
      'Film Disney, Pixar, Marvel, Star Wars, dan National Geographic dalam satu aplikasi. Sistem ' +
      'preorder: akun dibuat setelah grup berisi 5 anggota.',
    benefit: [
      ['Katalog lengkap', 'Film dan serial Disney, Pixar, Marvel, Star Wars, dan National Geographic.'],
      ['Profil & PIN pribadi', 'Setiap anggota punya profil sendiri.'],
      ['Harga preorder', 'Lebih murah karena biaya dibagi rata setelah grup penuh.'],
    ],
    variants: {
      Sharing: [
        [30, 19_000],
        [90, 54_000],
        [180, 105_000, false],
      ],
    },
  },
  'prime-video': {
    name: 'Prime Video',
    brand: 'Prime Video',
    mark: 'PV',
    colour: '#00A8E1',
    category: 'Streaming',
    type: 'Sharing Account',
    method: 'Ready',
    status: 'Out of Stock',
    slot: 5,
    modalFee: 59_000,
    adminFee: '1500',
    ageDays: 80,
    link: 'https://www.primevideo.com/',
    information:
      'Serial Amazon Original seperti The Boys dan Reacher, film terbaru, dan tayangan lokal. Akun ' +
      'dipakai bersama 5 pengguna.',
    benefit: [
      ['Amazon Original', 'Nonton serial eksklusif yang tidak ada di layanan lain.'],
      ['Subtitle Indonesia', 'Hampir semua judul tersedia dengan subtitle Indonesia.'],
    ],
    variants: {
      Sharing: [
        [30, 15_000],
        [90, 42_000],
      ],
    },
  },
  viu: {
    name: 'Viu Premium',
    brand: 'Viu',
    mark: 'VIU',
    colour: '#D99A00',
    category: 'Streaming',
    type: 'Sharing Account',
    method: 'Ready',
    status: 'Unavailable',
    slot: 5,
    modalFee: 30_000,
    adminFee: '1000',
    ageDays: 150,
    link: 'https://www.viu.com/',
    information: 'Drama Korea, variety show, dan film Asia terbaru tanpa iklan dengan kualitas Full HD.',
    benefit: [
      ['Drama Korea terbaru', 'Tayang beberapa jam setelah rilis di Korea.'],
      ['Tanpa iklan', 'Nonton maraton drama tanpa jeda iklan.'],
    ],
    variants: {
      Sharing: [
        [30, 9_000],
        [90, 25_000],
      ],
    },
  },
  vidio: {
    name: 'Vidio Platinum',
    brand: 'Vidio',
    mark: 'V',
    colour: '#EE2737',
    category: 'Streaming',
    type: 'Sharing Account',
    method: 'Preorder',
    slot: 4,
    modalFee: 39_000,
    adminFee: '1500',
    ageDays: 60,
    link: 'https://www.vidio.com/',
    information:
      'Liga Inggris, sinetron, dan Vidio Original dalam satu akun. Sistem preorder: akun dibuat ' +
      'setelah grup berisi 4 anggota.',
    benefit: [
      ['Siaran olahraga', 'Nonton pertandingan favoritmu secara langsung.'],
      ['Vidio Original', 'Serial orisinal Indonesia tanpa iklan.'],
    ],
    variants: {
      Sharing: [
        [30, 12_000],
        [90, 33_000],
        [180, 62_000],
      ],
    },
  },
  chatgpt: {
    name: 'ChatGPT Plus',
    brand: 'ChatGPT',
    mark: 'AI',
    colour: '#10A37F',
    category: 'Produktivitas & AI',
    type: 'Sharing Account',
    method: 'Ready',
    slot: 5,
    modalFee: 325_000,
    adminFee: '5%',
    ageDays: 70,
    link: 'https://chatgpt.com/',
    isPopular: true,
    information:
      'Akses model GPT terbaru, analisis file, pembuatan gambar, dan GPTs kustom. Akun dipakai ' +
      'bersama 5 pengguna; riwayat chat bisa kamu arsipkan sendiri.',
    note:
      'Jangan mengubah kata sandi, email, atau pengaturan akun. Hapus atau arsipkan percakapan pribadimu ' +
      'setelah selesai. Paket Private sedang tidak tersedia.',
    benefit: [
      ['Model GPT terbaru', 'Jawaban lebih cepat dan akurat dibanding versi gratis.'],
      ['Analisis file & gambar', 'Unggah PDF, spreadsheet, dan foto untuk dianalisis.'],
      ['Prioritas akses', 'Tetap bisa dipakai saat server sedang ramai.'],
    ],
    variants: {
      Sharing: [
        [30, 75_000],
        [90, 215_000],
      ],
      Private: [[30, 329_000]],
    },
    closedPackages: ['Private'],
  },
  canva: {
    name: 'Canva Pro',
    brand: 'Canva',
    mark: 'C',
    colour: '#00C4CC',
    category: 'Produktivitas & AI',
    type: 'Invite Sharing',
    method: 'Ready',
    slot: 50,
    modalFee: 95_000,
    adminFee: '1000',
    ageDays: 130,
    link: 'https://www.canva.com/',
    isPopular: true,
    information:
      'Jutaan template, foto, dan elemen premium, hapus latar belakang sekali klik, serta Brand Kit. ' +
      'Kamu diundang ke tim Canva Pro memakai akun Canva milikmu sendiri.',
    benefit: [
      ['Template premium', 'Lebih dari 600 ribu template siap pakai.'],
      ['Background Remover', 'Hapus latar belakang foto dalam sekali klik.'],
      ['Desain tetap milikmu', 'Semua desain tersimpan di akun pribadimu.'],
    ],
    variants: {
      Sharing: [
        [30, 10_000],
        [90, 27_000],
        [180, 50_000],
        [360, 95_000],
      ],
      Lifetime: [[0, 49_000]],
    },
  },
  'google-one': {
    name: 'Google One 2 TB',
    brand: 'Google One',
    mark: 'G1',
    colour: '#4285F4',
    category: 'Cloud Storage',
    type: 'Invite Email',
    method: 'Ready',
    slot: 5,
    modalFee: 135_000,
    adminFee: '3%',
    ageDays: 95,
    link: 'https://one.google.com/',
    information:
      'Penyimpanan 2 TB untuk Google Drive, Gmail, dan Google Foto lewat paket keluarga. File ' +
      'tetap privat: anggota lain tidak bisa melihat isi Drive-mu.',
    benefit: [
      ['Penyimpanan 2 TB', 'Cadangkan foto, video, dan dokumen tanpa khawatir penuh.'],
      ['File tetap privat', 'Hanya kuota yang dibagi, bukan isi Drive.'],
    ],
    variants: {
      Sharing: [
        [30, 29_000],
        [90, 84_000],
        [180, 160_000],
        [360, 299_000],
      ],
    },
  },
  'microsoft-365': {
    name: 'Microsoft 365 + OneDrive 1 TB',
    brand: 'Microsoft 365',
    mark: 'M365',
    colour: '#D83B01',
    category: 'Cloud Storage',
    type: 'Dedicated Private',
    method: 'Ready',
    slot: 1,
    modalFee: 99_000,
    adminFee: '2500',
    ageDays: 65,
    link: 'https://www.office.com/',
    information:
      'Akun Microsoft 365 pribadi dengan nama email pilihanmu di domain kami: Word, Excel, PowerPoint, ' +
      'Outlook, dan OneDrive 1 TB di 5 perangkat.',
    benefit: [
      ['Aplikasi Office lengkap', 'Word, Excel, PowerPoint, dan Outlook versi desktop terbaru.'],
      ['OneDrive 1 TB', 'Simpan dan sinkronkan file di semua perangkat.'],
      ['Email pilihanmu', 'Tentukan sendiri nama akun di domain yang tersedia.'],
    ],
    variants: {
      Private: [
        [30, 25_000],
        [180, 129_000],
        [360, 239_000],
      ],
    },
  },
  capcut: {
    name: 'CapCut Pro',
    brand: 'CapCut',
    mark: 'CC',
    colour: '#1F2937',
    category: 'Produktivitas & AI',
    type: 'Dedicated Auto',
    method: 'Ready',
    slot: 1,
    modalFee: 99_000,
    adminFee: '2000',
    ageDays: 2,
    link: 'https://www.capcut.com/',
    information:
      'Akun CapCut Pro pribadi yang langsung dikirim otomatis: efek dan transisi Pro, hapus watermark, ' +
      'dan penyimpanan cloud 100 GB.',
    benefit: [
      ['Tanpa watermark', 'Ekspor video bersih siap unggah ke TikTok dan Reels.'],
      ['Fitur AI', 'Auto caption, hapus latar, dan efek AI tanpa batas.'],
      ['Dikirim instan', 'Data login muncul di dashboard begitu pembayaran berhasil.'],
    ],
    variants: {
      Private: [
        [30, 29_000],
        [90, 79_000],
      ],
    },
  },
  adobe: {
    name: 'Adobe Creative Cloud All Apps',
    brand: 'Adobe',
    mark: 'Ad',
    colour: '#FA0F00',
    category: 'Software & Lisensi',
    type: 'Lisensi',
    method: 'Ready',
    slot: 1,
    modalFee: 899_000,
    adminFee: '5%',
    ageDays: 55,
    link: 'https://www.adobe.com/creativecloud.html',
    information:
      'Lisensi Creative Cloud All Apps dipasang ke akun Adobe milikmu: Photoshop, Illustrator, ' +
      'Premiere Pro, After Effects, Lightroom, dan 20+ aplikasi lainnya.',
    benefit: [
      ['20+ aplikasi', 'Semua aplikasi kreatif Adobe dalam satu lisensi.'],
      ['Akun milikmu', 'Lisensi dipasang ke akun Adobe pribadimu, file tetap aman.'],
      ['Cloud 100 GB', 'Penyimpanan Creative Cloud untuk berbagi file kerja.'],
    ],
    variants: {
      Private: [
        [30, 89_000],
        [90, 249_000],
        [180, 469_000],
      ],
    },
  },
  windows: {
    name: 'Windows 11 Pro',
    brand: 'Windows',
    mark: 'W11',
    colour: '#0078D4',
    category: 'Software & Lisensi',
    type: 'Product Key',
    method: 'Ready',
    slot: 1,
    modalFee: 3_300_000,
    adminFee: '2500',
    ageDays: 140,
    price: 99_000,
    information:
      'Product key Windows 11 Pro untuk satu perangkat, berlaku selamanya. Cocok untuk upgrade dari ' +
      'Windows 11 Home atau instalasi baru.',
    benefit: [
      ['Berlaku selamanya', 'Sekali aktivasi, tanpa biaya perpanjangan.'],
      ['Fitur Pro', 'BitLocker, Remote Desktop, dan Hyper-V.'],
    ],
    variants: {},
  },
  office: {
    name: 'Microsoft Office 2021 Pro Plus',
    brand: 'Microsoft Office',
    mark: 'O21',
    colour: '#EB3C00',
    category: 'Software & Lisensi',
    type: 'Product Key',
    method: 'Ready',
    slot: 1,
    modalFee: 3_700_000,
    adminFee: '2500',
    ageDays: 135,
    information:
      'Product key Office 2021 Professional Plus untuk satu PC: Word, Excel, PowerPoint, Outlook, ' +
      'Access, dan Publisher tanpa langganan.',
    benefit: [
      ['Sekali bayar', 'Tanpa biaya bulanan atau tahunan.'],
      ['Aplikasi lengkap', 'Termasuk Access dan Publisher.'],
    ],
    variants: { Lifetime: [[0, 129_000]] },
  },
  'notion-template': {
    name: 'Template Notion Keuangan & Produktivitas',
    brand: 'Notion',
    mark: 'NT',
    colour: '#37352F',
    category: 'Digital Produk',
    type: 'Digital Product',
    method: 'Ready',
    slot: 1,
    modalFee: 0,
    adminFee: '0',
    ageDays: 45,
    link: 'https://premiumshop.id/digital/template-notion-keuangan',
    price: 49_000,
    information:
      'Template Notion siap pakai untuk mencatat pemasukan, pengeluaran, tabungan, dan target harian. ' +
      'Cukup duplikat ke workspace Notion milikmu.',
    benefit: [
      ['Siap pakai', 'Tinggal duplikat, tanpa pengaturan rumit.'],
      ['Update gratis', 'Versi terbaru template bisa diunduh ulang kapan saja.'],
    ],
    variants: {},
  },
  'ebook-freelance': {
    name: 'E-Book Sukses Freelance di Era AI',
    brand: 'Premium Shop',
    mark: 'EB',
    colour: '#B45309',
    category: 'Digital Produk',
    type: 'Digital Product',
    method: 'Ready',
    slot: 1,
    modalFee: 0,
    adminFee: '0',
    ageDays: 40,
    link: 'https://premiumshop.id/digital/ebook-freelance-ai',
    price: 29_000,
    information:
      'Panduan 120 halaman membangun karier freelance dengan bantuan AI: membuat portofolio, mencari ' +
      'klien, menentukan tarif, dan mengatur keuangan.',
    benefit: [
      ['Format PDF', 'Baca di HP, tablet, atau laptop.'],
      ['Bonus prompt AI', '50 prompt siap pakai untuk pekerjaan freelance.'],
    ],
    variants: {},
  },
} satisfies Record<string, ProductDef>;

export type ProductKey = keyof typeof PRODUCTS;

/** 'Model berlangganan' steps per product type: how a customer gets and keeps access. */
export const SCHEMA_STEPS: Record<ProductType, (slot: number) => readonly Section[]> = {
  'Sharing Private': (slot) => [
    ['Akun bersama', `Satu akun premium dipakai bersama ${slot} pengguna.`],
    ['Profil & PIN pribadi', 'Setiap pengguna mendapat satu profil dengan PIN masing-masing.'],
    ['Reset berkala', 'Kata sandi dan PIN direset seminggu sekali; data terbaru selalu ada di dashboard.'],
    ['Perpanjang', 'Perpanjang dari dashboard sebelum masa aktif habis agar profilmu tetap aman.'],
  ],
  'Sharing Account': (slot) => [
    ['Akun bersama', `Satu akun dipakai bersama ${slot} pengguna tanpa profil terpisah.`],
    ['Login email & password', 'Data login muncul di dashboard setelah pembayaran berhasil.'],
    ['Reset berkala', 'Kata sandi direset seminggu sekali; cek dashboard untuk data terbaru.'],
  ],
  'Invite Sharing': (slot) => [
    ['Link undangan', 'Setelah pembayaran berhasil, link undangan grup muncul di dashboard.'],
    ['Pakai akun sendiri', 'Bergabung memakai akun pribadimu, data dan koleksimu tetap milikmu.'],
    ['Satu grup', `Satu grup berisi hingga ${slot} anggota.`],
  ],
  'Invite Email': (slot) => [
    ['Daftarkan email', 'Masukkan email akunmu saat memesan.'],
    ['Terima undangan', 'Admin mengirim undangan ke email tersebut; cek juga folder spam dan promosi.'],
    ['Nikmati fitur premium', `Terima undangan dan gunakan bersama hingga ${slot} anggota keluarga.`],
  ],
  'Dedicated Private': () => [
    ['Pilih domain', 'Pilih domain yang tersedia, lalu tentukan nama email akunmu.'],
    ['Akun dibuat admin', 'Admin membuat akun email@domain khusus untukmu, maksimal 1x24 jam.'],
    ['Ganti kata sandi', 'Segera ganti kata sandi setelah akun diterima.'],
  ],
  'Dedicated Auto': () => [
    ['Akun pribadi', 'Satu akun khusus untukmu, tidak dibagi dengan siapa pun.'],
    ['Dikirim otomatis', 'Data login langsung muncul di dashboard setelah pembayaran.'],
    ['Amankan akun', 'Segera ganti kata sandi dan aktifkan verifikasi dua langkah.'],
  ],
  Lisensi: () => [
    ['Kirim data akun', 'Isi informasi akun yang akan diaktivasi saat memesan.'],
    ['Aktivasi oleh admin', 'Admin memasang lisensi ke akunmu, maksimal 1x24 jam.'],
    ['Konfirmasi', 'Kamu menerima notifikasi begitu lisensi aktif.'],
  ],
  'Product Key': () => [
    ['Terima kode', 'Product key muncul di dashboard setelah pembayaran berhasil.'],
    ['Aktivasi', 'Masukkan kode di menu aktivasi aplikasi.'],
    ['Berlaku selamanya', 'Satu kode untuk satu perangkat, tanpa biaya perpanjangan.'],
  ],
  'Digital Product': () => [
    ['Beli', 'Klik Beli Sekarang untuk membuka halaman produk.'],
    ['Unduh', 'Link unduhan dikirim ke email setelah pembayaran.'],
    ['Akses selamanya', 'Produk bisa diunduh ulang kapan saja.'],
  ],
};

/** The catalogue's default 'Catatan' per type; a product may replace it. */
export const TYPE_NOTES: Record<ProductType, string> = {
  'Sharing Private':
    'Hanya untuk 1 perangkat. Dilarang mengubah nama profil, PIN pengguna lain, atau kata sandi akun; ' +
    'pelanggaran membuat akun dinonaktifkan tanpa pengembalian dana.',
  'Sharing Account':
    'Hanya untuk 1 perangkat. Jangan mengubah kata sandi atau pengaturan akun. Kata sandi direset ' +
    'seminggu sekali.',
  'Invite Sharing': 'Gunakan akun pribadimu sendiri. Jangan keluar dari grup sebelum masa aktif berakhir.',
  'Invite Email':
    'Pastikan email yang kamu daftarkan aktif dan belum tergabung di grup keluarga lain. Undangan ' +
    'bisa masuk ke folder spam, promosi, atau sampah.',
  'Dedicated Private': 'Segera ganti kata sandi setelah akun diterima. Akun tidak boleh dijual kembali.',
  'Dedicated Auto': 'Segera ganti kata sandi setelah akun diterima. Akun tidak boleh dijual kembali.',
  Lisensi: 'Pastikan data akun yang kamu kirim benar. Kesalahan data memperlambat proses aktivasi.',
  'Product Key': 'Satu product key untuk satu perangkat. Kode yang sudah dipakai tidak dapat ditukar.',
  'Digital Product': 'Produk digital tidak dapat dikembalikan setelah link unduhan dikirim.',
};
