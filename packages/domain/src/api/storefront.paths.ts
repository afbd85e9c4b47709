/** Where the home page's public blocks live (SPEC §7 Catalogue); their shapes: storefront.ts. */
export const STOREFRONT_PATHS = {
  listBanners: 'GET /api/banners',
  getFlashCards: 'GET /api/flash-cards',
  listWhyUs: 'GET /api/why-us',
  listShowcase: 'GET /api/showcase',
  getAnnouncement: 'GET /api/announcement',
  listTestimonials: 'GET /api/testimonials',
  listFaq: 'GET /api/faq',
  getShopInfo: 'GET /api/shop-info',
} as const;
