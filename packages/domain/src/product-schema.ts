import { z } from 'zod';

/** The product as the API sends it (SPEC §3): category flattened, only enabled items. */
export const productSectionSchema = z.object({
  _id: z.string(),
  header: z.string(),
  description: z.string(),
});

export const variantItemSchema = z.object({
  _id: z.string(),
  enabled: z.boolean(),
  duration: z.number().int(),
  price: z.number().int(),
});

export const variantSchema = z.object({
  _id: z.string(),
  package: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(['Available', 'Unavailable']),
  items: z.array(variantItemSchema),
});

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  bg: z.string(),
  icon: z.string(),
});

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  banner: z.string(),
  icon: z.string(),
  createdAt: z.string(),
  method: z.enum(['Ready', 'Preorder']),
  type: z.string(),
  link: z.string().nullable(),
  status: z.string(),
  category: categorySchema,
  categoryId: z.string(),
  categoryName: z.string(),
  categoryImage: z.string(),
  categoryBg: z.string(),
  adminFee: z.union([z.number(), z.string()]),
  modalFee: z.number().int(),
  slot: z.number().int(),
  information: z.string(),
  note: z.string(),
  schema: z.array(productSectionSchema),
  benefit: z.array(productSectionSchema),
  bought: z.boolean(),
  lowPrice: z.number().int(),
  highPrice: z.number().int(),
  price: z.number().int().nullable(),
  variant: z.array(variantSchema),
});

export type Product = z.infer<typeof productSchema>;
export type Category = z.infer<typeof categorySchema>;
