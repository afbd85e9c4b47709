import { relations } from 'drizzle-orm';
import { categories, packages, productDiscounts, products, variantItems, variants } from './catalogue';

export const productRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  variants: many(variants),
  discounts: many(productDiscounts),
}));

export const variantRelations = relations(variants, ({ one, many }) => ({
  product: one(products, { fields: [variants.productId], references: [products.id] }),
  package: one(packages, { fields: [variants.packageId], references: [packages.id] }),
  items: many(variantItems),
}));

export const variantItemRelations = relations(variantItems, ({ one }) => ({
  variant: one(variants, { fields: [variantItems.variantId], references: [variants.id] }),
}));

export const productDiscountRelations = relations(productDiscounts, ({ one }) => ({
  product: one(products, { fields: [productDiscounts.productId], references: [products.id] }),
}));
