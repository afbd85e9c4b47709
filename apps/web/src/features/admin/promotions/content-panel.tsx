import {
  type ContentDocuments,
  type ContentKey,
  contentSchemas,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useSiteContent } from './api/get-site-content';
import { useSaveSiteContent } from './api/save-site-content';
import {
  type FieldErrors,
  serverFieldErrors,
  smallButtonClass,
  smallDangerButtonClass,
  zodFieldErrors,
} from './form-helpers';

const sectionClass = 'space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-800';
const headingClass = 'text-base font-semibold text-slate-900 dark:text-white';

/** Loads one document and hands it to its editor once it is there (the editor keeps its own copy). */
function ContentLoader<K extends ContentKey>({
  contentKey,
  title,
  children,
}: {
  contentKey: K;
  title: string;
  children: (document: ContentDocuments[K]) => ReactNode;
}) {
  const query = useSiteContent(contentKey);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
        <Spinner /> Memuat {title} ...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-600 dark:text-red-400">
        <p>{errorMessage(query.error, `${title} gagal dimuat.`)}</p>
        <button
          type="button"
          className={buttonClassName('secondary', 'py-1.5')}
          onClick={() => void query.refetch()}
        >
          Coba Lagi
        </button>
      </div>
    );
  }
  return <>{children(query.data as ContentDocuments[K])}</>;
}

/** Saves a document after the same check the server runs; answers the field errors to show. */
function useContentSave<K extends ContentKey>(contentKey: K, title: string) {
  const save = useSaveSiteContent(contentKey);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (document: unknown) => {
    const parsed = contentSchemas[contentKey].safeParse(document);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      toast.error(`${title} belum lengkap, periksa isian yang ditandai.`);
      return;
    }
    setErrors({});
    save.mutate(parsed.data as ContentDocuments[K], {
      onSuccess: () => toast.success(`${title} berhasil disimpan`),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(errorMessage(error, `${title} gagal disimpan, silakan coba lagi.`));
      },
    });
  };
  return { submit, errors, isPending: save.isPending };
}

function SaveButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <button
      type="submit"
      className={buttonClassName('primary', 'py-2')}
      disabled={isPending}
      aria-busy={isPending}
    >
      {isPending && <Spinner />}
      {label}
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// Announcement

function AnnouncementEditor({ initial }: { initial: ContentDocuments['announcement'] }) {
  const [text, setText] = useState(initial.text);
  const { submit, errors, isPending } = useContentSave('announcement', 'Pengumuman');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ text });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field
        id="content-announcement"
        label="Teks berjalan (kosongkan untuk menyembunyikan)"
        error={errors.text}
      >
        <textarea
          id="content-announcement"
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? fieldErrorId('content-announcement') : undefined}
          className={inputClassName(Boolean(errors.text))}
        />
      </Field>
      <SaveButton label="Simpan Pengumuman" isPending={isPending} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Lists (testimonials, FAQ, showcase, reasons, flash cards)

type Entry = Record<string, string | number>;

interface EntryField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'rating';
}

interface ListEditorProps {
  contentKey: Exclude<ContentKey, 'announcement'>;
  title: string;
  /** The name of one entry: 'Testimoni', 'Pertanyaan', ... */
  itemLabel: string;
  fields: readonly EntryField[];
  blank: Entry;
  initial: Entry[];
  /** The document stored for these entries (flash cards wrap them in `content`). */
  toDocument: (entries: Entry[]) => unknown;
  /** How the schema's paths name an entry: '' for a list, 'content.' for flash cards. */
  errorPrefix?: string;
}

