/** Where the admin's catalogue calls live (products, categories, packages, images); their shapes: admin-catalogue.ts. */
export const ADMIN_CATALOGUE_PATHS = {
  adminUploadCatalogueImage: 'POST /api/admin/uploads/catalogue-image',
  adminListCategories: 'GET /api/admin/categories',
  adminCreateCategory: 'POST /api/admin/categories',
  adminUpdateCategory: 'PUT /api/admin/categories/:id',
  adminDeleteCategory: 'DELETE /api/admin/categories/:id',
  adminListPackages: 'GET /api/admin/packages',
  adminCreatePackage: 'POST /api/admin/packages',
  adminUpdatePackage: 'PUT /api/admin/packages/:id',
  adminDeletePackage: 'DELETE /api/admin/packages/:id',
  adminListProducts: 'GET /api/admin/products',
  adminGetProduct: 'GET /api/admin/products/:id',
  adminCreateProduct: 'POST /api/admin/products',
  adminUpdateProduct: 'PUT /api/admin/products/:id',
  adminDeleteProduct: 'DELETE /api/admin/products/:id',
} as const;
