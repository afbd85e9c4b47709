import { zodResolver } from '@hookform/resolvers/zod';
import { reimbursementFieldsSchema, type ReimbursementFields } from '@premium-shop/domain/dashboard-schema';
import { useEffect, useId, useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
} from 'react-hook-form';
import { toast } from './toast';
import type { z } from 'zod';
import { errorMessage } from '../lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { myAccountsQueryOptions } from '../lib/dashboard/accounts';
import { useProductItemsOfProduct } from '../lib/dashboard/product-items';
import {
  useReimbursableProducts,
  useSubmitReimbursement,
  type ReimbursementInput,
} from '../lib/dashboard/reimbursements';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { isRetryableUploadFailure, type UploadProgress } from '../lib/upload-progress';
import { Field, fieldAria, inputClassName } from './field';
import { ImageUploadField } from './image-upload-field';
import { Modal } from './modal';
import { ModalActions } from './modal-actions';

export const REIMBURSEMENT_MESSAGES = {
  success: 'Reimburse request submitted successfully!',
  failure: 'Failed to submit reimburse request',
} as const;

/** The seat a request is made for (order detail, 'Proses Akun'): product and account are then fixed. */
export interface ReimbursementSeat {
  _id: string;
  productId: string;
  productItemId: string;
  group: string;
}

/** Nine digits cover the largest amount the server accepts (Rp 100.000.000). */
const AMOUNT_MAX_DIGITS = 9;

/** The digits of a typed amount, without leading zeros: '01.500a' gives '1500'. */
export function amountDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, AMOUNT_MAX_DIGITS);
}

/** Rupiah grouping while typing: '100000' shows as '100.000'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

type FieldName = 'value' | 'bank' | 'account_number';

/** The text fields as the form holds them: the body's fields, '' where nothing is chosen or typed yet. */
interface ReimbursementFormValues {
  productItem: string;
  account: string;
  /** The amount's digits, as the multipart body sends them. */
  value: string;
  bank: string;
  account_number: string;
}

/** The form's values as the body of submitReimbursement: a field left empty is left out. */
function toBody(values: ReimbursementFormValues): z.input<typeof reimbursementFieldsSchema> {
  return {
    ...(values.account ? { account: values.account } : { productItem: values.productItem || undefined }),
    value: values.value === '' ? undefined : values.value,
    bank: values.bank,
    account_number: values.account_number,
  };
}

const bodySchemaResolver = zodResolver(reimbursementFieldsSchema);

/** submitReimbursement's field schema (the server's) over the form's values, as toBody sends them. */
const bodyResolver: Resolver<ReimbursementFormValues, unknown, ReimbursementFields> = async (
  values,
  context,
  options,
) => {
  // The body's fields keep the form's names, so the options and the errors carry over as they are.
  const result = await bodySchemaResolver(
    toBody(values),
    context,
    options as unknown as ResolverOptions<z.input<typeof reimbursementFieldsSchema>>,
  );
  return result as unknown as ResolverResult<ReimbursementFormValues, ReimbursementFields>;
};

interface ReimbursementFormProps {
  formId: string;
  account: ReimbursementSeat | undefined;
  isSending: boolean;
  /** The proof's upload while the request is sent. */
  progress: UploadProgress | null;
  /** Why the last send failed on the way (network, server error), offering 'Coba lagi'. */
  failure: string | null;
  /** Sends the request; `onRefused` puts the server's per-field messages under their fields. */
  onSend: (input: ReimbursementInput, onRefused: (error: unknown) => void) => void;
  onValidityChange: (isValid: boolean) => void;
}

