/** Where the auth calls live; their shapes: auth.ts. */
export const AUTH_PATHS = {} as const;
