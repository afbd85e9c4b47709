import { generatePath } from '../lib/router';

import { routes } from '@premium-shop/domain/web-routes';

/**
 * Every URL of the web app, in one place: `routes` holds the patterns the router matches (declared in
 * the domain package, where the server reads them too, to answer 404 for any other path), `paths`
 * builds the links. Features may import this module (and only this one) from app/, so it must stay a
 * leaf: it imports nothing from the rest of src.
 */
export { routes };

/** Anchors of the home page sections that the navigation and footer jump to. */
export const homeSections = {
  about: 'tentang',
  howToOrder: 'cara-pesan',
} as const;

export type ProductListType = 'all' | 'digital';
export type PaymentConfirmationType = 'preorder' | 'host' | 'payment';

/** Values of `/login?to=`: '/register' opens the register form, anything else the login form. */
export type LoginSide = 'login' | '/register';

type QueryValue = string | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  // A slash is legal in a query value; keeping it readable gives the spec's own links (/login?to=/register).
  const encoded = search.toString().replace(/%2F/gi, '/');
  return encoded ? `${path}?${encoded}` : path;
}

export const paths = {
  home: () => routes.home,
  homeSection: (section: keyof typeof homeSections) => `${routes.home}#${homeSections[section]}`,
  /** `next` is where to go back to once signed in (a path of the shop, checked by the login page). */
  login: ({ to, next }: { to?: LoginSide; next?: string } = {}) => withQuery(routes.login, { to, next }),
  register: ({ next }: { next?: string } = {}) => paths.login({ to: '/register', next }),
  forgotPassword: () => routes.forgotPassword,
  resetPassword: (token: string) => generatePath(routes.resetPassword, { token }),
  allProduct: (
    query: { type?: ProductListType; category?: string; package?: string; search?: string } = {},
  ) =>
    withQuery(routes.allProduct, {
      type: query.type,
      category: query.category,
      package: query.package,
      search: query.search,
    }),
  product: (productId: string) => generatePath(routes.product, { productId }),
  payment: () => routes.payment,
  paymentConfirmation: (type: PaymentConfirmationType) => generatePath(routes.paymentConfirmation, { type }),

  dashboard: () => routes.dashboard,
  /** `to` is the initial filter tab: an order status value such as 'Paid'. */
  orders: ({ to }: { to?: string } = {}) => withQuery(routes.orders, { to }),
  orderDetail: (invoiceOrId: string) => generatePath(routes.orderDetail, { invoice: invoiceOrId }),
  reimbursement: () => routes.reimbursement,
  dashboardCatalogue: () => routes.dashboardCatalogue,
  dashboardProduct: (productId: string) => generatePath(routes.dashboardProduct, { productId }),
  /** With an account id the checkout renews that account. */
  dashboardPayment: (accountId?: string) => generatePath(routes.dashboardPayment, { id: accountId ?? null }),
  dashboardPaymentConfirmation: (type: PaymentConfirmationType) =>
    generatePath(routes.dashboardPaymentConfirmation, { type }),
  notifications: () => routes.notifications,
  settings: () => routes.settings,

  admin: () => routes.admin,
  adminCatalogue: ({ tab }: { tab?: string } = {}) => withQuery(routes.adminCatalogue, { tab }),
  adminStock: () => routes.adminStock,
  adminOrders: (query: { status?: string; search?: string } = {}) =>
    withQuery(routes.adminOrders, { status: query.status, search: query.search }),
  adminOrderDetail: (idOrInvoice: string) => generatePath(routes.adminOrderDetail, { idOrInvoice }),
  adminTransfers: () => routes.adminTransfers,
  adminComplaints: () => routes.adminComplaints,
  adminReimbursements: () => routes.adminReimbursements,
  adminNotifications: () => routes.adminNotifications,
  adminUsers: () => routes.adminUsers,
  adminLogs: () => routes.adminLogs,
};