function ReimbursementForm({
  formId,
  account,
  isSending,
  progress,
  failure,
  onSend,
  onValidityChange,
}: ReimbursementFormProps) {
  const fieldId = useId();
  const [productId, setProductId] = useState(account?.productId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors: formErrors, touchedFields },
  } = useForm<ReimbursementFormValues, unknown, ReimbursementFields>({
    resolver: bodyResolver,
    defaultValues: { productItem: '', account: account?._id ?? '', value: '', bank: '', account_number: '' },
  });
  const values = useWatch({ control }) as ReimbursementFormValues;
  // From an order the product is only shown by name; from the list only claimable products are offered.
  const myAccounts = useQuery({ ...myAccountsQueryOptions(), enabled: Boolean(account) });
  const reimbursable = useReimbursableProducts(!account);
  const items = useProductItemsOfProduct(account ? '' : productId);
  const products = reimbursable.data ?? [];
  const hasNothingToClaim = reimbursable.isSuccess && products.length === 0;
  const ids = {
    product: `${fieldId}-product`,
    productItem: `${fieldId}-product-item`,
    value: `${fieldId}-value`,
    bank: `${fieldId}-bank`,
    account_number: `${fieldId}-account-number`,
    file: `${fieldId}-file`,
  };

  // SPEC §5 gate: (product,) account, amount and proof. Bank and account number are not required;
  // only a value typed into them that the server would refuse keeps the button closed. Checked on each
  // render with the body's schema, so the footer's button follows each key at once.
  const parsed = reimbursementFieldsSchema.safeParse(toBody(values));
  const isValid = parsed.success && file !== null;
  // The submit button sits in the modal's footer, outside this form: tell it when the gate opens or closes.
  useEffect(() => {
    onValidityChange(isValid);
    return () => onValidityChange(false);
  }, [isValid, onValidityChange]);

  // A field's message shows once it has been left, or once a submit (the server's answer included) gave one.
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of ['value', 'bank', 'account_number'] as const) {
    errors[field] = formErrors[field]?.message;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      if (touchedFields[field]) errors[field] ??= issue.message;
    }
  }

  const onValid = (fields: ReimbursementFields) => {
    if (!file || isSending) return;
    onSend({ fields, paymentProof: file }, (error) =>
      showServerFieldErrors(error, ['productItem', 'value', 'bank', 'account_number'], setError),
    );
  };

  const productName =
    (myAccounts.data ?? []).find((product) => product._id === account?.productId)?.name ?? '';

  return (
    <form
      id={formId}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="space-y-4"
    >
      {account ? (
        <>
          <Field id={ids.product} label="Produk">
            <input id={ids.product} type="text" value={productName} readOnly className={inputClassName()} />
          </Field>
          <Field id={ids.productItem} label="Akun">
            <input
              id={ids.productItem}
              type="text"
              value={account.group}
              readOnly
              className={inputClassName()}
            />
          </Field>
        </>
      ) : (
        <>
          <Field id={ids.product} label="Produk">
            <select
              id={ids.product}
              value={productId}
              onChange={(event) => {
                setProductId(event.target.value);
                setValue('productItem', '');
              }}
              className={inputClassName()}
            >
              <option value="" disabled>
                Pilih Produk
              </option>
              {products.map((product) => (
                <option key={product._id} value={product._id}>
                  {product.name}
                </option>
              ))}
            </select>
            {hasNothingToClaim && (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Belum ada akun Host yang bisa diajukan reimburse.
              </p>
            )}
          </Field>
          <Field id={ids.productItem} label="Akun" error={formErrors.productItem?.message}>
            <select
              id={ids.productItem}
              value={values.productItem}
              {...fieldAria(ids.productItem, formErrors.productItem?.message)}
              {...register('productItem')}
              disabled={productId === ''}
              aria-busy={items.isFetching}
              className={inputClassName(Boolean(formErrors.productItem))}
            >
              <option value="" disabled>
                Pilih Akun
              </option>
              {(items.data ?? []).map((item) => (
                <option key={item._id} value={item._id}>
                  {item.name}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      <Field id={ids.value} label="Jumlah Reimburse" error={errors.value}>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
          >
            Rp
          </span>
          <Controller
            control={control}
            name="value"
            render={({ field }) => (
              <input
                id={ids.value}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="100.000"
                ref={field.ref}
                name={field.name}
                value={groupThousands(field.value)}
                onChange={(event) => field.onChange(amountDigits(event.target.value))}
                onBlur={field.onBlur}
                {...fieldAria(ids.value, errors.value)}
                className={`${inputClassName(Boolean(errors.value))} pl-10`}
              />
            )}
          />
        </div>
      </Field>
      <Field id={ids.bank} label="Bank" error={errors.bank}>
        <input
          id={ids.bank}
          type="text"
          placeholder="BRI"
          maxLength={50}
          {...fieldAria(ids.bank, errors.bank)}
          {...register('bank')}
          className={inputClassName(Boolean(errors.bank))}
        />
      </Field>
      <Field id={ids.account_number} label="Nomor Rekening" error={errors.account_number}>
        <Controller
          control={control}
          name="account_number"
          render={({ field }) => (
            <input
              id={ids.account_number}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
              onBlur={field.onBlur}
              {...fieldAria(ids.account_number, errors.account_number)}
              className={inputClassName(Boolean(errors.account_number))}
            />
          )}
        />
      </Field>
      <ImageUploadField
        id={ids.file}
        label="Bukti Pembayaran"
        file={file}
        onFileChange={setFile}
        progress={progress}
        // Sends what the form holds now: every field and the proof stayed as they were.
        failure={failure ? { message: failure, onRetry: () => void handleSubmit(onValid)() } : null}
      />
    </form>
  );
}

/**
 * 'Pengajuan Reimburse' (SPEC §2): a host asks to be paid back what they paid the provider. From the
 * list the customer picks one of the products and groups they could claim (hosted, none waiting); from an
 * order (`account`) the seat is fixed. 'Ajukan Reimburse' stays disabled until the account, the amount
 * and a payment proof are set (SPEC §5); bank and account number may stay empty.
 */
export function ReimbursementRequestModal({
  isOpen,
  onClose,
  account,
}: {
  isOpen: boolean;
  onClose: () => void;
  account?: ReimbursementSeat;
}) {
  const formId = useId();
  const [isValid, setIsValid] = useState(false);
  // Held here rather than in the form: the form unmounts when the modal closes, the answer still needs a toast.
  const submitReimbursement = useSubmitReimbursement();
  const isBusy = submitReimbursement.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const send = (input: ReimbursementInput, onRefused: (error: unknown) => void) => {
    setFailure(null);
    submitReimbursement.mutate(input, {
      onSuccess: () => {
        toast.success(REIMBURSEMENT_MESSAGES.success);
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, REIMBURSEMENT_MESSAGES.failure);
        // A lost connection or a server error stays on screen with 'Coba lagi'; a refusal says why.
        if (isRetryableUploadFailure(error)) {
          setFailure(message);
          return;
        }
        toast.error(message);
        onRefused(error);
      },
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Pengajuan Reimburse"
      footer={
        <ModalActions
          onCancel={close}
          form={formId}
          isPending={isBusy}
          isDisabled={!isValid}
          confirmLabel="Ajukan Reimburse"
        />
      }
    >
      <ReimbursementForm
        formId={formId}
        account={account}
        isSending={isBusy}
        progress={submitReimbursement.progress}
        failure={failure}
        onSend={send}
        onValidityChange={setIsValid}
      />
    </Modal>
  );
}
