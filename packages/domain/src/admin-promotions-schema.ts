/**
 * Contracts of the admin console's promotions (issue 7, Katalog): product promos, vouchers,
 * banners and the home page's content blocks. The server validates every body with these and the
 * web app's forms check the same rules before sending.
 */
import { z } from 'zod';
import { parseDiscount } from './pricing';
import {
  announcementSchema,
  faqItemSchema,
  flashCardsSchema,
  showcaseItemSchema,
  testimonialSchema,
  whyUsReasonSchema,
} from './storefront-schema';

export const PROMOTION_MESSAGES = {
  productRequired: 'Pilih produk',
  durationInvalid: 'Durasi tidak valid',
  valueRequired: 'Nilai diskon wajib diisi',
  discountPercentRange: 'Diskon persentase harus lebih dari 0% dan paling banyak 100%',
  discountPositive: 'Diskon harus lebih dari 0',
  slotInvalid: 'Slot harus bilangan bulat minimal 1',
  dateInvalid: 'Tanggal tidak valid',
  windowOrder: 'Tanggal berakhir harus setelah tanggal mulai',
  codeRequired: 'Kode voucher wajib diisi',
  codeFormat: 'Kode voucher hanya huruf dan angka, 3 sampai 32 karakter',
  voucherType: 'Jenis voucher tidak valid',
  voucherValue: 'Nilai voucher harus bilangan bulat',
  voucherPercentRange: 'Voucher persentase antara 1 dan 100',
  voucherFlatMin: 'Potongan voucher minimal Rp 1',
  usageLimitInvalid: 'Batas pemakaian harus bilangan bulat minimal 1',
  perCustomerLimitInvalid: 'Batas per pelanggan harus bilangan bulat minimal 1',
  linkInvalid: 'Link harus diawali / atau https://',
  sortInvalid: 'Urutan harus bilangan bulat 0 sampai 9999',
  bannerIds: 'Daftar banner tidak valid',
  textTooLong: 'Teks terlalu panjang',
  required: 'Wajib diisi',
  ratingRange: 'Rating antara 1 dan 5',
  tooManyEntries: 'Terlalu banyak baris',
  imagePath: 'Path gambar tidak valid',
  nothingToChange: 'Tidak ada perubahan yang dikirim',
} as const;
const M = PROMOTION_MESSAGES;

const MAX_SLOT = 1_000_000;
const MAX_RUPIAH = 1_000_000_000;
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;

const id = z.guid({ error: M.productRequired });
const dateTime = z.iso.datetime({ offset: true, error: M.dateInvalid });
const isActive = z.boolean({ error: 'Status aktif tidak valid' });

/** How many orders one customer may hold or have paid with a promo or voucher; null is no limit. */
const perCustomerLimit = z
  .number({ error: M.perCustomerLimitInvalid })
  .int({ error: M.perCustomerLimitInvalid })
  .min(1, { error: M.perCustomerLimitInvalid })
  .max(MAX_SLOT, { error: M.perCustomerLimitInvalid })
  .nullable()
  .default(null);

function checkWindow(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || Date.parse(end) > Date.parse(start);
}

/** Why a promo value cannot be saved, or null: '20%' (0 < n <= 100) or a flat Rupiah amount > 0. */
export function promoValueProblem(value: string): string | null {
  if (value.trim() === '') return M.valueRequired;
  const parsed = parseDiscount(value);
  if (!parsed.ok) return parsed.error;
  if (parsed.value.kind === 'percent') {
    return parsed.value.percent > 0 && parsed.value.percent <= 100 ? null : M.discountPercentRange;
  }
  return parsed.value.amount > 0 && parsed.value.amount <= MAX_RUPIAH ? null : M.discountPositive;
}

// ---------------------------------------------------------------------------------------------
// Product promos (product_discounts)

export const promoInputSchema = z
  .object({
    productId: id,
    duration: z
      .number({ error: M.durationInvalid })
      .int({ error: M.durationInvalid })
      .min(0, { error: M.durationInvalid })
      .max(36_000, { error: M.durationInvalid }),
    value: z
      .string({ error: M.valueRequired })
      .trim()
      .superRefine((value, ctx) => {
        const problem = promoValueProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** A limited promo's number of uses; null is unlimited. */
    slot: z
      .number({ error: M.slotInvalid })
      .int({ error: M.slotInvalid })
      .min(1, { error: M.slotInvalid })
      .max(MAX_SLOT, { error: M.slotInvalid })
      .nullable()
      .default(null),
    perCustomerLimit,
    startsAt: dateTime.nullable().default(null),
    endsAt: dateTime.nullable().default(null),
    isActive: isActive.default(true),
  })
  .refine((promo) => checkWindow(promo.startsAt, promo.endsAt), { message: M.windowOrder, path: ['endsAt'] });

export type PromoInput = z.infer<typeof promoInputSchema>;

export const adminPromoSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  duration: z.number().int(),
  value: z.string(),
  used: z.number().int(),
  slot: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});

export type AdminPromo = z.infer<typeof adminPromoSchema>;

/** A product the promo form offers, with the durations it is sold in (0 = lifetime). */
export const promoProductOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  durations: z.array(z.number().int()),
});

export type PromoProductOption = z.infer<typeof promoProductOptionSchema>;

// ---------------------------------------------------------------------------------------------
// Vouchers

export const VOUCHER_TYPES = ['percent', 'flat'] as const;

