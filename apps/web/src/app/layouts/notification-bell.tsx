import { formatNotificationTime } from '@premium-shop/domain/format';
import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import {
  BELL_NOTIFICATION_LIMIT,
  useNotifications,
  useUnreadNotifications,
} from '../../lib/dashboard/notifications';
import { useDismiss } from '../../ui/overlay';
import { SafeImage } from '../../ui/safe-image';
import { paths } from '../paths';

/** The badge stops growing here; the button's label still says the exact count. */
const BADGE_MAX = 99;

function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

function BellItem({ notification }: { notification: Notification }) {
  const isUnread = !notification.isRead;
  return (
    <li
      className={`flex gap-3 px-4 py-3 ${
        isUnread ? 'bg-brand-50 dark:bg-brand-950/60' : 'bg-white dark:bg-slate-900'
      }`}
    >
      <SafeImage
        src={notification.category?.icon}
        alt=""
        width={32}
        height={32}
        className="size-8 shrink-0 rounded-full object-contain"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-xs font-semibold text-brand-700 dark:text-brand-300">
            {notification.category?.name ?? 'Notifikasi'}
          </p>
          <time
            dateTime={notification.createdAt}
            className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
          >
            {formatNotificationTime(notification.createdAt)}
          </time>
        </div>
        <p
          className={`mt-0.5 line-clamp-2 text-sm ${
            isUnread ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'
          }`}
        >
          {notification.content}
        </p>
        {isUnread && <span className="sr-only">Belum dibaca</span>}
      </div>
    </li>
  );
}

function BellPanelContent() {
  const latest = useNotifications({ limit: BELL_NOTIFICATION_LIMIT, page: 1 });
  if (latest.isPending) {
    return <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">Memuat...</p>;
  }
  const notifications = latest.data?.notifications ?? [];
  if (notifications.length === 0) {
    return (
      <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">Tidak ada notifikasi</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {notifications.slice(0, BELL_NOTIFICATION_LIMIT).map((notification) => (
        <BellItem key={notification._id} notification={notification} />
      ))}
    </ul>
  );
}

/**
 * The top bar's bell (SPEC §2 'Dashboard layout'): the unread count as a badge and a dropdown with
 * the 3 latest notifications. Both poll every 2 minutes, so the badge stays current while the panel
 * is closed; while the tab's live stream is open a new notification counts at once
 * (lib/live-updates.ts) and the polling, only a fallback then, slows down. Escape, a click outside and 'Lihat Selengkapnya' close the panel.
 */
export function NotificationBell() {
  const panelId = useId();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotifications();
  // The latest three are fetched (and polled) even while closed, so opening the bell shows them at once.
  useNotifications({ limit: BELL_NOTIFICATION_LIMIT, page: 1 });
  const unreadCount = unread.data?.total ?? 0;

  useDismiss({
    isOpen,
    onDismiss: () => setIsOpen(false),
    insideRefs: [containerRef],
    returnFocusRef: buttonRef,
    closesOnOutsidePress: true,
  });

  const label = unreadCount > 0 ? `Notifikasi, ${unreadCount} belum dibaca` : 'Notifikasi';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </button>
      <div
        id={panelId}
        role="region"
        // The heading is drawn with the list, only while open.
        aria-labelledby={isOpen ? headingId : undefined}
        hidden={!isOpen}
        className="fixed inset-x-4 top-16 z-40 mt-1 animate-pop-in sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[22rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
      >
        {isOpen && (
          <>
            <h2
              id={headingId}
              className="border-b border-slate-200 px-4 py-3 text-sm font-bold text-slate-900 dark:border-slate-800 dark:text-white"
            >
              Notifikasi terbaru
            </h2>
            <BellPanelContent />
            <Link
              to={paths.notifications()}
              onClick={() => setIsOpen(false)}
              className="block border-t border-slate-200 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:text-brand-300 dark:hover:bg-slate-800"
            >
              Lihat Selengkapnya
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
