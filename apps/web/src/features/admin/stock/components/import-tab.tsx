import {
  importProductItemsBodySchema,
  type AdminProductItem,
  type ImportProductItemsBody,
} from '@premium-shop/domain/admin-stock-schema';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { Spinner } from '../../../../ui/spinner';
import { useImportProductItems } from '../api/import-product-items';
import { ProductPackageFields, useStockProducts } from './product-package-fields';
import { panelClass } from './stock-styles';

interface ImportProblem {
  /** The line number, or null for a problem of the whole form. */
  line: number | null;
  message: string;
}

/** The server's `errors` of a refused import, bad lines first in order, then the other fields. */
function problemsOf(error: ApiError): ImportProblem[] {
  const lines: ImportProblem[] = [];
  const others: ImportProblem[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = /^lines\.(\d+)$/.exec(field);
    if (match) lines.push({ line: Number(match[1]), message });
    else if (field !== 'product' && field !== 'package') others.push({ line: null, message });
  }
  lines.sort((a, b) => a.line! - b.line!);
  return [...lines, ...others];
}

/** The import's text is at most this long (the server's limit), so a bigger file is refused here. */
const MAX_IMPORT_CHARS = 200_000;

export const IMPORT_FILE_MESSAGES = {
  tooBig: 'Berkas terlalu besar (paling banyak 200 KB), bagi menjadi beberapa impor.',
  unreadable: 'Berkas tidak dapat dibaca',
} as const;

/** A chosen file's text (UTF-8; a byte order mark is dropped, as a spreadsheet may write one). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsText always gives a string; the type also covers readAsArrayBuffer's answer.
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

interface ImportValues {
  productId: string;
  packageId: string;
  lines: string;
}

type ImportField = keyof ImportValues;

/** The form field of each field of the import's body. */
const FIELD_OF_BODY: Record<string, ImportField> = {
  product: 'productId',
  package: 'packageId',
  lines: 'lines',
};

/** The import call's body schema over the form's values, each message under the field it names. */
const resolver = bodyResolver(
  importProductItemsBodySchema,
  (values: ImportValues) => ({
    product: values.productId,
    package: values.packageId || null,
    lines: values.lines,
  }),
  { fieldOf: (path) => FIELD_OF_BODY[String(path[0])] },
);

/**
 * 'Impor': many accounts of one product at once, one `email|password|pin|profil:PIN;profil:PIN`
 * per line (a Sharing Private account's places in the fourth column), or CSV under the header
 * `email,password,pin,profil` typed or read from a file; all or none.
 */
