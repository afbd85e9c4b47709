/** Where the catalogue calls live; their shapes: catalogue.ts. */
export const CATALOGUE_PATHS = {} as const;
