/** Where the admin: people calls live; their shapes: admin-people.ts. */
export const ADMIN_PEOPLE_PATHS = {} as const;
