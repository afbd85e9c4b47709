/**
 * The sandbox gateway's payment page (PAYMENT_PROVIDER=sandbox): GET /api/sandbox-pay/{reference}
 * and POST /api/sandbox-pay/{reference}/{pay|cancel}, both for the order's buyer only.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

export const sandboxCheckoutSchema = z.object({
  reference: z.string(),
  invoice: z.string(),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Unpaid and before its deadline: 'Bayar' and 'Batalkan' are offered. */
  isPayable: z.boolean(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const SANDBOX_ACTIONS = ['pay', 'cancel'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];
