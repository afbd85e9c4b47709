import { z } from 'zod';
import {
  adminProductItemSchema,
  createProductItemBodySchema,
  importProductItemsBodySchema,
  importResultSchema,
  itemCredentialsSchema,
  listProductItemsQuerySchema,
  preorderGroupSchema,
  productItemDetailSchema,
  providerCostSchema,
  providerRenewalsQuerySchema,
  providerRenewalsSchema,
  renewProductItemBodySchema,
  renewResultSchema,
  rotateCredentialsBodySchema,
  rotateResultSchema,
  updateProductItemBodySchema,
} from '../admin-stock-schema';
import { paginationSchema } from '../pagination';
import { ADMIN_STOCK_PATHS } from './admin-stock.paths';
import { dataAnswer, defineEndpoints } from './endpoint';

const itemParams = z.object({ id: z.string().min(1).max(64) });
const itemAnswer = dataAnswer(adminProductItemSchema);

export const adminStockEndpoints = defineEndpoints('Admin: stock', ADMIN_STOCK_PATHS, {
  adminListProductItems: {
    summary: 'The provider accounts (product items), by product, state or a search, with their free places.',
    access: 'admin',
    query: listProductItemsQuerySchema,
    responses: {
      200: z.object({ data: z.array(adminProductItemSchema), pagination: paginationSchema }),
    },
  },
  adminCreateProductItem: {
    summary: 'Adds a provider account of a product (and package); its credentials are sealed.',
    access: 'admin',
    body: createProductItemBodySchema,
    responses: { 201: itemAnswer },
  },
  adminImportProductItems: {
    summary:
      'Adds many accounts of one product from lines `email|password|pin|profiles` or CSV (with optional billing columns); all or none.',
    access: 'admin',
    body: importProductItemsBodySchema,
    responses: { 201: z.object({ data: importResultSchema, message: z.string() }) },
  },
  adminGetProductItem: {
    summary: 'One provider account with its members (no credentials).',
    access: 'admin',
    params: itemParams,
    responses: { 200: z.object({ data: productItemDetailSchema }) },
    errors: [404],
  },
  adminUpdateProductItem: {
    summary:
      'Renames an account or changes its slot, state, renewal date, billing (cost, cycle, auto-renewal, note) or profiles.',
    access: 'admin',
    params: itemParams,
    body: updateProductItemBodySchema,
    responses: { 200: itemAnswer },
    errors: [404, 409],
  },
  adminRevealCredentials: {
    summary: "Opens an account's credentials for the admin (written to the audit log, never cached).",
    access: 'admin',
    params: itemParams,
    responses: { 200: z.object({ data: itemCredentialsSchema }) },
    errors: [404],
  },
  adminRotateCredentials: {
    summary: "Changes an account's password or PIN and tells each member once.",
    access: 'admin',
    params: itemParams,
    body: rotateCredentialsBodySchema,
    responses: { 200: z.object({ data: rotateResultSchema, message: z.string() }) },
    errors: [404],
  },
  adminRenewProductItem: {
    summary:
      "Records an account's renewal: its new renewal date and what was paid (a provider cost); a double submit records it once.",
    access: 'admin',
    params: itemParams,
    body: renewProductItemBodySchema,
    responses: { 200: z.object({ data: renewResultSchema, message: z.string() }) },
    errors: [404, 409],
  },
  adminListProviderCosts: {
    summary: 'What the shop paid the provider for an account, newest first.',
    access: 'admin',
    params: itemParams,
    responses: { 200: z.object({ data: z.array(providerCostSchema) }) },
    errors: [404],
  },
  adminListProviderRenewals: {
    summary:
      'The accounts whose renewal is due within RENEWAL_REMINDER_DAYS or overdue, soonest first, with the members each carries.',
    access: 'admin',
    query: providerRenewalsQuerySchema,
    responses: { 200: z.object({ data: providerRenewalsSchema }) },
  },
  adminListPreorderGroups: {
    summary: 'The preorder groups still forming or full, with the orders waiting in each.',
    access: 'admin',
    responses: { 200: z.object({ data: z.array(preorderGroupSchema) }) },
  },
});
