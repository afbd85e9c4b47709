import path from 'node:path';
import {
  adminCategorySchema,
  adminPackageSchema,
  adminProductRowSchema,
  adminProductSchema,
  categoryInputSchema,
  listAdminProductsQuerySchema,
  packageInputSchema,
  productInputSchema,
  uploadedImageSchema,
} from '@premium-shop/domain/admin-catalogue-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { limit } from '../../platform/rate-limits';
import { readImageForm, removeStoredImage } from '../../platform/uploads';
import { ADMIN_CATALOGUE_MESSAGES as M } from './admin-catalogue.common';
import * as categories from './categories.service';
import * as images from './images.service';
import * as packages from './packages.service';
import * as products from './products.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const messageAnswer = z.object({ data: z.null(), message: z.string() });

/** Public catalogue images live under DATA_DIR/uploads, served at /uploads/ to everyone. */
export const CATALOGUE_IMAGE_FOLDER = 'uploads/catalogue';

export const MISSING_IMAGE_MESSAGE = 'Pilih gambar untuk diunggah';
// An admin filling a product uploads its image, banner and icon, and may change their mind a few times.
const UPLOADS_PER_MINUTE = 60;

/**
 * The admin's catalogue calls, registered under /api/admin. The admin check runs on request, before
 * the body is read, so an anonymous call is always 401 and a customer's 403.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.post(
    '/uploads/catalogue-image',
    {
      ...admin,
      preHandler: limit(app, {
        name: 'admin-catalogue-image',
        max: UPLOADS_PER_MINUTE,
        timeWindowMs: 60_000,
        key: (request) => request.user?.id ?? request.ip,
      }),
      schema: { response: { 201: z.object({ data: uploadedImageSchema, message: z.string() }) } },
    },
    async (request, reply) => {
      const folder = path.join(app.settings.DATA_DIR, CATALOGUE_IMAGE_FOLDER);
      const { image } = await readImageForm(request, { dir: folder, fileField: 'file' });
      if (!image)
        throw new AppError('VALIDATION_FAILED', MISSING_IMAGE_MESSAGE, { file: MISSING_IMAGE_MESSAGE });
      const stored = `${CATALOGUE_IMAGE_FOLDER}/${image.name}`;
      try {
        await images.recordImageUpload(app.db, actor(request), stored);
      } catch (error) {
        await removeStoredImage(image);
        throw error;
      }
      return reply.status(201).send({ data: { path: stored }, message: M.imageUploaded });
    },
  );

  // Categories ----------------------------------------------------------------------------------

  app.get(
    '/categories',
    { ...admin, schema: { response: { 200: z.object({ data: z.array(adminCategorySchema) }) } } },
    async () => ({ data: await categories.listCategories(app.db) }),
  );

  app.post(
    '/categories',
    {
      ...admin,
      schema: {
        body: categoryInputSchema,
        response: { 201: z.object({ data: adminCategorySchema, message: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await categories.createCategory(app.db, actor(request), request.body),
        message: M.categoryCreated,
      }),
  );

  app.put(
    '/categories/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: categoryInputSchema,
        response: { 200: z.object({ data: adminCategorySchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await categories.updateCategory(app.db, actor(request), request.params.id, request.body),
      message: M.categoryUpdated,
    }),
  );

  app.delete(
    '/categories/:id',
    { ...admin, schema: { params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await categories.deleteCategory(app.db, actor(request), request.params.id);
      return { data: null, message: M.categoryDeleted };
    },
  );

  // Packages ------------------------------------------------------------------------------------

  app.get(
    '/packages',
    { ...admin, schema: { response: { 200: z.object({ data: z.array(adminPackageSchema) }) } } },
    async () => ({ data: await packages.listPackages(app.db) }),
  );

  app.post(
    '/packages',
    {
      ...admin,
      schema: {
        body: packageInputSchema,
        response: { 201: z.object({ data: adminPackageSchema, message: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await packages.createPackage(app.db, actor(request), request.body),
        message: M.packageCreated,
      }),
  );

  app.put(
    '/packages/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: packageInputSchema,
        response: { 200: z.object({ data: adminPackageSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await packages.updatePackage(app.db, actor(request), request.params.id, request.body),
      message: M.packageUpdated,
    }),
  );

  app.delete(
    '/packages/:id',
    { ...admin, schema: { params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await packages.deletePackage(app.db, actor(request), request.params.id);
      return { data: null, message: M.packageDeleted };
    },
  );

  // Products ------------------------------------------------------------------------------------

  app.get(
    '/products',
    {
      ...admin,
      schema: {
        querystring: listAdminProductsQuerySchema,
        response: { 200: z.object({ data: z.array(adminProductRowSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => products.listProducts(app.db, request.query),
  );

  app.get(
    '/products/:id',
    { ...admin, schema: { params: idParams, response: { 200: z.object({ data: adminProductSchema }) } } },
    async (request) => ({ data: await products.getProduct(app.db, request.params.id) }),
  );

  app.post(
    '/products',
    {
      ...admin,
      schema: {
        body: productInputSchema,
        response: { 201: z.object({ data: adminProductSchema, message: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await products.createProduct(app.db, actor(request), request.body),
        message: M.productCreated,
      }),
  );

  app.put(
    '/products/:id',
    {
      ...admin,
      schema: {
        params: idParams,
        body: productInputSchema,
        response: { 200: z.object({ data: adminProductSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await products.updateProduct(app.db, actor(request), request.params.id, request.body),
      message: M.productUpdated,
    }),
  );

  app.delete(
    '/products/:id',
    { ...admin, schema: { params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await products.deleteProduct(app.db, actor(request), request.params.id);
      return { data: null, message: M.productDeleted };
    },
  );
};
