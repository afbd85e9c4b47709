/**
 * The admin console's people and messages (issue 7): users (role, deactivation), notifications
 * sent by hand or broadcast, the audit log and the outbox. The server validates and serialises
 * /api/admin/users, /notifications, /notification-categories, /audit and /outbox with these; the
 * web reads their answers with the same types.
 */
import { z } from 'zod';

export const ADMIN_PEOPLE_PAGE_SIZE = 20;
export const ADMIN_PEOPLE_MAX_PAGE_SIZE = 100;

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** 'skipped': a WhatsApp notice for a customer whose number is not verified, never sent. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const WHATSAPP_DELIVERY_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppDeliveryState = (typeof WHATSAPP_DELIVERY_STATES)[number];

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_CONTENT_MAX = 2000;

const pageField = z.coerce
  .number({ error: 'Halaman tidak valid' })
  .int({ error: 'Halaman tidak valid' })
  .min(1, { error: 'Halaman tidak valid' })
  .max(100_000, { error: 'Halaman tidak valid' })
  .default(1);

const limitField = z.coerce
  .number({ error: 'Jumlah per halaman tidak valid' })
  .int({ error: 'Jumlah per halaman tidak valid' })
  .min(1, { error: 'Jumlah per halaman tidak valid' })
  .max(ADMIN_PEOPLE_MAX_PAGE_SIZE, { error: 'Jumlah per halaman tidak valid' })
  .default(ADMIN_PEOPLE_PAGE_SIZE);

/** A search box's text: trimmed, an empty one means no filter. */
function searchField(label: string) {
  return z
    .string()
    .trim()
    .max(100, { error: `${label} terlalu panjang` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

// ---------------------------------------------------------------------------------------------
// Users

/** A user as the console lists it. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether the user proved the number with a WhatsApp code (docs/decisions/039). */
  isPhoneVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Orders the user paid for (paid_at set), whatever their status became since; unpaid ones do not count. */
  ordersCount: z.number().int(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.object({
  /** Part of the name, e-mail or phone number. */
  search: searchField('Kata kunci'),
  role: z.enum(USER_ROLES, { error: 'Peran tidak valid' }).optional(),
  page: pageField,
  limit: limitField,
});

export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** GET /api/admin/users/export.csv: the list's search and role, every page of them. */
export const exportUsersQuerySchema = listUsersQuerySchema.omit({ page: true, limit: true });

export type ExportUsersQuery = z.infer<typeof exportUsersQuerySchema>;

/** PATCH /api/admin/users/:id: the role, the active flag, or both. */
export const updateUserBodySchema = z
  .object(
    {
      role: z.enum(USER_ROLES, { error: 'Peran tidak valid' }).optional(),
      isActive: z.boolean({ error: 'Status aktif tidak valid' }).optional(),
    },
    { error: 'Data yang dikirim tidak valid.' },
  )
  .strict()
  .refine((body) => body.role !== undefined || body.isActive !== undefined, {
    error: 'Pilih perubahan: peran atau status aktif',
  });

export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const notificationCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  icon: z.string(),
});

export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

function requiredText(max: number, label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });
}

/** POST /api/admin/notifications: one user, or every active customer. */
export const sendNotificationBodySchema = z.object({
  target: z.union(
    [
      z.object({ userId: z.guid({ error: 'Pengguna tidak valid' }) }).strict(),
      z.object({ all: z.literal(true) }).strict(),
    ],
    {
      error: 'Pilih penerima: satu pengguna atau semua pelanggan',
    },
  ),
  category: requiredText(100, 'Kategori'),
  title: requiredText(NOTIFICATION_TITLE_MAX, 'Judul'),
  content: requiredText(NOTIFICATION_CONTENT_MAX, 'Isi notifikasi'),
  productId: z.guid({ error: 'Produk tidak valid' }).optional(),
  /** Also queue a WhatsApp message to each recipient's phone. */
  whatsapp: z.boolean({ error: 'Pilihan WhatsApp tidak valid' }).optional(),
});

export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

export const sendNotificationResultSchema = z.object({
  /** Dashboard notifications written. */
  recipients: z.number().int(),
  /** WhatsApp messages queued in the outbox. */
  whatsapp: z.number().int(),
});

export type SendNotificationResult = z.infer<typeof sendNotificationResultSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Null for the system (jobs, the gateway) or a user deleted since. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditQuerySchema = z.object({
  entity: searchField('Entitas'),
  action: searchField('Aksi'),
  /** Part of the actor's name or e-mail. */
  actor: searchField('Pelaku'),
  page: pageField,
  limit: limitField,
});

export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Outbox

export const OUTBOX_PREVIEW_LENGTH = 160;

export const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The start of the text (an e-mail's plain text, a WhatsApp message as it is). */
  preview: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  /** A WhatsApp message's delivery as Fonnte's status webhook reports it; null before it is sent. */
  deliveryState: z.enum(WHATSAPP_DELIVERY_STATES).nullable(),
  deliveryUpdatedAt: z.string().nullable(),
  /** Until when a failing message is tried again before it is marked failed. */
  retryUntil: z.string(),
  createdAt: z.string(),
});

export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const listOutboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS, { error: 'Kanal tidak valid' }).optional(),
  status: z.enum(OUTBOX_STATUSES, { error: 'Status pesan tidak valid' }).optional(),
  page: pageField,
  limit: limitField,
});

export type ListOutboxQuery = z.infer<typeof listOutboxQuerySchema>;

/** What the console shows for each delivery state. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Menunggu',
  sent: 'Terkirim',
  failed: 'Gagal',
  skipped: 'Tidak dikirim',
};

/** What the console shows for a WhatsApp message's delivery (Fonnte accepting it is not delivery). */
export const WHATSAPP_DELIVERY_LABELS: Record<WhatsAppDeliveryState, string> = {
  queued: 'Antre di Fonnte',
  sent: 'Terkirim',
  delivered: 'Diterima',
  read: 'Dibaca',
  failed: 'Gagal',
};

export const OUTBOX_CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};
