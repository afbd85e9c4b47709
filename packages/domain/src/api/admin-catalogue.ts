import { z } from 'zod';
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
} from '../admin-catalogue-schema';
import { paginationSchema } from '../pagination';
import { ADMIN_CATALOGUE_PATHS } from './admin-catalogue.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** A write's answer: what was saved and the message the console shows. */
function saved<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string() });
}
const deleted = z.object({ data: z.null(), message: z.string() });

export const adminCatalogueEndpoints = defineEndpoints('Admin: catalogue', ADMIN_CATALOGUE_PATHS, {
  adminUploadCatalogueImage: {
    summary:
      'Uploads a catalogue image (PNG, JPEG, WebP or GIF by its bytes, at most 10 MB) and answers its public path.',
    access: 'admin',
    multipart: { fields: [], file: 'file', isFileRequired: true },
    responses: { 201: saved(uploadedImageSchema) },
    errors: [413, 415],
  },

  // Categories
  adminListCategories: {
    summary: 'Every category with the number of products filed under it.',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(adminCategorySchema)) },
  },
  adminCreateCategory: {
    summary: 'Adds a category (name, image, background colour, icon); names are unique.',
    access: 'admin',
    body: categoryInputSchema,
    responses: { 201: saved(adminCategorySchema) },
    errors: [409],
  },
  adminUpdateCategory: {
    summary: 'Changes a category.',
    access: 'admin',
    params: idParams,
    body: categoryInputSchema,
    responses: { 200: saved(adminCategorySchema) },
    errors: [404, 409],
  },
  adminDeleteCategory: {
    summary: 'Deletes a category no product is filed under.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404, 409],
  },

  // Packages (Sharing, Host, ...)
  adminListPackages: {
    summary: 'Every package with the number of product variants sold in it.',
    access: 'admin',
    responses: { 200: dataAnswer(z.array(adminPackageSchema)) },
  },
  adminCreatePackage: {
    summary: 'Adds a package; names are unique.',
    access: 'admin',
    body: packageInputSchema,
    responses: { 201: saved(adminPackageSchema) },
    errors: [409],
  },
  adminUpdatePackage: {
    summary: 'Changes a package.',
    access: 'admin',
    params: idParams,
    body: packageInputSchema,
    responses: { 200: saved(adminPackageSchema) },
    errors: [404, 409],
  },
  adminDeletePackage: {
    summary: 'Deletes a package no variant or order uses.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404, 409],
  },

  // Products
  adminListProducts: {
    summary:
      "One page of the console's product table (Unavailable products included), by search, category and status.",
    access: 'admin',
    query: listAdminProductsQuerySchema,
    responses: { 200: z.object({ data: z.array(adminProductRowSchema), pagination: paginationSchema }) },
  },
  adminGetProduct: {
    summary: 'One product as the console edits it: every field, variant and item (disabled ones too).',
    access: 'admin',
    params: idParams,
    responses: { 200: dataAnswer(adminProductSchema) },
    errors: [404],
  },
  adminCreateProduct: {
    summary: 'Adds a product with every SPEC §3 field and its variants.',
    access: 'admin',
    body: productInputSchema,
    responses: { 201: saved(adminProductSchema) },
    errors: [409],
  },
  adminUpdateProduct: {
    summary:
      'Changes a product and replaces its variants; an item with orders is kept, disabled, when left out.',
    access: 'admin',
    params: idParams,
    body: productInputSchema,
    responses: { 200: saved(adminProductSchema) },
    errors: [404, 409],
  },
  adminDeleteProduct: {
    summary: 'Deletes a product without orders or provider accounts.',
    access: 'admin',
    params: idParams,
    responses: { 200: deleted },
    errors: [404, 409],
  },
});
