import {
  type ContentDocuments,
  type ContentKey,
  contentSchemas,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId, type ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
import { toast } from '../../../ui/toast';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useSiteContent } from './api/get-site-content';
import { useSaveSiteContent } from './api/save-site-content';
import { smallButtonClass, smallDangerButtonClass } from './form-helpers';

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
  return <>{children(query.data)}</>;
}

/**
 * Saves a document that passed adminSaveSiteContent's schema for its key (the form's resolver). A
 * refusal is toasted and the server's messages go under their fields: `fieldOf` names the form field
 * of a place in the document ('0.name'), as the resolver does.
 */
function useContentSave<K extends ContentKey, Values extends FieldValues>(
  contentKey: K,
  title: string,
  setError: UseFormSetError<Values>,
  fieldOf: (path: readonly PropertyKey[]) => string,
) {
  const save = useSaveSiteContent(contentKey);
  const submit = (document: ContentDocuments[K]) =>
    save.mutate(document, {
      onSuccess: () => toast.success(`${title} berhasil disimpan`),
      onError: (error) => {
        if (error instanceof ApiError) {
          let shouldFocus = true;
          for (const [place, message] of Object.entries(error.fieldErrors)) {
            if (!message) continue;
            setError(
              fieldOf(place.split('.')) as FieldPath<Values>,
              { type: 'server', message },
              { shouldFocus },
            );
            shouldFocus = false;
          }
        }
        toast.error(errorMessage(error, `${title} gagal disimpan, silakan coba lagi.`));
      },
    });
  // A refused form is said once in a toast; the marked fields say what.
  const onInvalid = () => toast.error(`${title} belum lengkap, periksa isian yang ditandai.`);
  return { submit, onInvalid, isPending: save.isPending };
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

type Announcement = ContentDocuments['announcement'];

const announcementResolver = bodyResolver(contentSchemas.announcement, (values: Announcement) => values);

function AnnouncementEditor({ initial }: { initial: Announcement }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Announcement, unknown, Announcement>({
    resolver: announcementResolver,
    defaultValues: { text: initial.text },
  });
  const { submit, onInvalid, isPending } = useContentSave('announcement', 'Pengumuman', setError, (path) =>
    path.join('.'),
  );
  const error = errors.text?.message;
  return (
    <form onSubmit={(event) => void handleSubmit(submit, onInvalid)(event)} noValidate className="space-y-3">
      <Field id="content-announcement" label="Teks berjalan (kosongkan untuk menyembunyikan)" error={error}>
        <textarea
          id="content-announcement"
          rows={2}
          {...fieldAria('content-announcement', error)}
          {...register('text')}
          className={inputClassName(Boolean(error))}
        />
      </Field>
      <SaveButton label="Simpan Pengumuman" isPending={isPending} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Lists (testimonials, FAQ, showcase, reasons, flash cards)

type Entry = Record<string, string | number>;

interface ListFormValues {
  entries: Entry[];
}

interface EntryField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'rating';
}

type ListKey = Exclude<ContentKey, 'announcement'>;

interface ListEditorProps {
  contentKey: ListKey;
  title: string;
  /** The name of one entry: 'Testimoni', 'Pertanyaan', ... */
  itemLabel: string;
  fields: readonly EntryField[];
  blank: Entry;
  initial: Entry[];
  /** The document stored for these entries (flash cards wrap them in `content`). */
  toDocument: (entries: Entry[]) => unknown;
  /** Where the entries sit in the document: [] for a list, ['content'] for flash cards. */
  entriesPath?: readonly string[];
}

/** The form field of a place in the document: 'entries.2.name', or 'entries' for the list as a whole. */
function entryFieldOf(entriesPath: readonly string[]) {
  return (path: readonly PropertyKey[]) =>
    ['entries', ...path.slice(entriesPath.length).map(String)].join('.');
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
  entriesPath = [],
}: ListEditorProps) {
  const baseId = useId();
  const fieldOf = entryFieldOf(entriesPath);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ListFormValues, unknown, ContentDocuments[ListKey]>({
    // The key's document schema, the one the server checks the saved document with.
    resolver: bodyResolver(
      contentSchemas[contentKey] as z.ZodType<ContentDocuments[ListKey], unknown>,
      (values: ListFormValues) => toDocument(values.entries),
      { fieldOf },
    ),
    defaultValues: { entries: initial },
  });
  // Each row keeps a stable id (`row.id`) for React while rows move.
  const { fields: rows, append, remove, move } = useFieldArray({ control, name: 'entries' });
  const { submit, onInvalid, isPending } = useContentSave(contentKey, title, setError, fieldOf);
  const listError = errors.entries?.root?.message ?? errors.entries?.message;

  return (
    <form onSubmit={(event) => void handleSubmit(submit, onInvalid)(event)} noValidate className="space-y-3">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">Belum ada {itemLabel.toLowerCase()}.</p>
      )}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.id}
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
                  onClick={() => move(index, index - 1)}
                  aria-label={`Naikkan ${itemLabel} ${index + 1}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Turunkan ${itemLabel} ${index + 1}`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={smallDangerButtonClass}
                  onClick={() => remove(index)}
                  aria-label={`Hapus ${itemLabel} ${index + 1}`}
                >
                  Hapus
                </button>
              </div>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              {fields.map((field) => {
                const id = `${baseId}-${row.id}-${field.name}`;
                const name = `entries.${index}.${field.name}` as const;
                const error = errors.entries?.[index]?.[field.name]?.message;
                const label = `${field.label} (${itemLabel} ${index + 1})`;
                const aria = fieldAria(id, error);
                return (
                  <div key={field.name} className={field.kind === 'textarea' ? 'sm:col-span-2' : ''}>
                    <Field id={id} label={label} error={error}>
                      {field.kind === 'textarea' ? (
                        <textarea
                          id={id}
                          rows={2}
                          {...aria}
                          {...register(name)}
                          className={inputClassName(Boolean(error))}
                        />
                      ) : field.kind === 'rating' ? (
                        <select
                          id={id}
                          {...aria}
                          {...register(name, { setValueAs: (rating: string | number) => Number(rating) })}
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
                          {...aria}
                          {...register(name)}
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
      {listError && <p className="text-sm text-red-600 dark:text-red-400">{listError}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClassName('secondary', 'py-2')}
          onClick={() => append({ ...blank }, { shouldFocus: false })}
        >
          Tambah {itemLabel}
        </button>
        <SaveButton label={`Simpan ${title}`} isPending={isPending} />
      </div>
    </form>
  );
}

const asEntries = (items: readonly object[]): Entry[] => items.map((item) => ({ ...item }));

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
              entriesPath={['content']}
            />
          )}
        </ContentLoader>
      </section>
    </div>
  );
}
