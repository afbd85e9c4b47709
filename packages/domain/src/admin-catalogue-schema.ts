/**
 * Contracts of the admin's catalogue calls (/api/admin/categories, /packages, /products and the
 * catalogue image upload): the bodies the console sends, checked by the server and by the forms,
 * and the answers it reads. Field names follow SPEC §3; ids are sent as `_id`.
 */
import { z } from 'zod';
import { PRODUCT_METHODS, PRODUCT_STATUSES, PRODUCT_TYPES, DIGITAL_PRODUCT_TYPE } from './catalogue';
import { categorySchema, productSectionSchema } from './product-schema';

/** Product statuses the admin may set: the spec's two and the shop's out-of-stock one. */
export const ADMIN_PRODUCT_STATUSES = [...PRODUCT_STATUSES, 'Out of Stock'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

export const VARIANT_STATUSES = ['Available', 'Unavailable'] as const;

export const ADMIN_CATALOGUE_PAGE_SIZE = 20;
export const ADMIN_CATALOGUE_MAX_PAGE_SIZE = 100;
export const MAX_SECTIONS = 30;
export const MAX_VARIANTS = 20;
export const MAX_ITEMS_PER_VARIANT = 20;
/** Above any real subscription price; keeps a typo of extra zeros out of the catalogue. */
export const MAX_PRICE = 1_000_000_000;

/** What the console's forms show for each rule (also the server's 400 messages). */
export const ADMIN_CATALOGUE_MESSAGES = {
  adminFeeInvalid: "Biaya admin harus angka (mis. 2000) atau persen (mis. '10%')",
  digitalNeedsLink: 'Produk digital wajib punya link',
  linkInvalid: 'Link harus diawali http:// atau https://',
  imageInvalid: 'Alamat gambar tidak valid',
  colourInvalid: 'Warna latar harus kode hex, mis. #E50914',
  duplicatePackage: 'Satu paket hanya boleh dipakai sekali per produk',
  duplicateDuration: 'Durasi dalam satu paket tidak boleh sama',
  categoryInvalid: 'Pilih kategori',
  packageInvalid: 'Pilih paket',
} as const;
const M = ADMIN_CATALOGUE_MESSAGES;

function requiredText(max: number, label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });
}

function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} tidak valid` })
    .trim()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .default('');
}

function wholeNumber(label: string, min: number, max = MAX_PRICE) {
  return z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} terlalu besar` });
}

// A relative path as the API stores them (uploads/catalogue/<name>.png) or an absolute http(s) URL:
// never a javascript: or data: address, which the storefront would put in an <img>.
const IMAGE_PATH = /^(?:https?:\/\/[^\s"'<>]+|\/?[A-Za-z0-9_\-.]+(?:[/\\][A-Za-z0-9_\-.]+)*)$/;

function imagePath(label: string) {
  return requiredText(500, label).regex(IMAGE_PATH, { error: M.imageInvalid });
}

const uuid = (message: string) => z.guid({ error: message });

/** A fixed fee ('2000') or a percentage ('10%'), as the products table stores it. */
export const ADMIN_FEE_PATTERN = /^[0-9]+(\.[0-9]+)?%?$/;

export const sectionInputSchema = z.object({
  header: requiredText(200, 'Judul'),
  description: optionalText(2000, 'Deskripsi'),
});
export type SectionInput = z.infer<typeof sectionInputSchema>;

export const categoryInputSchema = z.object({
  name: requiredText(100, 'Nama kategori'),
  image: imagePath('Gambar kategori'),
  bg: z
    .string({ error: M.colourInvalid })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: M.colourInvalid }),
  icon: imagePath('Ikon kategori'),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const packageInputSchema = z.object({
  name: requiredText(100, 'Nama paket'),
  description: optionalText(1000, 'Deskripsi'),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const variantItemInputSchema = z.object({
  duration: wholeNumber('Durasi', 0, 3600),
  price: wholeNumber('Harga', 0),
  enabled: z.boolean({ error: 'Status durasi tidak valid' }).default(true),
});
export type VariantItemInput = z.infer<typeof variantItemInputSchema>;

export const variantInputSchema = z
  .object({
    packageId: uuid(M.packageInvalid),
    status: z.enum(VARIANT_STATUSES, { error: 'Status paket tidak valid' }).default('Available'),
    items: z
      .array(variantItemInputSchema, { error: 'Durasi tidak valid' })
      .max(MAX_ITEMS_PER_VARIANT, { error: `Maksimal ${MAX_ITEMS_PER_VARIANT} durasi per paket` }),
  })
  .superRefine((variant, ctx) => {
    const seen = new Set<number>();
    variant.items.forEach((item, index) => {
      if (seen.has(item.duration)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'duration'], message: M.duplicateDuration });
      }
      seen.add(item.duration);
    });
  });
export type VariantInput = z.infer<typeof variantInputSchema>;

/** POST /admin/products and PUT /admin/products/:id: every SPEC §3 field, variants included. */
export const productInputSchema = z
  .object({
    name: requiredText(150, 'Nama produk'),
    brand: optionalText(100, 'Brand'),
    image: imagePath('Gambar produk'),
    banner: imagePath('Banner'),
    icon: imagePath('Ikon'),
    method: z.enum(PRODUCT_METHODS, { error: 'Metode tidak valid' }),
    type: z.enum(PRODUCT_TYPES, { error: 'Tipe produk tidak valid' }),
    link: z
      .string({ error: M.linkInvalid })
      .trim()
      .max(2000, { error: 'Link maksimal 2000 karakter' })
      .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: M.linkInvalid })
      .nullish()
      .transform((value) => value || null),
    status: z.enum(ADMIN_PRODUCT_STATUSES, { error: 'Status produk tidak valid' }).default('Available'),
    categoryId: uuid(M.categoryInvalid),
    adminFee: z
      .string({ error: M.adminFeeInvalid })
      .trim()
      .max(20, { error: M.adminFeeInvalid })
      .regex(ADMIN_FEE_PATTERN, { error: M.adminFeeInvalid })
      .default('0'),
    modalFee: wholeNumber('Harga provider', 0).default(0),
    slot: wholeNumber('Slot', 1, 1000),
    information: optionalText(10_000, 'Informasi'),
    note: optionalText(10_000, 'Catatan'),
    schema: z
      .array(sectionInputSchema, { error: 'Model berlangganan tidak valid' })
      .max(MAX_SECTIONS, { error: `Maksimal ${MAX_SECTIONS} langkah` })
      .default([]),
    benefit: z
      .array(sectionInputSchema, { error: 'Keuntungan tidak valid' })
      .max(MAX_SECTIONS, { error: `Maksimal ${MAX_SECTIONS} keuntungan` })
      .default([]),
    /** The flat price of a product sold without variants (lifetime); null when it has variants only. */
    price: wholeNumber('Harga', 0)
      .nullish()
      .transform((value) => value ?? null),
    isPopular: z.boolean({ error: 'Tanda populer tidak valid' }).default(false),
    variants: z
      .array(variantInputSchema, { error: 'Varian tidak valid' })
      .max(MAX_VARIANTS, { error: `Maksimal ${MAX_VARIANTS} paket` })
      .default([]),
  })
  .superRefine((product, ctx) => {
    if (product.type === DIGITAL_PRODUCT_TYPE && !product.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: M.digitalNeedsLink });
    }
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (seen.has(variant.packageId)) {
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'packageId'], message: M.duplicatePackage });
      }
      seen.add(variant.packageId);
    });
  });
