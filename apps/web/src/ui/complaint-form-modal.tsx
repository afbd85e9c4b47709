import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_ISSUES,
  complaintFieldsSchema,
  type ComplaintIssue,
  type ProductItemOption,
} from '@premium-shop/domain/dashboard-schema';
import { DROPDOWN_MAX_HEIGHT_PX } from '@premium-shop/domain/constants';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from './toast';
import { z } from 'zod';
import { useSubmitComplaint, type ComplaintInput } from '../lib/dashboard/complaints';
import { useProductItemSearch } from '../lib/dashboard/product-items';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { isRetryableUploadFailure, type UploadProgress } from '../lib/upload-progress';
import { Field, fieldAria, fieldErrorId, inputClassName } from './field';
import { ImageUploadField } from './image-upload-field';
import { Modal } from './modal';
import { ModalActions } from './modal-actions';

/** SPEC §5: the readable label of each complaint issue. */
export const COMPLAINT_ISSUE_LABELS: Record<ComplaintIssue, string> = {
  'akun bermasalah': 'Akun Bermasalah',
  'akun belum di proses': 'Akun Belum di Proses',
  'masalah pembayaran': 'Masalah Pembayaran',
  other: 'Lainnya',
};

export const COMPLAINT_MESSAGES = {
  missingImage: 'Harap unggah gambar kendala!',
  success: 'Pengaduan berhasil dikirim!',
  failure: 'Gagal mengirim pengaduan!',
} as const;

/** How long the account picker waits after the last key before it asks the server. */
export const PICKER_DEBOUNCE_MS = 300;

/**
 * The text fields of POST /complaints as the server checks them (complaintFieldsSchema, the contract's
 * createComplaint), and the picture it requires: the form refuses what the server would, in its words.
 */
const complaintFormSchema = complaintFieldsSchema.extend({
  file: z.custom<File>((value) => value instanceof File, { error: COMPLAINT_MESSAGES.missingImage }),
});
type ComplaintFormValues = Omit<z.input<typeof complaintFormSchema>, 'issue' | 'file'> & {
  /** '' until an issue is picked; the schema then says 'Pilih jenis kendala'. */
  issue: ComplaintIssue | '';
  file: File | null;
};
type ComplaintFormOutput = z.output<typeof complaintFormSchema>;

