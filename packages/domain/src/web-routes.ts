/**
 * Every page of the web app, as the patterns its router matches (React Router syntax: `:name` is one
 * segment, `:name?` an optional last one). The web app builds its router and links from them; the
 * server answers 404 (still with the app, which draws its own 'not found' page) for any other path,
 * so a probe of `/metrics` or `/healthz` is not told a page exists there.
 */
export const routes = {
  home: '/',
  login: '/login',
  forgotPassword: '/lupa-password',
  /** The token may also come as `?token=` (SPEC §2), so the segment is optional. */
  resetPassword: '/auth/forgot-password/:token?',
  allProduct: '/allProduct',
  product: '/product/:productId',
  payment: '/payment',
  paymentConfirmation: '/payment-confirmation/:type',
  /** The sandbox gateway's payment page: the checkout URL the server hands out with PAYMENT_PROVIDER=sandbox. */
  sandboxPay: '/sandbox-pay/:reference',
  dashboard: '/dashboard',
  orders: '/dashboard/pesanan',
  orderDetail: '/dashboard/pesanan/detail/:invoice',
  reimbursement: '/dashboard/reimbursement',
  dashboardCatalogue: '/dashboard/pembelian',
  dashboardProduct: '/dashboard/detail-product/:productId',
  dashboardPayment: '/dashboard/payment/:id?',
  dashboardPaymentConfirmation: '/dashboard/payment-confirmation/:type',
  notifications: '/dashboard/notifikasi',
  settings: '/dashboard/pengaturan',
  admin: '/admin',
  adminCatalogue: '/admin/katalog',
  adminStock: '/admin/stok',
  adminOrders: '/admin/pesanan',
  adminOrderDetail: '/admin/pesanan/:idOrInvoice',
  adminTransfers: '/admin/transfer',
  adminComplaints: '/admin/pengaduan',
  adminReimbursements: '/admin/reimburse',
  adminNotifications: '/admin/notifikasi',
  adminUsers: '/admin/pengguna',
  adminLogs: '/admin/log',
} as const;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  if (given.length > wanted.length) return false;
  return wanted.every((part, index) => {
    const value = given[index];
    if (part.startsWith(':'))
      return value !== undefined || (part.endsWith('?') && index === wanted.length - 1);
    // React Router matches case-insensitively.
    return value !== undefined && value.toLowerCase() === part.toLowerCase();
  });
}

const patterns: readonly string[] = Object.values(routes);

/** Whether `pathname` (no query, no hash, not decoded) is a page of `pattern`, one of `routes`. */
export function isPageOf(pattern: string, pathname: string): boolean {
  try {
    return matches(pattern, decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** Whether the web app has a page at `pathname` (no query, no hash). */
export function isClientRoute(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return patterns.some((pattern) => matches(pattern, decoded));
}
