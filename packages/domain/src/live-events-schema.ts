/**
 * What a signed-in tab hears the moment it happens (the live stream, GET /api/events): one
 * server-sent event per change, `event: <type>`, `id: <sequence>`, `data: <JSON of its payload>`.
 * A customer hears only about their own orders, notifications, reimbursements and complaints (and
 * of a notification the admin sent to every customer); an admin also hears the console's events.
 * Each payload names what changed so the page can fetch it again; none carries a credential or
 * another customer's data.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

/** Events for the customer the change belongs to. */
export const customerEventSchemas = {
  /**
   * An order of mine changed status: paid (delivered at once, or waiting for the admin), delivered
   * by the admin, its preorder group filled, Tenggang, Habis, expired or canceled.
   */
  'order.changed': z.object({
    orderId: z.guid(),
    invoice: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** The move that caused it, from the lifecycle table (order-lifecycle.ts): 'paid', 'group-filled', ... */
    cause: z.string(),
  }),
  /**
   * A new notification of mine (the bell's count goes up). The admin's notification to every
   * customer at once carries no id: it is one event for all of them, each having their own row.
   */
  'notification.created': z.object({ notificationId: z.guid().optional() }),
  /** The admin answered my reimbursement request. */
  'reimbursement.answered': z.object({ reimbursementId: z.guid(), status: z.string() }),
  /** The admin answered my complaint. */
  'complaint.answered': z.object({ complaintId: z.guid(), status: z.string() }),
} as const;

/** Events for every signed-in admin. */
export const adminEventSchemas = {
  /** A paid order waits for the admin (status Process); `waiting` counts every order in Process now. */
  'admin.order.waiting': z.object({
    orderId: z.guid(),
    invoice: z.string(),
    waiting: z.number().int().min(0),
  }),
  /**
   * An order that waited for the admin left Process (delivered, reimbursed or refunded, by any
   * admin on any instance); `waiting` counts every order still in Process.
   */
  'admin.order.handled': z.object({
    orderId: z.guid(),
    invoice: z.string(),
    status: z.enum(ORDER_STATUSES),
    waiting: z.number().int().min(0),
  }),
  /** The last member of a preorder group paid: the group waits for activation. */
  'admin.group.filled': z.object({ productItemId: z.guid(), productName: z.string() }),
  /** A customer filed a complaint. */
  'admin.complaint.created': z.object({ complaintId: z.guid() }),
  /** A gateway callback was refused (wrong amount, invoice or reference). */
  'admin.payment.refused': z.object({ reference: z.string(), reason: z.string() }),
  /**
   * A bank transfer's proof arrived or was decided (docs/decisions/049); `waiting` counts every
   * proof still waiting for the admin.
   */
  'admin.transfer.waiting': z.object({
    orderId: z.guid(),
    invoice: z.string(),
    waiting: z.number().int().min(0),
  }),
  /**
   * The gateway reported a REFUND of an order's payment (docs/decisions/046): `amount` is what it
   * gave back (Rupiah), `status` the order's status after it.
   */
  'admin.payment.refunded': z.object({
    orderId: z.guid(),
    invoice: z.string(),
    amount: z.number().int().min(0),
    status: z.enum(ORDER_STATUSES),
  }),
} as const;

/**
 * Control events of the stream itself (not stored, never replayed): `stream.expired` is sent just
 * before the server ends a stream whose access token ran out; the client refreshes its token, asks
 * for a new ticket and reconnects with Last-Event-ID.
 */
export const controlEventSchemas = {
  'stream.expired': z.object({}),
} as const;

export const liveEventSchemas = { ...customerEventSchemas, ...adminEventSchemas, ...controlEventSchemas };

export type LiveEventPayloads = {
  [T in keyof typeof liveEventSchemas]: z.output<(typeof liveEventSchemas)[T]>;
};
