import {
  NOTIFICATION_BELL_SIZE,
  NOTIFICATIONS_SCREEN_PAGE_SIZE,
  POLL_INTERVAL_MS,
} from '@premium-shop/domain/constants';
import type { Notification } from '@premium-shop/domain/dashboard-schema';
import { LIVE_POLL_SLOWDOWN } from '@premium-shop/domain/live-events';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Pagination } from '../api-client';
import { useLiveStreamOpen } from '../live-events';
import { useSession } from '../session';

/** Every notification query starts with this key, so one invalidation refreshes the bell and the page. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** SPEC §9: the bell shows the 3 latest, the notifications page 5 per page. */
export const BELL_NOTIFICATION_LIMIT = NOTIFICATION_BELL_SIZE;
export const NOTIFICATIONS_PAGE_SIZE = NOTIFICATIONS_SCREEN_PAGE_SIZE;

/** SPEC §7: lists and the unread count poll every 2 minutes, also while the tab is in the background. */
const polling = { refetchInterval: POLL_INTERVAL_MS, refetchIntervalInBackground: true } as const;

/**
 * How often the screens on show poll: every 2 minutes, and LIVE_POLL_SLOWDOWN times less often while
 * the live stream is open, since it tells of a new notification at once; polling stays the fallback.
 */
export function notificationPollInterval(isLiveStreamOpen: boolean): number {
  return isLiveStreamOpen ? POLL_INTERVAL_MS * LIVE_POLL_SLOWDOWN : POLL_INTERVAL_MS;
}

function useNotificationPolling() {
  return { refetchInterval: notificationPollInterval(useLiveStreamOpen()) };
}

export interface NotificationPage {
  notifications: Notification[];
  pagination: Pagination;
}

export interface UnreadNotifications {
  notifications: Notification[];
  /** How many are unread (the bell's badge). */
  total: number;
}

/** GET /notifications?limit=&page=: one page of the caller's notifications, newest first. */
export function notificationsQueryOptions({ limit, page }: { limit: number; page: number }) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', { limit, page }],
    queryFn: async (): Promise<NotificationPage> => {
      const { data, pagination } = await call('listNotifications', { query: { limit, page } });
      return { notifications: data, pagination };
    },
    // Moving to another page keeps the current one (and the pagination) on screen until it arrives.
    placeholderData: keepPreviousData,
    ...polling,
  });
}

/**
 * Whether the caller's notifications may be asked for: only with a session. Signing out clears the
 * cache while the bell is still on screen; without this its two polls would be built again at once and
 * go out without a token (401).
 */
function useIsSignedIn(): boolean {
  return useSession() !== null;
}

export function useNotifications(query: { limit: number; page: number }) {
  return useQuery({
    ...notificationsQueryOptions(query),
    ...useNotificationPolling(),
    enabled: useIsSignedIn(),
  });
}

/** GET /notifications/getUnread: the unread notifications and their count. */
export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread'],
    queryFn: async (): Promise<UnreadNotifications> => {
      const { data, pagination } = await call('listUnreadNotifications');
      return { notifications: data, total: pagination.total };
    },
    ...polling,
  });
}

export function useUnreadNotifications() {
  return useQuery({
    ...unreadNotificationsQueryOptions(),
    ...useNotificationPolling(),
    enabled: useIsSignedIn(),
  });
}

/** PUT /notifications/markAsRead {notificationIds}. */
export async function markNotificationsAsRead(notificationIds: string[]): Promise<void> {
  await call('markNotificationsRead', { body: { notificationIds } });
}

/** Marks the given notifications read, then refreshes every notification list and the bell (SPEC §4). */
export function useMarkNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsAsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
