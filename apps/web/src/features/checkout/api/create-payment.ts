import type { CreatePaymentBody } from '@premium-shop/domain/order-schema';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /payments: places the order (or the renewal) and opens its gateway transaction. */
export function createPayment(body: CreatePaymentBody) {
  return call('createOrder', { body });
}

/** Places the order; the screen decides what to show and where to go. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: async (body: CreatePaymentBody) => (await createPayment(body)).data,
  });
}
