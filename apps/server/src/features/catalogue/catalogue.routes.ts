import { catalogueEndpoints as api } from '@premium-shop/domain/api/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declared } from '../../platform/declared-route';
import { replyFromCache, ResponseCache } from '../../platform/http-cache';
import * as catalogue from './catalogue.service';

/** How many distinct answers are kept; more only evicts the oldest. */
const CACHE_ENTRIES = 500;
/** The most their bodies may weigh together (a 100-product page, the largest, is ~200 KB). */
const CACHE_BYTES = 64 * 1024 * 1024;

/** The public catalogue calls (SPEC §7 Catalogue), as declared in packages/domain/src/api/catalogue.ts. */
export const catalogueRoutes: FastifyPluginAsyncZod = (app) => {
  const cache = new ResponseCache({
    version: catalogue.currentCatalogueVersion,
    ttlMs: catalogue.CATALOGUE_CACHE_TTL_MS,
    maxEntries: CACHE_ENTRIES,
    maxBytes: CACHE_BYTES,
  });
  app.addHook('onReady', () => catalogue.listenForCatalogueChanges(app.pgListener));

  app.route({
    ...declared(app, api.listProducts),
    preHandler: app.identify,
    handler: async (request, reply) => {
      // The answer varies with the token only through `bought` (an invalid or expired token counts as
      // none), so it is cached by the URL and the products bought: customers who bought the same
      // products share one answer, and one who bought none gets the visitors' answer.
      const bought = request.user
        ? await catalogue.listBoughtProductIds(app.db, request.user.id)
        : new Set<string>();
      const boughtKey = [...bought].sort().join(',');
      return replyFromCache(
        request,
        reply,
        cache,
        async () => catalogue.listProducts(app.db, { ...request.query, bought }),
        {
          key: boughtKey ? `${request.url}\nbought:${boughtKey}` : request.url,
          scope: request.user ? 'private' : 'public',
          vary: 'authorization',
        },
      );
    },
  });

  app.route({
    ...declared(app, api.listPopularProducts),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listPopularProducts(app.db, request.query),
      })),
  });

  app.route({
    ...declared(app, api.listRelatedProducts),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listRelatedProducts(app.db, request.params.categoryId, request.query.productId),
      })),
  });

  app.route({
    ...declared(app, api.getProduct),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.getProduct(app.db, request.params.id),
      })),
  });

  app.route({
    ...declared(app, api.listCategories),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await catalogue.listCategories(app.db) })),
  });

  app.route({
    ...declared(app, api.listPackages),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await catalogue.listPackages(app.db) })),
  });

  app.route({
    ...declared(app, api.listProductDiscounts),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listProductDiscounts(app.db),
      })),
  });

  app.route({
    ...declared(app, api.listProductDiscountsOf),
    handler: async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listProductDiscounts(app.db, request.params.productId),
      })),
  });
  return Promise.resolve();
};
