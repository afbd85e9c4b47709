/** Where the checkout's voucher look-up lives (SPEC §7 Checkout); its shape: vouchers.ts. */
export const VOUCHER_PATHS = {
  findVoucher: 'GET /api/vouchers/code/:code',
} as const;
