import { z } from 'zod';
import { decodeListingCursor, isProductTypeFilter } from '../catalogue';
// Declared with the other constants, free of zod, so the web's listing does not bring zod to a first load.
import { MAX_PRODUCT_PAGE_SIZE } from '../constants';
import { isUuid } from '../ids';
import { categorySchema, productSchema } from '../product-schema';
import { packageInfoSchema, productDiscountSchema } from '../storefront-schema';
import { CATALOGUE_PATHS } from './catalogue.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

export { MAX_PRODUCT_PAGE_SIZE };
/** The longest filter value the listing takes (a search text, a category or package id). */
export const MAX_LISTING_FILTER_LENGTH = 100;
/** The most products the home page's 'Populer' row may ask for. */
export const MAX_POPULAR_LIMIT = 50;

/** `?limit=` with Indonesian messages: absent means the call's default. */
function limitQuery(max: number) {
  return z.coerce
    .number({ error: 'Limit harus berupa angka.' })
    .int({ error: 'Limit harus bilangan bulat.' })
    .min(1, { error: 'Limit minimal 1.' })
    .max(max, { error: `Limit maksimal ${max}.` })
    .optional();
}

/** A product to leave out; empty means none. */
const optionalUuid = z
  .string()
  .refine((value) => value === '' || isUuid(value), { error: 'ID produk tidak valid.' })
  .transform((value) => value || undefined)
  .optional();

/** A listing filter: free text up to MAX_LISTING_FILTER_LENGTH; empty means no filter. */
function filterQuery(tooLong: string) {
  return z
    .string()
    .max(MAX_LISTING_FILTER_LENGTH, { error: tooLong })
    .transform((value) => value.trim() || undefined)
    .optional();
}

/** `nextCursor` of the previous page: where the next one starts in the listing order. */
const cursorQuery = z
  .string()
  .refine((value) => value === '' || decodeListingCursor(value) !== null, {
    error: 'Kursor halaman tidak valid.',
  })
  .transform((value) => value || undefined)
  .optional();

const productsAnswer = dataAnswer(z.array(productSchema));
/** A page of the listing and where the next one starts (null, or absent: this was the last). */
const productPageAnswer = z.object({
  data: z.array(productSchema),
  nextCursor: z.string().nullish(),
  message: z.string().optional(),
});
const discountsAnswer = dataAnswer(z.array(productDiscountSchema));

export const catalogueEndpoints = defineEndpoints('Catalogue', CATALOGUE_PATHS, {
  listProducts: {
    summary:
      'A page of the product listing in listing order (sort, then newest first), filtered by type, name search, category, package and method; `nextCursor` asks for the next page. With a token, `bought` marks the products the customer bought.',
    access: 'public',
    query: z.object({
      limit: limitQuery(MAX_PRODUCT_PAGE_SIZE),
      type: z.string().refine(isProductTypeFilter, { error: 'Tipe produk tidak dikenal.' }).optional(),
      search: filterQuery(`Pencarian maksimal ${MAX_LISTING_FILTER_LENGTH} karakter.`),
      category: filterQuery('Kategori tidak valid.'),
      package: filterQuery('Paket tidak valid.'),
      method: filterQuery('Metode tidak valid.'),
      cursor: cursorQuery,
    }),
    responses: { 200: productPageAnswer },
  },
  listPopularProducts: {
    summary: "The home page's 'Populer' row: the most paid orders of the last 30 days, then the newest.",
    access: 'public',
    query: z.object({ limit: limitQuery(MAX_POPULAR_LIMIT) }),
    responses: { 200: productsAnswer },
  },
  listRelatedProducts: {
    summary: "'Lihat juga produk lainnya': other available products of the category, without `productId`.",
    access: 'public',
    params: z.object({ categoryId: z.string() }),
    query: z.object({ productId: optionalUuid }),
    responses: { 200: productsAnswer },
    errors: [404],
  },
  getProduct: {
    summary: 'One product with its variants and enabled durations (an Unavailable one too).',
    access: 'public',
    params: z.object({ id: z.string() }),
    responses: { 200: dataAnswer(productSchema) },
    errors: [404],
  },
  listCategories: {
    summary: 'Every category, for the listing and the home page.',
    access: 'public',
    responses: { 200: dataAnswer(z.array(categorySchema)) },
  },
  listPackages: {
    summary: "The packages (Sharing, Host, ...) the listing's Package filter offers.",
    access: 'public',
    responses: { 200: dataAnswer(z.array(packageInfoSchema)) },
  },
  listProductDiscounts: {
    summary: 'The promos a customer can take now: active, in their window, with a slot left.',
    access: 'public',
    responses: { 200: discountsAnswer },
  },
  listProductDiscountsOf: {
    summary: 'The promos of one product a customer can take now, by duration.',
    access: 'public',
    params: z.object({ productId: z.string() }),
    responses: { 200: discountsAnswer },
    errors: [404],
  },
});
