import {
  type AdminVoucher,
  type PromoProductOption,
  voucherInputSchema,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { EditorCard } from './editor-card';
import { useSaveVoucher } from './api/save-voucher';
import {
  type FieldErrors,
  fromLocalInput,
  optionalNumber,
  serverFieldErrors,
  toLocalInput,
  zodFieldErrors,
  editorFormClass,
} from './form-helpers';

interface VoucherFormCardProps {
  /** The voucher being changed; none for a new one. */
  voucher?: AdminVoucher | undefined;
  products: readonly PromoProductOption[];
  onClose: () => void;
}

/**
 * A voucher in a card above the list: its code (upper-cased), percent or flat value, an optional product, usage
 * limit, limit per customer and window.
 */
export function VoucherFormCard({ voucher, products, onClose }: VoucherFormCardProps) {
  const formId = useId();
  const [code, setCode] = useState(voucher?.code ?? '');
  const [type, setType] = useState<string>(voucher?.type ?? 'percent');
  const [value, setValue] = useState(voucher ? String(voucher.value) : '');
  const [productId, setProductId] = useState(voucher?.product?._id ?? '');
  const [usageLimit, setUsageLimit] = useState(voucher?.usageLimit != null ? String(voucher.usageLimit) : '');
  const [perCustomerLimit, setPerCustomerLimit] = useState(
    voucher?.perCustomerLimit != null ? String(voucher.perCustomerLimit) : '',
  );
  const [validFrom, setValidFrom] = useState(toLocalInput(voucher?.validFrom ?? null));
  const [validUntil, setValidUntil] = useState(toLocalInput(voucher?.validUntil ?? null));
  const [isActive, setIsActive] = useState(voucher?.isActive ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveVoucher();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = voucherInputSchema.safeParse({
      code,
      type,
      value: value.trim() === '' ? undefined : Number(value),
      productId: productId || null,
      usageLimit: optionalNumber(usageLimit),
      perCustomerLimit: optionalNumber(perCustomerLimit),
      validFrom: fromLocalInput(validFrom),
      validUntil: fromLocalInput(validUntil),
      isActive,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: voucher?._id, input: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Voucher berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, 'Voucher gagal disimpan, silakan coba lagi.'));
        },
      },
    );
  };

  const aria = (id: string, field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(id) : undefined,
  });

  return (
    <EditorCard
      title={voucher ? 'Ubah Voucher' : 'Tambah Voucher'}
      formId={formId}
      submitLabel="Simpan Voucher"
      isPending={save.isPending}
      onCancel={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate className={editorFormClass}>
        <Field id="voucher-code" label="Kode Voucher" error={errors.code}>
          <input
            id="voucher-code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            {...aria('voucher-code', 'code')}
            className={`${inputClassName(Boolean(errors.code))} font-mono uppercase`}
          />
        </Field>
        <Field id="voucher-type" label="Jenis" error={errors.type}>
          <select
            id="voucher-type"
            value={type}
            onChange={(event) => setType(event.target.value)}
            {...aria('voucher-type', 'type')}
            className={inputClassName(Boolean(errors.type))}
          >
            <option value="percent">Persen (%)</option>
            <option value="flat">Potongan Rupiah</option>
          </select>
        </Field>
        <Field
          id="voucher-value"
          label={type === 'percent' ? 'Nilai (1-100%)' : 'Nilai (Rupiah)'}
          error={errors.value}
        >
          <input
            id="voucher-value"
            type="number"
            min={1}
            max={type === 'percent' ? 100 : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...aria('voucher-value', 'value')}
            className={inputClassName(Boolean(errors.value))}
          />
        </Field>
        <Field id="voucher-product" label="Produk" error={errors.productId}>
          <select
            id="voucher-product"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            {...aria('voucher-product', 'productId')}
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
          error={errors.usageLimit}
        >
          <input
            id="voucher-limit"
            type="number"
            min={1}
            value={usageLimit}
            onChange={(event) => setUsageLimit(event.target.value)}
            {...aria('voucher-limit', 'usageLimit')}
            className={inputClassName(Boolean(errors.usageLimit))}
          />
        </Field>
        <Field
          id="voucher-customer-limit"
          label="Batas per Pelanggan (kosongkan bila tanpa batas)"
          error={errors.perCustomerLimit}
        >
          <input
            id="voucher-customer-limit"
            type="number"
            min={1}
            value={perCustomerLimit}
            onChange={(event) => setPerCustomerLimit(event.target.value)}
            {...aria('voucher-customer-limit', 'perCustomerLimit')}
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
        <Field id="voucher-from" label="Berlaku Dari (opsional)" error={errors.validFrom}>
          <input
            id="voucher-from"
            type="datetime-local"
            value={validFrom}
            onChange={(event) => setValidFrom(event.target.value)}
            {...aria('voucher-from', 'validFrom')}
            className={inputClassName(Boolean(errors.validFrom))}
          />
        </Field>
        <Field id="voucher-until" label="Berlaku Sampai (opsional)" error={errors.validUntil}>
          <input
            id="voucher-until"
            type="datetime-local"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
            {...aria('voucher-until', 'validUntil')}
            className={inputClassName(Boolean(errors.validUntil))}
          />
        </Field>
      </form>
    </EditorCard>
  );
}
