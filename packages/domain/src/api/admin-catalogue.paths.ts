/** Where the admin: catalogue calls live; their shapes: admin-catalogue.ts. */
export const ADMIN_CATALOGUE_PATHS = {} as const;
