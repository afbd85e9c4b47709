/** Where the admin: stock calls live; their shapes: admin-stock.ts. */
export const ADMIN_STOCK_PATHS = {} as const;
