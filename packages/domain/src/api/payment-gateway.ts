import { z } from 'zod';
import { SANDBOX_ACTIONS, sandboxCheckoutSchema } from '../sandbox-schema';
import { defineEndpoints } from './endpoint';
import { PAYMENT_GATEWAY_PATHS } from './payment-gateway.paths';

/** What the gateway reads back from its callback (Tripay's shape). */
const callbackAnswer = z.object({ success: z.boolean(), message: z.string().optional() });
const sandboxParams = z.object({ reference: z.string().min(1).max(100) });
const checkoutAnswer = z.object({ data: sandboxCheckoutSchema });

export const paymentGatewayEndpoints = defineEndpoints('Payment gateway', PAYMENT_GATEWAY_PATHS, {
  receivePaymentCallback: {
    summary:
      "The gateway's word on a payment (paid, expired, failed), signed over the exact bytes of its body (X-Callback-Signature).",
    access: 'public',
    // The body is read as raw bytes: the signature is checked before it is parsed.
    responses: { 200: callbackAnswer, 400: callbackAnswer },
  },
  getSandboxCheckout: {
    summary: "The sandbox gateway's transaction, for the order's buyer only (the page at its checkout URL).",
    access: 'customer',
    params: sandboxParams,
    responses: { 200: checkoutAnswer },
    errors: [404],
  },
  actOnSandboxCheckout: {
    summary:
      "The sandbox page's 'Bayar' or 'Batalkan': sends the signed callback a real gateway would, for the buyer only.",
    access: 'customer',
    params: sandboxParams.extend({ action: z.enum(SANDBOX_ACTIONS) }),
    responses: { 200: checkoutAnswer },
    errors: [404, 502],
  },
});
