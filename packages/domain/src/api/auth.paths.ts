/** Where the sign-in and account calls live (SPEC §4 'Session', §5, §7); their shapes: auth.ts. */
export const AUTH_PATHS = {
  register: 'POST /api/auth/register',
  login: 'POST /api/auth/login',
  refreshSession: 'POST /api/auth/refresh',
  logout: 'GET /api/auth/logout',
  requestPasswordReset: 'POST /api/auth/forgot-password',
  resetPassword: 'POST /api/auth/reset-password',
  getCurrentUser: 'GET /api/users/me',
  updateName: 'PUT /api/users/update-name',
} as const;
