import { BANKS, TRANSFER_STATES } from '@premium-shop/domain/bank-transfer';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

const bankList = sql.raw(BANKS.map((bank) => `'${bank}'`).join(', '));
const stateList = sql.raw(TRANSFER_STATES.map((state) => `'${state}'`).join(', '));

/** The shop's own bank accounts a customer may transfer to (docs/decisions/049). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('bank_accounts_bank_known', sql`${table.bank} IN (${bankList})`),
    check('bank_accounts_number_digits', sql`${table.accountNumber} ~ '^[0-9]{6,20}$'`),
    uniqueIndex('bank_accounts_bank_number_unique').on(table.bank, table.accountNumber),
  ],
);

/**
 * The transfer of an order paid by 'TRANSFER': its unique code (the last Rupiah of its total), the
 * latest proof the customer sent, and the admin's decision on it.
 */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uniqueCode: integer('unique_code').notNull(),
    state: text('state').notNull().default('awaiting'),
    /** The /api/files address of the latest proof. */
    proof: text('proof'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('order_transfers_code_range', sql`${table.uniqueCode} BETWEEN 1 AND 999`),
    check('order_transfers_state_known', sql`${table.state} IN (${stateList})`),
    // The admin's queue: proofs waiting, oldest first.
    index('order_transfers_submitted_idx')
      .on(table.proofUploadedAt)
      .where(sql`${table.state} = 'submitted'`),
  ],
);
