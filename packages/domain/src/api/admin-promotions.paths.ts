/** Where the admin: promotions calls live; their shapes: admin-promotions.ts. */
export const ADMIN_PROMOTION_PATHS = {} as const;
