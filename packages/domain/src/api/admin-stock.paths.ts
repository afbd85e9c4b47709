/** Where the admin's stock calls live (SPEC §6 Stok: provider accounts, their renewals and costs, preorder groups); their shapes: admin-stock.ts. */
export const ADMIN_STOCK_PATHS = {
  adminListProductItems: 'GET /api/admin/product-items',
  adminCreateProductItem: 'POST /api/admin/product-items',
  adminImportProductItems: 'POST /api/admin/product-items/import',
  adminGetProductItem: 'GET /api/admin/product-items/:id',
  adminUpdateProductItem: 'PATCH /api/admin/product-items/:id',
  adminRevealCredentials: 'POST /api/admin/product-items/:id/reveal',
  adminRotateCredentials: 'POST /api/admin/product-items/:id/rotate',
  adminRenewProductItem: 'POST /api/admin/product-items/:id/renew',
  adminListProviderCosts: 'GET /api/admin/product-items/:id/costs',
  adminListProviderRenewals: 'GET /api/admin/provider-renewals',
  adminListPreorderGroups: 'GET /api/admin/preorder-groups',
} as const;
