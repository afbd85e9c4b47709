import { storefrontEndpoints as api } from '@premium-shop/domain/api/storefront';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import { replyFromCache, ResponseCache } from '../../platform/http-cache';
import { CATALOGUE_CACHE_TTL_MS, currentCatalogueVersion } from '../catalogue/catalogue.service';
import * as storefront from './storefront.service';

/**
 * The home page's public blocks: banners, promo cards, reasons, showcase, marquee, testimonials, FAQ,
 * contacts; as declared in packages/domain/src/api/storefront.ts.
 */
export const storefrontRoutes: FastifyPluginAsyncZod = (app) => {
  // Admin edits of banners and content call invalidateCatalogue() like catalogue edits do.
  const cache = new ResponseCache({
    version: currentCatalogueVersion,
    ttlMs: CATALOGUE_CACHE_TTL_MS,
    maxEntries: 50,
    maxBytes: 8 * 1024 * 1024,
  });

  app.route({
    ...declared(app, api.listBanners),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.listBanners(app.db) })),
  });

  app.route({
    ...declared(app, api.getFlashCards),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.getFlashCards(app.db) })),
  });

  app.route({
    ...declared(app, api.listWhyUs),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.listWhyUs(app.db) })),
  });

  app.route({
    ...declared(app, api.listShowcase),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.listShowcase(app.db) })),
  });

  app.route({
    ...declared(app, api.getAnnouncement),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.getAnnouncement(app.db) })),
  });

  app.route({
    ...declared(app, api.listTestimonials),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await storefront.listTestimonials(app.db),
      })),
  });

  app.route({
    ...declared(app, api.listFaq),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await storefront.listFaq(app.db) })),
  });

  app.route({
    ...declared(app, api.getShopInfo),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, () =>
        Promise.resolve({ data: storefront.getShopInfo(app.settings) }),
      ),
  });
  return Promise.resolve();
};
