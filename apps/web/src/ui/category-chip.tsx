import { SafeImage } from './safe-image';

/** The chip colour when a category has none. */
const DEFAULT_CATEGORY_BG = '#475569';

/** The sRGB channels of '#rgb' or '#rrggbb', or null for any other CSS colour. */
function hexChannels(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, '');
  if (!/^(?:[\da-f]{3}|[\da-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG minimum for the chip's small text. */
const MIN_CONTRAST = 4.5;

/**
 * Whether a category's colour needs black text instead of the usual white. Admins pick brand colours such as
 * Spotify green or amber, on which white fails the WCAG contrast minimum; black then passes, as one of the
 * two always does. Colours other than hex keep white.
 */
export function prefersDarkText(background: string): boolean {
  const channels = hexChannels(background);
  if (!channels) return false;
  const whiteContrast = 1.05 / (luminance(channels) + 0.05);
  return whiteContrast < MIN_CONTRAST;
}

interface CategoryChipProps {
  name: string;
  image: string | null | undefined;
  /** The category's colour as the API sends it; slate when empty. */
  background: string | null | undefined;
  size: 'sm' | 'md';
}

const sizeClass = {
  sm: { chip: 'py-0.5 pr-2.5 pl-1', icon: 'size-4', pixels: 16 },
  md: { chip: 'py-1 pr-3 pl-1', icon: 'size-[18px]', pixels: 18 },
} as const;

/** A product's category: its icon and name on the category's own colour, in a text colour that stays readable. */
export function CategoryChip({ name, image, background, size }: CategoryChipProps) {
  const backgroundColor = background || DEFAULT_CATEGORY_BG;
  const { chip, icon, pixels } = sizeClass[size];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full ${chip} ${
        prefersDarkText(backgroundColor) ? 'text-black' : 'text-white'
      }`}
      style={{ backgroundColor }}
    >
      <SafeImage
        src={image}
        alt=""
        width={pixels}
        height={pixels}
        className={`${icon} rounded-full bg-white/20 object-cover`}
      />
      {name}
    </span>
  );
}
