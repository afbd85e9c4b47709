/** Where the accounts calls live; their shapes: accounts.ts. */
export const ACCOUNT_PATHS = {} as const;
