import { categorySchema, productSchema } from '@premium-shop/domain/product-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as catalogue from './catalogue.service';

const packageSchema = z.object({ _id: z.string(), name: z.string(), description: z.string() });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(catalogue.MAX_PAGE_SIZE).optional(),
          type: z.string().max(50).optional(),
        }),
        response: { 200: z.object({ data: z.array(productSchema) }) },
      },
    },
    async (request) => ({ data: await catalogue.listProducts(app.db, request.query) }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ data: productSchema }) },
      },
    },
    async (request) => ({ data: await catalogue.getProduct(app.db, request.params.id) }),
  );

  app.get(
    '/categories',
    { schema: { response: { 200: z.object({ data: z.array(categorySchema) }) } } },
    async () => ({ data: await catalogue.listCategories(app.db) }),
  );

  app.get(
    '/packages',
    { schema: { response: { 200: z.object({ data: z.array(packageSchema) }) } } },
    async () => ({ data: await catalogue.listPackages(app.db) }),
  );
};
