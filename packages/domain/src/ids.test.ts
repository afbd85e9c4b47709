import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', true],
    ['9F1C2B3A-4D5E-6F70-8192-A3B4C5D6E7F8', true],
    ['9f1c2b3a-4d5e-6f70-8192-a3b4c5d6e7f', false],
    ['9f1c2b3a4d5e6f708192a3b4c5d6e7f8', false],
    ['INV-20250101-0001', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
