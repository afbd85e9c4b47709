/** Where the storefront calls live; their shapes: storefront.ts. */
export const STOREFRONT_PATHS = {} as const;