export function ImportTab() {
  const products = useStockProducts();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [created, setCreated] = useState<AdminProductItem[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const importItems = useImportProductItems();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ImportValues, unknown, ImportProductItemsBody>({
    resolver,
    defaultValues: { productId: '', packageId: '', lines: '' },
  });
  const product = useController({ control, name: 'productId' });
  const pkg = useController({ control, name: 'packageId' });
  const linesError = errors.lines?.message;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    clearErrors('lines');
    if (file.size > MAX_IMPORT_CHARS) {
      setError('lines', { type: 'validate', message: IMPORT_FILE_MESSAGES.tooBig });
      return;
    }
    try {
      setValue('lines', await readText(file), { shouldDirty: true });
    } catch {
      setError('lines', { type: 'validate', message: IMPORT_FILE_MESSAGES.unreadable });
    }
  };

  const onSubmit = async (body: ImportProductItemsBody) => {
    setProblems([]);
    setCreated([]);
    setWarnings([]);
    try {
      const answer = await importItems.mutateAsync(body);
      toast.success(answer.message ?? `${answer.data.created} akun berhasil diimpor`);
      setCreated(answer.data.items);
      setWarnings(answer.data.warnings);
      setValue('lines', '');
    } catch (error) {
      toast.error(errorMessage(error, 'Impor gagal'));
      if (error instanceof ApiError) {
        setProblems(problemsOf(error));
        // A refused line ('lines.2') is listed with the others above the text, not under it.
        showServerFieldErrors(error, ['productId', 'packageId', 'lines'], setError, {
          fieldOf: (place) => FIELD_OF_BODY[place],
        });
      }
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className={`${panelClass} space-y-4`}
        aria-label="Impor akun"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <ProductPackageFields
            idPrefix="import"
            products={products}
            productId={product.field.value}
            packageId={pkg.field.value}
            onChange={({ productId, packageId }) => {
              product.field.onChange(productId);
              pkg.field.onChange(packageId);
            }}
            errors={{ product: errors.productId?.message, package: errors.packageId?.message }}
            productRef={product.field.ref}
            packageRef={pkg.field.ref}
          />
        </div>
        <Field id="import-lines" label="Data akun (satu akun per baris)" error={linesError}>
          <textarea
            id="import-lines"
            rows={10}
            spellCheck={false}
            placeholder={
              'email|password|pin|profil:PIN;profil:PIN\ngrup1@contoh.id|Rahasia#1||Profil 1:1111;Profil 2:2222\nakun2@contoh.id|Rahasia#2'
            }
            className={`${inputClassName(problems.length > 0 || Boolean(linesError))} font-mono`}
            {...register('lines')}
            aria-invalid={problems.length > 0 || Boolean(linesError)}
            aria-describedby={
              [problems.length > 0 && 'import-problems', linesError && fieldErrorId('import-lines')]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        </Field>
        <div>
          <label htmlFor="import-file" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Atau ambil dari berkas CSV
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby="import-format"
            className="mt-1 block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-200"
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              // The same file may be chosen again after it was edited.
              event.target.value = '';
            }}
          />
        </div>
        <div id="import-format" className="space-y-1 text-xs text-slate-500 dark:text-slate-400">
          <p>
            Format: <code className="break-all">email|password|pin|profil:PIN;profil:PIN</code>. Email dan
            password wajib; PIN dan profil boleh kosong.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Sharing Private: tulis setiap profil dengan PIN-nya di kolom ke-4, dipisah titik koma, mis.{' '}
              <code className="break-all">grup1@contoh.id|Rahasia#1||Profil 1:1111;Profil 2:2222</code>.
              Setiap pembeli mendapat profil yang belum dipakai.
            </li>
            <li>
              Profil tanpa <code>:PIN</code> memakai PIN di kolom ke-3 (format lama{' '}
              <code>email|password|pin|profil</code> tetap bisa dipakai).
            </li>
            <li>Baris kosong dan baris yang diawali # dilewati.</li>
          </ul>
          <p>
            Atau CSV (mis. disimpan dari Excel atau Google Sheets): baris pertama berisi judul kolom{' '}
            <code>email,password,pin,profil</code> (urutan bebas, pemisah koma atau titik koma), lalu satu
            akun per baris. Email dan password wajib.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Apit nilai dengan tanda kutip ganda bila berisi koma, titik koma, tanda kutip, <code>|</code>{' '}
              atau spasi di awal/akhir, mis.{' '}
              <code className="break-all">akun3@contoh.id,&quot; Rahasia|3 &quot;,,</code>; tanda kutip di
              dalam nilai ditulis dua kali (<code>&quot;&quot;</code>).
            </li>
            <li>Nilai bertanda kutip disimpan persis; spasi di tepi nilai tanpa tanda kutip dibuang.</li>
            <li>
              Kolom tagihan opsional: <code>jatuh_tempo</code> (YYYY-MM-DD atau DD/MM/YYYY),{' '}
              <code>biaya</code> per siklus dalam Rupiah (kosong: harga provider produk), <code>siklus</code>{' '}
              dalam bulan, <code>otomatis</code> (ya/tidak) dan <code>catatan</code>.
            </li>
          </ul>
          <p>Jika ada satu baris salah, tidak ada akun yang disimpan.</p>
        </div>
        {problems.length > 0 && (
          <div
            id="import-problems"
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            <p className="font-semibold">Tidak ada akun yang disimpan. Perbaiki baris berikut:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problems.map((problem) => (
                <li key={`${problem.line ?? 'form'}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex justify-end">
          <button
            type="submit"
            className={buttonClassName('primary')}
            disabled={importItems.isPending}
            aria-busy={importItems.isPending}
          >
            {importItems.isPending && <Spinner />}
            Impor
          </button>
        </div>
      </form>
      <section aria-labelledby="import-created" className={panelClass}>
        <h2 id="import-created" className="font-semibold text-slate-900 dark:text-white">
          Hasil impor
        </h2>
        {created.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Belum ada akun yang diimpor.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {created.map((item) => (
              <li key={item._id} className="break-all">
                {item.email} <span className="text-slate-500 dark:text-slate-400">· {item.slot} kursi</span>
                {item.profiles && (
                  <span className="text-slate-500 dark:text-slate-400"> · {item.profiles.total} profil</span>
                )}
                <span className="text-slate-500 dark:text-slate-400"> · {item.freeSeats} kosong</span>
              </li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <div
            role="status"
            className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <p className="font-semibold">Slot dan profil tidak sama. Setiap pembeli mendapat satu profil:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {warnings.map((warning) => (
                <li key={warning} className="wrap-anywhere">
                  {warning}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
