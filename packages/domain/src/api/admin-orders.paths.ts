/** Where the admin's order calls live (SPEC §6 Pesanan, preorder groups); their shapes: admin-orders.ts. */
export const ADMIN_ORDER_PATHS = {
  adminListOrders: 'GET /api/admin/orders',
  adminExportOrders: 'GET /api/admin/orders/export.csv',
  adminGetOrder: 'GET /api/admin/orders/:idOrInvoice',
  adminFulfilOrder: 'POST /api/admin/orders/:id/fulfil',
  adminActivateGroup: 'POST /api/admin/product-items/:id/activate',
  adminConfirmPayment: 'POST /api/admin/orders/:id/confirm-payment',
  adminRefundOrder: 'POST /api/admin/orders/:id/refund',
  adminCancelOrder: 'POST /api/admin/orders/:id/cancel',
  adminDeactivateOrder: 'POST /api/admin/orders/:id/deactivate',
} as const;
