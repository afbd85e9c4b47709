import { describe, expect, it } from 'vitest';
import { addDays, isoOrNull } from './dates';

describe('addDays', () => {
  const from = new Date('2026-03-28T17:30:00.000Z');

  it.each([
    [0, '2026-03-28T17:30:00.000Z'],
    [1, '2026-03-29T17:30:00.000Z'],
    [30, '2026-04-27T17:30:00.000Z'],
    [-1, '2026-03-27T17:30:00.000Z'],
    [0.5, '2026-03-29T05:30:00.000Z'],
    [365, '2027-03-28T17:30:00.000Z'],
  ])('%s days -> %s', (days, expected) => {
    expect(addDays(from, days).toISOString()).toBe(expected);
  });

  it('leaves its argument unchanged', () => {
    addDays(from, 3);
    expect(from.toISOString()).toBe('2026-03-28T17:30:00.000Z');
  });
});

describe('isoOrNull', () => {
  it.each([
    [new Date('2026-01-02T03:04:05.678Z'), '2026-01-02T03:04:05.678Z'],
    [null, null],
    [undefined, null],
  ])('%s -> %j', (date, expected) => {
    expect(isoOrNull(date)).toBe(expected);
  });
});
