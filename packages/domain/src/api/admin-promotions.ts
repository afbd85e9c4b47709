import { z } from 'zod';
import {
  adminBannerSchema,
  adminPromoSchema,
  adminVoucherSchema,
  bannerOrderSchema,
  bannerUpdateSchema,
  CONTENT_KEYS,
  contentDocumentSchema,
  promoInputSchema,
  promoProductOptionSchema,
  voucherInputSchema,
} from '../admin-promotions-schema';
import { ADMIN_PROMOTION_PATHS } from './admin-promotions.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

const UNKNOWN_CONTENT_MESSAGE = 'Konten tidak dikenal';

const idParams = z.object({ id: z.string().min(1).max(64) });
const contentParams = z.object({ key: z.enum(CONTENT_KEYS, { error: UNKNOWN_CONTENT_MESSAGE }) });

/** A write's answer: what was saved and the message the console shows. */
function saved<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string() });
}
const deleted = z.object({ data: z.null(), message: z.string() });

export const adminPromotionEndpoints = defineEndpoints('Admin: promotions', ADMIN_PROMOTION_PATHS, {
  // Promos (product_discounts, 'Promo Terbatas')
  adminListPromoProducts: {
    summary: 'Every product the promo form offers, with the durations it is sold in (0 = lifetime).',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(promoProductOptionSchema)) },
  },
  adminListPromos: {
    summary: 'Every product promo with its used and slot counters.',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(adminPromoSchema)) },
  },
  adminCreatePromo: {
    summary:
      "Adds a promo on one product's duration: a percentage or a Rupiah amount off, optionally limited.",
    access: 'admin',
    body: promoInputSchema,
    responses: { 201: saved(adminPromoSchema) },
    errors: [409],
  },
  adminUpdatePromo: {
    summary: 'Changes a promo; its slot cannot go below the uses already counted.',
    access: 'admin',
    params: idParams,
    body: promoInputSchema,
    responses: { 200: saved(adminPromoSchema) },
    errors: [404, 409],
  },
  adminDeletePromo: {
    summary: 'Deletes a promo.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404],
  },

  // Vouchers
  adminListVouchers: {
    summary: 'Every voucher with its uses.',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(adminVoucherSchema)) },
  },
  adminCreateVoucher: {
    summary: 'Adds a voucher code (upper case), for every product or one.',
    access: 'admin',
    body: voucherInputSchema,
    responses: { 201: saved(adminVoucherSchema) },
    errors: [409],
  },
  adminUpdateVoucher: {
    summary: 'Changes a voucher; its usage limit cannot go below the uses already counted.',
    access: 'admin',
    params: idParams,
    body: voucherInputSchema,
    responses: { 200: saved(adminVoucherSchema) },
    errors: [404, 409],
  },
  adminDeleteVoucher: {
    summary: 'Deletes a voucher.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404],
  },

  // Banners of the home page
  adminListBanners: {
    summary: 'Every banner in its order, hidden ones included.',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(adminBannerSchema)) },
  },
  adminCreateBanner: {
    summary: 'Uploads a banner (PNG, JPEG, WebP or GIF by its bytes, at most 10 MB) with where a click goes.',
    access: 'admin',
    multipart: { fields: ['link', 'sort'], file: 'image', isFileRequired: true },
    responses: { 201: saved(adminBannerSchema) },
    errors: [413, 415],
  },
  adminOrderBanners: {
    summary: "Puts the banners in a new order: every banner's id exactly once.",
    access: 'admin',
    body: bannerOrderSchema,
    responses: { 200: saved(z.array(adminBannerSchema)) },
  },
  adminUpdateBanner: {
    summary: "Changes a banner's link, place or visibility.",
    access: 'admin',
    params: idParams,
    body: bannerUpdateSchema,
    responses: { 200: saved(adminBannerSchema) },
    errors: [404],
  },
  adminDeleteBanner: {
    summary: 'Deletes a banner and its image.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404],
  },

  // Home content (site_content): one document per key
  adminGetSiteContent: {
    summary:
      'The home page document of a key (announcement, testimonials, faq, ...); empty when never written.',
    access: 'admin',
    params: contentParams,
    responses: { 200: dataAnswer(contentDocumentSchema) },
  },
  adminSaveSiteContent: {
    summary:
      "Replaces a key's whole document, checked against that key's shape; the storefront shows it at once.",
    access: 'admin',
    params: contentParams,
    // Each key has a shape of its own (contentSchemas), which the server checks once it knows the key.
    body: z.unknown(),
    responses: { 200: saved(contentDocumentSchema) },
  },
});
