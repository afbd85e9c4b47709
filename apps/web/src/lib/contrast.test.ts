import { describe, expect, it } from 'vitest';
import { tailwindColour } from '../test-utils/tailwind-colour';
import {
  contrastRatio,
  NON_TEXT_CONTRAST,
  parseHex,
  readableTextOn,
  relativeLuminance,
  TEXT_CONTRAST,
} from './contrast';

describe('contrast arithmetic', () => {
  it('reads #rgb and #rrggbb and nothing else', () => {
    expect(parseHex('#1DB954')).toEqual([29, 185, 84]);
    expect(parseHex('fa0')).toEqual([255, 170, 0]);
    expect(parseHex('rgb(1, 2, 3)')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('gives the WCAG luminance and ratios', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    // WCAG's own example: #777 on white is just under 4.5:1.
    expect(contrastRatio(parseHex('#777777')!, [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  it('keeps white text where it passes and switches to black where it does not', () => {
    expect(readableTextOn('#475569')).toBe('white');
    expect(readableTextOn('#1DB954')).toBe('black');
    expect(readableTextOn('not a colour')).toBe('white');
  });

  it('measures Tailwind colours as the built CSS has them', () => {
    // slate-300 on white, the old input border, was the 1.49:1 the audit reported.
    expect(contrastRatio(tailwindColour('slate-300'), tailwindColour('white'))).toBeCloseTo(1.49, 2);
  });
});

/** [foreground, background, minimum, where] for the colours the shop chose for WCAG 1.4.3 and 1.4.11. */
const SHOP_PAIRS: [string, string, number, string][] = [
  // Input, select and textarea borders (ui/field.tsx and the filter/search inputs).
  ['slate-500', 'white', NON_TEXT_CONTRAST, 'input border, light'],
  ['slate-500', 'slate-50', NON_TEXT_CONTRAST, 'read-only input border, light'],
  ['slate-500', 'slate-100', NON_TEXT_CONTRAST, 'disabled input border, light'],
  ['slate-500', 'slate-900', NON_TEXT_CONTRAST, 'input border, dark'],
  ['slate-500', 'slate-950', NON_TEXT_CONTRAST, 'input border on the dark page'],
  ['slate-500', 'slate-800', NON_TEXT_CONTRAST, 'read-only input border, dark'],
  ['slate-500', 'white', TEXT_CONTRAST, 'placeholder, light'],
  // Unread notification metadata on its brand tint.
  ['slate-600', 'brand-50', TEXT_CONTRAST, 'unread notification time, light'],
  ['slate-400', 'slate-900', TEXT_CONTRAST, 'notification time, dark'],
  // The footer's copyright line and the admin users page's '(Anda)'.
  ['slate-600', 'white', TEXT_CONTRAST, 'footer line, light'],
  ['slate-400', 'slate-950', TEXT_CONTRAST, 'footer line, dark'],
  ['slate-400', 'slate-800', TEXT_CONTRAST, "'(Anda)' on a hovered dark row"],
  // The floating WhatsApp link: the white icon on green, and the green disc on either page.
  ['white', 'green-700', NON_TEXT_CONTRAST, 'WhatsApp icon'],
  ['white', 'green-800', NON_TEXT_CONTRAST, 'WhatsApp icon, hovered'],
  ['green-700', 'white', NON_TEXT_CONTRAST, 'WhatsApp disc, light page'],
  ['green-700', 'slate-950', NON_TEXT_CONTRAST, 'WhatsApp disc, dark page'],
];

describe('the shop palette', () => {
  it.each(SHOP_PAIRS)('%s on %s reaches %s:1 (%s)', (foreground, background, minimum) => {
    expect(contrastRatio(tailwindColour(foreground), tailwindColour(background))).toBeGreaterThanOrEqual(
      minimum,
    );
  });
});
