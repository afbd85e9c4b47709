import { isOrderable, needsOrderInfo, orderButtonLabel } from '@premium-shop/domain/catalogue';
import type { OrderInfo } from '@premium-shop/domain/checkout';
import { durationLabel } from '@premium-shop/domain/duration';
import { formatRupiah } from '@premium-shop/domain/format';
import { findDiscount, isPromoSoldOut, quotedPrice, type QuotedPrice } from '@premium-shop/domain/pricing';
import type { Product } from '@premium-shop/domain/product-schema';
import type { ProductDiscount } from '@premium-shop/domain/storefront-schema';
import { lazy, Suspense, useState } from 'react';
import { buttonClassName } from '../../../ui/button-class';

// The modal checks with the order body's schema (zod): a visitor, who cannot order, never downloads it.
const OrderInfoModal = lazy(() =>
  import('./order-info-modal').then((module) => ({ default: module.OrderInfoModal })),
);

type Variant = Product['variant'][number];
type Item = Variant['items'][number];

/** What the customer picked: the package and the item (duration), plus what the info modal collected. */
export interface OrderChoice {
  package: { _id: string; name: string };
  item: { duration: number; price: number };
  info?: OrderInfo;
}

interface ProductOrderPanelProps {
  product: Product;
  discounts: readonly ProductDiscount[] | undefined;
  /** The signed-in customer's e-mail, or null for a visitor. */
  registeredEmail: string | null;
  /** A visitor pressed the order button. */
  onLoginRequired: () => void;
  onOrder: (choice: OrderChoice) => void;
}

function firstAvailable(variants: readonly Variant[]): Variant | undefined {
  return variants.find((variant) => variant.status === 'Available');
}

function enabledItems(variant: Variant | undefined): Item[] {
  return variant?.items.filter((item) => item.enabled) ?? [];
}

/**
 * What a duration costs the customer, as the checkout will count it: price, admin fee and the
 * running promo (SPEC's prices are before the fee; showing them alone made the checkout a surprise).
 * An admin fee the rules refuse leaves the bare price; the server answers for the order.
 */
function quoteFor(
  product: Pick<Product, '_id' | 'adminFee'>,
  discounts: readonly ProductDiscount[] | undefined,
  item: { duration: number; price: number },
): QuotedPrice {
  try {
    return quotedPrice(
      item.price,
      product.adminFee,
      item.duration,
      findDiscount(discounts ?? [], product._id, item.duration),
    );
  } catch {
    return { full: item.price, saving: 0, total: item.price };
  }
}

/** The price a choice will cost, with the price before the promo struck through when one runs. */
function QuotedAmount({ quote, className }: { quote: QuotedPrice; className: string }) {
  return (
    <span className="flex flex-col items-end">
      {quote.saving > 0 && (
        <s className="text-xs font-medium text-slate-600 dark:text-slate-300">{formatRupiah(quote.full)}</s>
      )}
      <span className={className}>{formatRupiah(quote.total)}</span>
    </span>
  );
}

/** A product sold without variants: one lifetime item at the flat price. */
const LIFETIME_PACKAGE = { _id: '', name: 'Lifetime' };

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950 border-slate-200 dark:border-slate-700';

