import { reimbursementFieldsSchema } from '@premium-shop/domain/dashboard-schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { myAccountsQueryOptions } from '../lib/dashboard/accounts';
import { useProductItemsOfProduct } from '../lib/dashboard/product-items';
import {
  useReimbursableProducts,
  useSubmitReimbursement,
  type ReimbursementInput,
} from '../lib/dashboard/reimbursements';
import { Field, fieldErrorId, inputClassName } from './field';
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

interface ReimbursementFormProps {
  formId: string;
  account: ReimbursementSeat | undefined;
  isSending: boolean;
  onSend: (input: ReimbursementInput) => void;
  onValidityChange: (isValid: boolean) => void;
}

function ReimbursementForm({ formId, account, isSending, onSend, onValidityChange }: ReimbursementFormProps) {
  const fieldId = useId();
  const [productId, setProductId] = useState(account?.productId ?? '');
  const [productItem, setProductItem] = useState('');
  const [amount, setAmount] = useState('');
  const [bank, setBank] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
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
  // only a value typed into them that the server would refuse keeps the button closed.
  const parsed = reimbursementFieldsSchema.safeParse({
    ...(account ? { account: account._id } : { productItem: productItem || undefined }),
    value: amount === '' ? undefined : Number(amount),
    bank,
    account_number: accountNumber,
  });
  const isValid = parsed.success && file !== null;
  // The submit button sits in the modal's footer, outside this form: tell it when the gate opens or closes.
  useEffect(() => {
    onValidityChange(isValid);
    return () => onValidityChange(false);
  }, [isValid, onValidityChange]);

  const errors: Partial<Record<FieldName, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      if (touched[field]) errors[field] ??= issue.message;
    }
  }
  const touch = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));
  const describedBy = (field: FieldName) => (errors[field] ? fieldErrorId(ids[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success || !file || isSending) return;
    onSend({ fields: parsed.data, paymentProof: file });
  };

  const productName =
    (myAccounts.data ?? []).find((product) => product._id === account?.productId)?.name ?? '';

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
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
                setProductItem('');
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
          <Field id={ids.productItem} label="Akun">
            <select
              id={ids.productItem}
              value={productItem}
              onChange={(event) => setProductItem(event.target.value)}
              disabled={productId === ''}
              aria-busy={items.isFetching}
              className={inputClassName()}
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
          <input
            id={ids.value}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="100.000"
            value={groupThousands(amount)}
            onChange={(event) => setAmount(amountDigits(event.target.value))}
            onBlur={touch('value')}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={describedBy('value')}
            className={`${inputClassName(Boolean(errors.value))} pl-10`}
          />
        </div>
      </Field>
      <Field id={ids.bank} label="Bank" error={errors.bank}>
        <input
          id={ids.bank}
          type="text"
          placeholder="BRI"
          maxLength={50}
          value={bank}
          onChange={(event) => setBank(event.target.value)}
          onBlur={touch('bank')}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={describedBy('bank')}
          className={inputClassName(Boolean(errors.bank))}
        />
      </Field>
      <Field id={ids.account_number} label="Nomor Rekening" error={errors.account_number}>
        <input
          id={ids.account_number}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, ''))}
          onBlur={touch('account_number')}
          aria-invalid={errors.account_number ? true : undefined}
          aria-describedby={describedBy('account_number')}
          className={inputClassName(Boolean(errors.account_number))}
        />
      </Field>
      <ImageUploadField id={ids.file} label="Bukti Pembayaran" file={file} onFileChange={setFile} />
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

  const send = (input: ReimbursementInput) =>
    submitReimbursement.mutate(input, {
      onSuccess: () => {
        toast.success(REIMBURSEMENT_MESSAGES.success);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, REIMBURSEMENT_MESSAGES.failure)),
    });

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Pengajuan Reimburse"
      footer={
        <ModalActions
          onCancel={onClose}
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
        onSend={send}
        onValidityChange={setIsValid}
      />
    </Modal>
  );
}
