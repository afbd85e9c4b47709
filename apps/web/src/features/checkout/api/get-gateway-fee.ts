import type { CheckoutMethodCode } from '@premium-shop/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /payments/get-tripay-admin?amount=&code=: the gateway's fee of one channel; SPEC §7's amount is price + adminFee. */
export function getGatewayFee(amount: number, code: CheckoutMethodCode) {
  return call('gatewayFee', { query: { amount, code } });
}

/**
 * The fee of the chosen channel, asked again whenever the channel or the amount changes. Without a
 * channel, or with `enabled` false (nothing to pay), nothing is asked and the fee stays unknown.
 */
export function useGatewayFee(amount: number, code: CheckoutMethodCode | null, enabled = true) {
  return useQuery({
    queryKey: ['payments', 'gateway-fee', code, amount],
    queryFn: async () => (await getGatewayFee(amount, code as CheckoutMethodCode)).data.fee,
    enabled: enabled && code !== null,
  });
}
