import type { FastifyInstance } from 'fastify';
import { paymentStatusBody } from '../src/platform/payments/callback';
import type { GatewayStatus } from '../src/platform/payments/gateway';
import type { SandboxGateway } from '../src/platform/payments/sandbox';

export interface CallbackOrder {
  reference: string | null;
  invoice: string;
  total: number;
}

/** The callback the app's sandbox gateway signs for `order` with `status` (and `amount`, its total unless told). */
export function signedSandboxCallback(
  app: FastifyInstance,
  order: CallbackOrder,
  status: GatewayStatus,
  amount = order.total,
) {
  const sandbox = app.paymentGateway as SandboxGateway;
  return sandbox.signCallback(
    paymentStatusBody({
      reference: order.reference!,
      merchantRef: order.invoice,
      method: 'QRIS',
      amount,
      status,
      paidAt: status === 'PAID' ? new Date() : null,
    }),
  );
}

/** Posts that signed callback to the app, as the gateway would. */
export async function postSandboxCallback(
  app: FastifyInstance,
  order: CallbackOrder,
  status: GatewayStatus,
  amount = order.total,
) {
  const { rawBody, headers } = signedSandboxCallback(app, order, status, amount);
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers,
    payload: rawBody,
  });
  return { status: response.statusCode, body: response.json<{ success: boolean; message?: string }>() };
}
