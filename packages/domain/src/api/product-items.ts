import { z } from 'zod';
import { productItemOptionSchema } from '../dashboard-schema';
import { productDomainsSchema } from '../order-schema';
import { defineEndpoints } from './endpoint';
import { PRODUCT_ITEM_PATHS } from './product-items.paths';

export const PRODUCT_ITEM_MESSAGES = {
  invalidSearch: 'Kata pencarian terlalu panjang',
  invalidProduct: 'Produk tidak valid',
} as const;

const optionList = z.array(productItemOptionSchema);
const productId = z.guid({ error: PRODUCT_ITEM_MESSAGES.invalidProduct });

export const productItemEndpoints = defineEndpoints('Product items', PRODUCT_ITEM_PATHS, {
  searchMyProductItems: {
    summary:
      "The groups the caller belongs to or hosts whose name holds `search` (the complaint form's 'Akun').",
    access: 'customer',
    query: z.object({
      search: z
        .string({ error: PRODUCT_ITEM_MESSAGES.invalidSearch })
        .trim()
        .max(100, { error: PRODUCT_ITEM_MESSAGES.invalidSearch })
        .default(''),
    }),
    // SPEC §7 reads data.data.data here: the list sits one level deeper than elsewhere.
    responses: { 200: z.object({ data: z.object({ data: optionList }) }) },
  },
  listMyProductItemsOfProduct: {
    summary:
      "The groups of a product the caller hosts and could claim a reimbursement for now ('Pilih Akun').",
    access: 'customer',
    params: z.object({ productId }),
    responses: { 200: z.object({ data: optionList }) },
  },
  listProductDomains: {
    // SPEC §7 names the parameter {domain}; it is the product whose domains the order-info modal lists.
    summary: "The domains a Dedicated Private product's address can be on (`domain` is the product's id).",
    access: 'customer',
    params: z.object({ domain: productId }),
    responses: { 200: z.object({ data: productDomainsSchema }) },
  },
});