// The server names the picture's field when it refuses the image itself (too many pixels, a header it
// cannot read), so its message shows under the picture as the text fields' do under theirs.
const SERVER_FIELDS: readonly (keyof ComplaintFormValues)[] = [
  'issue',
  'productItem',
  'noOrder',
  'note',
  'file',
];

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface ProductItemPickerProps {
  id: string;
  selected: ProductItemOption | null;
  onSelect: (option: ProductItemOption | null) => void;
  error?: string | undefined;
  /** The input, for the form to focus when the server refuses the account. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * The searchable account picker: an ARIA combobox listing the groups that match the typed text
 * (GET /product-items?search=, debounced). Typing drops the current choice until one is picked again.
 */
function ProductItemPicker({ id, selected, onSelect, error, inputRef }: ProductItemPickerProps) {
  const listboxId = useId();
  const [text, setText] = useState(selected?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const items = useProductItemSearch(search, isOpen);
  const options = items.data ?? [];
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (option: ProductItemOption) => {
    onSelect(option);
    setText(option.name);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape' && isOpen) {
      // Inside the dialog: the first Escape closes only the list.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        // Only while the list is in the page: an id reference must name an element that exists.
        aria-controls={isOpen ? listboxId : undefined}
        aria-activedescendant={isOpen && options[activeIndex] ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        autoComplete="off"
        placeholder="Cari akun (opsional)"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
          if (selected) onSelect(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClassName(Boolean(error))}
      />
      {isOpen && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Daftar akun"
          style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
          className="absolute inset-x-0 top-full z-10 mt-1 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {items.isPending || search !== text.trim() ? (
            <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">Memuat...</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">Akun tidak ditemukan</li>
          ) : (
            options.map((option, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the focus stays in the combobox, whose arrow keys and Enter choose an option (aria-activedescendant); an option is never focused.
              <li
                key={option._id}
                id={optionId(index)}
                role="option"
                aria-selected={selected?._id === option._id}
                // Before the input's blur, so the click still lands on the option.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={`cursor-pointer px-3 py-2 text-sm text-slate-800 dark:text-slate-100 ${
                  index === activeIndex
                    ? 'bg-brand-50 dark:bg-brand-950'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                {option.name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

interface ComplaintFormProps {
  formId: string;
  isSending: boolean;
  /** The picture's upload while the complaint is sent. */
  progress: UploadProgress | null;
  /** Why the last send failed on the way (network, server error), offering 'Coba lagi'. */
  failure: string | null;
  /** Sends the complaint; `onRefused` puts the server's per-field messages under their fields. */
  onSend: (input: ComplaintInput, onRefused: (error: unknown) => void) => void;
}

function ComplaintForm({ formId, isSending, progress, failure, onSend }: ComplaintFormProps) {
  const fieldId = useId();
  // The picker shows the chosen group's name; the form holds only its id.
  const [productItem, setProductItem] = useState<ProductItemOption | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ComplaintFormValues, unknown, ComplaintFormOutput>({
    // The form starts with no issue and no file, which the schema's input type does not allow.
    resolver: zodResolver(complaintFormSchema) as unknown as Resolver<
      ComplaintFormValues,
      unknown,
      ComplaintFormOutput
    >,
    defaultValues: { issue: '', productItem: undefined, noOrder: '', note: '', file: null },
  });
  const ids = {
    issue: `${fieldId}-issue`,
    productItem: `${fieldId}-product-item`,
    noOrder: `${fieldId}-no-order`,
    note: `${fieldId}-note`,
    file: `${fieldId}-file`,
  };

  const onValid = ({ file: image, ...fields }: ComplaintFormOutput) => {
    if (isSending) return;
    onSend({ fields, file: image }, (error) => showServerFieldErrors(error, SERVER_FIELDS, setError));
  };
  // SPEC §5: a missing image is said in a toast (and under the field), and nothing is sent.
  const onInvalid = (invalid: FieldErrors<ComplaintFormValues>) => {
    if (invalid.file) toast.error(COMPLAINT_MESSAGES.missingImage);
  };

  return (
    <form
      id={formId}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
      className="space-y-4"
    >
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
        Laporkan kendala jika kamu mengalami error saat pendaftaran atau pembayaran, tidak bisa mengakses
        layanan yang sudah dibayar, atau pesanan belum diproses setelah 1x24 jam. Admin akan menghubungimu
        melalui WhatsApp.
      </p>
      <Field id={ids.issue} label="Jenis Kendala" error={errors.issue?.message}>
        <select
          id={ids.issue}
          {...fieldAria(ids.issue, errors.issue?.message)}
          {...register('issue')}
          className={inputClassName(Boolean(errors.issue))}
        >
          <option value="" disabled>
            Pilih jenis kendala
          </option>
          {COMPLAINT_ISSUES.map((value) => (
            <option key={value} value={value}>
              {COMPLAINT_ISSUE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      {/* Controllers in the form's order, so a refused form focuses its first invalid field. */}
      <Controller
        control={control}
        name="productItem"
        render={({ field }) => (
          <Field id={ids.productItem} label="Akun" error={errors.productItem?.message}>
            <ProductItemPicker
              id={ids.productItem}
              selected={productItem}
              onSelect={(option) => {
                setProductItem(option);
                field.onChange(option?._id);
              }}
              error={errors.productItem?.message}
              inputRef={field.ref}
            />
          </Field>
        )}
      />
      <Field id={ids.noOrder} label="Nomor Pesanan" error={errors.noOrder?.message}>
        <input
          id={ids.noOrder}
          type="text"
          placeholder="INV-..."
          maxLength={64}
          autoComplete="off"
          {...fieldAria(ids.noOrder, errors.noOrder?.message)}
          {...register('noOrder')}
          className={inputClassName(Boolean(errors.noOrder))}
        />
      </Field>
      <Field id={ids.note} label="Pesan" error={errors.note?.message}>
        <textarea
          id={ids.note}
          placeholder="Ceritakan kendala yang kamu alami"
          rows={4}
          maxLength={2000}
          {...fieldAria(ids.note, errors.note?.message)}
          {...register('note')}
          className={inputClassName(Boolean(errors.note))}
        />
      </Field>
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <ImageUploadField
            id={ids.file}
            label="Gambar Kendala"
            file={field.value}
            onFileChange={field.onChange}
            error={errors.file?.message}
            inputRef={field.ref}
            progress={progress}
            // Sends what the form holds now: every field and the picture stayed as they were.
            failure={
              failure ? { message: failure, onRetry: () => void handleSubmit(onValid, onInvalid)() } : null
            }
          />
        )}
      />
    </form>
  );
}

/**
 * 'Form Pengaduan' (SPEC §2, §5): issue, account, order number, message and a mandatory picture, sent
 * as multipart to POST /complaints. Only the account may stay empty (a customer without a seat can
 * still report a payment problem). The form starts empty each time the modal opens.
 */
export function ComplaintFormModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const formId = useId();
  // Held here rather than in the form: the form unmounts when the modal closes, the answer still needs a toast.
  const submitComplaint = useSubmitComplaint();
  const isBusy = submitComplaint.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const send = (input: ComplaintInput, onRefused: (error: unknown) => void) => {
    setFailure(null);
    submitComplaint.mutate(input, {
      onSuccess: () => {
        toast.success(COMPLAINT_MESSAGES.success);
        onClose();
      },
      onError: (error) => {
        // A lost connection or a server error stays on screen with 'Coba lagi'; a refusal says why.
        if (isRetryableUploadFailure(error)) {
          setFailure(COMPLAINT_MESSAGES.failure);
          return;
        }
        toast.error(COMPLAINT_MESSAGES.failure);
        onRefused(error);
      },
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Form Pengaduan"
      footer={
        <ModalActions onCancel={close} form={formId} isPending={isBusy} confirmLabel="Kirim Pengaduan" />
      }
    >
      <ComplaintForm
        formId={formId}
        isSending={isBusy}
        progress={submitComplaint.progress}
        failure={failure}
        onSend={send}
      />
    </Modal>
  );
}
