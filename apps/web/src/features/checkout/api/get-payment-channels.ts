import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /payments/channels?amount=: every checkout channel for an order leaving `amount` to pay before
 * the gateway fee, with its window and, when it cannot take the order, why (docs/decisions/043).
 */
export function getPaymentChannels(amount: number) {
  return call('paymentChannels', { query: { amount } });
}

/** The channels for `amount`, asked again when it changes; not asked with nothing to pay. */
export function usePaymentChannels(amount: number, enabled = true) {
  return useQuery({
    queryKey: ['payments', 'channels', amount],
    queryFn: async () => (await getPaymentChannels(amount)).data,
    enabled,
  });
}
