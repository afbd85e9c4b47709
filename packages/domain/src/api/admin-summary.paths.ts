/** Where the admin: summary calls live; their shapes: admin-summary.ts. */
export const ADMIN_SUMMARY_PATHS = {} as const;
