import { bannerFieldsSchema } from '@premium-shop/domain/admin-promotions-schema';
import { adminPromotionEndpoints as api } from '@premium-shop/domain/api/admin-promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { handleImageForm } from '../../platform/uploads';
import { PROMOTION_SERVICE_MESSAGES as M, type PromotionsContext } from './admin-promotions.common';
import * as banners from './banners.service';
import * as homeContent from './home-content.service';
import * as promos from './promos.service';
import * as vouchers from './vouchers.service';

/**
 * The admin's promotions under /api/admin (promos, vouchers, banners and home content), as declared
 * in packages/domain/src/api/admin-promotions.ts. The admin check runs on request, before any body
 * is read, so an anonymous call is 401 and a customer's 403.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = (): PromotionsContext => ({
    db: app.db,
    dataDir: app.settings.DATA_DIR,
    files: app.files,
  });

  // Promos (product_discounts)

  app.route({
    ...declared(app, api.adminListPromoProducts),
    handler: async () => ({ data: await promos.listPromoProducts(ctx()) }),
  });

  app.route({
    ...declared(app, api.adminListPromos),
    handler: async () => ({ data: await promos.listPromos(ctx()) }),
  });

  app.route({
    ...declared(app, api.adminCreatePromo),
    handler: async (request, reply) => {
      const data = await promos.createPromo(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.promoCreated });
    },
  });

  app.route({
    ...declared(app, api.adminUpdatePromo),
    handler: async (request) => ({
      data: await promos.updatePromo(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.promoUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeletePromo),
    handler: async (request) => {
      await promos.deletePromo(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.promoDeleted };
    },
  });

  // Vouchers

  app.route({
    ...declared(app, api.adminListVouchers),
    handler: async () => ({ data: await vouchers.listVouchers(ctx()) }),
  });

  app.route({
    ...declared(app, api.adminCreateVoucher),
    handler: async (request, reply) => {
      const data = await vouchers.createVoucher(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.voucherCreated });
    },
  });

  app.route({
    ...declared(app, api.adminUpdateVoucher),
    handler: async (request) => ({
      data: await vouchers.updateVoucher(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.voucherUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeleteVoucher),
    handler: async (request) => {
      await vouchers.deleteVoucher(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.voucherDeleted };
    },
  });

  // Banners

  app.route({
    ...declared(app, api.adminListBanners),
    handler: async () => ({ data: await banners.listBanners(ctx()) }),
  });

  // Multipart: `image` (PNG, JPEG, WebP or GIF by its bytes, at most 10 MB), `link`, `sort`.
  app.route({
    ...declared(app, api.adminCreateBanner),
    handler: async (request, reply) => {
      const actorId = currentUser(request).id;
      const data = await handleImageForm(
        request,
        {
          dir: banners.bannerUploadsDir(app.settings.DATA_DIR),
          fileField: 'image',
          schema: bannerFieldsSchema,
          optional: ['sort'],
          missingImage: M.missingImage,
        },
        ({ fields, image }) => banners.createBanner(ctx(), actorId, fields, image),
      );
      return reply.status(201).send({ data, message: M.bannerCreated });
    },
  });

  app.route({
    ...declared(app, api.adminOrderBanners),
    handler: async (request) => ({
      data: await banners.orderBanners(ctx(), currentUser(request).id, request.body.ids),
      message: M.bannersOrdered,
    }),
  });

  app.route({
    ...declared(app, api.adminUpdateBanner),
    handler: async (request) => ({
      data: await banners.updateBanner(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.bannerUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeleteBanner),
    handler: async (request) => {
      await banners.deleteBanner(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.bannerDeleted };
    },
  });

  // Home content: one document per key, validated by the key's schema in the service.

  app.route({
    ...declared(app, api.adminGetSiteContent),
    handler: async (request) => ({ data: await homeContent.getContent(ctx(), request.params.key) }),
  });

  app.route({
    ...declared(app, api.adminSaveSiteContent),
    handler: async (request) => ({
      data: await homeContent.saveContent(ctx(), currentUser(request).id, request.params.key, request.body),
      message: M.contentSaved,
    }),
  });
  return Promise.resolve();
};
