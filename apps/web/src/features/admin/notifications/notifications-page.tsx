import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
  type AdminUser,
  type SendNotificationBody,
} from '@premium-shop/domain/admin-people-schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import { pageTitleClass, smallButtonClass } from '../shared/console-styles';
import { useUsers } from '../users/api/list-users';
import { useNotificationCategories } from './api/notification-categories';
import { useSendNotification } from './api/send-notification';

export const SEND_MESSAGES = {
  failed: 'Gagal mengirim notifikasi.',
  chooseUser: 'Pilih pengguna penerima',
  chooseCategory: 'Kategori wajib dipilih',
  titleRequired: 'Judul wajib diisi',
  contentRequired: 'Isi notifikasi wajib diisi',
} as const;

type Audience = 'one' | 'all';
type Errors = Partial<Record<'user' | 'category' | 'title' | 'content', string>>;

const SEARCH_DELAY_MS = 300;

function sentMessage(result: { recipients: number; whatsapp: number }): string {
  const base = `Notifikasi terkirim ke ${result.recipients.toLocaleString('id-ID')} pengguna`;
  return result.whatsapp > 0
    ? `${base}; ${result.whatsapp.toLocaleString('id-ID')} pesan WhatsApp masuk antrean.`
    : `${base}.`;
}

/** Picks one user by searching their e-mail (or name) in the user list. */
function UserPicker({
  selected,
  onSelect,
  error,
}: {
  selected: AdminUser | null;
  onSelect: (user: AdminUser | null) => void;
  error: string | undefined;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useUsers({ search, limit: 8 }, { enabled: search.length >= 2 && !selected });

  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700">
        <p className="text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">{selected.name}</span>{' '}
          <span className="break-all text-slate-600 dark:text-slate-400">{selected.email}</span>
        </p>
        <button type="button" className={smallButtonClass} onClick={() => onSelect(null)}>
          Ganti
        </button>
      </div>
    );
  }

  return (
    <Field id={inputId} label="Cari pengguna (email atau nama)" error={error}>
      <input
        id={inputId}
        type="search"
        className={inputClassName(Boolean(error))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="mis. budi@gmail.com"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? fieldErrorId(inputId) : undefined}
        autoComplete="off"
      />
      {search.length >= 2 && (
        <div className="mt-2">
          {results.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner /> Mencari ...
            </p>
          ) : results.isError ? (
            <p className="text-sm text-red-600 dark:text-red-400">Gagal mencari pengguna.</p>
          ) : results.data.users.length === 0 ? (
            <p className="text-sm text-slate-500">Tidak ada pengguna yang cocok.</p>
          ) : (
            <ul
              aria-label="Hasil pencarian pengguna"
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
            >
              {results.data.users.map((user) => (
                <li key={user._id}>
                  <button
                    type="button"
                    disabled={!user.isActive}
                    onClick={() => onSelect(user)}
                    className="flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-slate-800"
                  >
                    <span className="font-semibold text-slate-900 dark:text-white">
                      Pilih {user.name}
                      {!user.isActive && ' (nonaktif)'}
                    </span>
                    <span className="break-all text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}

/** /admin/notifikasi: a notification to one user or to every active customer, in a category. */
export function AdminNotificationsPage() {
  const ids = { category: useId(), title: useId(), content: useId(), whatsapp: useId() };
  const categories = useNotificationCategories();
  const send = useSendNotification();
  const [audience, setAudience] = useState<Audience>('one');
  const [user, setUser] = useState<AdminUser | null>(null);
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isWhatsApp, setIsWhatsApp] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  function validate(): Errors {
    const found: Errors = {};
    if (audience === 'one' && !user) found.user = SEND_MESSAGES.chooseUser;
    if (!category) found.category = SEND_MESSAGES.chooseCategory;
    if (!title.trim()) found.title = SEND_MESSAGES.titleRequired;
    if (!content.trim()) found.content = SEND_MESSAGES.contentRequired;
    return found;
  }

  function body(): SendNotificationBody {
    return {
      target: audience === 'all' ? { all: true } : { userId: user!._id },
      category,
      title: title.trim(),
      content: content.trim(),
      whatsapp: isWhatsApp,
    };
  }

  function submit() {
    send.mutate(body(), {
      onSuccess: (result) => {
        toast.success(sentMessage(result));
        setTitle('');
        setContent('');
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const fields = error.fieldErrors;
          setErrors({ category: fields.category, title: fields.title, content: fields.content });
        }
        toast.error(errorMessage(error, SEND_MESSAGES.failed));
      },
      onSettled: () => setIsConfirmOpen(false),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (audience === 'all') setIsConfirmOpen(true);
    else submit();
  }

  const radioClass =
    'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-950';

  return (
    <section className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Notifikasi</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Notifikasi muncul di lonceng dashboard penerima. WhatsApp dikirim lewat outbox (lihat Log).
      </p>

      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Penerima</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            <label className={radioClass}>
              <input
                type="radio"
                name="audience"
                value="one"
                checked={audience === 'one'}
                onChange={() => setAudience('one')}
              />
              Satu pengguna
            </label>
            <label className={radioClass}>
              <input
                type="radio"
                name="audience"
                value="all"
                checked={audience === 'all'}
                onChange={() => setAudience('all')}
              />
              Semua pelanggan
            </label>
          </div>
        </fieldset>

        {audience === 'one' && <UserPicker selected={user} onSelect={setUser} error={errors.user} />}

        <Field id={ids.category} label="Kategori" error={errors.category}>
          <select
            id={ids.category}
            className={inputClassName(Boolean(errors.category))}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={errors.category ? fieldErrorId(ids.category) : undefined}
          >
            <option value="">{categories.isPending ? 'Memuat kategori ...' : 'Pilih kategori'}</option>
            {categories.data?.map((entry) => (
              <option key={entry._id} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>

        <Field id={ids.title} label="Judul" error={errors.title}>
          <input
            id={ids.title}
            className={inputClassName(Boolean(errors.title))}
            value={title}
            maxLength={NOTIFICATION_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? fieldErrorId(ids.title) : undefined}
          />
        </Field>

        <Field id={ids.content} label="Isi" error={errors.content}>
          <textarea
            id={ids.content}
            rows={5}
            className={inputClassName(Boolean(errors.content))}
            value={content}
            maxLength={NOTIFICATION_CONTENT_MAX}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={errors.content ? fieldErrorId(ids.content) : undefined}
          />
        </Field>

        <label
          htmlFor={ids.whatsapp}
          className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            id={ids.whatsapp}
            type="checkbox"
            className="mt-0.5"
            checked={isWhatsApp}
            onChange={(event) => setIsWhatsApp(event.target.checked)}
          />
          Kirim juga lewat WhatsApp
        </label>

        <div className="flex justify-end">
          <button
            type="submit"
            className={buttonClassName('primary')}
            disabled={send.isPending}
            aria-busy={send.isPending}
          >
            {send.isPending && audience === 'one' && <Spinner />}
            Kirim Notifikasi
          </button>
        </div>
      </form>

      <ConfirmActionDialog
        isOpen={isConfirmOpen}
        title="Kirim ke Semua Pelanggan?"
        confirmLabel="Kirim ke Semua"
        isPending={send.isPending}
        onClose={() => setIsConfirmOpen(false)}
        onConfirm={submit}
      >
        <p>
          “{title.trim()}” akan dikirim ke setiap pelanggan aktif
          {isWhatsApp ? ', juga lewat WhatsApp' : ''}. Notifikasi yang sudah terkirim tidak dapat ditarik.
        </p>
      </ConfirmActionDialog>
    </section>
  );
}
