import {
  type AdminPromo,
  promoInputSchema,
  type PromoInput,
  type PromoProductOption,
} from '@premium-shop/domain/admin-promotions-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { useId, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { EditorCard } from './editor-card';
import { useSavePromo } from './api/save-promo';
import { editorFormClass, fromLocalInput, optionalNumber, toLocalInput } from './form-helpers';

interface PromoFormCardProps {
  /** The promo being changed; none for a new one. */
  promo?: AdminPromo | undefined;
  products: readonly PromoProductOption[];
  onClose: () => void;
}

/** The promo as its inputs hold it: numbers and dates as typed, '' for none. */
interface PromoFormValues {
  productId: string;
  duration: string;
  value: string;
  slot: string;
  perCustomerLimit: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

const PROMO_FIELDS = [
  'productId',
  'duration',
  'value',
  'slot',
  'perCustomerLimit',
  'startsAt',
  'endsAt',
] as const satisfies readonly (keyof PromoFormValues)[];

function toValues(promo: AdminPromo | undefined): PromoFormValues {
  return {
    productId: promo?.product._id ?? '',
    duration: promo ? String(promo.duration) : '',
    value: promo?.value ?? '',
    slot: promo?.slot != null ? String(promo.slot) : '',
    perCustomerLimit: promo?.perCustomerLimit != null ? String(promo.perCustomerLimit) : '',
    startsAt: toLocalInput(promo?.startsAt ?? null),
    endsAt: toLocalInput(promo?.endsAt ?? null),
    isActive: promo?.isActive ?? true,
  };
}

/**
 * The body of adminCreatePromo / adminUpdatePromo: the inputs' texts as numbers and ISO dates. A text
 * that is no number or date stays unreadable (NaN, the raw text), which the schema refuses.
 */
function toBody(values: PromoFormValues): z.input<typeof promoInputSchema> {
  return {
    productId: values.productId,
    duration: values.duration === '' ? undefined : Number(values.duration),
    value: values.value,
    slot: optionalNumber(values.slot),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    isActive: values.isActive,
  } as z.input<typeof promoInputSchema>;
}

const promoResolver = bodyResolver(promoInputSchema, toBody);

/**
 * A product promo in a card above the list: the product, one of its durations, '20%' or a Rupiah amount, an
 * optional slot, limit per customer and window. Checked with the promo body's schema before it is sent.
 */
export function PromoFormCard({ promo, products, onClose }: PromoFormCardProps) {
  const formId = useId();
  const save = useSavePromo();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PromoFormValues, unknown, PromoInput>({
    resolver: promoResolver,
    defaultValues: toValues(promo),
  });
  const productId = useWatch({ control, name: 'productId' });
  const durations = products.find((product) => product._id === productId)?.durations ?? [];

  const chooseProduct = (id: string) => {
    const next = products.find((product) => product._id === id)?.durations ?? [];
    const duration = getValues('duration');
    // Keep the duration when the new product sells it too; a single duration is chosen for the admin.
    if (!next.includes(Number(duration)) || duration === '')
      setValue('duration', next.length === 1 ? String(next[0]) : '');
  };

  const submit = (input: PromoInput) => {
    save.mutate(
      { id: promo?._id, input },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Promo berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, PROMO_FIELDS, setError);
          toast.error(errorMessage(error, 'Promo gagal disimpan, silakan coba lagi.'));
        },
      },
    );
  };

  const message = (field: keyof PromoFormValues) => errors[field]?.message;

  return (
    <EditorCard
      title={promo ? 'Ubah Promo' : 'Tambah Promo'}
      formId={formId}
      submitLabel="Simpan Promo"
      isPending={save.isPending}
      onCancel={onClose}
    >
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        className={editorFormClass}
      >
        <div className="sm:col-span-2">
          <Field id="promo-product" label="Produk" error={message('productId')}>
            <select
              id="promo-product"
              {...fieldAria('promo-product', message('productId'))}
              {...register('productId', {
                onChange: (event: ChangeEvent<HTMLSelectElement>) => chooseProduct(event.target.value),
              })}
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
        <Field id="promo-duration" label="Durasi" error={message('duration')}>
          <select
            id="promo-duration"
            disabled={!productId}
            {...fieldAria('promo-duration', message('duration'))}
            {...register('duration')}
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
        <Field id="promo-value" label="Nilai Diskon (20% atau 5000)" error={message('value')}>
          <input
            id="promo-value"
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria('promo-value', message('value'))}
            {...register('value')}
            className={inputClassName(Boolean(errors.value))}
          />
        </Field>
        <Field id="promo-slot" label="Slot (kosongkan bila tanpa batas)" error={message('slot')}>
          <input
            id="promo-slot"
            type="number"
            min={1}
            {...fieldAria('promo-slot', message('slot'))}
            {...register('slot')}
            className={inputClassName(Boolean(errors.slot))}
          />
        </Field>
        <Field
          id="promo-customer-limit"
          label="Batas per Pelanggan (kosongkan bila tanpa batas)"
          error={message('perCustomerLimit')}
        >
          <input
            id="promo-customer-limit"
            type="number"
            min={1}
            {...fieldAria('promo-customer-limit', message('perCustomerLimit'))}
            {...register('perCustomerLimit')}
            className={inputClassName(Boolean(errors.perCustomerLimit))}
          />
        </Field>
        <div className="flex items-end pb-2.5">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input type="checkbox" {...register('isActive')} className="size-4 accent-brand-600" />
            Aktif
          </label>
        </div>
        <Field id="promo-starts" label="Mulai (opsional)" error={message('startsAt')}>
          <input
            id="promo-starts"
            type="datetime-local"
            {...fieldAria('promo-starts', message('startsAt'))}
            {...register('startsAt')}
            className={inputClassName(Boolean(errors.startsAt))}
          />
        </Field>
        <Field id="promo-ends" label="Berakhir (opsional)" error={message('endsAt')}>
          <input
            id="promo-ends"
            type="datetime-local"
            {...fieldAria('promo-ends', message('endsAt'))}
            {...register('endsAt')}
            className={inputClassName(Boolean(errors.endsAt))}
          />
        </Field>
      </form>
    </EditorCard>
  );
}
