import {
  type AdminVoucher,
  type PromoProductOption,
  voucherInputSchema,
  type VoucherInput,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { EditorCard } from './editor-card';
import { useSaveVoucher } from './api/save-voucher';
import { editorFormClass, fromLocalInput, optionalNumber, toLocalInput } from './form-helpers';

interface VoucherFormCardProps {
  /** The voucher being changed; none for a new one. */
  voucher?: AdminVoucher | undefined;
  products: readonly PromoProductOption[];
  onClose: () => void;
}

/** The voucher as its inputs hold it: numbers and dates as typed, '' for none. */
interface VoucherFormValues {
  code: string;
  type: string;
  value: string;
  productId: string;
  usageLimit: string;
  perCustomerLimit: string;
  validFrom: string;
  validUntil: string;
  isActive: boolean;
}

const VOUCHER_FIELDS = [
  'code',
  'type',
  'value',
  'productId',
  'usageLimit',
  'perCustomerLimit',
  'validFrom',
  'validUntil',
] as const satisfies readonly (keyof VoucherFormValues)[];

function toValues(voucher: AdminVoucher | undefined): VoucherFormValues {
  return {
    code: voucher?.code ?? '',
    type: voucher?.type ?? 'percent',
    value: voucher ? String(voucher.value) : '',
    productId: voucher?.product?._id ?? '',
    usageLimit: voucher?.usageLimit != null ? String(voucher.usageLimit) : '',
    perCustomerLimit: voucher?.perCustomerLimit != null ? String(voucher.perCustomerLimit) : '',
    validFrom: toLocalInput(voucher?.validFrom ?? null),
    validUntil: toLocalInput(voucher?.validUntil ?? null),
    isActive: voucher?.isActive ?? true,
  };
}

/**
 * The body of adminCreateVoucher / adminUpdateVoucher: the inputs' texts as numbers and ISO dates, no
 * product for every product. A text that is no number or date stays unreadable, which the schema refuses.
 */
function toBody(values: VoucherFormValues): z.input<typeof voucherInputSchema> {
  return {
    code: values.code,
    type: values.type,
    value: values.value.trim() === '' ? undefined : Number(values.value),
    productId: values.productId || null,
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    validFrom: fromLocalInput(values.validFrom),
    validUntil: fromLocalInput(values.validUntil),
    isActive: values.isActive,
  } as z.input<typeof voucherInputSchema>;
}

const voucherResolver = bodyResolver(voucherInputSchema, toBody);

/**
 * A voucher in a card above the list: its code (upper-cased), percent or flat value, an optional product, usage
 * limit, limit per customer and window. Checked with the voucher body's schema before it is sent.
 */
export function VoucherFormCard({ voucher, products, onClose }: VoucherFormCardProps) {
  const formId = useId();
  const save = useSaveVoucher();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VoucherFormValues, unknown, VoucherInput>({
    resolver: voucherResolver,
    defaultValues: toValues(voucher),
  });
  const type = useWatch({ control, name: 'type' });

  const submit = (input: VoucherInput) => {
    save.mutate(
      { id: voucher?._id, input },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Voucher berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, VOUCHER_FIELDS, setError);
          toast.error(errorMessage(error, 'Voucher gagal disimpan, silakan coba lagi.'));
        },
      },
    );
  };

  const message = (field: keyof VoucherFormValues) => errors[field]?.message;

  return (
    <EditorCard
      title={voucher ? 'Ubah Voucher' : 'Tambah Voucher'}
      formId={formId}
      submitLabel="Simpan Voucher"
      isPending={save.isPending}
      onCancel={onClose}
    >
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        className={editorFormClass}
      >
        <Field id="voucher-code" label="Kode Voucher" error={message('code')}>
          <input
            id="voucher-code"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            {...fieldAria('voucher-code', message('code'))}
            {...register('code', { setValueAs: (code: string) => code.toUpperCase() })}
            className={`${inputClassName(Boolean(errors.code))} font-mono uppercase`}
          />
        </Field>
        <Field id="voucher-type" label="Jenis" error={message('type')}>
          <select
            id="voucher-type"
            {...fieldAria('voucher-type', message('type'))}
            {...register('type')}
            className={inputClassName(Boolean(errors.type))}
          >
            <option value="percent">Persen (%)</option>
            <option value="flat">Potongan Rupiah</option>
          </select>
        </Field>
        <Field
          id="voucher-value"
          label={type === 'percent' ? 'Nilai (1-100%)' : 'Nilai (Rupiah)'}
          error={message('value')}
        >
          <input
            id="voucher-value"
            type="number"
            min={1}
            max={type === 'percent' ? 100 : undefined}
            {...fieldAria('voucher-value', message('value'))}
            {...register('value')}
            className={inputClassName(Boolean(errors.value))}
          />
        </Field>
        <Field id="voucher-product" label="Produk" error={message('productId')}>
          <select
            id="voucher-product"
            {...fieldAria('voucher-product', message('productId'))}
            {...register('productId')}
            className={inputClassName(Boolean(errors.productId))}
          >
            <option value="">Semua produk</option>
            {products.map((product) => (
              <option key={product._id} value={product._id}>
                {product.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="voucher-limit"
          label="Batas Pemakaian (kosongkan bila tanpa batas)"
          error={message('usageLimit')}
        >
          <input
            id="voucher-limit"
            type="number"
            min={1}
            {...fieldAria('voucher-limit', message('usageLimit'))}
            {...register('usageLimit')}
            className={inputClassName(Boolean(errors.usageLimit))}
          />
        </Field>
        <Field
          id="voucher-customer-limit"
          label="Batas per Pelanggan (kosongkan bila tanpa batas)"
          error={message('perCustomerLimit')}
        >
          <input
            id="voucher-customer-limit"
            type="number"
            min={1}
            {...fieldAria('voucher-customer-limit', message('perCustomerLimit'))}
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
        <Field id="voucher-from" label="Berlaku Dari (opsional)" error={message('validFrom')}>
          <input
            id="voucher-from"
            type="datetime-local"
            {...fieldAria('voucher-from', message('validFrom'))}
            {...register('validFrom')}
            className={inputClassName(Boolean(errors.validFrom))}
          />
        </Field>
        <Field id="voucher-until" label="Berlaku Sampai (opsional)" error={message('validUntil')}>
          <input
            id="voucher-until"
            type="datetime-local"
            {...fieldAria('voucher-until', message('validUntil'))}
            {...register('validUntil')}
            className={inputClassName(Boolean(errors.validUntil))}
          />
        </Field>
      </form>
    </EditorCard>
  );
}
