/** Where the admin: orders calls live; their shapes: admin-orders.ts. */
export const ADMIN_ORDER_PATHS = {} as const;
