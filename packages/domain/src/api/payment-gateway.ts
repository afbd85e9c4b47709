import { defineEndpoints } from './endpoint';
import { PAYMENT_GATEWAY_PATHS } from './payment-gateway.paths';

export const paymentGatewayEndpoints = defineEndpoints('Payment gateway', PAYMENT_GATEWAY_PATHS, {});
