/**
 * The Transfer Bank method as the checkout names it (docs/decisions/049), and the states a transfer
 * goes through, apart from bank-transfer.ts: the checkout, a product's page and an order's status
 * need these names only, and bank-transfer.ts builds its zod schemas when loaded, which would bring
 * them into those pages' first load.
 */

/** The checkout's method code of a transfer to one of the shop's own accounts. */
export const TRANSFER_METHOD = 'TRANSFER' as const;
export const TRANSFER_LABEL = 'Transfer Bank';

/** How long a customer has to transfer and send the proof: 24 hours from the order. */
export const TRANSFER_WINDOW_MINUTES = 24 * 60;

/**
 * Where a transfer stands: no proof yet, a proof waiting for the admin, a proof the admin refused
 * (the customer may send another until the deadline), or confirmed (the order is paid).
 */
export const TRANSFER_STATES = ['awaiting', 'submitted', 'rejected', 'confirmed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const TRANSFER_STATE_LABELS: Record<TransferState, string> = {
  awaiting: 'Menunggu Transfer',
  submitted: 'Menunggu Konfirmasi',
  rejected: 'Bukti Ditolak',
  confirmed: 'Dikonfirmasi',
};

/** A payment method as an order shows it: 'Transfer Bank' for TRANSFER, else its code (QRIS, BRIVA, ...). */
export function paymentMethodName(code: string): string {
  return code === TRANSFER_METHOD ? TRANSFER_LABEL : code;
}
