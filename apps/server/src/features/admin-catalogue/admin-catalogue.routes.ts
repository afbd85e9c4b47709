import path from 'node:path';
import { adminCatalogueEndpoints as api } from '@premium-shop/domain/api/admin-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { AppError } from '../../platform/errors';
import { limit } from '../../platform/rate-limits';
import { readImageForm, removeStoredImage } from '../../platform/uploads';
import { ADMIN_CATALOGUE_MESSAGES as M } from './admin-catalogue.common';
import * as categories from './categories.service';
import * as images from './images.service';
import * as packages from './packages.service';
import * as products from './products.service';

/** Public catalogue images live under DATA_DIR/uploads, served at /uploads/ to everyone. */
export const CATALOGUE_IMAGE_FOLDER = 'uploads/catalogue';

export const MISSING_IMAGE_MESSAGE = 'Pilih gambar untuk diunggah';
// An admin filling a product uploads its image, banner and icon, and may change their mind a few times.
const UPLOADS_PER_MINUTE = 60;

/**
 * The admin's catalogue calls under /api/admin, as declared in packages/domain/src/api/admin-catalogue.ts.
 * The admin check runs on request, before the body is read, so an anonymous call is always 401 and a
 * customer's 403.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.route({
    ...declared(app, api.adminUploadCatalogueImage),
    preHandler: limit(app, {
      name: 'admin-catalogue-image',
      max: UPLOADS_PER_MINUTE,
      timeWindowMs: 60_000,
      key: (request) => request.user?.id ?? request.ip,
    }),
    handler: async (request, reply) => {
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
  });

  // Categories ----------------------------------------------------------------------------------

  app.route({
    ...declared(app, api.adminListCategories),
    handler: async () => ({ data: await categories.listCategories(app.db) }),
  });

  app.route({
    ...declared(app, api.adminCreateCategory),
    handler: async (request, reply) =>
      reply.status(201).send({
        data: await categories.createCategory(app.db, actor(request), request.body),
        message: M.categoryCreated,
      }),
  });

  app.route({
    ...declared(app, api.adminUpdateCategory),
    handler: async (request) => ({
      data: await categories.updateCategory(app.db, actor(request), request.params.id, request.body),
      message: M.categoryUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeleteCategory),
    handler: async (request) => {
      await categories.deleteCategory(app.db, actor(request), request.params.id);
      return { data: null, message: M.categoryDeleted };
    },
  });

  // Packages ------------------------------------------------------------------------------------

  app.route({
    ...declared(app, api.adminListPackages),
    handler: async () => ({ data: await packages.listPackages(app.db) }),
  });

  app.route({
    ...declared(app, api.adminCreatePackage),
    handler: async (request, reply) =>
      reply.status(201).send({
        data: await packages.createPackage(app.db, actor(request), request.body),
        message: M.packageCreated,
      }),
  });

  app.route({
    ...declared(app, api.adminUpdatePackage),
    handler: async (request) => ({
      data: await packages.updatePackage(app.db, actor(request), request.params.id, request.body),
      message: M.packageUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeletePackage),
    handler: async (request) => {
      await packages.deletePackage(app.db, actor(request), request.params.id);
      return { data: null, message: M.packageDeleted };
    },
  });

  // Products ------------------------------------------------------------------------------------

  app.route({
    ...declared(app, api.adminListProducts),
    handler: async (request) =>
      products.listProducts({ db: app.db, vault: app.vault, log: app.log }, request.query),
  });

  app.route({
    ...declared(app, api.adminGetProduct),
    handler: async (request) => ({ data: await products.getProduct(app.db, request.params.id) }),
  });

  app.route({
    ...declared(app, api.adminCreateProduct),
    handler: async (request, reply) =>
      reply.status(201).send({
        data: await products.createProduct(app.db, actor(request), request.body),
        message: M.productCreated,
      }),
  });

  app.route({
    ...declared(app, api.adminUpdateProduct),
    handler: async (request) => ({
      data: await products.updateProduct(app.db, actor(request), request.params.id, request.body),
      message: M.productUpdated,
    }),
  });

  app.route({
    ...declared(app, api.adminDeleteProduct),
    handler: async (request) => {
      await products.deleteProduct(app.db, actor(request), request.params.id);
      return { data: null, message: M.productDeleted };
    },
  });
  return Promise.resolve();
};
