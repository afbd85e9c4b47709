import {
  cardVariantLines,
  hasPromoBadge,
  methodChipColour,
  productCardButton,
} from '@premium-shop/domain/catalogue';
import { LIFETIME_LABEL } from '@premium-shop/domain/duration';
import { formatRupiah, isNewProduct } from '@premium-shop/domain/format';
import type { Product } from '@premium-shop/domain/product-schema';
import { useState } from 'react';
import { Link } from '../lib/router';
import { buttonClassName } from './button-class';
import { CategoryChip } from './category-chip';
import { SafeImage } from './safe-image';

/** The fields of a product the card shows. */
export type ProductCardProduct = Pick<
  Product,
  | '_id'
  | 'name'
  | 'image'
  | 'createdAt'
  | 'method'
  | 'type'
  | 'link'
  | 'status'
  | 'categoryName'
  | 'categoryImage'
  | 'categoryBg'
  | 'bought'
  | 'price'
  | 'variant'
>;

interface ProductCardProps {
  product: ProductCardProduct;
  /** Where 'Pesan Sekarang' goes: paths.product(id) in the storefront, the detail-product route in the dashboard. */
  detailHref: string;
  /** The running promos (GET /product-discounts); the card shows 'Promo' when one is this product's. */
  discounts?: readonly { product: { _id: string } }[] | undefined;
  /** The heading level of the name, so the card fits the page's outline (a section's h2 above: h3). */
  headingLevel?: 'h2' | 'h3';
  /** For the cards of the first screen: their image loads at once, as it may be the page's largest paint. */
  isAboveFold?: boolean;
}

const badgeClass = 'rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm sm:px-2.5 sm:text-xs';

const methodChipClass = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  yellow: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300',
} as const;

/** A product of the lists (SPEC §2 'Product card'). */
export function ProductCard({
  product,
  detailHref,
  discounts,
  headingLevel: Heading = 'h3',
  isAboveFold = false,
}: ProductCardProps) {
  // Read once per card: the 'Baru' window is days long, so a render-time clock adds nothing.
  const [now] = useState(() => Date.now());
  const isNew = isNewProduct(product.createdAt, now);
  const hasPromo = hasPromoBadge(product, discounts);
  const lines = cardVariantLines(product.variant);
  const button = productCardButton(product);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      {/* Square, as the product images are, and clipped: an image of another shape is cropped to the
          frame instead of growing it when it loads, which moved the card's button under a finger.
          The image is a tile inside the card, its corners rounded as the shop's tiles draw theirs
          (19% of a side), so no corner of another curve shows where it meets the card's. */}
      <div className="relative p-2 sm:p-3">
        <div
          data-product-tile
          className="aspect-square overflow-hidden rounded-[19%] bg-slate-100 dark:bg-slate-800"
        >
          <SafeImage
            src={product.image}
            alt={product.name}
            loading={isAboveFold ? 'eager' : 'lazy'}
            className="size-full object-cover"
          />
        </div>
        {(isNew || hasPromo) && (
          <div className="absolute top-4 left-4 flex gap-1 sm:top-5 sm:left-5 sm:gap-1.5">
            {isNew && <span className={`${badgeClass} bg-brand-600 text-white`}>Baru</span>}
            {hasPromo && <span className={`${badgeClass} bg-red-600 text-white`}>Promo</span>}
          </div>
        )}
      </div>

      {/* Compact on phones, where the lists show two cards a row. */}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <Heading className="text-sm leading-snug font-bold text-slate-900 sm:text-base dark:text-white">
          {product.name}
        </Heading>
        <div className="flex flex-wrap items-center gap-1 text-xs font-semibold sm:gap-1.5">
          {product.categoryName && (
            <CategoryChip
              name={product.categoryName}
              image={product.categoryImage}
              background={product.categoryBg}
              size="sm"
            />
          )}
          <span className={`rounded-full px-2.5 py-0.5 ${methodChipClass[methodChipColour(product.method)]}`}>
            {product.method}
          </span>
        </div>

        <ul className="space-y-1.5 text-xs sm:space-y-2 sm:text-sm">
          {lines.length === 0 ? (
            <li className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-lg bg-slate-50 px-2 py-1.5 sm:px-3 sm:py-2 dark:bg-slate-800/60">
              <span className="font-medium text-slate-700 dark:text-slate-300">{LIFETIME_LABEL}</span>
              <span className="font-bold text-slate-900 dark:text-white">
                {formatRupiah(product.price ?? 0)}
              </span>
            </li>
          ) : (
            lines.map((line, index) => (
              <li
                key={`${line.packageName}-${index}`}
                className="rounded-lg bg-slate-50 px-2 py-1.5 sm:px-3 sm:py-2 dark:bg-slate-800/60"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-medium text-slate-700 dark:text-slate-300">{line.packageName}</span>
                  <span className="shrink-0 font-bold text-slate-900 dark:text-white">
                    {formatRupiah(line.price)}
                    {line.suffix && (
                      <span className="ml-1 text-[11px] font-medium text-slate-500 sm:text-xs dark:text-slate-400">
                        {line.suffix}
                      </span>
                    )}
                  </span>
                </div>
                <div className="mt-1 flex flex-wrap gap-1 sm:mt-1.5">
                  {line.durations.map((duration, durationIndex) => (
                    <span
                      key={`${duration}-${durationIndex}`}
                      className="rounded-md border border-slate-200 bg-white px-1 py-0.5 text-[11px] text-slate-600 sm:px-1.5 sm:text-xs dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
                    >
                      {duration}
                    </span>
                  ))}
                </div>
              </li>
            ))
          )}
        </ul>

        <div className="mt-auto pt-1">
          {button.kind === 'external' && product.link ? (
            <a
              href={product.link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('primary', 'w-full')}
            >
              {button.label}
            </a>
          ) : button.kind === 'order' ? (
            <Link to={detailHref} className={buttonClassName('primary', 'w-full')}>
              {button.label}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClassName('secondary', 'w-full')}>
              {button.label}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A grey card of a product card's usual size, shown while the list loads, so the cards that replace it
 * do not push the page around.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="p-2 sm:p-3">
        <div className="aspect-square rounded-[19%] bg-slate-100 dark:bg-slate-800" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-5 w-1/2 rounded-full bg-slate-100 dark:bg-slate-800" />
        <div className="h-16 rounded-lg bg-slate-50 dark:bg-slate-800/60" />
        <div className="h-16 rounded-lg bg-slate-50 dark:bg-slate-800/60" />
        <div className="mt-auto h-10 rounded-lg bg-slate-200 dark:bg-slate-700" />
      </div>
    </div>
  );
}
