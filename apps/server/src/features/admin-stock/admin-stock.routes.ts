import {
  adminProductItemSchema,
  createProductItemBodySchema,
  importProductItemsBodySchema,
  importResultSchema,
  itemCredentialsSchema,
  listProductItemsQuerySchema,
  preorderGroupSchema,
  productItemDetailSchema,
  rotateCredentialsBodySchema,
  rotateResultSchema,
  updateProductItemBodySchema,
} from '@premium-shop/domain/admin-stock-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { ADMIN_STOCK_MESSAGES as M } from './admin-stock.common';
import * as itemCredentials from './item-credentials.service';
import * as preorderGroups from './preorder-groups.service';
import * as stockImport from './stock-import.service';
import * as stockItems from './stock-items.service';

const itemParams = z.object({ id: z.string().min(1).max(64) });
const itemAnswer = z.object({ data: adminProductItemSchema, message: z.string().optional() });

/**
 * The admin's stock calls, registered under /api/admin. The admin check runs on request, before
 * the body is parsed or validated, so an anonymous call is always 401 and a customer's 403.
 */
export const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => app.ordersContext;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/product-items',
    {
      ...admin,
      schema: {
        querystring: listProductItemsQuerySchema,
        response: { 200: z.object({ data: z.array(adminProductItemSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => stockItems.listItems(ctx(), request.query),
  );

  app.post(
    '/product-items',
    { ...admin, schema: { body: createProductItemBodySchema, response: { 201: itemAnswer } } },
    async (request, reply) => {
      const item = await stockItems.createItem(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data: item, message: M.created });
    },
  );

  app.post(
    '/product-items/import',
    {
      ...admin,
      schema: {
        body: importProductItemsBodySchema,
        response: { 201: z.object({ data: importResultSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const result = await stockImport.importItems(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data: result, message: M.imported(result.created) });
    },
  );

  app.get(
    '/product-items/:id',
    {
      ...admin,
      schema: { params: itemParams, response: { 200: z.object({ data: productItemDetailSchema }) } },
    },
    async (request) => ({ data: await stockItems.getItem(ctx(), request.params.id) }),
  );

  app.patch(
    '/product-items/:id',
    {
      ...admin,
      schema: { params: itemParams, body: updateProductItemBodySchema, response: { 200: itemAnswer } },
    },
    async (request) => ({
      data: await stockItems.updateItem(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.post(
    '/product-items/:id/reveal',
    {
      ...admin,
      schema: { params: itemParams, response: { 200: z.object({ data: itemCredentialsSchema }) } },
    },
    async (request, reply) => {
      const credentials = await itemCredentials.revealCredentials(
        ctx(),
        currentUser(request).id,
        request.params.id,
      );
      reply.header('cache-control', 'no-store');
      return { data: credentials };
    },
  );

  app.post(
    '/product-items/:id/rotate',
    {
      ...admin,
      schema: {
        params: itemParams,
        body: rotateCredentialsBodySchema,
        response: { 200: z.object({ data: rotateResultSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const result = await itemCredentials.rotateCredentials(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return { data: result, message: M.rotated(result.notified) };
    },
  );

  app.get(
    '/preorder-groups',
    { ...admin, schema: { response: { 200: z.object({ data: z.array(preorderGroupSchema) }) } } },
    async () => ({ data: await preorderGroups.listPreorderGroups(ctx()) }),
  );
};