/** Rows of fields with add, remove and move up/down; saved as one document. */
function ListEditor({
  contentKey,
  title,
  itemLabel,
  fields,
  blank,
  initial,
  toDocument,
  errorPrefix = '',
}: ListEditorProps) {
  const baseId = useId();
  // Each row keeps a stable id for React while rows move.
  const [rows, setRows] = useState(() => initial.map((entry, index) => ({ rowId: index, entry })));
  const [nextId, setNextId] = useState(initial.length);
  const { submit, errors, isPending } = useContentSave(contentKey, title);

  const change = (index: number, name: string, value: string | number) =>
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, entry: { ...row.entry, [name]: value } } : row)),
    );
  const add = () => {
    setRows((current) => [...current, { rowId: nextId, entry: { ...blank } }]);
    setNextId((id) => id + 1);
  };
  const removeRow = (index: number) => setRows((current) => current.filter((_, at) => at !== index));
  const move = (index: number, step: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + step]] = [next[index + step]!, next[index]!];
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(toDocument(rows.map((row) => row.entry)));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">Belum ada {itemLabel.toLowerCase()}.</p>
      )}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.rowId}
            className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
            aria-label={`${itemLabel} ${index + 1}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-1">
              <span className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                {itemLabel} {index + 1}
              </span>
              <div className="flex gap-1">
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Naikkan ${itemLabel} ${index + 1}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Turunkan ${itemLabel} ${index + 1}`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={smallDangerButtonClass}
                  onClick={() => removeRow(index)}
                  aria-label={`Hapus ${itemLabel} ${index + 1}`}
                >
                  Hapus
                </button>
              </div>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              {fields.map((field) => {
                const id = `${baseId}-${row.rowId}-${field.name}`;
                const error = errors[`${errorPrefix}${index}.${field.name}`];
                const label = `${field.label} (${itemLabel} ${index + 1})`;
                const aria = {
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? fieldErrorId(id) : undefined,
                };
                const value = row.entry[field.name] ?? '';
                return (
                  <div key={field.name} className={field.kind === 'textarea' ? 'sm:col-span-2' : ''}>
                    <Field id={id} label={label} error={error}>
                      {field.kind === 'textarea' ? (
                        <textarea
                          id={id}
                          rows={2}
                          value={value}
                          onChange={(event) => change(index, field.name, event.target.value)}
                          {...aria}
                          className={inputClassName(Boolean(error))}
                        />
                      ) : field.kind === 'rating' ? (
                        <select
                          id={id}
                          value={value}
                          onChange={(event) => change(index, field.name, Number(event.target.value))}
                          {...aria}
                          className={inputClassName(Boolean(error))}
                        >
                          {[5, 4, 3, 2, 1].map((rating) => (
                            <option key={rating} value={rating}>
                              {rating} bintang
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          id={id}
                          value={value}
                          onChange={(event) => change(index, field.name, event.target.value)}
                          {...aria}
                          className={inputClassName(Boolean(error))}
                        />
                      )}
                    </Field>
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      {errors._ && <p className="text-sm text-red-600 dark:text-red-400">{errors._}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClassName('secondary', 'py-2')} onClick={add}>
          Tambah {itemLabel}
        </button>
        <SaveButton label={`Simpan ${title}`} isPending={isPending} />
      </div>
    </form>
  );
}

const asEntries = (items: readonly object[]) => items.map((item) => ({ ...item }) as Entry);

/** The 'Konten' tab: the home page's marquee, testimonials, FAQ, payment showcase, reasons and flash cards. */
export function ContentPanel() {
  return (
    <div className="space-y-4">
      <section aria-labelledby="content-announcement-heading" className={sectionClass}>
        <h2 id="content-announcement-heading" className={headingClass}>
          Pengumuman
        </h2>
        <ContentLoader contentKey="announcement" title="Pengumuman">
          {(document) => <AnnouncementEditor initial={document} />}
        </ContentLoader>
      </section>
      <section aria-labelledby="content-testimonials-heading" className={sectionClass}>
        <h2 id="content-testimonials-heading" className={headingClass}>
          Testimoni
        </h2>
        <ContentLoader contentKey="testimonials" title="Testimoni">
          {(document) => (
            <ListEditor
              contentKey="testimonials"
              title="Testimoni"
              itemLabel="Testimoni"
              fields={[
                { name: 'name', label: 'Nama', kind: 'text' },
                { name: 'role', label: 'Peran', kind: 'text' },
                { name: 'rating', label: 'Rating', kind: 'rating' },
                { name: 'content', label: 'Isi', kind: 'textarea' },
              ]}
              blank={{ name: '', role: '', rating: 5, content: '' }}
              initial={asEntries(document)}
              toDocument={(entries) => entries}
            />
          )}
        </ContentLoader>
      </section>
      <section aria-labelledby="content-faq-heading" className={sectionClass}>
        <h2 id="content-faq-heading" className={headingClass}>
          FAQ
        </h2>
        <ContentLoader contentKey="faq" title="FAQ">
          {(document) => (
            <ListEditor
              contentKey="faq"
              title="FAQ"
              itemLabel="Pertanyaan"
              fields={[
                { name: 'question', label: 'Pertanyaan', kind: 'text' },
                { name: 'answer', label: 'Jawaban', kind: 'textarea' },
              ]}
              blank={{ question: '', answer: '' }}
              initial={asEntries(document)}
              toDocument={(entries) => entries}
            />
          )}
        </ContentLoader>
      </section>
      <section aria-labelledby="content-showcase-heading" className={sectionClass}>
        <h2 id="content-showcase-heading" className={headingClass}>
          Showcase Pembayaran
        </h2>
        <ContentLoader contentKey="showcase" title="Showcase">
          {(document) => (
            <ListEditor
              contentKey="showcase"
              title="Showcase"
              itemLabel="Logo"
              fields={[
                { name: 'name', label: 'Nama', kind: 'text' },
                { name: 'image', label: 'Path gambar', kind: 'text' },
              ]}
              blank={{ name: '', image: '' }}
              initial={asEntries(document)}
              toDocument={(entries) => entries}
            />
          )}
        </ContentLoader>
      </section>
      <section aria-labelledby="content-why-us-heading" className={sectionClass}>
        <h2 id="content-why-us-heading" className={headingClass}>
          Kenapa Pilih Kami
        </h2>
        <ContentLoader contentKey="why-us" title="Alasan">
          {(document) => (
            <ListEditor
              contentKey="why-us"
              title="Alasan"
              itemLabel="Alasan"
              fields={[
                { name: 'title', label: 'Judul', kind: 'text' },
                { name: 'description', label: 'Penjelasan', kind: 'textarea' },
              ]}
              blank={{ title: '', description: '' }}
              initial={asEntries(document)}
              toDocument={(entries) => entries}
            />
          )}
        </ContentLoader>
      </section>
      <section aria-labelledby="content-flash-heading" className={sectionClass}>
        <h2 id="content-flash-heading" className={headingClass}>
          Flash Card
        </h2>
        <ContentLoader contentKey="flash-cards" title="Flash Card">
          {(document) => (
            <ListEditor
              contentKey="flash-cards"
              title="Flash Card"
              itemLabel="Kartu"
              fields={[
                { name: 'title', label: 'Judul', kind: 'text' },
                { name: 'description', label: 'Deskripsi', kind: 'textarea' },
              ]}
              blank={{ title: '', description: '' }}
              initial={asEntries(document.content)}
              toDocument={(entries) => ({ content: entries })}
              errorPrefix="content."
            />
          )}
        </ContentLoader>
      </section>
    </div>
  );
}
