/**
 * Where the admin's calls on people and messages live (SPEC §6: users, notifications, the audit
 * log, the outbox); their shapes: admin-people.ts.
 */
export const ADMIN_PEOPLE_PATHS = {
  adminListUsers: 'GET /api/admin/users',
  adminExportUsers: 'GET /api/admin/users/export.csv',
  adminUpdateUser: 'PATCH /api/admin/users/:id',
  adminListNotificationCategories: 'GET /api/admin/notification-categories',
  adminSendNotification: 'POST /api/admin/notifications',
  adminListAudit: 'GET /api/admin/audit',
  adminListOutbox: 'GET /api/admin/outbox',
  adminResendOutboxMessage: 'POST /api/admin/outbox/:id/resend',
  adminMarkOutboxMessageSent: 'POST /api/admin/outbox/:id/mark-sent',
} as const;
