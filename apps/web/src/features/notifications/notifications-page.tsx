import { ChevronLeft } from 'lucide-react';
import { toast } from '../../ui/toast';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { paths } from '../../app/paths';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkNotificationsAsRead,
  useNotifications,
  useUnreadNotifications,
} from '../../lib/dashboard/notifications';
import { buttonClassName } from '../../ui/button-class';
import { PageSpinner } from '../../ui/page-spinner';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { NotificationCard } from './components/notification-card';

export const NOTIFICATION_MESSAGES = {
  allRead: 'Semua notifikasi telah dibaca.',
  allReadFailure: 'Gagal membaca semua notifikasi.',
  empty: 'Tidak ada notifikasi',
  loadFailure: 'Gagal memuat notifikasi',
} as const;

/** The page of `?page=`: a whole number from 1, else the first page. */
function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /dashboard/notifikasi (SPEC §2 'Notifications page'): 5 notifications per page, newest first, with
 * 'Tandai baca semua' marking every unread one read. The page number lives in the URL (`?page=`), so
 * Back returns to the page the customer was on.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const list = useNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, page });
  const unread = useUnreadNotifications();
  const markAsRead = useMarkNotificationsAsRead();
  const unreadIds = unread.data?.notifications.map((notification) => notification._id) ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  const goBack = () => {
    // Opened directly (no earlier entry of this app): Back goes to the dashboard rather than off the site.
    if (location.key === 'default') void navigate(paths.dashboard());
    else void navigate(-1);
  };

  const markAllRead = () => {
    markAsRead.mutate(unreadIds, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.allRead),
      onError: () => toast.error(NOTIFICATION_MESSAGES.allReadFailure),
    });
  };

  const goToPage = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={goBack}
          aria-label="Kembali"
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Notifikasi</h1>
        <button
          type="button"
          onClick={markAllRead}
          disabled={unreadIds.length === 0 || markAsRead.isPending}
          aria-busy={markAsRead.isPending}
          className={buttonClassName('secondary', 'ml-auto')}
        >
          {markAsRead.isPending && <Spinner />}
          Tandai baca semua
        </button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <PageSpinner />
        ) : list.isError ? (
          <p role="alert" className="py-12 text-center text-sm text-red-600 dark:text-red-400">
            {NOTIFICATION_MESSAGES.loadFailure}
          </p>
        ) : list.data.notifications.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500 dark:text-slate-400">
            {NOTIFICATION_MESSAGES.empty}
          </p>
        ) : (
          <ul className="space-y-3">
            {list.data.notifications.map((notification) => (
              <li key={notification._id}>
                <NotificationCard notification={notification} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {totalPages > 1 && (
        <div className="mt-6">
          <Pagination
            label="Halaman notifikasi"
            page={page}
            totalPages={totalPages}
            onPageChange={goToPage}
          />
        </div>
      )}
    </section>
  );
}