export const voucherInputSchema = z
  .object({
    code: z
      .string({ error: M.codeRequired })
      .trim()
      .min(1, { error: M.codeRequired })
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(VOUCHER_CODE_PATTERN, { error: M.codeFormat })),
    type: z.enum(VOUCHER_TYPES, { error: M.voucherType }),
    value: z
      .number({ error: M.voucherValue })
      .int({ error: M.voucherValue })
      .max(MAX_RUPIAH, { error: M.voucherValue }),
    /** Null: the voucher works for every product. */
    productId: id.nullable().default(null),
    usageLimit: z
      .number({ error: M.usageLimitInvalid })
      .int({ error: M.usageLimitInvalid })
      .min(1, { error: M.usageLimitInvalid })
      .max(MAX_SLOT, { error: M.usageLimitInvalid })
      .nullable()
      .default(null),
    perCustomerLimit,
    validFrom: dateTime.nullable().default(null),
    validUntil: dateTime.nullable().default(null),
    isActive: isActive.default(true),
  })
  .superRefine((voucher, ctx) => {
    if (voucher.type === 'percent' && (voucher.value < 1 || voucher.value > 100)) {
      ctx.addIssue({ code: 'custom', message: M.voucherPercentRange, path: ['value'] });
    }
    if (voucher.type === 'flat' && voucher.value < 1) {
      ctx.addIssue({ code: 'custom', message: M.voucherFlatMin, path: ['value'] });
    }
    if (!checkWindow(voucher.validFrom, voucher.validUntil)) {
      ctx.addIssue({ code: 'custom', message: M.windowOrder, path: ['validUntil'] });
    }
  });

export type VoucherInput = z.infer<typeof voucherInputSchema>;

export const adminVoucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(VOUCHER_TYPES),
  value: z.number().int(),
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  used: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

// ---------------------------------------------------------------------------------------------
// Banners

/** Where a banner click goes: a path of the shop or an https address; '' means nowhere. */
const bannerLink = z
  .string({ error: M.linkInvalid })
  .trim()
  .max(2000, { error: M.linkInvalid })
  .refine((link) => link === '' || /^\/(?![/\\])\S*$/.test(link) || /^https:\/\/\S+$/.test(link), {
    error: M.linkInvalid,
  })
  .transform((link) => (link === '' ? null : link));

const sort = z.coerce
  .number({ error: M.sortInvalid })
  .int({ error: M.sortInvalid })
  .min(0, { error: M.sortInvalid })
  .max(9999, { error: M.sortInvalid });

/** The text fields of POST /admin/banners (multipart, with the image under `image`). */
export const bannerFieldsSchema = z.object({
  link: bannerLink.default(''),
  sort: sort.optional(),
});

export const bannerUpdateSchema = z
  .object({
    link: bannerLink.optional(),
    sort: sort.optional(),
    isActive: isActive.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: M.nothingToChange,
  });

export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;
/** What the console sends: a cleared link is '' (the server stores it as null). */
export type BannerUpdateBody = z.input<typeof bannerUpdateSchema>;

/** PUT /admin/banners/order: every banner's id in the wanted order. */
export const bannerOrderSchema = z.object({
  ids: z
    .array(z.guid({ error: M.bannerIds }), { error: M.bannerIds })
    .min(1, { error: M.bannerIds })
    .max(100),
});

export const adminBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type AdminBanner = z.infer<typeof adminBannerSchema>;

// ---------------------------------------------------------------------------------------------
// Home content (site_content), one document per key, in the storefront's shapes

function text(max: number) {
  return z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: M.textTooLong });
}

function list<T extends z.ZodType>(entry: T) {
  return z.array(entry, { error: 'Daftar tidak valid' }).max(50, { error: M.tooManyEntries });
}

/** A relative image path (forward or back slashes) or an https address; never a script URL. */
const imagePath = text(500).refine((path) => /^(?:https:\/\/[^\s<>"']+|\/?[\w-][^\s<>"':]*)$/.test(path), {
  error: M.imagePath,
});

/** The editable documents by URL key (`flash-cards` is stored as `flash_cards`, `why-us` as `why_us`). */
export const CONTENT_KEYS = [
  'announcement',
  'testimonials',
  'faq',
  'showcase',
  'flash-cards',
  'why-us',
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const contentSchemas = {
  // An empty text hides the marquee (GET /api/announcement answers null).
  announcement: announcementSchema.extend({
    text: z.string({ error: M.required }).trim().max(500, { error: M.textTooLong }),
  }),
  testimonials: list(
    testimonialSchema.extend({
      name: text(75),
      role: text(100),
      rating: z
        .number({ error: M.ratingRange })
        .int({ error: M.ratingRange })
        .min(1, { error: M.ratingRange })
        .max(5, { error: M.ratingRange }),
      content: text(1000),
    }),
  ),
  faq: list(faqItemSchema.extend({ question: text(300), answer: text(2000) })),
  showcase: list(showcaseItemSchema.extend({ name: text(100), image: imagePath })),
  'flash-cards': flashCardsSchema.extend({
    content: list(z.object({ title: text(100), description: text(500) })),
  }),
  'why-us': list(whyUsReasonSchema.extend({ title: text(100), description: text(500) })),
} satisfies Record<ContentKey, z.ZodType>;

/** Any key's document as the API answers it, in the storefront's shapes (the key says which). */
export const contentDocumentSchema = z.union([
  announcementSchema,
  flashCardsSchema,
  z.array(testimonialSchema),
  z.array(faqItemSchema),
  z.array(showcaseItemSchema),
  z.array(whyUsReasonSchema),
]);

export type ContentDocuments = { [K in ContentKey]: z.infer<(typeof contentSchemas)[K]> };

/** The document stored when a key was never written. */
export const EMPTY_CONTENT: ContentDocuments = {
  announcement: { text: '' },
  testimonials: [],
  faq: [],
  showcase: [],
  'flash-cards': { content: [] },
  'why-us': [],
};
