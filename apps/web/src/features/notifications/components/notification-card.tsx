import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { formatNotificationTime } from '@premium-shop/domain/format';
import { SafeImage } from '../../../ui/safe-image';

/** One notification of the page (SPEC §2 'Notifications page'); unread ones are tinted and dotted. */
export function NotificationCard({ notification }: { notification: Notification }) {
  const isUnread = !notification.isRead;
  return (
    <article
      aria-label={notification.title}
      className={`rounded-2xl border p-4 shadow-sm transition-colors sm:p-5 ${
        isUnread
          ? 'border-brand-200 bg-brand-50 dark:border-brand-900 dark:bg-brand-950/60'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="flex items-center gap-2">
        <SafeImage
          src={notification.category?.icon}
          alt=""
          width={28}
          height={28}
          className="size-7 shrink-0 rounded-full object-contain"
        />
        <p className="min-w-0 truncate text-xs font-semibold text-brand-700 dark:text-brand-300">
          {notification.category?.name ?? 'Notifikasi'}
        </p>
        {isUnread && (
          <span className="inline-flex items-center">
            <span aria-hidden="true" className="size-2 rounded-full bg-red-500" />
            <span className="sr-only">Belum dibaca</span>
          </span>
        )}
        <time
          dateTime={notification.createdAt}
          className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-400"
        >
          {formatNotificationTime(notification.createdAt)}
        </time>
      </div>
      <div className="mt-3 flex gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-bold text-slate-900 sm:text-base dark:text-white">
            {notification.title}
            {notification.informationId && (
              <span className="ml-2 text-xs font-medium text-slate-600 dark:text-slate-400">
                {notification.informationId}
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">
            {notification.content}
          </p>
        </div>
        {notification.product && (
          <SafeImage
            src={notification.product.icon}
            alt={notification.product.name}
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-lg object-contain"
          />
        )}
      </div>
    </article>
  );
}
