import type { ItemBilling } from '@premium-shop/domain/admin-stock-schema';

/** A provider account's billing as the server sends it for an account with none of its own (docs/decisions/051). */
export function billingFixture(overrides: Partial<ItemBilling> = {}): ItemBilling {
  return {
    cost: 186_000,
    isDefaultCost: true,
    cycleMonths: 1,
    autoRenews: false,
    note: null,
    renewalState: 'none',
    remindedAt: null,
    ...overrides,
  };
}
