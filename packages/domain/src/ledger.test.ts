import { describe, expect, it } from 'vitest';
import {
  isLedgerMonth,
  ledgerMonthLabel,
  ledgerMonthOf,
  ledgerQuerySchema,
  LEDGER_MESSAGES,
  shiftLedgerMonth,
} from './ledger';

describe('ledger months', () => {
  it.each([
    ['2026-11', true],
    ['2000-01', true],
    ['2999-12', true],
    ['1999-12', false],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['2026-11-01', false],
    [' 2026-11', false],
    ['', false],
  ])('%j is a month: %s', (text, expected) => {
    expect(isLedgerMonth(text)).toBe(expected);
  });

  it('refuses any other text with the Indonesian message', () => {
    const result = ledgerQuerySchema.safeParse({ month: 'November' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LEDGER_MESSAGES.badMonth);
    expect(ledgerQuerySchema.parse({})).toEqual({});
  });

  it('takes the month of an instant in WIB: 17:00 UTC starts the next one', () => {
    expect(ledgerMonthOf(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11');
    expect(ledgerMonthOf(new Date('2026-11-30T17:00:00.000Z'))).toBe('2026-12');
  });

  it('steps months across years', () => {
    expect(shiftLedgerMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftLedgerMonth('2026-11', -11)).toBe('2025-12');
    expect(shiftLedgerMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftLedgerMonth('2026-05', 0)).toBe('2026-05');
  });

  it('names a month in Indonesian', () => {
    expect(ledgerMonthLabel('2026-11')).toBe('November 2026');
    expect(ledgerMonthLabel('2025-03')).toBe('Maret 2025');
  });
});