/** What the server reads after parsing (defaults filled in). */
export type ProductInput = z.infer<typeof productInputSchema>;
/** What the console sends. */
export type ProductInputBody = z.input<typeof productInputSchema>;

export const listAdminProductsQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'Kata kunci terlalu panjang' }).optional(),
  categoryId: z
    .union([z.literal(''), uuid('Kategori tidak valid')])
    .optional()
    .transform((value) => value || undefined),
  status: z
    .union([z.literal(''), z.enum(ADMIN_PRODUCT_STATUSES, { error: 'Status produk tidak valid' })])
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: 'Halaman tidak valid' })
    .int({ error: 'Halaman tidak valid' })
    .min(1, { error: 'Halaman tidak valid' })
    .max(100_000, { error: 'Halaman tidak valid' })
    .default(1),
  limit: z.coerce
    .number({ error: 'Jumlah per halaman tidak valid' })
    .int({ error: 'Jumlah per halaman tidak valid' })
    .min(1, { error: 'Jumlah per halaman tidak valid' })
    .max(ADMIN_CATALOGUE_MAX_PAGE_SIZE, { error: 'Jumlah per halaman tidak valid' })
    .default(ADMIN_CATALOGUE_PAGE_SIZE),
});
export type ListAdminProductsQuery = z.infer<typeof listAdminProductsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const adminCategorySchema = categorySchema.extend({
  /** Products filed under it; a category in use cannot be deleted. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminPackageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Product variants sold in it; a package in use cannot be deleted. */
  variantCount: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** A row of the console's product table. */
export const adminProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  icon: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  type: z.string(),
  method: z.string(),
  status: z.string(),
  isPopular: z.boolean(),
  lowPrice: z.number().int(),
  highPrice: z.number().int(),
  variantCount: z.number().int(),
  /** Free seats over the product's active groups (akun); 0 when it has none. */
  seatsFree: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminVariantItemSchema = z.object({
  _id: z.string(),
  duration: z.number().int(),
  price: z.number().int(),
  enabled: z.boolean(),
  /** Orders placed on this item: it is kept (disabled) rather than deleted when left out. */
  orderCount: z.number().int(),
});

export const adminVariantSchema = z.object({
  _id: z.string(),
  package: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(VARIANT_STATUSES),
  items: z.array(adminVariantItemSchema),
});

/** A product as the console edits it: every field, every item (disabled ones too). */
export const adminProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  banner: z.string(),
  icon: z.string(),
  method: z.enum(PRODUCT_METHODS),
  type: z.enum(PRODUCT_TYPES),
  link: z.string().nullable(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  category: categorySchema,
  categoryId: z.string(),
  adminFee: z.string(),
  modalFee: z.number().int(),
  slot: z.number().int(),
  information: z.string(),
  note: z.string(),
  schema: z.array(productSectionSchema),
  benefit: z.array(productSectionSchema),
  price: z.number().int().nullable(),
  isPopular: z.boolean(),
  variant: z.array(adminVariantSchema),
  /** Orders of the product; a product with orders cannot be deleted. */
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const uploadedImageSchema = z.object({ path: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
