/** Where the pickers of the caller's groups (product items) live; their shapes: product-items.ts. */
export const PRODUCT_ITEM_PATHS = {
  searchMyProductItems: 'GET /api/product-items',
  listMyProductItemsOfProduct: 'GET /api/product-items/product/:productId',
  listProductDomains: 'GET /api/product-items/domain/:domain',
} as const;
