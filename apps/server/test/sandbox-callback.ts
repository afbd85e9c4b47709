import type { FastifyInstance } from 'fastify';
import type { GatewayStatus } from '../src/platform/payments/gateway';
import type { SandboxGateway } from '../src/platform/payments/sandbox';
import { callbackSignedBy, type CallbackOrder } from './signed-callback';

export type { CallbackOrder };

/** The callback the app's sandbox gateway signs for `order` with `status` (and `amount`, its total unless told). */
export function signedSandboxCallback(
  app: FastifyInstance,
  order: CallbackOrder,
  status: GatewayStatus,
  amount = order.total,
) {
  return callbackSignedBy(app.paymentGateway as SandboxGateway, order, status, amount);
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
