import { productItemOptionSchema } from '@premium-shop/domain/dashboard-schema';
import { productDomainsSchema } from '@premium-shop/domain/order-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import * as productItems from './product-items.service';

export const PRODUCT_ITEM_MESSAGES = {
  invalidSearch: 'Kata pencarian terlalu panjang',
  invalidProduct: 'Produk tidak valid',
} as const;

const optionList = z.array(productItemOptionSchema);

/** The pickers of groups (product items) the caller belongs to or hosts; never anyone else's. */
export const productItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-items',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: z.object({
          search: z
            .string({ error: PRODUCT_ITEM_MESSAGES.invalidSearch })
            .trim()
            .max(100, { error: PRODUCT_ITEM_MESSAGES.invalidSearch })
            .default(''),
        }),
        // SPEC §7 reads data.data.data here: the list sits one level deeper than elsewhere.
        response: { 200: z.object({ data: z.object({ data: optionList }) }) },
      },
    },
    async (request) => ({
      data: {
        data: await productItems.searchMyGroups(app.db, currentUser(request).id, request.query.search),
      },
    }),
  );

  // The reimbursement form's 'Pilih Akun': only groups the caller hosts and could claim now.
  app.get(
    '/product-items/product/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ productId: z.guid({ error: PRODUCT_ITEM_MESSAGES.invalidProduct }) }),
        response: { 200: z.object({ data: optionList }) },
      },
    },
    async (request) => ({
      data: await productItems.myGroupsOfProduct(app.db, currentUser(request).id, request.params.productId),
    }),
  );

  // SPEC §7 names the parameter {domain}; here it is the product whose domains the order-info modal lists.
  app.get(
    '/product-items/domain/:domain',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ domain: z.guid({ error: PRODUCT_ITEM_MESSAGES.invalidProduct }) }),
        response: { 200: z.object({ data: productDomainsSchema }) },
      },
    },
    async (request) => ({ data: await productItems.productDomains(app.db, request.params.domain) }),
  );
};
