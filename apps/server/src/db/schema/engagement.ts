import { REIMBURSEMENT_STATUSES } from '@premium-shop/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';
import { accounts, productItems } from './stock';
import { users } from './users';

export const complaintIssue = pgEnum('complaint_issue', [
  'akun bermasalah',
  'akun belum di proses',
  'masalah pembayaran',
  'other',
]);
export const complaintStatus = pgEnum('complaint_status', ['open', 'answered', 'resolved']);
/** The spec knows Pending and Done; an admin may also refuse a request. */
export const reimbursementStatus = pgEnum('reimbursement_status', [...REIMBURSEMENT_STATUSES, 'Rejected']);

export const productPins = pgTable(
  'product_pins',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('product_pins_user_product_key').on(table.userId, table.productId)],
);

export const notificationCategories = pgTable('notification_categories', {
  id: id(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => notificationCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    shortDescription: text('short_description'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`NOT ${table.isRead}`),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issue: complaintIssue('issue').notNull(),
    productItemId: uuid('product_item_id').references(() => productItems.id, { onDelete: 'set null' }),
    noOrder: text('no_order').notNull(),
    note: text('note').notNull(),
    file: text('file').notNull(),
    status: complaintStatus('status').notNull().default('open'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('complaints_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('complaints_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** A host's request to be paid back what it paid the provider, less its own price. */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productItemId: uuid('product_item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    value: integer('value').notNull(),
    bank: text('bank').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    paymentProof: text('payment_proof').notNull(),
    reimbursementProof: text('reimbursement_proof'),
    status: reimbursementStatus('status').notNull().default('Pending'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reimbursements_value_positive', sql`${table.value} > 0`),
    check(
      'reimbursements_done_has_proof',
      sql`${table.status} <> 'Done' OR ${table.reimbursementProof} IS NOT NULL`,
    ),
    index('reimbursements_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('reimbursements_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);