/** 'Pilih Paket', 'Pilih Durasi', the promo line and the order button of the product detail (SPEC §2). */
export function ProductOrderPanel({
  product,
  discounts,
  registeredEmail,
  onLoginRequired,
  onOrder,
}: ProductOrderPanelProps) {
  const variants = product.variant;
  const [variantId, setVariantId] = useState(() => firstAvailable(variants)?._id ?? '');
  const variant = variants.find((candidate) => candidate._id === variantId);
  const items = enabledItems(variant);
  const [itemId, setItemId] = useState(() => enabledItems(firstAvailable(variants))[0]?._id ?? '');
  const item = items.find((candidate) => candidate._id === itemId);
  const [isInfoOpen, setIsInfoOpen] = useState(false);

  const hasVariants = variants.length > 0;
  const chosen: OrderChoice | null = hasVariants
    ? variant && item
      ? { package: variant.package, item: { duration: item.duration, price: item.price } }
      : null
    : { package: LIFETIME_PACKAGE, item: { duration: 0, price: product.price ?? 0 } };
  const promo = chosen ? findDiscount(discounts ?? [], product._id, chosen.item.duration) : null;
  const quote = chosen ? quoteFor(product, discounts, chosen.item) : null;
  const isAvailable = isOrderable(product.status);

  const chooseVariant = (next: Variant) => {
    setVariantId(next._id);
    setItemId(enabledItems(next)[0]?._id ?? '');
  };

  const order = () => {
    if (!chosen) return;
    if (registeredEmail === null) {
      onLoginRequired();
      return;
    }
    if (needsOrderInfo(product.type)) {
      setIsInfoOpen(true);
      return;
    }
    onOrder(chosen);
  };

  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {hasVariants && (
        <fieldset>
          <legend className="text-base font-bold text-slate-900 dark:text-white">Pilih Paket</legend>
          <div className="mt-3 grid gap-2">
            {variants.map((candidate) => (
              <label key={candidate._id} className={optionClass}>
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="package"
                    value={candidate._id}
                    checked={candidate._id === variantId}
                    disabled={candidate.status !== 'Available'}
                    onChange={() => chooseVariant(candidate)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {candidate.package.name}
                  </span>
                </span>
                {candidate.status !== 'Available' && (
                  <span className="text-xs text-slate-500 dark:text-slate-400">Tidak tersedia</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {hasVariants && items.length > 0 && (
        <fieldset>
          <legend className="text-base font-bold text-slate-900 dark:text-white">Pilih Durasi</legend>
          <div className="mt-3 grid gap-2">
            {items.map((candidate) => (
              <label key={candidate._id} className={optionClass}>
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="duration"
                    value={candidate._id}
                    checked={candidate._id === itemId}
                    onChange={() => setItemId(candidate._id)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-medium text-slate-900 dark:text-white">
                    {durationLabel(candidate.duration)}
                  </span>
                </span>
                <QuotedAmount
                  quote={quoteFor(product, discounts, candidate)}
                  className="font-semibold text-slate-700 dark:text-slate-200"
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {promo && promo.slot !== null && (
        <p
          className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${
            isPromoSoldOut(promo)
              ? 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
              : 'bg-red-100 text-red-700 dark:bg-red-950/60 dark:text-red-300'
          }`}
        >
          Promo Terbatas : {promo.used} / {promo.slot}
        </p>
      )}

      {chosen && quote && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="flex items-baseline justify-between">
            <span className="text-sm text-slate-600 dark:text-slate-400">Harga</span>
            <QuotedAmount quote={quote} className="text-xl font-extrabold text-slate-900 dark:text-white" />
          </div>
          <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
            {quote.saving > 0 ? `Hemat ${formatRupiah(quote.saving)} dengan promo · ` : ''}termasuk biaya
            admin, belum termasuk biaya pembayaran
          </p>
        </div>
      )}

      <button
        type="button"
        onClick={order}
        disabled={!isAvailable || !chosen}
        className={buttonClassName('primary', 'w-full py-3 text-base')}
      >
        {isAvailable ? orderButtonLabel(product.method) : 'Stok Habis'}
      </button>

      {registeredEmail !== null && needsOrderInfo(product.type) && (
        <Suspense fallback={null}>
          <OrderInfoModal
            isOpen={isInfoOpen}
            onClose={() => setIsInfoOpen(false)}
            productId={product._id}
            type={product.type}
            registeredEmail={registeredEmail}
            onSubmit={(info) => {
              setIsInfoOpen(false);
              if (chosen) onOrder({ ...chosen, info });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
