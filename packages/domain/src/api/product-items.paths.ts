/** Where the product items calls live; their shapes: product-items.ts. */
export const PRODUCT_ITEM_PATHS = {} as const;
