import { categorySchema, productSchema } from '@premium-shop/domain/product-schema';
import { packageInfoSchema, productDiscountSchema } from '@premium-shop/domain/storefront-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCache, ResponseCache } from '../../platform/http-cache';
import type { ChangeListener } from './catalogue.repository';
import * as catalogue from './catalogue.service';

const productsAnswer = z.object({ data: z.array(productSchema) });

/** `?limit=` with Indonesian messages: absent means the route's default. */
export function limitQuery(max: number) {
  return z.coerce
    .number({ error: 'Limit harus berupa angka.' })
    .int({ error: 'Limit harus bilangan bulat.' })
    .min(1, { error: 'Limit minimal 1.' })
    .max(max, { error: `Limit maksimal ${max}.` })
    .optional();
}

const optionalUuid = z
  .string()
  .refine((value) => value === '' || catalogue.isUuid(value), { error: 'ID produk tidak valid.' })
  .transform((value) => value || undefined)
  .optional();

/** How many distinct answers are kept; more only evicts the oldest. */
const CACHE_ENTRIES = 500;
/** The most their bodies may weigh together (a 1000-product page of a large catalogue is ~2 MB). */
const CACHE_BYTES = 64 * 1024 * 1024;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ResponseCache({
    version: catalogue.currentCatalogueVersion,
    ttlMs: catalogue.CATALOGUE_CACHE_TTL_MS,
    maxEntries: CACHE_ENTRIES,
    maxBytes: CACHE_BYTES,
  });
  let listener: ChangeListener | undefined;
  app.addHook('onReady', async () => {
    listener = await catalogue.listenForCatalogueChanges(app.db, app.log);
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });

  app.get(
    '/products',
    {
      preHandler: app.identify,
      schema: {
        querystring: z.object({
          limit: limitQuery(catalogue.MAX_PAGE_SIZE),
          type: z
            .string()
            .refine(catalogue.isProductTypeFilter, { error: 'Tipe produk tidak dikenal.' })
            .optional(),
        }),
        response: { 200: productsAnswer },
      },
    },
    async (request, reply) => {
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
        async () => ({ data: await catalogue.listProducts(app.db, { ...request.query, bought }) }),
        {
          key: boughtKey ? `${request.url}\nbought:${boughtKey}` : request.url,
          scope: request.user ? 'private' : 'public',
          vary: 'authorization',
        },
      );
    },
  );

  app.get(
    '/products/popular',
    {
      schema: {
        querystring: z.object({ limit: limitQuery(catalogue.MAX_POPULAR_LIMIT) }),
        response: { 200: productsAnswer },
      },
    },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listPopularProducts(app.db, request.query),
      })),
  );

  app.get(
    '/products/category/:categoryId',
    {
      schema: {
        params: z.object({ categoryId: z.string() }),
        querystring: z.object({ productId: optionalUuid }),
        response: { 200: productsAnswer },
      },
    },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listRelatedProducts(app.db, request.params.categoryId, request.query.productId),
      })),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ data: productSchema }) },
      },
    },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.getProduct(app.db, request.params.id),
      })),
  );

  app.get(
    '/categories',
    { schema: { response: { 200: z.object({ data: z.array(categorySchema) }) } } },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await catalogue.listCategories(app.db) })),
  );

  app.get(
    '/packages',
    { schema: { response: { 200: z.object({ data: z.array(packageInfoSchema) }) } } },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({ data: await catalogue.listPackages(app.db) })),
  );

  app.get(
    '/product-discounts',
    { schema: { response: { 200: z.object({ data: z.array(productDiscountSchema) }) } } },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listProductDiscounts(app.db),
      })),
  );

  app.get(
    '/product-discounts/:productId',
    {
      schema: {
        params: z.object({ productId: z.string() }),
        response: { 200: z.object({ data: z.array(productDiscountSchema) }) },
      },
    },
    async (request, reply) =>
      replyFromCache(request, reply, cache, async () => ({
        data: await catalogue.listProductDiscounts(app.db, request.params.productId),
      })),
  );
};
