import { adminStockEndpoints as api } from '@premium-shop/domain/api/admin-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { ADMIN_STOCK_MESSAGES as M } from './admin-stock.common';
import * as itemCredentials from './item-credentials.service';
import * as preorderGroups from './preorder-groups.service';
import * as providerRenewals from './provider-renewals.service';
import * as stockImport from './stock-import.service';
import * as stockItems from './stock-items.service';

/**
 * The admin's stock calls, as declared in packages/domain/src/api/admin-stock.ts. The admin check
 * runs on request, before the body is parsed or validated, so an anonymous call is always 401 and
 * a customer's 403.
 */
export const adminStockRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = () => app.ordersContext;

  app.route({
    ...declared(app, api.adminListProductItems),
    handler: async (request) => stockItems.listItems(ctx(), request.query),
  });

  app.route({
    ...declared(app, api.adminCreateProductItem),
    handler: async (request, reply) => {
      const item = await stockItems.createItem(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data: item, message: M.created });
    },
  });

  app.route({
    ...declared(app, api.adminImportProductItems),
    handler: async (request, reply) => {
      const result = await stockImport.importItems(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data: result, message: M.imported(result.created) });
    },
  });

  app.route({
    ...declared(app, api.adminGetProductItem),
    handler: async (request) => ({ data: await stockItems.getItem(ctx(), request.params.id) }),
  });

  app.route({
    ...declared(app, api.adminUpdateProductItem),
    handler: async (request) => ({
      data: await stockItems.updateItem(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.updated,
    }),
  });

  app.route({
    ...declared(app, api.adminRevealCredentials),
    handler: async (request, reply) => {
      const credentials = await itemCredentials.revealCredentials(
        ctx(),
        currentUser(request).id,
        request.params.id,
      );
      reply.header('cache-control', 'no-store');
      return { data: credentials };
    },
  });

  app.route({
    ...declared(app, api.adminRotateCredentials),
    handler: async (request) => {
      const result = await itemCredentials.rotateCredentials(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return { data: result, message: M.rotated(result.notified) };
    },
  });

  app.route({
    ...declared(app, api.adminRenewProductItem),
    handler: async (request) => {
      const result = await providerRenewals.renewItem(
        ctx(),
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return { data: result, message: providerRenewals.renewalMessage(result) };
    },
  });

  app.route({
    ...declared(app, api.adminListProviderCosts),
    handler: async (request) => ({ data: await providerRenewals.listCosts(ctx(), request.params.id) }),
  });

  app.route({
    ...declared(app, api.adminListProviderRenewals),
    handler: async (request) => ({ data: await providerRenewals.listRenewals(ctx(), request.query) }),
  });

  app.route({
    ...declared(app, api.adminListPreorderGroups),
    handler: async () => ({ data: await preorderGroups.listPreorderGroups(ctx()) }),
  });
  return Promise.resolve();
};
