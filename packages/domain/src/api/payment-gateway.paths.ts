/** Where the payment gateway's callback and the sandbox gateway's page live; their shapes: payment-gateway.ts. */
export const PAYMENT_GATEWAY_PATHS = {
  receivePaymentCallback: 'POST /api/payments/callback',
  getSandboxCheckout: 'GET /api/sandbox-pay/:reference',
  actOnSandboxCheckout: 'POST /api/sandbox-pay/:reference/:action',
} as const;
