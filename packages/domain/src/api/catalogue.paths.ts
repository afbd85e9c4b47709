/** Where the public catalogue calls live (SPEC §2, §3, §7 Catalogue); their shapes: catalogue.ts. */
export const CATALOGUE_PATHS = {
  listProducts: 'GET /api/products',
  listPopularProducts: 'GET /api/products/popular',
  listRelatedProducts: 'GET /api/products/category/:categoryId',
  getProduct: 'GET /api/products/:id',
  listCategories: 'GET /api/categories',
  listPackages: 'GET /api/packages',
  listProductDiscounts: 'GET /api/product-discounts',
  listProductDiscountsOf: 'GET /api/product-discounts/:productId',
} as const;
