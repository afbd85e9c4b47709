/** Where the calls of 'Akun Anda' (the caller's seats) live (SPEC §3, §7); their shapes: accounts.ts. */
export const ACCOUNT_PATHS = {
  listMyAccounts: 'GET /api/accounts/my',
  getMyAccount: 'GET /api/accounts/:id',
} as const;
