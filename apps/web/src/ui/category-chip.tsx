import { readableTextOn } from '../lib/contrast';
import { SafeImage } from './safe-image';

/** The chip colour when a category has none. */
const DEFAULT_CATEGORY_BG = '#475569';

/** Tailwind's text class for a category's colour: white, or black where white would fall under 4.5:1. */
export function categoryTextClass(background: string | null | undefined): 'text-white' | 'text-black' {
  return readableTextOn(background || DEFAULT_CATEGORY_BG) === 'black' ? 'text-black' : 'text-white';
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
      className={`inline-flex items-center gap-1.5 rounded-full ${chip} ${categoryTextClass(
        backgroundColor,
      )}`}
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
