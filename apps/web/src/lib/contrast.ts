/** WCAG 2.2 contrast arithmetic on sRGB colours (SC 1.4.3 text, SC 1.4.11 control boundaries). */

export type Rgb = readonly [red: number, green: number, blue: number];

/** The minimum ratio for normal-size text (SC 1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** The minimum ratio for a control's boundary or a meaningful icon (SC 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/** The 0-255 channels of '#rgb' or '#rrggbb', or null for any other CSS colour. */
export function parseHex(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  if (!/^(?:[\da-f]{3}|[\da-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/** WCAG relative luminance of 0-255 sRGB channels, 0 for black to 1 for white. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white); the order does not matter. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

/**
 * The text colour for a background the shop does not pick itself (a category's colour set by the admin):
 * white, unless white falls under 4.5:1, then black. On any colour one of the two reaches at least 4.58:1;
 * a lighter near-black would not always. Colours other than hex keep white.
 */
export function readableTextOn(background: string): 'white' | 'black' {
  const channels = parseHex(background);
  if (!channels) return 'white';
  return contrastRatio(channels, WHITE) >= TEXT_CONTRAST ? 'white' : 'black';
}
