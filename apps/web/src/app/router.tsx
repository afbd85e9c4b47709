import { createBrowserRouter, type RouteObject } from '../lib/router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { PageTitleContext, RouteHandle } from '../lib/page-title';
import { PageSpinner } from '../ui/page-spinner';
import { BareLayout } from './layouts/bare-layout';
import { MAIN_CONTENT_ID } from './navigation-focus';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { routes } from './paths';
import { connectSessionEvents } from './session-events';
import { requireAdminSession, requireSession } from './session-guards';

const confirmationTitle = ({ params }: PageTitleContext) =>
  `Konfirmasi Pembelian ${(params.type ?? '').toUpperCase()}`;

/**
 * The route table of SPEC §2. Only the layouts and the 404 page ship in the entry chunk; every screen,
 * the home page too, and the whole dashboard and admin console, load their code when first visited.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    errorElement: (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <NotFoundPage />
      </main>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Keeps the header and footer around the error page when a public screen fails.
            errorElement: <NotFoundPage />,
            children: [
              {
                path: routes.home,
                lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
              },
              {
                path: routes.login,
                handle: {
                  title: ({ searchParams }) => (searchParams.get('to') === '/register' ? 'Daftar' : 'Login'),
                } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
              {
                path: routes.forgotPassword,
                handle: { title: 'Lupa Password' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: routes.resetPassword,
                handle: { title: 'Reset Password' } satisfies RouteHandle,
                lazy: async () => {
                  const { ResetPasswordPage, resetPasswordLoader } =
                    await import('../features/auth/reset-password-page');
                  return { Component: ResetPasswordPage, loader: resetPasswordLoader };
                },
              },
              {
                path: routes.allProduct,
                handle: {
                  title: ({ searchParams }) =>
                    searchParams.get('type') === 'digital' ? 'Produk Digital' : 'Produk Kami',
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/all-product-page')).AllProductPage,
                }),
              },
              {
                path: routes.product,
                handle: { title: 'Detail Produk' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/product-page')).ProductPage,
                }),
              },
              {
                path: routes.payment,
                handle: { title: 'Pembayaran' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-page')).PaymentPage,
                }),
              },
              {
                path: routes.paymentConfirmation,
                handle: { title: confirmationTitle } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-confirmation-page'))
                    .PaymentConfirmationPage,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            // The buyer's own session pays or cancels: signed out, the login comes first.
            path: routes.sandboxPay,
            handle: { title: 'Pembayaran Sandbox' } satisfies RouteHandle,
            loader: requireSession,
            lazy: async () => ({
              Component: (await import('../features/checkout/sandbox-pay-page')).SandboxPayPage,
            }),
          },
        ],
      },
      {
        path: routes.dashboard,
        // Not lazy: the guard must decide before the dashboard's code is even fetched.
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
        children: [
          {
            errorElement: <NotFoundPage />,
            children: [
              {
                index: true,
                handle: { title: 'Akun Anda' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/account-overview-page'))
                    .AccountOverviewPage,
                }),
              },
              {
                path: routes.orders,
                handle: { title: 'Pesanan Saya' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/orders/orders-page')).OrdersPage,
                }),
              },
              {
                path: routes.orderDetail,
                handle: { title: 'Detail Pesanan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/orders/order-detail-page')).OrderDetailPage,
                }),
              },
              {
                path: routes.reimbursement,
                handle: { title: 'Reimburse' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/reimbursements/reimbursement-page'))
                    .ReimbursementPage,
                }),
              },
              {
                path: routes.dashboardCatalogue,
                handle: { title: 'Pembelian' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/dashboard-catalogue-page'))
                    .DashboardCataloguePage,
                }),
              },
              {
                path: routes.dashboardProduct,
                handle: { title: 'Detail Produk' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/product-page')).ProductPage,
                }),
              },
              {
                path: routes.dashboardPayment,
                handle: {
                  title: ({ params }) => (params.id ? 'Perpanjang' : 'Pembayaran'),
                } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-page')).PaymentPage,
                }),
              },
              {
                path: routes.dashboardPaymentConfirmation,
                handle: { title: confirmationTitle } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-confirmation-page'))
                    .PaymentConfirmationPage,
                }),
              },
              {
                path: routes.notifications,
                handle: { title: 'Notifikasi' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: routes.settings,
                handle: { title: 'Pengaturan Akun' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/settings/settings-page')).SettingsPage,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: routes.admin,
        loader: requireAdminSession,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            errorElement: <NotFoundPage />,
            children: [
              {
                index: true,
                handle: { title: 'Ringkasan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/summary/summary-page')).AdminSummaryPage,
                }),
              },
              {
                path: routes.adminCatalogue,
                handle: { title: 'Katalog' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/catalogue/catalogue-page')).AdminCataloguePage,
                }),
              },
              {
                path: routes.adminStock,
                handle: { title: 'Stok Akun' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/stock/stock-page')).AdminStockPage,
                }),
              },
              {
                path: routes.adminOrders,
                handle: { title: 'Pesanan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/orders/orders-page')).AdminOrdersPage,
                }),
              },
              {
                path: routes.adminOrderDetail,
                handle: { title: 'Detail Pesanan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/orders/order-detail-page'))
                    .AdminOrderDetailPage,
                }),
              },
              {
                path: routes.adminComplaints,
                handle: { title: 'Pengaduan' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/complaints/complaints-page'))
                    .AdminComplaintsPage,
                }),
              },
              {
                path: routes.adminReimbursements,
                handle: { title: 'Reimburse' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/reimbursements/reimbursements-page'))
                    .AdminReimbursementsPage,
                }),
              },
              {
                path: routes.adminNotifications,
                handle: { title: 'Notifikasi' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/notifications/notifications-page'))
                    .AdminNotificationsPage,
                }),
              },
              {
                path: routes.adminUsers,
                handle: { title: 'Pengguna' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/users/users-page')).AdminUsersPage,
                }),
              },
              {
                path: routes.adminTransfers,
                handle: { title: 'Transfer Bank' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/transfers/transfers-page')).AdminTransfersPage,
                }),
              },
              {
                path: routes.adminLogs,
                handle: { title: 'Log' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/admin/logs/logs-page')).AdminLogsPage,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  connectSessionEvents(router);
  return router;
}
