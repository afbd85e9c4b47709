/** Where the payment gateway calls live; their shapes: payment-gateway.ts. */
export const PAYMENT_GATEWAY_PATHS = {} as const;
