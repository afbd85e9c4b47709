/** Where the customer's order calls live (SPEC §4, §7); their shapes: orders.ts. */
export const ORDER_PATHS = {
  createOrder: 'POST /api/payments',
  listOrders: 'GET /api/payments',
  gatewayFee: 'GET /api/payments/get-tripay-admin',
  paymentChannels: 'GET /api/payments/channels',
  getOrder: 'GET /api/payments/:idOrInvoice',
  cancelOrder: 'DELETE /api/payments/cancel/:id',
} as const;
