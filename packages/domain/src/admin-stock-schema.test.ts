import { describe, expect, it } from 'vitest';
import {
  renewalStateOf,
  renewProductItemBodySchema,
  updateProductItemBodySchema,
} from './admin-stock-schema';

const NOW = new Date('2026-11-29T05:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000);

describe('renewalStateOf', () => {
  it.each([
    { renewsAt: null, autoRenews: false, state: 'none' },
    { renewsAt: at(24 * 10), autoRenews: false, state: 'ok' },
    { renewsAt: at(24 * 3 + 1), autoRenews: false, state: 'ok' },
    { renewsAt: at(24 * 3), autoRenews: false, state: 'due' },
    { renewsAt: at(1), autoRenews: false, state: 'due' },
    { renewsAt: at(0), autoRenews: false, state: 'overdue' },
    { renewsAt: at(-48), autoRenews: false, state: 'overdue' },
    { renewsAt: at(-48), autoRenews: true, state: 'due' },
    { renewsAt: at(24 * 10), autoRenews: true, state: 'ok' },
  ] as const)('$renewsAt auto $autoRenews: $state', ({ renewsAt, autoRenews, state }) => {
    expect(renewalStateOf({ renewsAt, autoRenews }, NOW, 3)).toBe(state);
  });

  it('with no reminder days an account is due only once its date has come', () => {
    expect(renewalStateOf({ renewsAt: at(1), autoRenews: false }, NOW, 0)).toBe('ok');
  });
});

describe('billing input', () => {
  it.each([
    [{ billingCost: -1 }, 'Biaya per siklus tidak boleh negatif'],
    [{ billingCost: 1.5 }, 'Biaya per siklus harus bilangan bulat Rupiah'],
    [{ billingCost: '10000' }, 'Biaya per siklus harus berupa angka Rupiah'],
    [{ billingCycleMonths: 0 }, 'Siklus tagihan minimal 1 bulan'],
    [{ billingCycleMonths: 37 }, 'Siklus tagihan maksimal 36 bulan'],
    [{ billingNote: 'x'.repeat(501) }, 'Catatan tagihan terlalu panjang (maksimal 500 karakter)'],
  ])('refuses %j with "%s"', (body, message) => {
    const result = updateProductItemBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes a null cost (the product provider price) and a whole cycle', () => {
    expect(updateProductItemBodySchema.parse({ billingCost: null, billingCycleMonths: 12 })).toEqual({
      billingCost: null,
      billingCycleMonths: 12,
    });
  });

  it('a renewal needs a date with its offset', () => {
    expect(renewProductItemBodySchema.safeParse({ renewsAt: '2026-12-29' }).success).toBe(false);
    expect(renewProductItemBodySchema.safeParse({ renewsAt: '2026-12-29T00:00:00+07:00' }).success).toBe(
      true,
    );
  });
});
