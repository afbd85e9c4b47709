/** Where the vouchers calls live; their shapes: vouchers.ts. */
export const VOUCHER_PATHS = {} as const;
