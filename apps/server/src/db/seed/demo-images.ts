/**
 * The demo's pictures, drawn as SVG by code: the shop must look complete offline, and brand logos
 * are not ours to ship, so every image is a coloured card with the product's initials or a simple
 * line glyph.
 */
import path from 'node:path';
import type { FileStore } from '../../platform/file-store';

/** Folder of the demo images, relative to DATA_DIR; the database stores paths under it. */
export const DEMO_IMAGE_DIR = 'uploads/demo';

export interface DemoImage {
  /** File name inside DEMO_IMAGE_DIR. */
  file: string;
  svg: string;
}

/** The path stored in the database: relative and with forward slashes, as the API sends it. */
export function demoImagePath(file: string): string {
  return `${DEMO_IMAGE_DIR}/${file}`;
}

const FONT = `'Inter','Segoe UI',Roboto,Arial,sans-serif`;
const WHITE = '#FFFFFF';

/** Line glyphs on a 24×24 grid, stroked; enough to tell categories and notification kinds apart. */
export const GLYPHS = {
  play: '<rect x="3" y="4" width="18" height="14" rx="3"/><path d="M10 8.5v5l4.5-2.5z"/><path d="M8 21h8"/>',
  music: '<path d="M9 18V5l11-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>',
  cloud: '<path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.2 9.6 4.2 4.2 0 0 0 7 18z"/>',
  sparkle: '<path d="M12 3l2.1 5.9L20 11l-5.9 2.1L12 19l-2.1-5.9L4 11l5.9-2.1z"/><path d="M19 3v4M17 5h4"/>',
  key: '<circle cx="8" cy="15" r="4"/><path d="M11 12l9-9M16 7l3 3M18 5l2 2"/>',
  download: '<path d="M12 3v12M7 10l5 5 5-5"/><path d="M5 21h14"/>',
  bag: '<path d="M5 8h14l-1.2 12H6.2z"/><path d="M9 8a3 3 0 0 1 6 0"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  tag: '<path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.5v.5"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A colour mixed towards black by `amount` (0..1), for the dark end of gradients. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** The largest font size (up to `max`) at which `text` fits `width`, assuming an average glyph of 0.6em. */
function fitFontSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.6))));
}

/** Splits text into lines of about `maxChars`; the last line takes whatever is left. */
function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines
    ? lines
    : [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
}

/** The font size at which the longest of `lines` fits `width`. */
function fitLines(lines: readonly string[], width: number, max: number): number {
  return fitFontSize(
    lines.reduce((a, b) => (b.length > a.length ? b : a), ''),
    width,
    max,
  );
}

const LINE_HEIGHT = 1.15;

/** The smallest text of a 1200 px wide banner: about 14 px once a 412 px phone shows it a third as wide. */
const PHONE_READABLE_SIZE = 44;

/** Lines of text stacked downwards from the first baseline `y`. */
function textLines(x: number, y: number, lines: readonly string[], options: TextOptions): string {
  return lines
    .map((line, index) => svgText(x, Math.round(y + index * options.size * LINE_HEIGHT), line, options))
    .join('');
}

interface TextOptions {
  size: number;
  weight?: number;
  anchor?: 'start' | 'middle';
  opacity?: number;
  fill?: string;
}

function svgText(x: number, y: number, content: string, options: TextOptions): string {
  const { size, weight = 600, anchor = 'middle', opacity = 1, fill = WHITE } = options;
  return (
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" ` +
    `text-anchor="${anchor}" fill="${fill}" fill-opacity="${opacity}">${escapeXml(content)}</text>`
  );
}

function diagonalGradient(id: string, from: string, to: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  );
}

function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" overflow="hidden">${body}</svg>\n`
  );
}

function glyph(name: GlyphName, x: number, y: number, size: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${colour}" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name]}</g>`
  );
}

/** A rounded brand-coloured card: the square product image (with its name) or the small icon. */
export function brandTileSvg(options: {
  size: number;
  colour: string;
  mark: string;
  caption?: string;
}): string {
  const { size, colour, mark, caption } = options;
  const captionLines = caption ? wrapWords(caption, 20, 2) : [];
  const markSize = fitFontSize(mark, size * 0.7, size * (caption ? 0.34 : 0.46));
  const markY = caption ? size * (captionLines.length > 1 ? 0.47 : 0.52) : size / 2 + markSize * 0.36;
  const body = [
    diagonalGradient('tile', colour, shade(colour, 0.35)),
    `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.19)}" fill="url(#tile)"/>`,
    svgText(size / 2, Math.round(markY), mark, { size: markSize, weight: 800 }),
    textLines(size / 2, size * 0.74, captionLines, {
      size: fitLines(captionLines, size * 0.84, size * 0.085),
      opacity: 0.92,
    }),
  ];
  return svgDocument(size, size, body.join(''));
}

