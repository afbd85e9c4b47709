import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../lib/contrast';
import { CategoryChip, categoryTextClass } from './category-chip';

const TEXT_RGB = { 'text-white': [255, 255, 255], 'text-black': [0, 0, 0] } as const;

describe('categoryTextClass', () => {
  it.each([
    ['#E50914', 'text-white'],
    ['#475569', 'text-white'],
    ['#1db954', 'text-black'],
    ['#4285f4', 'text-black'],
    ['#0078d4', 'text-white'],
    ['#777777', 'text-black'],
    ['#f59e0b', 'text-black'],
    ['#fff', 'text-black'],
    ['#000', 'text-white'],
    ['rgb(255, 255, 0)', 'text-white'],
    ['', 'text-white'],
    [null, 'text-white'],
  ])('on %s: %s', (background, expected) => {
    expect(categoryTextClass(background)).toBe(expected);
  });

  it('reaches 4.5:1 on every grey and every brand-like colour an admin may pick', () => {
    const samples: string[] = [];
    for (let value = 0; value < 256; value += 5) {
      const hex = value.toString(16).padStart(2, '0');
      samples.push(`#${hex}${hex}${hex}`, `#${hex}0000`, `#00${hex}00`, `#0000${hex}`, `#${hex}${hex}00`);
    }
    samples.push('#E50914', '#1DB954', '#FF0000', '#00A8E1', '#F59E0B', '#8B5CF6', '#EC4899', '#14B8A6');
    for (const background of samples) {
      const text = TEXT_RGB[categoryTextClass(background)];
      expect(contrastRatio(parseHex(background)!, text), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('CategoryChip', () => {
  it('writes its name in black on a light category colour and in white on a dark one', () => {
    render(
      <>
        <CategoryChip name="Musik" image={null} background="#1DB954" size="sm" />
        <CategoryChip name="Film" image={null} background="#B20710" size="md" />
      </>,
    );
    expect(screen.getByText('Musik')).toHaveClass('text-black');
    expect(screen.getByText('Musik')).toHaveStyle({ backgroundColor: '#1DB954' });
    expect(screen.getByText('Film')).toHaveClass('text-white');
  });
});
