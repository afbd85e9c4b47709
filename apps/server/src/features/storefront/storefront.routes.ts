import {
  announcementSchema,
  bannerSchema,
  faqItemSchema,
  flashCardsSchema,
  shopInfoSchema,
  showcaseItemSchema,
  testimonialSchema,
  whyUsReasonSchema,
} from '@premium-shop/domain/storefront-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCache, ResponseCache } from '../../platform/http-cache';
import { CATALOGUE_CACHE_TTL_MS, currentCatalogueVersion } from '../catalogue/catalogue.service';
import * as storefront from './storefront.service';

/** The home page's public blocks: banners, promo cards, reasons, showcase, marquee, testimonials, FAQ, contacts. */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admin edits of banners and content call invalidateCatalogue() like catalogue edits do.
  const cache = new ResponseCache({
    version: currentCatalogueVersion,
    ttlMs: CATALOGUE_CACHE_TTL_MS,
    maxEntries: 50,
    maxBytes: 8 * 1024 * 1024,
  });
  const answer = <T extends z.ZodType>(data: T) => ({ response: { 200: z.object({ data }) } });

  app.get('/banners', { schema: answer(z.array(bannerSchema)) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.listBanners(app.db) })),
  );

  app.get('/flash-cards', { schema: answer(flashCardsSchema) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.getFlashCards(app.db) })),
  );

  app.get('/why-us', { schema: answer(z.array(whyUsReasonSchema)) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.listWhyUs(app.db) })),
  );

  app.get('/showcase', { schema: answer(z.array(showcaseItemSchema)) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.listShowcase(app.db) })),
  );

  app.get('/announcement', { schema: answer(announcementSchema.nullable()) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.getAnnouncement(app.db) })),
  );

  app.get('/testimonials', { schema: answer(z.array(testimonialSchema)) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({
      data: await storefront.listTestimonials(app.db),
    })),
  );

  app.get('/faq', { schema: answer(z.array(faqItemSchema)) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: await storefront.listFaq(app.db) })),
  );

  app.get('/shop-info', { schema: answer(shopInfoSchema) }, async (request, reply) =>
    replyFromCache(request, reply, cache, async () => ({ data: storefront.getShopInfo(app.settings) })),
  );
};
