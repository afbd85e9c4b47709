import {
  COMPLAINT_ISSUES,
  complaintFieldsSchema,
  type ComplaintIssue,
  type ProductItemOption,
} from '@premium-shop/domain/dashboard-schema';
import { DROPDOWN_MAX_HEIGHT_PX } from '@premium-shop/domain/constants';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { useSubmitComplaint, type ComplaintInput } from '../lib/dashboard/complaints';
import { useProductItemSearch } from '../lib/dashboard/product-items';
import { Field, fieldErrorId, inputClassName } from './field';
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

type FieldName = 'issue' | 'productItem' | 'noOrder' | 'note';
type FieldErrors = Partial<Record<FieldName, string>>;

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
}

/**
 * The searchable account picker: an ARIA combobox listing the groups that match the typed text
 * (GET /product-items?search=, debounced). Typing drops the current choice until one is picked again.
 */
function ProductItemPicker({ id, selected, onSelect, error }: ProductItemPickerProps) {
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
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
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

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface ComplaintFormProps {
  formId: string;
  isSending: boolean;
  onSend: (input: ComplaintInput) => void;
}

function ComplaintForm({ formId, isSending, onSend }: ComplaintFormProps) {
  const fieldId = useId();
  const [issue, setIssue] = useState('');
  const [productItem, setProductItem] = useState<ProductItemOption | null>(null);
  const [noOrder, setNoOrder] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = {
    issue: `${fieldId}-issue`,
    productItem: `${fieldId}-product-item`,
    noOrder: `${fieldId}-no-order`,
    note: `${fieldId}-note`,
    file: `${fieldId}-file`,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const parsed = complaintFieldsSchema.safeParse({
      issue,
      productItem: productItem?._id,
      noOrder,
      note,
    });
    setErrors(parsed.success ? {} : firstErrors(parsed.error.issues));
    if (!file) toast.error(COMPLAINT_MESSAGES.missingImage);
    if (!parsed.success || !file) return;
    onSend({ fields: parsed.data, file });
  };

  const describedBy = (field: FieldName) => (errors[field] ? fieldErrorId(ids[field]) : undefined);

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
        Laporkan kendala jika kamu mengalami error saat pendaftaran atau pembayaran, tidak bisa mengakses
        layanan yang sudah dibayar, atau pesanan belum diproses setelah 1x24 jam. Admin akan menghubungimu
        melalui WhatsApp.
      </p>
      <Field id={ids.issue} label="Jenis Kendala" error={errors.issue}>
        <select
          id={ids.issue}
          value={issue}
          onChange={(event) => setIssue(event.target.value)}
          aria-invalid={errors.issue ? true : undefined}
          aria-describedby={describedBy('issue')}
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
      <Field id={ids.productItem} label="Akun" error={errors.productItem}>
        <ProductItemPicker
          id={ids.productItem}
          selected={productItem}
          onSelect={setProductItem}
          error={errors.productItem}
        />
      </Field>
      <Field id={ids.noOrder} label="Nomor Pesanan" error={errors.noOrder}>
        <input
          id={ids.noOrder}
          type="text"
          value={noOrder}
          onChange={(event) => setNoOrder(event.target.value)}
          placeholder="INV-..."
          maxLength={64}
          autoComplete="off"
          aria-invalid={errors.noOrder ? true : undefined}
          aria-describedby={describedBy('noOrder')}
          className={inputClassName(Boolean(errors.noOrder))}
        />
      </Field>
      <Field id={ids.note} label="Pesan" error={errors.note}>
        <textarea
          id={ids.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Ceritakan kendala yang kamu alami"
          rows={4}
          maxLength={2000}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('note')}
          className={inputClassName(Boolean(errors.note))}
        />
      </Field>
      <ImageUploadField id={ids.file} label="Gambar Kendala" file={file} onFileChange={setFile} />
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

  const send = (input: ComplaintInput) =>
    submitComplaint.mutate(input, {
      onSuccess: () => {
        toast.success(COMPLAINT_MESSAGES.success);
        onClose();
      },
      onError: () => toast.error(COMPLAINT_MESSAGES.failure),
    });

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Form Pengaduan"
      footer={
        <ModalActions onCancel={onClose} form={formId} isPending={isBusy} confirmLabel="Kirim Pengaduan" />
      }
    >
      <ComplaintForm formId={formId} isSending={isBusy} onSend={send} />
    </Modal>
  );
}
