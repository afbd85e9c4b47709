/** Where the admin's stock calls live (SPEC §6 Stok: provider accounts, preorder groups); their shapes: admin-stock.ts. */
export const ADMIN_STOCK_PATHS = {
  adminListProductItems: 'GET /api/admin/product-items',
  adminCreateProductItem: 'POST /api/admin/product-items',
  adminImportProductItems: 'POST /api/admin/product-items/import',
  adminGetProductItem: 'GET /api/admin/product-items/:id',
  adminUpdateProductItem: 'PATCH /api/admin/product-items/:id',
  adminRevealCredentials: 'POST /api/admin/product-items/:id/reveal',
  adminRotateCredentials: 'POST /api/admin/product-items/:id/rotate',
  adminListPreorderGroups: 'GET /api/admin/preorder-groups',
} as const;
