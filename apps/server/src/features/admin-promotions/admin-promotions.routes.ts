import {
  adminBannerSchema,
  adminPromoSchema,
  adminVoucherSchema,
  bannerFieldsSchema,
  bannerOrderSchema,
  bannerUpdateSchema,
  CONTENT_KEYS,
  promoInputSchema,
  promoProductOptionSchema,
  voucherInputSchema,
} from '@premium-shop/domain/admin-promotions-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { handleImageForm } from '../../platform/uploads';
import { PROMOTION_SERVICE_MESSAGES as M, type PromotionsContext } from './admin-promotions.common';
import * as banners from './banners.service';
import * as homeContent from './home-content.service';
import * as promos from './promos.service';
import * as vouchers from './vouchers.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const contentParams = z.object({ key: z.enum(CONTENT_KEYS, { error: 'Konten tidak dikenal' }) });

function answer<T extends z.ZodType>(data: T) {
  return { 200: z.object({ data, message: z.string().optional() }) };
}

const deleted = { 200: z.object({ data: z.null(), message: z.string() }) };

/**
 * The admin's promotions under /api/admin: promos, vouchers, banners and home content. The admin
 * check runs on request, before any body is read, so an anonymous call is 401 and a customer's 403.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const ctx = (): PromotionsContext => ({
    db: app.db,
    dataDir: app.settings.DATA_DIR,
    files: app.files,
  });

  // Promos (product_discounts)

  app.get(
    '/promo-products',
    { ...admin, schema: { response: answer(z.array(promoProductOptionSchema)) } },
    async () => ({ data: await promos.listPromoProducts(ctx()) }),
  );

  app.get(
    '/product-discounts',
    { ...admin, schema: { response: answer(z.array(adminPromoSchema)) } },
    async () => ({
      data: await promos.listPromos(ctx()),
    }),
  );

  app.post(
    '/product-discounts',
    {
      ...admin,
      schema: {
        body: promoInputSchema,
        response: { 201: z.object({ data: adminPromoSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const data = await promos.createPromo(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.promoCreated });
    },
  );

  app.put(
    '/product-discounts/:id',
    { ...admin, schema: { params: idParams, body: promoInputSchema, response: answer(adminPromoSchema) } },
    async (request) => ({
      data: await promos.updatePromo(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.promoUpdated,
    }),
  );

  app.delete(
    '/product-discounts/:id',
    { ...admin, schema: { params: idParams, response: deleted } },
    async (request) => {
      await promos.deletePromo(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.promoDeleted };
    },
  );

  // Vouchers

  app.get('/vouchers', { ...admin, schema: { response: answer(z.array(adminVoucherSchema)) } }, async () => ({
    data: await vouchers.listVouchers(ctx()),
  }));

  app.post(
    '/vouchers',
    {
      ...admin,
      schema: {
        body: voucherInputSchema,
        response: { 201: z.object({ data: adminVoucherSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const data = await vouchers.createVoucher(ctx(), currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: M.voucherCreated });
    },
  );

  app.put(
    '/vouchers/:id',
    {
      ...admin,
      schema: { params: idParams, body: voucherInputSchema, response: answer(adminVoucherSchema) },
    },
    async (request) => ({
      data: await vouchers.updateVoucher(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.voucherUpdated,
    }),
  );

  app.delete(
    '/vouchers/:id',
    { ...admin, schema: { params: idParams, response: deleted } },
    async (request) => {
      await vouchers.deleteVoucher(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.voucherDeleted };
    },
  );

  // Banners

  app.get('/banners', { ...admin, schema: { response: answer(z.array(adminBannerSchema)) } }, async () => ({
    data: await banners.listBanners(ctx()),
  }));

  // Multipart: `image` (PNG, JPEG, WebP or GIF by its bytes, at most 10 MB), `link`, `sort`.
  app.post(
    '/banners',
    { ...admin, schema: { response: { 201: z.object({ data: adminBannerSchema, message: z.string() }) } } },
    async (request, reply) => {
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
  );

  app.put(
    '/banners/order',
    { ...admin, schema: { body: bannerOrderSchema, response: answer(z.array(adminBannerSchema)) } },
    async (request) => ({
      data: await banners.orderBanners(ctx(), currentUser(request).id, request.body.ids),
      message: M.bannersOrdered,
    }),
  );

  app.put(
    '/banners/:id',
    { ...admin, schema: { params: idParams, body: bannerUpdateSchema, response: answer(adminBannerSchema) } },
    async (request) => ({
      data: await banners.updateBanner(ctx(), currentUser(request).id, request.params.id, request.body),
      message: M.bannerUpdated,
    }),
  );

  app.delete(
    '/banners/:id',
    { ...admin, schema: { params: idParams, response: deleted } },
    async (request) => {
      await banners.deleteBanner(ctx(), currentUser(request).id, request.params.id);
      return { data: null, message: M.bannerDeleted };
    },
  );

  // Home content: one document per key, validated by the key's schema in the service.

  app.get(
    '/site-content/:key',
    { ...admin, schema: { params: contentParams, response: answer(z.unknown()) } },
    async (request) => ({ data: await homeContent.getContent(ctx(), request.params.key) }),
  );

  app.put(
    '/site-content/:key',
    { ...admin, schema: { params: contentParams, body: z.unknown(), response: answer(z.unknown()) } },
    async (request) => ({
      data: await homeContent.saveContent(ctx(), currentUser(request).id, request.params.key, request.body),
      message: M.contentSaved,
    }),
  );
};