/** A wide banner (1200×400): gradient, headline, subtitle and an optional pill. */
export function wideBannerSvg(options: {
  from: string;
  to?: string;
  title: string;
  subtitle: string;
  pill?: string;
  mark?: string;
}): string {
  const { from, to = shade(from, 0.45), title, subtitle, pill, mark } = options;
  const textWidth = mark ? 760 : 1000;
  const titleLines = wrapWords(title, mark ? 20 : 26, 2);
  // The banner shrinks to a third on a phone: every text is drawn at least PHONE_READABLE_SIZE, so it
  // stays about 14 px there. The headline grows upwards from a fixed last line.
  const titleSize = Math.max(PHONE_READABLE_SIZE, fitLines(titleLines, textWidth, 80));
  const titleBottom = 190;
  const titleTop = titleBottom - (titleLines.length - 1) * titleSize * LINE_HEIGHT;
  // A subtitle too long for one readable line is left out rather than drawn small.
  const showsSubtitle = fitFontSize(subtitle, textWidth, PHONE_READABLE_SIZE) >= PHONE_READABLE_SIZE;
  const body = [
    diagonalGradient('wide', from, to),
    '<rect width="1200" height="400" fill="url(#wide)"/>',
    `<circle cx="1040" cy="80" r="220" fill="${WHITE}" fill-opacity="0.08"/>`,
    `<circle cx="1120" cy="360" r="160" fill="${WHITE}" fill-opacity="0.06"/>`,
    mark ? svgText(1000, 250, mark, { size: fitFontSize(mark, 300, 180), weight: 800, opacity: 0.9 }) : '',
    textLines(64, titleTop, titleLines, { size: titleSize, weight: 800, anchor: 'start' }),
    showsSubtitle
      ? svgText(64, 256, subtitle, { size: PHONE_READABLE_SIZE, weight: 600, anchor: 'start', opacity: 0.95 })
      : '',
  ];
  if (pill) {
    const pillSize = PHONE_READABLE_SIZE;
    const width = Math.round(pill.length * pillSize * 0.6 + 64);
    body.push(
      `<rect x="64" y="284" width="${width}" height="76" rx="38" fill="${WHITE}"/>`,
      svgText(64 + width / 2, 337, pill, { size: pillSize, weight: 700, fill: shade(from, 0.2) }),
    );
  }
  return svgDocument(1200, 400, body.join(''));
}

/** A square with a background colour and a white glyph (category image, notification icon). */
export function glyphTileSvg(options: {
  size: number;
  colour: string;
  glyph: GlyphName;
  round?: boolean;
}): string {
  const { size, colour, round = false } = options;
  const radius = round ? size / 2 : Math.round(size * 0.22);
  const body = [
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${colour}"/>`,
    glyph(options.glyph, size * 0.2, size * 0.2, size * 0.6, WHITE),
  ];
  return svgDocument(size, size, body.join(''));
}

/** A glyph alone, stroked in a colour on a transparent background (category icon). */
export function glyphSvg(options: { size: number; colour: string; glyph: GlyphName }): string {
  return svgDocument(options.size, options.size, glyph(options.glyph, 0, 0, options.size, options.colour));
}

/** A partner or payment-method logo card: its name in its colour on white. */
export function logoCardSvg(options: { name: string; colour: string }): string {
  const body = [
    `<rect x="1" y="1" width="238" height="94" rx="16" fill="${WHITE}" stroke="#E5E7EB" stroke-width="2"/>`,
    svgText(120, 60, options.name, {
      size: fitFontSize(options.name, 190, 34),
      weight: 800,
      fill: options.colour,
    }),
  ];
  return svgDocument(240, 96, body.join(''));
}

/**
 * Stores the images that are missing, on the local disk or in the bucket (STORAGE=s3, so every
 * instance serves them). Existing files are kept: an admin may have replaced one.
 */
export async function storeDemoImages(
  files: Pick<FileStore, 'storeIfMissing'>,
  dataDir: string,
  images: readonly DemoImage[],
): Promise<void> {
  const folder = path.join(dataDir, ...DEMO_IMAGE_DIR.split('/'));
  for (const image of images) {
    await files.storeIfMissing(path.join(folder, image.file), image.svg, 'image/svg+xml');
  }
}
