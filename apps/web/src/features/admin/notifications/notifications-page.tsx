import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
  sendNotificationBodySchema,
  type AdminUser,
  type SendNotificationBody,
} from '@premium-shop/domain/admin-people-schema';
import { useEffect, useId, useState, type Ref } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import { pageTitleClass, smallButtonClass } from '../shared/console-styles';
import { useUsers } from '../users/api/list-users';
import { useNotificationCategories } from './api/notification-categories';
import { useSendNotification } from './api/send-notification';

export const SEND_MESSAGES = {
  failed: 'Gagal mengirim notifikasi.',
} as const;

type Audience = 'one' | 'all';

/** The form as the page holds it: the audience and the picked user's id ('' for none) stand for the target. */
interface NotificationFormValues {
  audience: Audience;
  userId: string;
  category: string;
  title: string;
  content: string;
  whatsapp: boolean;
}

const DEFAULT_VALUES: NotificationFormValues = {
  audience: 'one',
  userId: '',
  category: '',
  title: '',
  content: '',
  whatsapp: false,
};

/** The body of adminSendNotification; one user with none picked yet has no target, which the schema refuses. */
function toBody({ audience, userId, ...message }: NotificationFormValues) {
  const target = audience === 'all' ? { all: true as const } : userId ? { userId } : undefined;
  return { ...message, target } as SendNotificationBody;
}

/** The fields in the page's order: the first one refused takes the focus. */
const FIELD_ORDER = ['userId', 'category', 'title', 'content'] as const;

/** The contract's body schema over the form: the target's message shows under the user picker. */
const notificationResolver = bodyResolver(sendNotificationBodySchema, toBody, {
  fieldOf: (path) => (path[0] === 'target' ? 'userId' : path.join('.')),
});

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
  inputRef,
}: {
  selected: AdminUser | null;
  onSelect: (user: AdminUser | null) => void;
  error: string | undefined;
  /** The search input, which takes the focus when no user is picked on submit. */
  inputRef: Ref<HTMLInputElement>;
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
        ref={inputRef}
        type="search"
        className={inputClassName(Boolean(error))}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="mis. budi@gmail.com"
        {...fieldAria(inputId, error)}
        autoComplete="off"
      />
      {search.length >= 2 && (
        <div className="mt-2">
          {results.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <Spinner /> Mencari ...
            </p>
          ) : results.isError ? (
            <p className="text-sm text-red-600 dark:text-red-400">Gagal mencari pengguna.</p>
          ) : results.data.users.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Tidak ada pengguna yang cocok.</p>
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

/**
 * /admin/notifikasi: a notification to one user or to every active customer, in a category. Checked
 * with adminSendNotification's body schema before it is sent (a broadcast after a confirmation).
 */
export function AdminNotificationsPage() {
  const ids = { category: useId(), title: useId(), content: useId(), whatsapp: useId() };
  const categories = useNotificationCategories();
  const send = useSendNotification();
  // The picked user's name and e-mail for the picker; the form holds only the id.
  const [user, setUser] = useState<AdminUser | null>(null);
  // The checked body of a broadcast, waiting for the confirmation.
  const [broadcast, setBroadcast] = useState<SendNotificationBody | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<NotificationFormValues, unknown, SendNotificationBody>({
    resolver: notificationResolver,
    defaultValues: DEFAULT_VALUES,
    // The user picker registers after the fields below it: the page's own order decides the focus.
    shouldFocusError: false,
  });
  const audience = useWatch({ control, name: 'audience' });

  function submit(body: SendNotificationBody) {
    send.mutate(body, {
      onSuccess: (result) => {
        toast.success(sentMessage(result));
        setValue('title', '');
        setValue('content', '');
        clearErrors();
      },
      onError: (error) => {
        showServerFieldErrors(error, ['category', 'title', 'content'], setError);
        toast.error(errorMessage(error, SEND_MESSAGES.failed));
      },
      onSettled: () => setBroadcast(null),
    });
  }

  function onValid(body: SendNotificationBody) {
    if ('all' in body.target) setBroadcast(body);
    else submit(body);
  }

  function onInvalid(invalid: FieldErrors<NotificationFormValues>) {
    const first = FIELD_ORDER.find((field) => invalid[field]);
    if (first) setFocus(first);
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
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Penerima</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            <label className={radioClass}>
              <input type="radio" value="one" {...register('audience')} />
              Satu pengguna
            </label>
            <label className={radioClass}>
              <input type="radio" value="all" {...register('audience')} />
              Semua pelanggan
            </label>
          </div>
        </fieldset>

        {audience === 'one' && (
          <Controller
            control={control}
            name="userId"
            render={({ field, fieldState }) => (
              <UserPicker
                selected={user}
                onSelect={(picked) => {
                  setUser(picked);
                  field.onChange(picked?._id ?? '');
                }}
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            )}
          />
        )}

        <Field id={ids.category} label="Kategori" error={errors.category?.message}>
          <select
            id={ids.category}
            className={inputClassName(Boolean(errors.category))}
            {...fieldAria(ids.category, errors.category?.message)}
            {...register('category')}
          >
            <option value="">{categories.isPending ? 'Memuat kategori ...' : 'Pilih kategori'}</option>
            {categories.data?.map((entry) => (
              <option key={entry._id} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>

        <Field id={ids.title} label="Judul" error={errors.title?.message}>
          <input
            id={ids.title}
            className={inputClassName(Boolean(errors.title))}
            maxLength={NOTIFICATION_TITLE_MAX}
            {...fieldAria(ids.title, errors.title?.message)}
            {...register('title')}
          />
        </Field>

        <Field id={ids.content} label="Isi" error={errors.content?.message}>
          <textarea
            id={ids.content}
            rows={5}
            className={inputClassName(Boolean(errors.content))}
            maxLength={NOTIFICATION_CONTENT_MAX}
            {...fieldAria(ids.content, errors.content?.message)}
            {...register('content')}
          />
        </Field>

        <label
          htmlFor={ids.whatsapp}
          className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input id={ids.whatsapp} type="checkbox" className="mt-0.5" {...register('whatsapp')} />
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
        isOpen={broadcast !== null}
        title="Kirim ke Semua Pelanggan?"
        confirmLabel="Kirim ke Semua"
        isPending={send.isPending}
        onClose={() => setBroadcast(null)}
        onConfirm={() => broadcast && submit(broadcast)}
      >
        <p>
          “{broadcast?.title}” akan dikirim ke setiap pelanggan aktif
          {broadcast?.whatsapp ? ', juga lewat WhatsApp' : ''}. Notifikasi yang sudah terkirim tidak dapat
          ditarik.
        </p>
      </ConfirmActionDialog>
    </section>
  );
}
