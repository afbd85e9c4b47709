import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rgb } from '../lib/contrast';

/**
 * The sRGB channels of a Tailwind colour as the built site uses it ('slate-500', 'white', 'brand-600'), read
 * from Tailwind's own theme.css and the shop's index.css, so a contrast test checks the real palette.
 */
const here = dirname(fileURLToPath(import.meta.url));
const themeCss =
  readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8') +
  readFileSync(join(here, '../index.css'), 'utf8');

/** OKLCH (lightness 0-1) to 0-255 sRGB, clipped to the gamut as a browser does. */
function oklchToRgb(lightness: number, chroma: number, hue: number): Rgb {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const encode = (value: number) => {
    const clipped = Math.min(1, Math.max(0, value));
    const gamma = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
    return Math.round(gamma * 255);
  };
  return [encode(linear[0]!), encode(linear[1]!), encode(linear[2]!)];
}

export function tailwindColour(name: string): Rgb {
  if (name === 'white') return [255, 255, 255];
  if (name === 'black') return [0, 0, 0];
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(
    themeCss,
  );
  if (!match) throw new Error(`No Tailwind colour ${name}`);
  return oklchToRgb(Number(match[1]) / 100, Number(match[2]), Number(match[3]));
}
