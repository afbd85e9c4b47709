import { productItemEndpoints as api } from '@premium-shop/domain/api/product-items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import * as productItems from './product-items.service';

/**
 * The pickers of groups (product items) the caller belongs to or hosts; never anyone else's. As
 * declared in packages/domain/src/api/product-items.ts.
 */
export const productItemRoutes: FastifyPluginAsyncZod = (app) => {
  app.route({
    ...declared(app, api.searchMyProductItems),
    handler: async (request) => ({
      data: {
        data: await productItems.searchMyGroups(app.db, currentUser(request).id, request.query.search),
      },
    }),
  });

  // The reimbursement form's 'Pilih Akun': only groups the caller hosts and could claim now.
  app.route({
    ...declared(app, api.listMyProductItemsOfProduct),
    handler: async (request) => ({
      data: await productItems.myGroupsOfProduct(app.db, currentUser(request).id, request.params.productId),
    }),
  });

  app.route({
    ...declared(app, api.listProductDomains),
    handler: async (request) => ({ data: await productItems.productDomains(app.db, request.params.domain) }),
  });
  return Promise.resolve();
};
