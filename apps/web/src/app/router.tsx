import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PageSpinner } from '../ui/page-spinner';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { routes } from './paths';
import { connectSessionEvents } from './session-events';
import { requireAdminSession, requireSession } from './session-guards';

/**
 * The route table of SPEC §2. Only the home page and the 404 page ship in the entry chunk; every other
 * screen, and the whole dashboard and admin console, load their code when first visited.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    errorElement: (
      <main>
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
              { path: routes.home, element: <HomePage /> },
              {
                path: routes.login,
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
              {
                path: routes.forgotPassword,
                lazy: async () => ({
                  Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: routes.resetPassword,
                lazy: async () => {
                  const { ResetPasswordPage, resetPasswordLoader } =
                    await import('../features/auth/reset-password-page');
                  return { Component: ResetPasswordPage, loader: resetPasswordLoader };
                },
              },
              {
                path: routes.allProduct,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/all-product-page')).AllProductPage,
                }),
              },
              {
                path: routes.product,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/product-page')).ProductPage,
                }),
              },
              {
                path: routes.payment,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-page')).PaymentPage,
                }),
              },
              {
                path: routes.paymentConfirmation,
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
        // The buyer's own session pays or cancels: signed out, the login comes first.
        path: routes.sandboxPay,
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('../features/checkout/sandbox-pay-page')).SandboxPayPage,
        }),
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
                lazy: async () => ({
                  Component: (await import('../features/dashboard/account-overview-page'))
                    .AccountOverviewPage,
                }),
              },
              {
                path: routes.orders,
                lazy: async () => ({
                  Component: (await import('../features/orders/orders-page')).OrdersPage,
                }),
              },
              {
                path: routes.orderDetail,
                lazy: async () => ({
                  Component: (await import('../features/orders/order-detail-page')).OrderDetailPage,
                }),
              },
              {
                path: routes.reimbursement,
                lazy: async () => ({
                  Component: (await import('../features/reimbursements/reimbursement-page'))
                    .ReimbursementPage,
                }),
              },
              {
                path: routes.dashboardCatalogue,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/dashboard-catalogue-page'))
                    .DashboardCataloguePage,
                }),
              },
              {
                path: routes.dashboardProduct,
                lazy: async () => ({
                  Component: (await import('../features/catalogue/product-page')).ProductPage,
                }),
              },
              {
                path: routes.dashboardPayment,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-page')).PaymentPage,
                }),
              },
              {
                path: routes.dashboardPaymentConfirmation,
                lazy: async () => ({
                  Component: (await import('../features/checkout/payment-confirmation-page'))
                    .PaymentConfirmationPage,
                }),
              },
              {
                path: routes.notifications,
                lazy: async () => ({
                  Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: routes.settings,
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
                lazy: async () => ({
                  Component: (await import('../features/admin/summary/summary-page')).AdminSummaryPage,
                }),
              },
              {
                path: routes.adminCatalogue,
                lazy: async () => ({
                  Component: (await import('../features/admin/catalogue/catalogue-page')).AdminCataloguePage,
                }),
              },
              {
                path: routes.adminStock,
                lazy: async () => ({
                  Component: (await import('../features/admin/stock/stock-page')).AdminStockPage,
                }),
              },
              {
                path: routes.adminOrders,
                lazy: async () => ({
                  Component: (await import('../features/admin/orders/orders-page')).AdminOrdersPage,
                }),
              },
              {
                path: routes.adminOrderDetail,
                lazy: async () => ({
                  Component: (await import('../features/admin/orders/order-detail-page'))
                    .AdminOrderDetailPage,
                }),
              },
              {
                path: routes.adminComplaints,
                lazy: async () => ({
                  Component: (await import('../features/admin/complaints/complaints-page'))
                    .AdminComplaintsPage,
                }),
              },
              {
                path: routes.adminReimbursements,
                lazy: async () => ({
                  Component: (await import('../features/admin/reimbursements/reimbursements-page'))
                    .AdminReimbursementsPage,
                }),
              },
              {
                path: routes.adminNotifications,
                lazy: async () => ({
                  Component: (await import('../features/admin/notifications/notifications-page'))
                    .AdminNotificationsPage,
                }),
              },
              {
                path: routes.adminUsers,
                lazy: async () => ({
                  Component: (await import('../features/admin/users/users-page')).AdminUsersPage,
                }),
              },
              {
                path: routes.adminLogs,
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
