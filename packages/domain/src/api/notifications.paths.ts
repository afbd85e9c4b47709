/** Where the caller's notification calls live (SPEC §7 'Notifications'); their shapes: notifications.ts. */
export const NOTIFICATION_PATHS = {
  listNotifications: 'GET /api/notifications',
  listUnreadNotifications: 'GET /api/notifications/getUnread',
  markNotificationsRead: 'PUT /api/notifications/markAsRead',
} as const;
