/** Where the admin: support calls live; their shapes: admin-support.ts. */
export const ADMIN_SUPPORT_PATHS = {} as const;
