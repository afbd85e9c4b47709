/** Where the admin's promotions calls live (promos, vouchers, banners, home content); their shapes: admin-promotions.ts. */
export const ADMIN_PROMOTION_PATHS = {
  adminListPromoProducts: 'GET /api/admin/promo-products',
  adminListPromos: 'GET /api/admin/product-discounts',
  adminCreatePromo: 'POST /api/admin/product-discounts',
  adminUpdatePromo: 'PUT /api/admin/product-discounts/:id',
  adminDeletePromo: 'DELETE /api/admin/product-discounts/:id',
  adminListVouchers: 'GET /api/admin/vouchers',
  adminCreateVoucher: 'POST /api/admin/vouchers',
  adminUpdateVoucher: 'PUT /api/admin/vouchers/:id',
  adminDeleteVoucher: 'DELETE /api/admin/vouchers/:id',
  adminListBanners: 'GET /api/admin/banners',
  adminCreateBanner: 'POST /api/admin/banners',
  adminOrderBanners: 'PUT /api/admin/banners/order',
  adminUpdateBanner: 'PUT /api/admin/banners/:id',
  adminDeleteBanner: 'DELETE /api/admin/banners/:id',
  adminGetSiteContent: 'GET /api/admin/site-content/:key',
  adminSaveSiteContent: 'PUT /api/admin/site-content/:key',
} as const;
