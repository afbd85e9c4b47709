import { describe, expect, it } from 'vitest';
import { prefersDarkText } from './category-chip';

describe('prefersDarkText', () => {
  it.each([
    ['#E50914', false],
    ['#475569', false],
    ['#1db954', true],
    ['#4285f4', true],
    ['#0078d4', false],
    ['#777777', true],
    ['#f59e0b', true],
    ['#fff', true],
    ['#000', false],
    ['rgb(255, 255, 0)', false],
    ['', false],
  ])('on %s: %s', (background, expected) => {
    expect(prefersDarkText(background)).toBe(expected);
  });
});
