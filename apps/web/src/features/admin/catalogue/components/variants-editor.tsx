import type { AdminPackage } from '@premium-shop/domain/admin-catalogue-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { formatRupiah } from '@premium-shop/domain/format';
import { plansCostlierPerMonth } from '@premium-shop/domain/pricing';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  errorTextClass,
  fieldsetClass,
  iconButtonClass,
  legendClass,
  linkButtonClass,
  smallInputClass,
} from './admin-form-styles';
import { emptyItem, emptyVariant, type ProductFormValues } from './product-form-values';
import { RemoveIcon } from './remove-icon';

/** Orders per item of the saved product, keyed by `orderKey(packageId, duration)`. */
export type OrderCounts = ReadonlyMap<string, number>;

export function orderKey(packageId: string, duration: number | string): string {
  return `${packageId}:${String(duration).trim()}`;
}

interface EditorProps {
  orderCounts: OrderCounts;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** What a typed duration reads as on the storefront, or nothing while it is not a whole number. */
function durationPreview(text: string | undefined): string {
  const days = Number(text);
  return text?.trim() && Number.isInteger(days) && days >= 0 ? durationLabel(days) : '';
}

function pricePreview(text: string | undefined): string {
  const price = Number(text);
  return text?.trim() && Number.isInteger(price) && price >= 0 ? formatRupiah(price) : '';
}

/** The package's typed durations and prices that read as whole numbers, for the per-month check. */
function typedPlans(items: readonly { duration?: string; price?: string }[] | undefined) {
  return (items ?? []).flatMap((item) => {
    const durationDays = Number(item.duration);
    const price = Number(item.price);
    return item.duration?.trim() &&
      item.price?.trim() &&
      Number.isInteger(durationDays) &&
      Number.isInteger(price)
      ? [{ durationDays, price }]
      : [];
  });
}

/**
 * Tells the admin when a longer plan of this package costs the customer more per month than the
 * monthly one (price plus admin fee, as the checkout counts it), so the owner can fix the price.
 */
function CostlierPlansNote({
  control,
  items,
}: {
  control: Control<ProductFormValues>;
  items: readonly { duration?: string; price?: string }[] | undefined;
}) {
  const adminFee = useWatch({ control, name: 'adminFee' });
  const costlier = plansCostlierPerMonth(typedPlans(items), adminFee?.trim() || '0');
  if (costlier.length === 0) return null;
  return (
    <div
      role="note"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      {costlier.map((plan) => (
        <p key={plan.durationDays}>
          {durationLabel(plan.durationDays)} ({formatRupiah(plan.total)} dengan biaya admin) jatuh{' '}
          {formatRupiah(plan.perMonth)} per bulan, lebih mahal dari 1 Bulan ({formatRupiah(plan.monthly)}).
          Pelanggan lebih hemat memperpanjang bulanan; turunkan harganya.
        </p>
      ))}
    </div>
  );
}

function VariantCard({
  index,
  packages,
  onRemove,
  orderCounts,
  control,
  register,
  errors,
}: EditorProps & { index: number; packages: readonly AdminPackage[]; onRemove: () => void }) {
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${index}.items` });
  const items = useWatch({ control, name: `variants.${index}.items` });
  const packageId = useWatch({ control, name: `variants.${index}.packageId` });
  const variantErrors = errors.variants?.[index];
  const number = index + 1;
  const packageError = variantErrors?.packageId?.message;
  const itemsError = variantErrors?.items?.message ?? variantErrors?.items?.root?.message;

  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          <label htmlFor={`variant-${index}-package`}>Paket {number}</label>
          <select
            id={`variant-${index}-package`}
            {...register(`variants.${index}.packageId`)}
            aria-invalid={packageError ? true : undefined}
            className={`${smallInputClass} mt-1`}
          >
            <option value="">Pilih paket</option>
            {packages.map((pkg) => (
              <option key={pkg._id} value={pkg._id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-40 text-xs font-medium text-slate-600 dark:text-slate-400">
          <label htmlFor={`variant-${index}-status`}>Status paket {number}</label>
          <select
            id={`variant-${index}-status`}
            {...register(`variants.${index}.status`)}
            className={`${smallInputClass} mt-1`}
          >
            <option value="Available">Available</option>
            <option value="Unavailable">Unavailable</option>
          </select>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Hapus paket ${number}`}
          className={iconButtonClass}
        >
          <RemoveIcon />
        </button>
      </div>
      {packageError && <p className={errorTextClass}>{packageError}</p>}

      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Durasi dan harga paket {number}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
            <th scope="col" className="pb-1 font-medium">
              Durasi (hari)
            </th>
            <th scope="col" className="pb-1 pl-2 font-medium">
              Harga (Rp)
            </th>
            <th scope="col" className="pb-1 pl-2 font-medium">
              Aktif
            </th>
            <th scope="col" className="pb-1">
              <span className="sr-only">Hapus</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, itemIndex) => {
            const itemErrors = variantErrors?.items?.[itemIndex];
            const row = `paket ${number} baris ${itemIndex + 1}`;
            return (
              <tr key={field.id} className="align-top">
                <td className="py-1">
                  <input
                    {...register(`variants.${index}.items.${itemIndex}.duration`)}
                    inputMode="numeric"
                    aria-label={`Durasi ${row}`}
                    aria-invalid={itemErrors?.duration ? true : undefined}
                    className={smallInputClass}
                  />
                  <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                    {itemErrors?.duration?.message ? (
                      <span className="text-red-600 dark:text-red-400">{itemErrors.duration.message}</span>
                    ) : (
                      durationPreview(items?.[itemIndex]?.duration)
                    )}
                  </span>
                </td>
                <td className="py-1 pl-2">
                  <input
                    {...register(`variants.${index}.items.${itemIndex}.price`)}
                    inputMode="numeric"
                    aria-label={`Harga ${row}`}
                    aria-invalid={itemErrors?.price ? true : undefined}
                    className={smallInputClass}
                  />
                  <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                    {itemErrors?.price?.message ? (
                      <span className="text-red-600 dark:text-red-400">{itemErrors.price.message}</span>
                    ) : (
                      pricePreview(items?.[itemIndex]?.price)
                    )}
                  </span>
                </td>
                <td className="py-1 pl-2">
                  <input
                    type="checkbox"
                    {...register(`variants.${index}.items.${itemIndex}.enabled`)}
                    aria-label={`Aktif ${row}`}
                    className="mt-2 size-4 accent-brand-600"
                  />
                  {(orderCounts.get(orderKey(packageId, items?.[itemIndex]?.duration ?? '')) ?? 0) > 0 && (
                    <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                      {orderCounts.get(orderKey(packageId, items?.[itemIndex]?.duration ?? ''))} pesanan
                    </span>
                  )}
                </td>
                <td className="py-1 pl-1 text-right">
                  <button
                    type="button"
                    onClick={() => remove(itemIndex)}
                    aria-label={`Hapus durasi ${row}`}
                    className={iconButtonClass}
                  >
                    <RemoveIcon />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {itemsError && <p className={errorTextClass}>{itemsError}</p>}
      <CostlierPlansNote control={control} items={items} />
      <button type="button" onClick={() => append(emptyItem())} className={`${linkButtonClass} mt-1`}>
        + Tambah durasi
      </button>
    </li>
  );
}

/**
 * The product's packages (variants) with their durations and prices. Durations are days: 0 is
 * lifetime, 30 a month, 360 a year. An item that orders used shows their number: removed here, the
 * server keeps it disabled instead of deleting it.
 */
export function VariantsEditor({ packages, ...props }: EditorProps & { packages: readonly AdminPackage[] }) {
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'variants' });

  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Paket dan durasi</legend>
      <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
        Durasi dalam hari: 0 = Lifetime, 30 = 1 Bulan, 360 = 1 Tahun. Tanpa paket, produk dijual dengan harga
        tetap.
      </p>
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <VariantCard
            key={field.id}
            index={index}
            packages={packages}
            onRemove={() => remove(index)}
            {...props}
          />
        ))}
      </ul>
      <button type="button" onClick={() => append(emptyVariant())} className={`${linkButtonClass} mt-2`}>
        + Tambah paket
      </button>
    </fieldset>
  );
}
