import {
  type AdminPromo,
  promoInputSchema,
  type PromoProductOption,
} from '@premium-shop/domain/admin-promotions-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { EditorCard } from './editor-card';
import { useSavePromo } from './api/save-promo';
import {
  type FieldErrors,
  fromLocalInput,
  optionalNumber,
  serverFieldErrors,
  toLocalInput,
  zodFieldErrors,
  editorFormClass,
} from './form-helpers';

interface PromoFormCardProps {
  /** The promo being changed; none for a new one. */
  promo?: AdminPromo | undefined;
  products: readonly PromoProductOption[];
  onClose: () => void;
}

/**
 * A product promo in a card above the list: the product, one of its durations, '20%' or a Rupiah amount, an
 * optional slot, limit per customer and window.
 */
export function PromoFormCard({ promo, products, onClose }: PromoFormCardProps) {
  const formId = useId();
  const [productId, setProductId] = useState(promo?.product._id ?? '');
  const [duration, setDuration] = useState(promo ? String(promo.duration) : '');
  const [value, setValue] = useState(promo?.value ?? '');
  const [slot, setSlot] = useState(promo?.slot != null ? String(promo.slot) : '');
  const [perCustomerLimit, setPerCustomerLimit] = useState(
    promo?.perCustomerLimit != null ? String(promo.perCustomerLimit) : '',
  );
  const [startsAt, setStartsAt] = useState(toLocalInput(promo?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(promo?.endsAt ?? null));
  const [isActive, setIsActive] = useState(promo?.isActive ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePromo();

  const durations = products.find((product) => product._id === productId)?.durations ?? [];

  const chooseProduct = (id: string) => {
    setProductId(id);
    const next = products.find((product) => product._id === id)?.durations ?? [];
    // Keep the duration when the new product sells it too; a single duration is chosen for the admin.
    if (!next.includes(Number(duration)) || duration === '')
      setDuration(next.length === 1 ? String(next[0]) : '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = promoInputSchema.safeParse({
      productId,
      duration: duration === '' ? undefined : Number(duration),
      value,
      slot: optionalNumber(slot),
      perCustomerLimit: optionalNumber(perCustomerLimit),
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      isActive,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: promo?._id, input: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Promo berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, 'Promo gagal disimpan, silakan coba lagi.'));
        },
      },
    );
  };

  const described = (id: string, field: string) => (errors[field] ? fieldErrorId(id) : undefined);

  return (
    <EditorCard
      title={promo ? 'Ubah Promo' : 'Tambah Promo'}
      formId={formId}
      submitLabel="Simpan Promo"
      isPending={save.isPending}
      onCancel={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate className={editorFormClass}>
        <div className="sm:col-span-2">
          <Field id="promo-product" label="Produk" error={errors.productId}>
            <select
              id="promo-product"
              value={productId}
              onChange={(event) => chooseProduct(event.target.value)}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={described('promo-product', 'productId')}
              className={inputClassName(Boolean(errors.productId))}
            >
              <option value="">Pilih produk</option>
              {products.map((product) => (
                <option key={product._id} value={product._id}>
                  {product.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="promo-duration" label="Durasi" error={errors.duration}>
          <select
            id="promo-duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            disabled={!productId}
            aria-invalid={errors.duration ? true : undefined}
            aria-describedby={described('promo-duration', 'duration')}
            className={inputClassName(Boolean(errors.duration))}
          >
            <option value="">Pilih durasi</option>
            {durations.map((days) => (
              <option key={days} value={days}>
                {durationLabel(days)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="promo-value" label="Nilai Diskon (20% atau 5000)" error={errors.value}>
          <input
            id="promo-value"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={described('promo-value', 'value')}
            className={inputClassName(Boolean(errors.value))}
          />
        </Field>
        <Field id="promo-slot" label="Slot (kosongkan bila tanpa batas)" error={errors.slot}>
          <input
            id="promo-slot"
            type="number"
            min={1}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
            aria-invalid={errors.slot ? true : undefined}
            aria-describedby={described('promo-slot', 'slot')}
            className={inputClassName(Boolean(errors.slot))}
          />
        </Field>
        <Field
          id="promo-customer-limit"
          label="Batas per Pelanggan (kosongkan bila tanpa batas)"
          error={errors.perCustomerLimit}
        >
          <input
            id="promo-customer-limit"
            type="number"
            min={1}
            value={perCustomerLimit}
            onChange={(event) => setPerCustomerLimit(event.target.value)}
            aria-invalid={errors.perCustomerLimit ? true : undefined}
            aria-describedby={described('promo-customer-limit', 'perCustomerLimit')}
            className={inputClassName(Boolean(errors.perCustomerLimit))}
          />
        </Field>
        <div className="flex items-end pb-2.5">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={isActive}
              onChange={(event) => setIsActive(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Aktif
          </label>
        </div>
        <Field id="promo-starts" label="Mulai (opsional)" error={errors.startsAt}>
          <input
            id="promo-starts"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            aria-invalid={errors.startsAt ? true : undefined}
            aria-describedby={described('promo-starts', 'startsAt')}
            className={inputClassName(Boolean(errors.startsAt))}
          />
        </Field>
        <Field id="promo-ends" label="Berakhir (opsional)" error={errors.endsAt}>
          <input
            id="promo-ends"
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            aria-invalid={errors.endsAt ? true : undefined}
            aria-describedby={described('promo-ends', 'endsAt')}
            className={inputClassName(Boolean(errors.endsAt))}
          />
        </Field>
      </form>
    </EditorCard>
  );
}
